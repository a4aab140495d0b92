import RefreshKit
import RefreshKitTesting

/// The header kinds the demo can show, by name.
@MainActor
enum HeaderKinds {
  /// The kind shown when `--header` is not given.
  static let defaultName = "state-header"

  /// The known names, in a fixed order.
  static var names: [String] { ComponentKind.headers.map(\.name) }

  /// A fresh header of kind `name`, or nil for an unknown name.
  static func makeHeader(named name: String) -> RefreshHeader? {
    guard let header = ComponentKind.headers.first(where: { $0.name == name })?.make() else {
      return nil
    }
    ComponentStage.pinDates(of: header)
    return header as? RefreshHeader
  }
}
