import Foundation

extension ScrollView {
  /// Whether a push past `edge` of the platform's range brings out a component there: a header
  /// at the top, a visible footer at the bottom, a visible trailer on the side it is on (the
  /// trailing one is on the left of a right-to-left list).
  func hasPullableComponent(on edge: RefreshEdge) -> Bool {
    switch edge {
    case .top: refreshHeader != nil
    case .bottom: refreshFooter.map { !$0.isHidden } ?? false
    case .left, .right:
      Self.isPullable(refreshTrailer, on: edge) || Self.isPullable(refreshLeadingTrailer, on: edge)
    }
  }

  private static func isPullable(_ trailer: RefreshTrailer?, on edge: RefreshEdge) -> Bool {
    guard let trailer, !trailer.isHidden else { return false }
    return trailer.side == edge
  }
}
