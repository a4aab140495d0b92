import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory refresh-gallery`: renders every
/// component kind in every state into `Docs/Gallery/` by running the demo's gallery mode.
///
/// The plugin only runs the `refreshkit-demo` tool (a plugin depends on an executable,
/// not on the library); the demo decides what the gallery contains. Old SVG files in the
/// folder are removed first, so a renamed or removed kind leaves nothing stale behind.
@main
struct RefreshGallery: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let demo = try context.tool(named: "refreshkit-demo")
    let output = context.package.directoryURL
      .appendingPathComponent("Docs")
      .appendingPathComponent("Gallery")
    let fileManager = FileManager.default
    if let existing = try? fileManager.contentsOfDirectory(atPath: output.path) {
      for name in existing where name.hasSuffix(".svg") || name == "index.html" {
        try fileManager.removeItem(at: output.appendingPathComponent(name))
      }
    }
    let process = Process()
    process.executableURL = demo.url
    process.arguments = ["gallery", "--out", output.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      Diagnostics.error("refreshkit-demo gallery exited with \(process.terminationStatus)")
      return
    }
    print("Gallery written to \(output.path)")
  }
}
