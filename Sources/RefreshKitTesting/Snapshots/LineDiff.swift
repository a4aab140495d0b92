/// A readable line diff for snapshot failures.
enum LineDiff {
  /// The lines that differ between `reference` and `actual`, with a little context:
  /// `-` for reference lines, `+` for actual lines, `@@ line N` before each hunk.
  static func describe(from reference: String, to actual: String, context: Int = 2) -> String {
    let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    var lines: [String] = ["@@ line \(prefix + 1)"]
    for line in old[Swift.max(0, prefix - context)..<prefix] { lines.append("  " + line) }
    // A longest-common-subsequence diff for the differing middle, when it is small
    // enough; otherwise the two middles one after the other.
    if oldMiddle.count * newMiddle.count <= 4_000_000 {
      lines += lcsDiff(oldMiddle, newMiddle)
    } else {
      lines += oldMiddle.map { "- " + $0 } + newMiddle.map { "+ " + $0 }
    }
    for line in old[(old.count - suffix)..<Swift.min(old.count, old.count - suffix + context)] {
      lines.append("  " + line)
    }
    if lines.count > 200 {
      lines = Array(lines.prefix(200)) + ["… \(lines.count - 200) more diff lines"]
    }
    return lines.joined(separator: "\n")
  }

  private static func lcsDiff(_ old: [String], _ new: [String]) -> [String] {
    let rows = old.count + 1
    let columns = new.count + 1
    var lengths = [Int](repeating: 0, count: rows * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * columns + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * columns + j + 1] + 1
          : Swift.max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
      }
    }
    var result: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append("  " + old[i])
        i += 1
        j += 1
      } else if i < old.count,
        j == new.count || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1]
      {
        result.append("- " + old[i])
        i += 1
      } else {
        result.append("+ " + new[j])
        j += 1
      }
    }
    return result
  }
}
