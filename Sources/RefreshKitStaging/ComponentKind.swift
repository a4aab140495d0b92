import RefreshKit
import RefreshKitTesting

/// A kind of component that can be staged and drawn: a name, the edge it sits on and a
/// factory.
///
/// The demo's gallery and the renderer snapshot tests both walk ``ComponentKind/all``, so
/// a kind added here appears in the gallery and gets snapshots.
///
/// ```swift
/// for kind in ComponentKind.all {
///   for state in kind.states {
///     let stage = ComponentStage(kind: kind, state: state)
///     print(TextRenderer().render(stage.scrollView))
///   }
/// }
/// ```
@MainActor
public struct ComponentKind {
  /// Where a component sits on its scroll view.
  public enum Role: Sendable {
    case header, footer, trailer
  }

  /// The kind's name, used in file names ("normal-header").
  public let name: String
  /// The type's name, for captions ("RefreshNormalHeader").
  public let typeName: String
  /// Where it sits.
  public let role: Role
  /// The states worth a picture for this kind.
  public let states: [StagedState]
  /// Makes a fresh component of this kind.
  public let make: @MainActor () -> RefreshComponent

  /// Creates a kind.
  public init(
    name: String, typeName: String, role: Role, states: [StagedState],
    make: @escaping @MainActor () -> RefreshComponent
  ) {
    self.name = name
    self.typeName = typeName
    self.role = role
    self.states = states
    self.make = make
  }

  /// Every kind the library ships with a look, headers first, then footers and trailers.
  ///
  /// The bare bases (`RefreshHeader` and the like) draw nothing and are left out.
  public static var all: [ComponentKind] {
    headers + [styledHeader] + footers + trailers
  }

  /// A normal header styled as MJRefresh's "custom text" example styles one: its own font
  /// and colour on each label, and a background colour.
  public static var styledHeader: ComponentKind {
    ComponentKind(
      name: "styled-normal-header", typeName: "RefreshNormalHeader, styled", role: .header,
      states: [.idle, .pull100, .refreshing]
    ) {
      let header = RefreshNormalHeader()
      header.stateLabel.font = .boldSystemFont(ofSize: 15)
      header.stateLabel.textColor = Color(red: 0.85, green: 0.33, blue: 0.1)
      header.lastUpdatedTimeLabel.font = .systemFont(ofSize: 12, weight: .light)
      header.lastUpdatedTimeLabel.textColor = .gray
      header.backgroundColor = Color(red: 1, green: 0.96, blue: 0.88)
      return header
    }
  }

  /// The header kinds: every kind in ``/RefreshKit/RefreshHeaderCatalog/shared``, by
  /// catalog name ("spinner" is "spinner-header" here).
  public static var headers: [ComponentKind] {
    let catalog = RefreshHeaderCatalog.shared
    return catalog.names.compactMap { name in
      guard let sample = catalog.makeHeader(named: name) else { return nil }
      // A header shows a result after an end only when it has a visible state label.
      let showsResult = (sample as? RefreshStateHeader).map { !$0.stateLabel.isHidden } ?? false
      return ComponentKind(
        name: "\(name)-header", typeName: String(describing: type(of: sample)), role: .header,
        states: [.idle, .pull50, .pull100, .refreshing] + (showsResult ? [.result] : [])
      ) { catalog.makeHeader(named: name) ?? sample }
    }
  }

  /// The footer kinds with a look: auto footers (they load by themselves, so they are
  /// never pulled) and back footers.
  public static var footers: [ComponentKind] {
    let auto: [StagedState] = [.idle, .refreshing, .noMoreData]
    let back: [StagedState] = [.idle, .pull50, .pull100, .refreshing, .noMoreData]
    return [
      ComponentKind(
        name: "auto-state-footer", typeName: "RefreshAutoStateFooter", role: .footer,
        states: auto
      ) { RefreshAutoStateFooter() },
      ComponentKind(
        name: "auto-normal-footer", typeName: "RefreshAutoNormalFooter", role: .footer,
        states: auto
      ) { RefreshAutoNormalFooter() },
      ComponentKind(
        name: "auto-animated-footer", typeName: "RefreshAutoAnimatedFooter", role: .footer,
        states: auto
      ) {
        let footer = RefreshAutoAnimatedFooter()
        for state in animatedStates { footer.setAnimation(builtInFrames, for: state) }
        return footer
      },
      ComponentKind(
        name: "back-state-footer", typeName: "RefreshBackStateFooter", role: .footer,
        states: back
      ) { RefreshBackStateFooter() },
      ComponentKind(
        name: "back-normal-footer", typeName: "RefreshBackNormalFooter", role: .footer,
        states: back
      ) { RefreshBackNormalFooter() },
      ComponentKind(
        name: "back-animated-footer", typeName: "RefreshBackAnimatedFooter", role: .footer,
        states: back
      ) {
        let footer = RefreshBackAnimatedFooter()
        for state in animatedStates { footer.setAnimation(builtInFrames, for: state) }
        return footer
      },
    ]
  }

  /// The built-in `refresh` frames the animated footers show, as the catalog's animated
  /// header does.
  private static var builtInFrames: FrameAnimation? { try? FrameAnimation.named(.refresh) }
  private static let animatedStates: [RefreshState] = [.idle, .pulling, .refreshing]

  /// The trailer kinds with a look, on the trailing edge, and the normal one on the
  /// leading edge too.
  public static var trailers: [ComponentKind] {
    let states: [StagedState] = [.idle, .pull50, .pull100, .refreshing]
    return [
      ComponentKind(
        name: "state-trailer", typeName: "RefreshStateTrailer", role: .trailer, states: states
      ) { RefreshStateTrailer() },
      ComponentKind(
        name: "normal-trailer", typeName: "RefreshNormalTrailer", role: .trailer, states: states
      ) { RefreshNormalTrailer() },
      ComponentKind(
        name: "normal-leading-trailer", typeName: "RefreshNormalTrailer (leading)",
        role: .trailer, states: states
      ) { RefreshNormalTrailer(edge: .leading) },
    ]
  }
}
