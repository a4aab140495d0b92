import Foundation

/// Reads, compares and records snapshot reference files, without depending on a test
/// framework.
///
/// References live next to the test that owns them, in
/// `__Snapshots__/<TestFile>/<name>.<ext>`. When the environment variable
/// ``recordVariable`` is set to `1` (or the reference does not exist yet), the rendered
/// text is written as the new reference and the check fails anyway, so a recording is
/// never mistaken for a passing run: re-run without the variable to verify.
///
/// Test code normally calls `assertSnapshot(of:as:named:)` from
/// `RefreshKitSnapshotTesting`, which reports the failure message returned here as a
/// test issue. This type stays free of the `Testing` module because the demo executable
/// links `RefreshKitTesting` for its virtual time, and an executable should not load a
/// test framework.
///
/// ```swift
/// if let failure = SnapshotReference.verify(text, pathExtension: "txt", named: "idle") {
///   print(failure)
/// }
/// ```
public enum SnapshotReference {
  /// The environment variable that switches recording on (`REFRESHKIT_RECORD_SNAPSHOTS=1`).
  public static let recordVariable = "REFRESHKIT_RECORD_SNAPSHOTS"

  /// The reference file for snapshot `name` of the test file at `testFilePath`.
  public static func url(
    named name: String, pathExtension: String, testFilePath: String
  ) -> URL {
    let testFile = URL(fileURLWithPath: testFilePath)
    return testFile.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
      .appendingPathComponent("\(name).\(pathExtension)")
  }

  /// Compares `actual` with the reference and returns why it failed, or nil when it matches.
  ///
  /// Records (writes the reference) when recording is on or none exists.
  public static func verify(
    _ actual: String, pathExtension: String, named name: String,
    testFilePath: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String? {
    let url = url(named: name, pathExtension: pathExtension, testFilePath: testFilePath)
    let recording = ["1", "true", "yes", "all"].contains(environment[recordVariable] ?? "")
    let reference = try? String(contentsOf: url, encoding: .utf8)
    if !recording, let reference {
      guard reference != actual else { return nil }
      return "Snapshot \"\(name)\" does not match \(url.path)\n"
        + "(- reference, + actual; set \(recordVariable)=1 to re-record)\n"
        + LineDiff.describe(from: reference, to: actual)
    }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
    } catch {
      return "Snapshot \"\(name)\": could not record \(url.path): \(error)"
    }
    let why = reference == nil ? "no reference existed" : "\(recordVariable) is set"
    return "Recorded snapshot \"\(name)\" at \(url.path) (\(why)). "
      + "Review it, then re-run without \(recordVariable) to verify."
  }
}
