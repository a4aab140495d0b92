import Foundation
import RefreshKitTesting
import Testing

// RefreshKitTesting's snapshot references are tested here, beside the renderers they
// store, to avoid a test target of their own.
@MainActor
@Suite struct SnapshotReferenceTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SnapshotReferenceTests-\(UUID().uuidString)")
  var testFile: String { directory.appendingPathComponent("ThingTests.swift").path }
}

extension SnapshotReferenceTests {
  @Test func referenceLivesNextToTheTestFile() {
    let url = SnapshotReference.url(
      named: "idle", pathExtension: "txt", testFilePath: "/a/b/XTests.swift")
    #expect(url.path == "/a/b/__Snapshots__/XTests/idle.txt")
  }

  @Test func missingReferenceIsRecordedAndFails() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let failure = SnapshotReference.verify(
      "one\n", pathExtension: "txt", named: "n", testFilePath: testFile, environment: [:])
    #expect(failure?.hasPrefix("Recorded snapshot \"n\"") == true)
    #expect(failure?.contains("no reference existed") == true)
    let url = SnapshotReference.url(named: "n", pathExtension: "txt", testFilePath: testFile)
    #expect(try String(contentsOf: url, encoding: .utf8) == "one\n")
    // Now it matches.
    #expect(
      SnapshotReference.verify(
        "one\n", pathExtension: "txt", named: "n", testFilePath: testFile, environment: [:])
        == nil)
  }

  @Test func mismatchShowsALineDiffAndKeepsTheReference() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let reference = "a\nb\nc\nd\ne\n"
    _ = SnapshotReference.verify(
      reference, pathExtension: "txt", named: "n", testFilePath: testFile, environment: [:])
    let failure = try #require(
      SnapshotReference.verify(
        "a\nb\nX\nd\ne\n", pathExtension: "txt", named: "n", testFilePath: testFile,
        environment: [:]))
    let diff = failure.split(separator: "\n").dropFirst(2).joined(separator: "\n")
    #expect(diff == "@@ line 3\n  a\n  b\n- c\n+ X\n  d\n  e")
    let url = SnapshotReference.url(named: "n", pathExtension: "txt", testFilePath: testFile)
    #expect(try String(contentsOf: url, encoding: .utf8) == reference)
  }

  @Test func recordingVariableOverwritesAndStillFails() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let record = [SnapshotReference.recordVariable: "1"]
    _ = SnapshotReference.verify(
      "old", pathExtension: "svg", named: "n", testFilePath: testFile, environment: [:])
    let failure = SnapshotReference.verify(
      "old", pathExtension: "svg", named: "n", testFilePath: testFile, environment: record)
    #expect(failure?.contains("REFRESHKIT_RECORD_SNAPSHOTS is set") == true)
    _ = SnapshotReference.verify(
      "new", pathExtension: "svg", named: "n", testFilePath: testFile, environment: record)
    let url = SnapshotReference.url(named: "n", pathExtension: "svg", testFilePath: testFile)
    #expect(try String(contentsOf: url, encoding: .utf8) == "new")
  }

  @Test func insertedAndRemovedLinesAreShownInPlace() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = SnapshotReference.verify(
      "1\n2\n3\n4", pathExtension: "txt", named: "n", testFilePath: testFile, environment: [:])
    let failure = try #require(
      SnapshotReference.verify(
        "1\n3\n4\n5", pathExtension: "txt", named: "n", testFilePath: testFile,
        environment: [:]))
    let diff = failure.split(separator: "\n").dropFirst(2).joined(separator: "\n")
    #expect(diff == "@@ line 2\n  1\n- 2\n  3\n  4\n+ 5")
  }
}
