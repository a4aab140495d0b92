import Foundation
import RefreshKitBenchSupport

/// Runs every benchmark and renders the table.
@MainActor
struct BenchReport {
  let options: BenchOptions

  func render() -> String {
    let counting = refreshkit_allocation_counting_available() != 0
    let events = Scenarios.all(events: options.events, only: options.only)
    var lines: [String] = []
    lines.append("RefreshKit bench (\(BenchReport.buildKind) build)")
    lines.append("")
    // Ratios against the bare container measured in this same run: stable across machines
    // where the nanoseconds are not.
    let baseline = events.first { $0.name == Scenarios.baselineName }?.nanosecondsPerEvent
    lines.append(
      "| scroll event | events | ns/event | × no components | allocations/event |")
    lines.append("|---|---:|---:|---:|---:|")
    for row in events {
      let allocations = counting ? String(format: "%.3f", row.allocationsPerEvent) : "n/a"
      let ratio = baseline.map { String(format: "%.1f×", row.nanosecondsPerEvent / $0) } ?? "n/a"
      lines.append(
        "| \(row.name) | \(row.events) | \(String(format: "%.0f", row.nanosecondsPerEvent)) | \(ratio) | \(allocations) |"
      )
    }
    guard options.only == nil else { return lines.joined(separator: "\n") }
    lines.append("")
    lines.append(contentsOf: Self.lottieTable(LottieBenchmark.measure(frames: options.events / 20)))
    let registry = RegistryBenchmark.measure(containers: options.containers)
    lines.append("")
    lines.append("| registry, \(registry.containers) containers with a header | value |")
    lines.append("|---|---:|")
    if counting {
      lines.append(
        "| heap per container (scroll view, header) | \(String(format: "%.0f", registry.bytesPerContainer)) B |"
      )
      lines.append(
        "| heap per plain registry entry (one Int value) | \(String(format: "%.0f", registry.bytesPerPlainEntry)) B |"
      )
      lines.append("| heap left after releasing them all | \(registry.bytesLeftAfterRelease) B |")
      lines.append(
        "| heap left after a second round of as many | \(registry.bytesLeftAfterSecondRound) B |")
    }
    // Scroll views keep their values in themselves, so the table holds none of them.
    lines.append("| table entries for live scroll views | \(registry.ownersWhileAlive) |")
    lines.append("| table entries after release | \(registry.ownersAfterRelease) |")
    lines.append("")
    lines.append(
      contentsOf: Self.scaleTable(
        options.registryScales.map {
          RegistryScaleBenchmark.measure(containers: $0, lookups: options.lookups)
        }))
    if !counting {
      lines.append("")
      lines.append("(allocation counting needs Linux with glibc and no sanitizer)")
    }
    return lines.joined(separator: "\n")
  }

  /// The Lottie player's table: parse, evaluate, SVG, and the heap across frames.
  static func lottieTable(_ bench: LottieBenchmark) -> [String] {
    let counting = refreshkit_allocation_counting_available() != 0
    var lines = [
      "| Lottie (\(String(format: "%.1f", bench.fileKilobytes)) KB loader) | runs | µs | allocations |",
      "|---|---:|---:|---:|",
    ]
    for row in bench.rows {
      let allocations = counting ? String(format: "%.1f", row.allocations) : "n/a"
      lines.append(
        "| \(row.name) | \(row.count) | \(String(format: "%.2f", row.microseconds)) | \(allocations) |"
      )
    }
    if counting {
      let growth = Int64(bitPattern: bench.heapAtEnd &- bench.heapAfterWarmUp)
      lines.append("| heap growth across the steady-state frames | | \(growth) B | |")
    }
    return lines
  }

  /// The registry-at-scale table: lookups against the floor and the ObjC-style table, attach
  /// time, memory.
  ///
  /// ObjC-style ÷ floor is the most any lookup could win by: a lookup can only match a stored
  /// property, not beat it.
  static func scaleTable(_ rows: [RegistryScaleBenchmark]) -> [String] {
    var lines = [
      "| registry at scale: live containers | refreshHeader ns | stored property ns "
        + "| ObjC-style table ns | registry ÷ floor | ObjC-style ÷ registry "
        + "| ObjC-style ÷ floor | attach ns "
        + "| heap/container | RSS before | RSS peak | RSS after |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows {
      let cells = [
        "\(row.containers)", format(row.registryNanoseconds), format(row.floorNanoseconds),
        format(row.objcNanoseconds),
        String(format: "%.1f×", row.registryNanoseconds / row.floorNanoseconds),
        String(format: "%.1f×", row.objcNanoseconds / row.registryNanoseconds),
        String(format: "%.1f×", row.objcNanoseconds / row.floorNanoseconds),
        format(row.attachNanoseconds), String(format: "%.0f B", row.bytesPerContainer),
        mebibytes(row.residentBefore), mebibytes(row.residentPeak), mebibytes(row.residentAfter),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines
  }

  private static func format(_ nanoseconds: Double) -> String {
    String(format: nanoseconds < 10 ? "%.1f" : "%.0f", nanoseconds)
  }

  private static func mebibytes(_ bytes: UInt64) -> String {
    String(format: "%.1f MiB", Double(bytes) / 1_048_576)
  }

  static var buildKind: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }
}
