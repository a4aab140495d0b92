import Foundation
import Testing

/// The demo's `--second-floor`, through its output: the script opens the floor with a long
/// pull, shows its page, and closes it with a drag back before refreshing as usual.
@MainActor
@Suite struct SecondFloorModeTests {}

extension SecondFloorModeTests {
  @Test func theScriptOpensThePageAndClosesIt() throws {
    let result = try DemoProcess.run(["--second-floor"])
    #expect(result.status == 0)
    let changes = result.output.split(separator: "\n").filter { $0.hasPrefix("t=") }
      .map { $0.split(separator: " ", maxSplits: 1)[1] }
    #expect(
      Array(changes.prefix(7)) == [
        "header idle, footer idle", "header pulling, footer idle",
        "header pulling (second floor releaseToOpen), footer idle",
        "header idle (second floor opening), footer idle",
        "header idle (second floor open), footer idle",
        "header idle (second floor closing), footer idle", "header idle, footer idle",
      ])
    #expect(result.output.contains("Offer 1"))
    #expect(changes.contains("header refreshing, footer idle"))
  }
}
