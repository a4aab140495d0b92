import PackagePlugin

/// Checks every `*.animation.json` file of a target at build time and generates typed
/// accessors (`FrameAnimation.Name.refresh`), as SwiftGen and R.swift do for assets.
///
/// A malformed file fails the build with a message naming the file and the problem.
/// Accessors are `public` when the target is part of a library product (its clients use
/// its animations) and `internal` otherwise. Opt in per target:
///
/// ```swift
/// .target(name: "App", dependencies: ["RefreshKit"], resources: [.process("Resources")],
///         plugins: [.plugin(name: "FrameAnimationPlugin", package: "RefreshKit")])
/// ```
@main
struct FrameAnimationPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? any SourceModuleTarget else { return [] }
    // Frame animations get accessors; every other JSON file is offered to the Lottie check,
    // which skips files that are not Lottie.
    let inputs = target.sourceFiles(withSuffix: ".json").map(\.url)
      .sorted { $0.path < $1.path }
    guard !inputs.isEmpty else { return [] }
    let isInLibrary = context.package.products.contains { product in
      product is LibraryProduct && product.targets.contains { $0.id == target.id }
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "FrameAnimation+Names.swift")
    let arguments =
      [
        "--module", target.moduleName,
        "--access", isInLibrary ? "public" : "internal",
        "--output", output.path,
      ] + inputs.map(\.path)
    return [
      .buildCommand(
        displayName: "Checking \(inputs.count) animation file(s) of \(target.name)",
        executable: try context.tool(named: "refreshkit-animation-tool").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
