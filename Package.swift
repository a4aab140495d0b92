// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "RefreshKit",
  defaultLocalization: "en",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "RefreshKit", targets: ["RefreshKit"]),
    .library(name: "RefreshKitRendering", targets: ["RefreshKitRendering"]),
    .library(name: "RefreshKitRx", targets: ["RefreshKitRx"]),
    .library(name: "RefreshKitTesting", targets: ["RefreshKitTesting"]),
    .library(name: "RefreshKitSnapshotTesting", targets: ["RefreshKitSnapshotTesting"]),
    .executable(name: "refreshkit-demo", targets: ["refreshkit-demo"]),
    .executable(name: "refreshkit-bench", targets: ["refreshkit-bench"]),
    .plugin(name: "FrameAnimationPlugin", targets: ["FrameAnimationPlugin"]),
    .plugin(name: "RefreshGallery", targets: ["RefreshGallery"]),
    .plugin(name: "GenerateDocs", targets: ["GenerateDocs"]),
  ],
  targets: [
    // Core: geometry, views, scrolling, time, components, registry, localization,
    // frame animations (checked at build time by FrameAnimationPlugin).
    .target(
      name: "RefreshKit",
      dependencies: ["FrameAnimationFormat", "LottieFormat"],
      resources: [.process("Resources")],
      plugins: ["FrameAnimationPlugin"]
    ),
    // The frame-animation file format: one parser for the runtime and the build tool.
    .target(name: "FrameAnimationFormat"),
    // Lottie (Bodymovin JSON): parse once into a model, evaluate a frame into vector items.
    // Knows nothing of views or time; shares the JSON parser with the frame format.
    .target(name: "LottieFormat", dependencies: ["FrameAnimationFormat"]),
    // Text and SVG renderers of a view tree.
    .target(name: "RefreshKitRendering", dependencies: ["RefreshKit", "LottieFormat"]),

    // Reactive binding: RxSwift-style subjects and the refresh-status binding.
    .target(name: "RefreshKitRx", dependencies: ["RefreshKit"]),

    // Test support: virtual time, gestures, invariant checks, snapshot references.
    .target(name: "RefreshKitTesting", dependencies: ["RefreshKit", "RefreshKitRendering"]),
    // The demo's and the gallery's staging (every component kind in every state, the staged
    // looks): project tooling, not a product, so `import RefreshKitTesting` in an app's tests
    // brings only test support.
    .target(
      name: "RefreshKitStaging",
      dependencies: ["RefreshKit", "RefreshKitRendering", "RefreshKitTesting"]),
    // `assertSnapshot`: imports the Testing module, so only test targets link it.
    .target(
      name: "RefreshKitSnapshotTesting",
      dependencies: ["RefreshKit", "RefreshKitRendering", "RefreshKitTesting"]
    ),

    // Executables.
    .executableTarget(
      name: "refreshkit-demo",
      dependencies: [
        "RefreshKit", "RefreshKitRendering", "RefreshKitTesting", "RefreshKitStaging",
      ],
      // The Lottie fixture with refresh markers and slots, for the gallery (make_fixtures.py
      // writes it here and into the Lottie tests' fixtures).
      resources: [.copy("Resources/refresh-markers-slots.json")]
    ),
    // Benchmarks: per-event cost, allocations per event, registry memory; prints a table.
    .executableTarget(
      name: "refreshkit-bench",
      dependencies: [
        "RefreshKit", "RefreshKitTesting", "RefreshKitBenchSupport", "LottieFormat",
        "RefreshKitRendering", "RefreshKitStaging",
      ]
    ),
    // Renders one Lottie frame to SVG: what the oracle script compares with ThorVG and rlottie.
    .executableTarget(
      name: "refreshkit-lottie-render",
      dependencies: ["LottieFormat", "RefreshKitRendering"]
    ),
    // The bench's allocation counter (C: it interposes malloc), linked only into the bench.
    .target(name: "RefreshKitBenchSupport"),
    // Checks animation files and writes their accessors; must not depend on RefreshKit,
    // which it helps build.
    .executableTarget(
      name: "refreshkit-animation-tool",
      dependencies: ["FrameAnimationFormat", "LottieFormat"]
    ),

    // Plugins.
    .plugin(
      name: "FrameAnimationPlugin",
      capability: .buildTool(),
      dependencies: ["refreshkit-animation-tool"]
    ),
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
    // Our own docs builder (what swift-docc-plugin does): every catalog, one static site.
    .plugin(
      name: "GenerateDocs",
      capability: .command(
        intent: .custom(
          verb: "generate-docs",
          description: "Builds every DocC catalog into one static site (docs/ by default).")
      )
    ),

    // Tests.
    // The main suite sees every library product, so a test (or an app's scenario dropped
    // in here) can use the whole public API, binding and rendering included.
    .testTarget(
      name: "RefreshKitTests",
      dependencies: [
        "RefreshKit", "RefreshKitRx", "RefreshKitTesting", "RefreshKitRendering",
        "RefreshKitSnapshotTesting", "RefreshKitStaging",
      ],
      // An app's own Lottie file, loaded with `bundle: .module` as seed code does.
      resources: [.process("Resources")]
    ),
    .testTarget(name: "FrameAnimationFormatTests", dependencies: ["FrameAnimationFormat"]),
    .testTarget(
      name: "LottieFormatTests",
      dependencies: ["LottieFormat", "RefreshKitBenchSupport"],
      resources: [.copy("Fixtures")]
    ),
    // Runs the built tool binary; the dependency makes sure it is built first.
    .testTarget(
      name: "RefreshKitAnimationToolTests",
      dependencies: ["refreshkit-animation-tool"]
    ),
    .testTarget(
      name: "RefreshKitRxTests",
      dependencies: ["RefreshKit", "RefreshKitRx", "RefreshKitTesting"]
    ),
    .testTarget(
      name: "RefreshKitRenderingTests",
      dependencies: [
        "RefreshKit", "RefreshKitRendering", "RefreshKitTesting", "RefreshKitSnapshotTesting",
        "RefreshKitStaging",
      ],
      exclude: [
        "SVG/__Snapshots__", "Text/__Snapshots__", "Images/__Snapshots__", "Staging/__Snapshots__",
      ]
    ),
    // Runs the built bench binary (output only, no timing assertions). No dependency on
    // it on purpose: that would link the bench's malloc counter into every test; `swift
    // build` and `swift test` build all products anyway.
    .testTarget(name: "RefreshKitBenchTests"),
    // Runs the built demo binary; the dependency makes sure it is built first.
    .testTarget(
      name: "RefreshKitDemoTests",
      dependencies: [
        "refreshkit-demo", "RefreshKit", "RefreshKitTesting", "RefreshKitSnapshotTesting",
        "RefreshKitStaging",
      ],
      exclude: ["__Snapshots__"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
