// swift-tools-version: 6.0
// The GTK 4 host: a separate package, so the root package builds and tests without GTK.
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, and the root's folder is whatever the
// clone was called: read it instead of assuming it.
let root = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("../..")
  .standardizedFileURL
let rootIdentity = root.lastPathComponent

let package = Package(
  name: "RefreshKitGTK",
  products: [
    .library(name: "RefreshKitGTK", targets: ["RefreshKitGTK"]),
    .executable(name: "refreshkit-gtk-demo", targets: ["refreshkit-gtk-demo"]),
    .executable(name: "refreshkit-gtk-lottie-render", targets: ["refreshkit-gtk-lottie-render"]),
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    // GTK 4, Cairo and Pango through pkg-config (Debian: libgtk-4-dev).
    .systemLibrary(
      name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    .target(
      name: "RefreshKitGTK",
      dependencies: [
        "CGtk4", .product(name: "RefreshKit", package: rootIdentity),
        .product(name: "RefreshKitRendering", package: rootIdentity),
      ]),
    .executableTarget(
      name: "refreshkit-gtk-demo",
      dependencies: [
        "RefreshKitGTK", "EndToEndProbe", .product(name: "RefreshKit", package: rootIdentity),
      ]),
    // One Lottie frame drawn by CairoVectorRenderer to PNG, or timed (--speed): what
    // Tests/LottieOracle/run.sh compares with ThorVG and rlottie.
    .executableTarget(
      name: "refreshkit-gtk-lottie-render",
      dependencies: [
        "RefreshKitGTK", "CGtk4", "CHeapInUse", .product(name: "RefreshKit", package: rootIdentity),
      ]),
    // glibc's heap statistics (mallinfo2), which Swift's Glibc module does not declare.
    .target(name: "CHeapInUse"),
    // An app author's program for the end-to-end check: a GtkListBox of its own, wrapped with
    // RefreshKitGTK's public API only.
    .executableTarget(
      name: "refreshkit-gtk-listbox-check", dependencies: ["RefreshKitGTK", "EndToEndProbe"],
      path: "Tests/EndToEnd/ListBoxApp"),
    // What the end-to-end harnesses read from the two programs above: input events and where
    // the rows were drawn in each frame (REFRESHKIT_GTK_GEOMETRY_LOG=1; nothing otherwise).
    .target(
      name: "EndToEndProbe", dependencies: ["RefreshKitGTK"], path: "Tests/EndToEnd/Probe"),
    // Unit tests: most need no display (the scheduler on GLib's loop, Cairo into an image, the
    // adjustment mirror, the input mapping); the theme tests start an Xvfb of their own.
    // Tests/EndToEnd/run.sh drives the demo and the list-box check under Xvfb.
    .testTarget(
      name: "RefreshKitGTKTests",
      dependencies: [
        "RefreshKitGTK", "CGtk4", .product(name: "RefreshKit", package: rootIdentity),
        .product(name: "RefreshKitTesting", package: rootIdentity),
      ]),
  ]
)
