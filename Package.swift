// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "RefreshKit",
  defaultLocalization: "en",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "RefreshKit", targets: ["RefreshKit"]),
    .library(name: "RefreshKitRx", targets: ["RefreshKitRx"]),
    .library(name: "RefreshKitTesting", targets: ["RefreshKitTesting"]),
    .executable(name: "refreshkit-demo", targets: ["refreshkit-demo"]),
    .plugin(name: "FrameAnimationPlugin", targets: ["FrameAnimationPlugin"]),
  ],
  targets: [
    // Core: geometry, views, scrolling, time, components, registry, localization,
    // frame animations (checked at build time by FrameAnimationPlugin).
    .target(
      name: "RefreshKit",
      dependencies: ["FrameAnimationFormat"],
      resources: [.process("Resources")],
      plugins: ["FrameAnimationPlugin"]
    ),
    // The frame-animation file format: one parser for the runtime and the build tool.
    .target(name: "FrameAnimationFormat"),

    // Reactive binding: RxSwift-style subjects and the refresh-status binding.
    .target(name: "RefreshKitRx", dependencies: ["RefreshKit"]),

    // Test support: virtual time, gestures, invariant checks.
    .target(name: "RefreshKitTesting", dependencies: ["RefreshKit"]),

    // Executables.
    .executableTarget(
      name: "refreshkit-demo",
      dependencies: ["RefreshKit", "RefreshKitTesting"]
    ),
    // Checks animation files and writes their accessors; must not depend on RefreshKit,
    // which it helps build.
    .executableTarget(
      name: "refreshkit-animation-tool",
      dependencies: ["FrameAnimationFormat"]
    ),

    // Plugins.
    .plugin(
      name: "FrameAnimationPlugin",
      capability: .buildTool(),
      dependencies: ["refreshkit-animation-tool"]
    ),

    // Tests.
    .testTarget(
      name: "RefreshKitTests",
      dependencies: ["RefreshKit", "RefreshKitTesting"]
    ),
    .testTarget(name: "FrameAnimationFormatTests", dependencies: ["FrameAnimationFormat"]),
    // Runs the built tool binary; the dependency makes sure it is built first.
    .testTarget(
      name: "RefreshKitAnimationToolTests",
      dependencies: ["refreshkit-animation-tool"]
    ),
    .testTarget(
      name: "RefreshKitRxTests",
      dependencies: ["RefreshKit", "RefreshKitRx", "RefreshKitTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
