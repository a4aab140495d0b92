import Foundation

// refreshkit-bench: what one scroll event costs (time and heap allocations) in the
// engine's hot path, and what the registry holds per container. Prints a table.
//
//   swift run -c release refreshkit-bench            # full run
//   swift run refreshkit-bench --quick               # a few thousand events per row
MainActor.assumeIsolated {
  let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
  print(BenchReport(options: options).render())
}
