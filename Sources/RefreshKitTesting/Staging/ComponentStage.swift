import Foundation
import RefreshKit
import RefreshKitRendering

/// A small list on virtual time with one component put into a ``StagedState``: the
/// scene the gallery draws and the renderer snapshots check.
///
/// The list is `size` points large, holds twenty rows of content and the component, and
/// its scheduler has been advanced so that animations towards the state have finished.
///
/// ```swift
/// let stage = ComponentStage(kind: ComponentKind.headers[0], state: .refreshing)
/// let svg = SVGRenderer().render(stage.scrollView)
/// ```
@MainActor
public struct ComponentStage {
  /// The default picture size: a phone's width, a few rows high.
  public static let defaultSize = CGSize(width: 320, height: 216)

  /// The virtual time the scene runs on.
  public let scheduler: TestScheduler
  /// The list with the component attached.
  public let scrollView: ScrollView
  /// The staged component.
  public let component: RefreshComponent

  /// Builds the scene for `kind` in `state`.
  public init(kind: ComponentKind, state: StagedState, size: CGSize = ComponentStage.defaultSize) {
    scheduler = TestScheduler()
    scrollView = ScrollView(frame: CGRect(origin: .zero, size: size), scheduler: scheduler)
    let contentWidth = kind.role == .trailer ? size.width * 2 : size.width
    scrollView.addSubview(
      RowsView(rows: (1...20).map { "Item \($0)" }, rowHeight: 40, width: contentWidth))
    component = kind.make()
    switch kind.role {
    case .header:
      if let header = component as? RefreshHeader {
        scrollView.refreshHeader = header
        stageHeader(header, state: state)
      }
    case .footer, .trailer:
      break
    }
    settle()
  }

  private func stageHeader(_ header: RefreshHeader, state: StagedState) {
    switch state {
    case .idle, .noMoreData:
      break
    case .pull50:
      scrollView.pull(by: header.triggerDistance * 0.5, release: false)
    case .pull100:
      scrollView.pull(by: header.triggerDistance + 1, release: false)
    case .refreshing:
      header.beginRefreshing()
    case .result:
      header.beginRefreshing()
      settle()
      header.endRefreshing()
      scheduler.advance(by: .milliseconds(100))
    }
  }

  /// Lets running animations finish (half a second of virtual time).
  private func settle() {
    scheduler.advance(by: .milliseconds(500))
  }
}
