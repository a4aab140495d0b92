import RefreshKit
import RefreshKitTesting
import Testing

/// Checks `value`, rendered by `snapshotting`, against the reference file
/// `__Snapshots__/<TestFile>/<name>.<ext>` next to the calling test file, and records a
/// test issue with a line diff when they differ.
///
/// Set `REFRESHKIT_RECORD_SNAPSHOTS=1` to write new references; a test that records
/// always fails, so a recording is never mistaken for a pass. A missing reference is
/// recorded (and fails) the same way. Look at what you recorded before committing it.
///
/// ```swift
/// @Test func pulling() {
///   list.pull(by: 27, release: false)
///   assertSnapshot(of: list, as: .text, named: "pulling-50")
///   assertSnapshot(of: list, as: .svg, named: "pulling-50")
/// }
/// ```
///
/// > Important: This lives apart from `RefreshKitTesting` because it imports the
/// > `Testing` module, which only test targets should link (the demo executable links
/// > `RefreshKitTesting` for its virtual time).
@MainActor
public func assertSnapshot<Value>(
  of value: Value, as snapshotting: Snapshotting<Value>, named name: String,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
  let actual = snapshotting.render(value)
  guard
    let failure = SnapshotReference.verify(
      actual, pathExtension: snapshotting.pathExtension, named: name, testFilePath: filePath)
  else { return }
  Issue.record(
    Comment(rawValue: failure),
    sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
