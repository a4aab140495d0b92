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
  ],
  targets: [
    // Core: geometry, views, scrolling, time, components, registry, localization.
    .target(name: "RefreshKit", resources: [.process("Resources")]),

    // Reactive binding: RxSwift-style subjects and the refresh-status binding.
    .target(name: "RefreshKitRx", dependencies: ["RefreshKit"]),

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
    .testTarget(
      name: "RefreshKitRxTests",
      dependencies: ["RefreshKit", "RefreshKitRx", "RefreshKitTesting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
