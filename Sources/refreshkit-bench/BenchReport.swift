import Foundation
import RefreshKitBenchSupport

/// Runs every benchmark and renders the table.
@MainActor
struct BenchReport {
  let options: BenchOptions

  func render() -> String {
    let counting = refreshkit_allocation_counting_available() != 0
    let events = Scenarios.all(events: options.events)
    let registry = RegistryBenchmark.measure(containers: options.containers)
    var lines: [String] = []
    lines.append("RefreshKit bench (\(BenchReport.buildKind) build)")
    lines.append("")
    lines.append(
      "| scroll event | events | ns/event | allocations/event |")
    lines.append("|---|---:|---:|---:|")
    for row in events {
      let allocations = counting ? String(format: "%.3f", row.allocationsPerEvent) : "n/a"
      lines.append(
        "| \(row.name) | \(row.events) | \(String(format: "%.0f", row.nanosecondsPerEvent)) | \(allocations) |"
      )
    }
    lines.append("")
    lines.append("| registry, \(registry.containers) containers with a header | value |")
    lines.append("|---|---:|")
    if counting {
      lines.append(
        "| heap per container (scroll view, header, entry) | \(String(format: "%.0f", registry.bytesPerContainer)) B |"
      )
      lines.append(
        "| heap per plain registry entry (one Int value) | \(String(format: "%.0f", registry.bytesPerPlainEntry)) B |"
      )
      lines.append("| heap left after releasing them all | \(registry.bytesLeftAfterRelease) B |")
      lines.append(
        "| heap left after a second round of as many | \(registry.bytesLeftAfterSecondRound) B |")
    }
    lines.append("| registry owners while alive | \(registry.ownersWhileAlive) |")
    lines.append("| registry owners after release | \(registry.ownersAfterRelease) |")
    if !counting {
      lines.append("")
      lines.append("(allocation counting needs Linux with glibc)")
    }
    return lines.joined(separator: "\n")
  }

  static var buildKind: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }
}
