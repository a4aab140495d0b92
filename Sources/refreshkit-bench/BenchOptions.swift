/// The command line: `--quick` for a short run, `--events N` and `--containers N` to size it,
/// `--only TEXT` to run just the event rows whose name contains `TEXT` (and no registry rows): for
/// counting one path's instructions under callgrind.
///
/// `--registry-scales 1000,10000` sets the live-container counts of the registry-at-scale table
/// (default 10³ to 10⁶; `--containers N` and `--quick` set it to one size).
struct BenchOptions {
  var events = 200_000
  var containers = 10_000
  var only: String?
  /// The live-container counts of the registry-at-scale table.
  var registryScales = [1_000, 10_000, 100_000, 1_000_000]
  /// How many lookups each scale row averages over (`--lookups N`).
  var lookups = 2_000_000

  init(arguments: [String]) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        events = 5_000
        containers = 1_000
        registryScales = [1_000]
        lookups = 20_000
      case "--events":
        if let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 { events = value }
      case "--registry-scales":
        let scales = (remaining.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
        if !scales.isEmpty && scales.allSatisfy({ $0 > 0 }) { registryScales = scales }
      case "--only":
        only = remaining.popFirst()
      case "--containers":
        if let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 {
          containers = value
          // A sized run sizes the scale table too (unless --registry-scales follows).
          registryScales = [value]
          lookups = 20_000
        }
      case "--lookups":
        if let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 { lookups = value }
      default:
        break
      }
    }
  }
}
