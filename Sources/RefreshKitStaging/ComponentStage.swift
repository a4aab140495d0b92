import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitTesting

/// A small list on virtual time with one component put into a ``StagedState``: the
/// scene the gallery draws and the renderer snapshots check.
///
/// The list is `size` points large (``defaultSize``, or ``trailerSize`` for trailers), holds
/// twenty rows of content and the component, and its scheduler has been advanced so that
/// animations towards the state have finished.
///
/// ```swift
/// let stage = ComponentStage(kind: ComponentKind.headers[0], state: .refreshing)
/// let svg = SVGRenderer().render(stage.scrollView)
/// ```
@MainActor
public struct ComponentStage {
  /// The default picture size: a phone's width, a few rows high.
  public static let defaultSize = CGSize(width: 320, height: 216)
  /// The picture size for trailers, tall enough for their vertical text.
  public static let trailerSize = CGSize(width: 320, height: 380)

  /// The virtual time the scene runs on.
  public let scheduler: TestScheduler
  /// The list with the component attached.
  public let scrollView: ScrollView
  /// The staged component.
  public let component: RefreshComponent

  /// Builds the scene for `kind` in `state`.
  public init(kind: ComponentKind, state: StagedState, size: CGSize? = nil) {
    let size =
      size ?? (kind.role == .trailer ? ComponentStage.trailerSize : ComponentStage.defaultSize)
    scheduler = TestScheduler()
    scrollView = ScrollView(frame: CGRect(origin: .zero, size: size), scheduler: scheduler)
    // A trailer's list is a little wider than the view, so it can scroll sideways.
    let contentWidth = kind.role == .trailer ? size.width + 10 : size.width
    scrollView.addSubview(
      RowsView(rows: (1...20).map { "Item \($0)" }, rowHeight: 40, width: contentWidth))
    component = kind.make()
    ComponentStage.pinDates(of: component)
    switch kind.role {
    case .header:
      if let header = component as? RefreshHeader {
        scrollView.refreshHeader = header
        stageHeader(header, state: state)
      }
    case .footer:
      if let footer = component as? RefreshFooter {
        scrollView.refreshFooter = footer
        stageFooter(footer, state: state)
      }
    case .trailer:
      if let trailer = component as? RefreshTrailer {
        if trailer.edge == .leading {
          scrollView.refreshLeadingTrailer = trailer
        } else {
          scrollView.refreshTrailer = trailer
        }
        stageTrailer(trailer, state: state)
      }
    }
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
      header.endRefreshing(result: .success)
      // A moment into the shown result, before the collapse.
      scheduler.advance(by: .milliseconds(100))
      return
    }
    settle()
  }

  private func stageFooter(_ footer: RefreshFooter, state: StagedState) {
    // Footers are drawn at the end of the content, where the user meets them.
    scrollView.contentOffset = scrollView.maximumContentOffset
    switch state {
    case .idle:
      break
    case .pull50:
      scrollView.push(by: footer.height * 0.5, release: false)
    case .pull100:
      scrollView.push(by: footer.height + 1, release: false)
    case .refreshing:
      footer.beginRefreshing()
    case .noMoreData:
      footer.endRefreshingWithNoMoreData()
      settle()
      // A back footer that stays visible with no more data is met at the new end.
      scrollView.contentOffset = scrollView.maximumContentOffset
    case .result:
      footer.beginRefreshing()
      settle()
      footer.endRefreshing()
      scheduler.advance(by: .milliseconds(100))
      return
    }
    settle()
  }

  private func stageTrailer(_ trailer: RefreshTrailer, state: StagedState) {
    let leading = trailer.edge == .leading
    let rest = leading ? scrollView.minimumContentOffset.x : scrollView.maximumContentOffset.x
    scrollView.contentOffset = CGPoint(x: rest, y: scrollView.contentOffset.y)
    func pull(by distance: CGFloat) {
      scrollView.beginDragging()
      let steps = 10
      for step in 1...steps {
        let moved = distance * CGFloat(step) / CGFloat(steps)
        scrollView.drag(
          to: CGPoint(x: leading ? rest - moved : rest + moved, y: scrollView.contentOffset.y))
      }
    }
    switch state {
    case .idle, .noMoreData:  // trailers have no "no more data" state
      break
    case .pull50:
      pull(by: trailer.width * 0.5)
    case .pull100:
      pull(by: trailer.width + 1)
    case .refreshing:
      trailer.beginRefreshing()
    case .result:
      trailer.beginRefreshing()
      settle()
      trailer.endRefreshing()
      scheduler.advance(by: .milliseconds(100))
      return
    }
    settle()
  }

  /// The fixed "now" of staged scenes: 2026-03-05 09:41 UTC.
  public static let pinnedDate = Date(timeIntervalSince1970: 1_772_703_660)

  /// Makes what `component` shows independent of the machine: a state look (a state
  /// header's, or one any behaviour hosts) gets a fixed clock (``pinnedDate``), the UTC
  /// Gregorian calendar and an in-memory store whose last update was at 08:30 the same day.
  public static func pinDates(of component: RefreshComponent) {
    // The look, not the class: `RefreshHeader(look: RefreshStateLook())` shows the same
    // last-updated line as a `RefreshStateHeader`.
    guard let look = component.look as? RefreshStateLook else { return }
    var calendar = Calendar(identifier: .gregorian)
    let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    calendar.timeZone = utc
    look.calendar = calendar
    look.timeZone = utc
    look.currentDate = { pinnedDate }
    look.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore(dates: [
      look.effectiveLastUpdatedTimeKey: pinnedDate.addingTimeInterval(-71 * 60)
    ])
  }

  /// Lets running animations finish (half a second of virtual time).
  private func settle() {
    scheduler.advance(by: .milliseconds(500))
  }
}
