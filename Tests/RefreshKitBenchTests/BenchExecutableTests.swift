import Foundation
import Testing

/// The bench is checked through its output (its numbers depend on the machine and the
/// build; no test asserts a time).
@Suite struct BenchExecutableTests {}

extension BenchExecutableTests {
  @Test func printsEveryRowOfTheTable() throws {
    let result = try BenchProcess.run(["--events", "300", "--containers", "50"])
    #expect(result.status == 0)
    for row in [
      "| scroll event | events | ns/event | × no components | allocations/event |",
      "| offset change, no components | 300 |",
      "| offset change, header idle (content scrolled) | 300 |",
      "| offset change, header exposed (percent, alpha) | 300 |",
      "| offset change, header pulling (past the trigger) | 300 |",
      "| offset change, header refreshing (inset shrinks) | 300 |",
      "| offset change, normal header + auto footer | 300 |",
      "| offset change, spinner header exposed | 300 |",
      "| offset change, animated header scrubbing idle frames | 300 |",
      "| drag(by:), rubber band past the top | 300 |",
      "| parse (per KB of a ten-shape loader) |",
      "| evaluate one frame (ten-shape loader) |",
      "| evaluate + write one frame as SVG |",
      "| registry, 50 containers with a header | value |",
      "| table entries for live scroll views | 0 |",
      "| table entries after release | 0 |",
      "| registry at scale: live containers | refreshHeader ns | stored property ns ",
      "| 50 |",
    ] {
      #expect(result.output.contains(row), "missing: \(row)")
    }
    // Heap figures need the allocation counter (not under a sanitizer).
    if !result.output.contains("allocation counting needs") {
      #expect(result.output.contains("| heap growth across the steady-state frames |"))
    }
  }

  @Test func printsEachRowsRatioToTheBareContainer() throws {
    let result = try BenchProcess.run(["--events", "300", "--containers", "50"])
    let baseline = result.output.split(separator: "\n").first {
      $0.hasPrefix("| offset change, no components")
    }
    #expect(baseline?.contains("| 1.0× |") == true)
    let pulling = result.output.split(separator: "\n").first {
      $0.hasPrefix("| offset change, header pulling")
    }
    #expect(pulling?.contains("× |") == true)
  }

  @Test func onlyRunsTheMatchingRowsAndNoRegistry() throws {
    let result = try BenchProcess.run(["--events", "300", "--only", "header idle"])
    #expect(result.status == 0)
    #expect(result.output.contains("| offset change, header idle (content scrolled) | 300 |"))
    #expect(!result.output.contains("| offset change, no components"))
    #expect(!result.output.contains("registry"))
  }

  @Test func theScaleTableHasARowPerSizeWithItsRatios() throws {
    let result = try BenchProcess.run(
      ["--events", "10", "--containers", "20", "--registry-scales", "20,40"])
    #expect(result.status == 0)
    for size in ["20", "40"] {
      let row = result.output.split(separator: "\n").first { $0.hasPrefix("| \(size) |") }
      // Six numbers, three ratios, three memory figures.
      #expect(row?.components(separatedBy: "×").count == 4, "row for \(size): \(row ?? "none")")
      #expect(row?.components(separatedBy: "MiB").count == 4)
    }
  }

  #if os(Linux)
    /// Under a sanitizer the sanitizer owns the allocator and the bench counts nothing.
    @Test(.disabled(if: Sanitizer.isActive, "a sanitizer owns the allocator"))
    func countsAllocationsOnLinux() throws {
      let result = try BenchProcess.run(["--quick"])
      #expect(result.status == 0)
      #expect(!result.output.contains("n/a"))
      #expect(result.output.contains("| heap per container (scroll view, header) |"))
      // Nothing is measured with no components: the counter itself adds nothing.
      #expect(result.output.contains("| offset change, no components | 5000 |"))
      let line = result.output.split(separator: "\n").first {
        $0.hasPrefix("| offset change, no components")
      }
      #expect(line?.hasSuffix("| 0.000 |") == true)
    }
  #endif

  @Test func saysWhyItCountsNothingUnderASanitizer() throws {
    guard Sanitizer.isActive else { return }
    let result = try BenchProcess.run(["--quick"])
    #expect(result.output.contains("(allocation counting needs Linux with glibc and no sanitizer)"))
  }
}

/// Whether this test process runs under AddressSanitizer or ThreadSanitizer: their runtimes
/// define these entry points.
enum Sanitizer {
  static let isActive: Bool = {
    #if os(Linux)
      let process = dlopen(nil, RTLD_NOW)
      return dlsym(process, "__asan_init") != nil || dlsym(process, "__tsan_init") != nil
    #else
      return false
    #endif
  }()
}

/// Runs the built `refreshkit-bench`, found next to the test binary.
enum BenchProcess {
  struct Result {
    let status: Int32
    let output: String
  }

  static func run(_ arguments: [String]) throws -> Result {
    var directory = Bundle.main.bundleURL
    while directory.pathComponents.count > 1,
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("refreshkit-bench").path)
    {
      directory.deleteLastPathComponent()
    }
    let process = Process()
    process.executableURL = directory.appendingPathComponent("refreshkit-bench")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }
}
