// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "RefreshKit",
  defaultLocalization: "en",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "RefreshKit", targets: ["RefreshKit"]),
    .library(name: "RefreshKitTesting", targets: ["RefreshKitTesting"]),
    .executable(name: "refreshkit-demo", targets: ["refreshkit-demo"]),
  ],
  targets: [
    // Core: geometry, views, scrolling, time, components, registry, localization.
    .target(name: "RefreshKit", resources: [.process("Resources")]),

    // Test support: virtual time, gestures, invariant checks.
    .target(name: "RefreshKitTesting", dependencies: ["RefreshKit"]),

    // Executables.
    .executableTarget(
      name: "refreshkit-demo",
      dependencies: ["RefreshKit", "RefreshKitTesting"]
    ),

    // Tests.
    .testTarget(
      name: "RefreshKitTests",
      dependencies: ["RefreshKit", "RefreshKitTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
