import RefreshKit
import RefreshKitStaging
import RefreshKitTesting

/// The header kinds the demo can show, by name: the header catalog's.
@MainActor
enum HeaderKinds {
  /// The kind shown when `--header` is not given: the normal header (arrow and
  /// activity indicator) when the catalog has it.
  static var defaultName: String {
    ["normal", "state"].first { names.contains($0) } ?? names.first ?? "state"
  }

  /// The known names: the header catalog's, sorted.
  static var names: [String] { RefreshHeaderCatalog.shared.names }

  /// A fresh header of kind `name` with its dates pinned (so transcripts are the same on
  /// every run), or nil for an unknown name.
  static func makeHeader(named name: String) -> RefreshHeader? {
    guard let header = RefreshHeaderCatalog.shared.makeHeader(named: name) else { return nil }
    ComponentStage.pinDates(of: header)
    return header
  }
}
