import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-directory docs generate-docs [--output docs]`: builds
/// every documentation catalog of the package into one static website.
///
/// It does what the swift-docc-plugin package would, in a few steps of our own (the
/// package takes no dependencies): symbol graphs for each target with a `.docc` catalog
/// from the package manager, the toolchain's `docc convert` on each (every module after its
/// dependencies, their archives passed on, so ``/RefreshKit/...`` and ``/LottieFormat/...``
/// links resolve),
/// then `docc merge` into one archive laid out for static hosting. Any DocC warning fails the
/// command, so CI keeps the docs clean.
@main
struct GenerateDocs: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let output = URL(
      fileURLWithPath: extractor.extractOption(named: "output").last ?? "docs",
      relativeTo: context.package.directoryURL
    ).standardizedFileURL
    let docc = try context.tool(named: "docc").url
    let work = context.pluginWorkDirectoryURL.appendingPathComponent("archives")
    try? FileManager.default.removeItem(at: work)
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

    // A target after everything it depends on, so each catalog can link to its dependencies'
    // (RefreshKit's to LottieFormat, RefreshKitRendering's to RefreshKit): fewer dependencies
    // first is such an order.
    let targets = context.package.sourceModules
      .filter { catalog(of: $0) != nil }
      .sorted {
        ($0.recursiveTargetDependencies.count, $0.name)
          < ($1.recursiveTargetDependencies.count, $1.name)
      }
    var archives: [URL] = []
    var warnings = 0
    for target in targets {
      guard let catalog = catalog(of: target) else { continue }
      let graphs = try packageManager.getSymbolGraph(
        for: target,
        options: .init(
          minimumAccessLevel: .public, includeSynthesized: false, emitExtensionBlocks: true))
      let archive = work.appendingPathComponent("\(target.name).doccarchive")
      var convert = [
        "convert", catalog.path, "--additional-symbol-graph-dir", graphs.directoryURL.path,
        "--output-dir", archive.path, "--fallback-display-name", target.name,
        "--fallback-bundle-identifier", target.name, "--transform-for-static-hosting",
        "--enable-experimental-external-link-support",
      ]
      for dependency in archives { convert += ["--dependency", dependency.path] }
      print("docc: \(target.name)")
      warnings += try run(docc, convert)
      archives.append(archive)
    }
    try? FileManager.default.removeItem(at: output)
    warnings += try run(
      docc,
      ["merge"] + archives.map(\.path) + [
        "--output-path", output.path, "--synthesized-landing-page-name",
        context.package.displayName,
      ])
    guard warnings == 0 else {
      Diagnostics.error("DocC reported \(warnings) warnings; the docs keep none")
      return
    }
    print("Documentation site written to \(output.path) (serve it, e.g. python3 -m http.server)")
  }

  /// The `.docc` folder among a target's files, if it has one.
  private func catalog(of target: any SourceModuleTarget) -> URL? {
    // Found through the target's files: `directoryURL` needs tools version 6.1, and the
    // package declares 6.0 (where `directory` is deprecated).
    for file in target.sourceFiles {
      var url = file.url
      while url.pathComponents.count > 1 {
        if url.pathExtension == "docc" { return url }
        url.deleteLastPathComponent()
      }
    }
    return nil
  }

  /// Runs `tool` with `arguments`, echoing its output; returns how many warnings it printed.
  private func run(_ tool: URL, _ arguments: [String]) throws -> Int {
    let process = Process()
    let pipe = Pipe()
    process.executableURL = tool
    process.arguments = arguments
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.split(separator: "\n")
    for line in lines where line.hasPrefix("warning:") || line.hasPrefix("error:") {
      print(line)
    }
    guard process.terminationStatus == 0 else {
      print(text)
      throw GenerateDocsError.toolFailed(tool.lastPathComponent, process.terminationStatus)
    }
    return lines.filter { $0.hasPrefix("warning:") }.count
  }
}

enum GenerateDocsError: Error, CustomStringConvertible {
  case toolFailed(String, Int32)

  var description: String {
    switch self {
    case .toolFailed(let tool, let status): "\(tool) exited with status \(status)"
    }
  }
}
