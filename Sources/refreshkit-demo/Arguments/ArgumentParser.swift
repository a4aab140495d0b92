/// The demo's own small command-line parser.
///
/// The package has no dependencies, so this is not swift-argument-parser: it knows the
/// demo's few options, reports the first problem as a ``ArgumentError`` with a
/// message for people, and leaves checking kinds and languages to the caller.
///
/// ```
/// refreshkit-demo [--header <kind>] [--language <code>] [--reduced-motion] [--keep-place] [--second-floor]
///                  [--interactive | --frames]
/// refreshkit-demo gallery --out <dir>
/// ```
enum ArgumentParser {
  /// The usage text printed for `--help` and after argument errors.
  static let usage = """
    usage: refreshkit-demo [--header <kind>] [--language <code>] [--reduced-motion]
                           [--keep-place] [--second-floor] [--interactive | --frames]
           refreshkit-demo gallery --out <dir>
           refreshkit-demo --help

    Plays a scripted pull-to-refresh session: in real time in a terminal, as a plain-text
    transcript (one frame per state change) when output is not a terminal.

    options:
      --header <kind>     the header to show (see the list printed for an unknown kind)
      --language <code>   show the components' texts in this language (e.g. en, zh-Hans)
      --reduced-motion    less motion: shorter reveal and collapse, spinners at half speed
      --keep-place        timeline mode: new rows arrive above the reader, who stays put
      --second-floor      a longer pull opens the header's second floor (a page above)
      --interactive       drive the list yourself: ↓/j pull, ↑/k push, space release,
                          t delayed refresh, q quit
      --frames            print every frame of the session at 60 fps of virtual time
      --help              show this text

    gallery:
      --out <dir>         write an SVG of every component kind in every state and an
                          index.html into <dir> (created if needed)
    """

  /// A problem with the arguments, explained for people.
  struct ArgumentError: Error, Equatable {
    let message: String
  }

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(ArgumentError) -> DemoCommand {
    var remaining = arguments[...]
    if remaining.first == "gallery" {
      remaining.removeFirst()
      return try parseGallery(remaining)
    }
    var options = SessionOptions()
    var modeFlag: String?
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        return .help
      case "--header":
        options.headerKind = try value(for: argument, from: &remaining)
      case "--language":
        options.language = try value(for: argument, from: &remaining)
      case "--reduced-motion":
        options.reducesMotion = true
      case "--keep-place":
        options.keepsPlace = true
      case "--second-floor":
        options.hasSecondFloor = true
      case "--interactive", "--frames":
        if let modeFlag {
          throw ArgumentError(message: "\(modeFlag) and \(argument) cannot be used together")
        }
        modeFlag = argument
        options.mode = argument == "--interactive" ? .interactive : .frames
      default:
        throw unexpected(argument)
      }
    }
    return .session(options)
  }

  private static func parseGallery(_ arguments: ArraySlice<String>) throws(ArgumentError)
    -> DemoCommand
  {
    var remaining = arguments
    var output: String?
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        return .help
      case "--out":
        output = try value(for: argument, from: &remaining)
      default:
        throw unexpected(argument)
      }
    }
    guard let output else { throw ArgumentError(message: "gallery needs --out <dir>") }
    return .gallery(outputDirectory: output)
  }

  private static func value(for option: String, from remaining: inout ArraySlice<String>)
    throws(ArgumentError) -> String
  {
    guard let value = remaining.popFirst(), !value.hasPrefix("--"), !value.isEmpty else {
      throw ArgumentError(message: "\(option) needs a value")
    }
    return value
  }

  private static func unexpected(_ argument: String) -> ArgumentError {
    argument.hasPrefix("-")
      ? ArgumentError(message: "unknown option \(argument)")
      : ArgumentError(message: "unexpected argument \(argument)")
  }
}
