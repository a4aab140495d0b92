import Foundation
import RefreshKit
import RefreshKitStaging

// The demo: `swift run refreshkit-demo`. See ArgumentParser.usage for what it can do.

@MainActor
func runDemo(_ arguments: [String]) -> Int32 {
  let command: DemoCommand
  do {
    command = try ArgumentParser.parse(arguments)
  } catch {
    FileHandle.standardError.write(
      Data("error: \(error.message)\n\n\(ArgumentParser.usage)\n".utf8))
    return 2
  }
  switch command {
  case .help:
    print(ArgumentParser.usage)
    return 0
  case .gallery(let directory):
    RefreshLocalization.language = RefreshLocalization.fallbackLanguage
    do {
      let written = try Gallery.write(to: URL(fileURLWithPath: directory))
      print("wrote \(written.count) files to \(directory)")
      return 0
    } catch {
      FileHandle.standardError.write(Data("error: could not write the gallery: \(error)\n".utf8))
      return 1
    }
  case .session(let options):
    let kind = options.headerKind ?? HeaderKinds.defaultName
    guard let header = HeaderKinds.makeHeader(named: kind) else {
      let known = HeaderKinds.names.joined(separator: ", ")
      FileHandle.standardError.write(
        Data("error: unknown header kind '\(kind)'. Known kinds: \(known)\n".utf8))
      return 2
    }
    // An explicit language, English by default, so the output never depends on the
    // machine's locale.
    let code = options.language ?? RefreshLocalization.fallbackLanguage
    guard let language = RefreshLocalization.supportedLanguage(for: code) else {
      let known = RefreshLocalization.supportedLanguages.joined(separator: ", ")
      FileHandle.standardError.write(
        Data("error: unknown language '\(code)'. Known languages: \(known)\n".utf8))
      return 2
    }
    RefreshLocalization.language = language
    if options.reducesMotion { MotionPreference.appWide = .reduced }
    if options.hasSecondFloor {
      header.isSecondFloorEnabled = true
      header.secondFloorTitle = "Today's deals"
      header.secondFloorView = SecondFloorStage.page(
        title: "Today's deals", width: DemoList.size.width)
    }
    switch options.mode {
    case .frames:
      Terminal.shared.write(
        VirtualSession.transcript(
          header: header, everyFrame: true, keepsPlace: options.keepsPlace))
    case .scripted where !Terminal.isInteractiveOutput:
      Terminal.shared.write(
        VirtualSession.transcript(
          header: header, everyFrame: false, keepsPlace: options.keepsPlace))
    case .scripted:
      LiveSession(header: header, keepsPlace: options.keepsPlace).playScript()
    case .interactive:
      guard Terminal.isInteractiveOutput, isatty(STDIN_FILENO) == 1 else {
        FileHandle.standardError.write(Data("error: --interactive needs a terminal\n".utf8))
        return 2
      }
      LiveSession(header: header, keepsPlace: options.keepsPlace).runInteractive()
    }
    return 0
  }
}

// A global and a direct call (top-level code runs on the main actor): the interactive modes
// leave through exit() from inside dispatchMain(), and LeakSanitizer counts what only the
// abandoned frames point to (a local array, MainActor.assumeIsolated's box) as leaked.
let demoArguments = Array(CommandLine.arguments.dropFirst())
let status = runDemo(demoArguments)
exit(status)
