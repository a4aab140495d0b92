// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "RefreshKit",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "RefreshKit", targets: ["RefreshKit"]),
    .library(name: "RefreshKitRendering", targets: ["RefreshKitRendering"]),
    .library(name: "RefreshKitTesting", targets: ["RefreshKitTesting"]),
    .library(name: "RefreshKitSnapshotTesting", targets: ["RefreshKitSnapshotTesting"]),
    .executable(name: "refreshkit-demo", targets: ["refreshkit-demo"]),
    .plugin(name: "RefreshGallery", targets: ["RefreshGallery"]),
  ],
  targets: [
    // Core: geometry, views, scrolling, time, components, registry.
    .target(name: "RefreshKit"),
    // Text and SVG renderers of a view tree.
    .target(name: "RefreshKitRendering", dependencies: ["RefreshKit"]),

    // Test support: virtual time, gestures, invariant checks, snapshot references.
    .target(name: "RefreshKitTesting", dependencies: ["RefreshKit", "RefreshKitRendering"]),
    // `assertSnapshot`: imports the Testing module, so only test targets link it.
    .target(
      name: "RefreshKitSnapshotTesting",
      dependencies: ["RefreshKit", "RefreshKitRendering", "RefreshKitTesting"]
    ),

    // Executables.
    .executableTarget(
      name: "refreshkit-demo",
      dependencies: ["RefreshKit", "RefreshKitRendering", "RefreshKitTesting"]
    ),

    // Plugins.
    .plugin(
      name: "RefreshGallery",
      capability: .command(
        intent: .custom(
          verb: "refresh-gallery",
          description: "Renders every component kind in every state into Docs/Gallery."),
        permissions: [
          .writeToPackageDirectory(reason: "Writes the gallery's SVG files into Docs/Gallery.")
        ]
      ),
      dependencies: ["refreshkit-demo"]
    ),

    // Tests.
    .testTarget(
      name: "RefreshKitTests",
      dependencies: ["RefreshKit", "RefreshKitTesting"]
    ),
    .testTarget(
      name: "RefreshKitRenderingTests",
      dependencies: [
        "RefreshKit", "RefreshKitRendering", "RefreshKitTesting", "RefreshKitSnapshotTesting",
      ],
      exclude: ["SVG/__Snapshots__", "Text/__Snapshots__"]
    ),
    .testTarget(
      name: "RefreshKitDemoTests",
      dependencies: ["refreshkit-demo", "RefreshKitTesting", "RefreshKitSnapshotTesting"],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
