import Foundation
import RefreshKit
import RefreshKitSnapshotTesting
import RefreshKitStaging
import RefreshKitTesting
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The demo executable, run as a user runs it: its transcript, its frames, its argument
/// errors and its gallery.
@MainActor
@Suite struct DemoExecutableTests {}

extension DemoExecutableTests {
  @Test func pipedOutputIsAPlainTranscriptOfStateChanges() throws {
    let result = try DemoProcess.run([])
    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(!result.output.contains("\u{1B}"))
    assertSnapshot(of: result.output, as: .lines, named: "transcript")
    // The session lasts 15 to 20 seconds (of virtual time here) and ends with no more data.
    let titles = result.output.split(separator: "\n").filter { $0.hasPrefix("t=") }
    let last = try #require(titles.last)
    let seconds = try #require(Double(last.dropFirst(2).prefix { $0 != "s" }))
    #expect((15...20).contains(seconds))
    #expect(last.hasSuffix("footer noMoreData"))
    #expect(titles.first == "t=0.000s header idle, footer idle")
  }

  @Test func framesAreEveryFrameAndDeterministic() throws {
    let first = try DemoProcess.run(["--frames"])
    let second = try DemoProcess.run(["--frames"])
    #expect(first.status == 0)
    #expect(first.output == second.output)
    #expect(!first.output.contains("\u{1B}"))
    let frames = first.output.split(separator: "\n").filter { $0.hasPrefix("frame ") }
    #expect(frames.first == "frame 0 t=0.000s")
    #expect(frames.dropFirst().first == "frame 1 t=0.017s")
    // The full output is megabytes: the reference keeps its size, a checksum and every
    // thirtieth frame (two a second), which is enough to see what changed.
    assertSnapshot(of: FramesDigest.digest(of: first.output), as: .lines, named: "frames")
  }

  @Test(arguments: [
    (["--bogus"], "error: unknown option --bogus"),
    (["--header"], "error: --header needs a value"),
    (["gallery"], "error: gallery needs --out <dir>"),
    (["--frames", "--interactive"], "error: --frames and --interactive cannot be used together"),
  ])
  func badArgumentsPrintUsageAndExit2(arguments: [String], message: String) throws {
    let result = try DemoProcess.run(arguments)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.error.hasPrefix(message + "\n"))
    #expect(result.error.contains("usage: refreshkit-demo"))
  }

  @Test func unknownHeaderKindListsTheKnownOnes() throws {
    let result = try DemoProcess.run(["--header", "nope"])
    #expect(result.status == 2)
    #expect(result.output == "")
    let known = RefreshHeaderCatalog.shared.names.joined(separator: ", ")
    #expect(result.error == "error: unknown header kind 'nope'. Known kinds: \(known)\n")
  }

  @Test func languageShowsTheLocalizedTexts() throws {
    let result = try DemoProcess.run(["--language", "zh-Hans"])
    #expect(result.status == 0)
    let pulling = RefreshLocalization.string(for: .headerPulling, language: "zh-Hans")
    let noMoreData = RefreshLocalization.string(for: .autoFooterNoMoreData, language: "zh-Hans")
    #expect(result.output.contains(pulling))
    #expect(result.output.contains(noMoreData))
    #expect(!result.output.contains("Release to refresh"))
  }

  @Test func everyHeaderKindPlaysTheWholeSession() throws {
    for kind in RefreshHeaderCatalog.shared.names {
      let result = try DemoProcess.run(["--header", kind])
      #expect(result.status == 0, "\(kind)")
      #expect(result.output.contains("header refreshing"), "\(kind)")
      #expect(result.output.contains("footer noMoreData"), "\(kind)")
    }
  }

  @Test func unknownLanguageExits2() throws {
    let result = try DemoProcess.run(["--language", "xx"])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("error: unknown language 'xx'."))
  }

  @Test func helpGoesToStandardOutput() throws {
    let result = try DemoProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("usage: refreshkit-demo"))
  }

  @Test func interactiveNeedsATerminal() throws {
    let result = try DemoProcess.run(["--interactive"])
    #expect(result.status == 2)
    #expect(result.error == "error: --interactive needs a terminal\n")
  }

  @Test func galleryWritesExactlyTheExpectedFilesInsideOut() throws {
    let sandbox = FileManager.default.temporaryDirectory
      .appendingPathComponent("DemoGallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: sandbox) }
    let result = try DemoProcess.run(["gallery", "--out", "pictures/gallery"], in: sandbox)
    #expect(result.status == 0)
    // Nothing outside --out: the working directory holds only the path to it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path) == ["pictures"])
    let out = sandbox.appendingPathComponent("pictures/gallery")
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    var expected = ["index.html"]
    for kind in ComponentKind.all + ComponentKind.looks {
      for state in kind.states { expected.append("\(kind.name)-\(state.rawValue).svg") }
    }
    // The Lottie fixture with refresh markers and slots, plain and themed.
    for kind in ["lottie-parts-header", "lottie-parts-header-themed"] {
      for state in ["pull-50", "pull-100", "refreshing"] { expected.append("\(kind)-\(state).svg") }
    }
    // The second floor of a header and of a back footer, at each moment.
    for edge in SecondFloorStage.Edge.allCases {
      for moment in SecondFloorStage.Moment.allCases {
        expected.append("second-floor-\(edge.rawValue)-\(moment.rawValue).svg")
      }
    }
    #expect(written == expected.sorted())
    // And, spelled out, the kinds and states the library ships today (more may come).
    let builtIn = [
      "normal-header": ["idle", "pull-50", "pull-100", "refreshing", "result"],
      "state-header": ["idle", "pull-50", "pull-100", "refreshing", "result"],
      "animated-header": ["idle", "pull-50", "pull-100", "refreshing", "result"],
      "spinner-header": ["idle", "pull-50", "pull-100", "refreshing"],
      "auto-state-footer": ["idle", "refreshing", "no-more-data"],
      "auto-normal-footer": ["idle", "refreshing", "no-more-data"],
      "auto-animated-footer": ["idle", "refreshing", "no-more-data"],
      "back-state-footer": ["idle", "pull-50", "pull-100", "refreshing", "no-more-data"],
      "back-normal-footer": ["idle", "pull-50", "pull-100", "refreshing", "no-more-data"],
      "back-animated-footer": ["idle", "pull-50", "pull-100", "refreshing", "no-more-data"],
      "state-trailer": ["idle", "pull-50", "pull-100", "refreshing"],
      "normal-trailer": ["idle", "pull-50", "pull-100", "refreshing"],
      "normal-leading-trailer": ["idle", "pull-50", "pull-100", "refreshing"],
      "look-normal-header": ["idle", "pull-50", "pull-100", "refreshing", "result"],
      "look-spinner-auto-footer": ["idle", "refreshing", "no-more-data"],
      "look-animated-back-footer": ["idle", "pull-50", "pull-100", "refreshing", "no-more-data"],
      "look-lottie-trailer": ["idle", "pull-50", "pull-100", "refreshing"],
      "look-state-leading-trailer": ["idle", "pull-50", "pull-100", "refreshing"],
    ]
    for (kind, states) in builtIn {
      for state in states {
        #expect(written.contains("\(kind)-\(state).svg"), "\(kind)-\(state).svg is missing")
      }
    }
    for name in written where name.hasSuffix(".svg") {
      let data = try Data(contentsOf: out.appendingPathComponent(name))
      #expect(XMLParser(data: data).parse(), "\(name) is not well-formed XML")
    }
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    for name in written where name.hasSuffix(".svg") {
      #expect(index.contains("<img src=\"\(name)\""))
    }
    // The looks come last, as a grid: a row per look, a column per edge.
    let grid = try #require(index.range(of: "<h2 id=\"looks\">Every look on every edge</h2>"))
    #expect(!index[..<grid.lowerBound].contains("look-normal-header-idle.svg"))
    let rows = index[grid.upperBound...].components(separatedBy: "<tr>").count - 1
    #expect(rows == 1 + StagedLook.allCases.count)  // the edges' row, then a row per look
    #expect(
      index.contains("<th>RefreshSpinnerLook()</th>") && index.contains("<th>leading trailer</th>"))
  }
}

#if canImport(Glibc)
  // The terminal paths, in a pseudo-terminal.
  extension DemoExecutableTests {
    /// Whether the machine can make pseudo-terminals (some CI containers cannot).
    nonisolated static let hasPseudoTerminals = FileManager.default.fileExists(atPath: "/dev/ptmx")

    @Test(.enabled(if: hasPseudoTerminals))
    func interactiveModeDragsReleasesAndRestoresTheTerminalOnQuit() throws {
      // Eight pulls of 18 points (rubber-banded) pass the trigger; space releases.
      let result = try DemoProcess.runInTerminal(
        ["--interactive"], ready: "q quit", keys: "jjjjjjjj q")
      #expect(result.status == 0)
      #expect(result.output.contains("Release to refresh"))
      #expect(result.output.contains("header refreshing"))
      #expect(result.output.contains("\u{1B}[?25l"))  // the cursor was hidden…
      #expect(result.output.hasSuffix("\u{1B}[0m\u{1B}[?25h\r\n"))  // …and is back
    }

    @Test(.enabled(if: hasPseudoTerminals))
    func controlCQuitsTheInteractiveModeWithTheTerminalRestored() throws {
      let result = try DemoProcess.runInTerminal(
        ["--interactive"], ready: "q quit", keys: "\u{3}")
      #expect(result.status == 130)
      #expect(result.output.hasSuffix("\u{1B}[0m\u{1B}[?25h\r\n"))
    }
  }
#endif
