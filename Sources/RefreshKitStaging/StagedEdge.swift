import RefreshKit
import RefreshKitTesting

/// An edge a look can be staged on: the behaviour hosting it, and for a trailer its side.
///
/// ```swift
/// let trailer = StagedEdge.leadingTrailer.makeComponent(hosting: RefreshNormalLook())
/// (trailer as? RefreshTrailer)?.edge  // .leading
/// ```
public enum StagedEdge: String, CaseIterable, Sendable {
  /// A ``/RefreshKit/RefreshHeader``.
  case header
  /// A ``/RefreshKit/RefreshAutoFooter``.
  case autoFooter = "auto-footer"
  /// A ``/RefreshKit/RefreshBackFooter``.
  case backFooter = "back-footer"
  /// A ``/RefreshKit/RefreshTrailer`` at the trailing (right) edge.
  case trailer
  /// A ``/RefreshKit/RefreshTrailer`` at the leading (left) edge.
  case leadingTrailer = "leading-trailer"

  /// A caption for this edge ("back footer").
  public var caption: String {
    switch self {
    case .header: "header"
    case .autoFooter: "auto footer"
    case .backFooter: "back footer"
    case .trailer: "trailer"
    case .leadingTrailer: "leading trailer"
    }
  }

  /// Where a component on this edge sits on its scroll view.
  public var role: ComponentKind.Role {
    switch self {
    case .header: .header
    case .autoFooter, .backFooter: .footer
    case .trailer, .leadingTrailer: .trailer
    }
  }

  /// The states worth a picture on this edge: those ``ComponentKind/all`` draws for the same
  /// behaviour, and on a header the result when the look can show one.
  public func states(showingResult: Bool) -> [StagedState] {
    switch self {
    case .header: [.idle, .pull50, .pull100, .refreshing] + (showingResult ? [.result] : [])
    // An auto footer loads by itself, so it is never pulled.
    case .autoFooter: [.idle, .refreshing, .noMoreData]
    case .backFooter: [.idle, .pull50, .pull100, .refreshing, .noMoreData]
    // A trailer has no "no more data".
    case .trailer, .leadingTrailer: [.idle, .pull50, .pull100, .refreshing]
    }
  }

  /// The expression that builds this edge's behaviour around `look`, for captions
  /// ("RefreshBackFooter(look: RefreshNormalLook())").
  public func typeName(hosting look: String) -> String {
    switch self {
    case .header: "RefreshHeader(look: \(look))"
    case .autoFooter: "RefreshAutoFooter(look: \(look))"
    case .backFooter: "RefreshBackFooter(look: \(look))"
    case .trailer: "RefreshTrailer(look: \(look))"
    case .leadingTrailer: "RefreshTrailer(edge: .leading), .look = \(look)"
    }
  }

  /// Makes this edge's behaviour showing `look`.
  @MainActor
  public func makeComponent(hosting look: any RefreshLook) -> RefreshComponent {
    switch self {
    case .header: return RefreshHeader(look: look)
    case .autoFooter: return RefreshAutoFooter(look: look)
    case .backFooter: return RefreshBackFooter(look: look)
    case .trailer: return RefreshTrailer(look: look)
    case .leadingTrailer:
      // `init(look:)` builds a trailing trailer: the edge comes first, so the look is
      // installed where it will be shown.
      let trailer = RefreshTrailer(edge: .leading)
      trailer.look = look
      return trailer
    }
  }
}
