/// The command line: `--quick` for a short run, `--events N` and `--containers N` to size it,
/// `--only TEXT` to run just the event rows whose name contains `TEXT` (and no registry
/// rows): for counting one path's instructions under callgrind.
struct BenchOptions {
  var events = 200_000
  var containers = 10_000
  var only: String?

  init(arguments: [String]) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        events = 5_000
        containers = 1_000
      case "--events":
        if let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 { events = value }
      case "--only":
        only = remaining.popFirst()
      case "--containers":
        if let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 { containers = value }
      default:
        break
      }
    }
  }
}
