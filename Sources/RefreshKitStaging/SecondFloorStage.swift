import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitTesting

/// A small list on virtual time whose header (or back footer) has a second floor, caught at
/// one ``Moment`` of it: the gallery's and the snapshot tests' pictures of the floor.
///
/// ```swift
/// let stage = SecondFloorStage(edge: .header, moment: .open)
/// let svg = SVGRenderer().render(stage.scrollView)
/// ```
@MainActor
public struct SecondFloorStage {
  /// Where the floor is.
  public enum Edge: String, CaseIterable, Sendable {
    /// Above the content: a ``RefreshNormalHeader``'s.
    case header
    /// Below the content: a ``RefreshBackNormalFooter``'s.
    case backFooter = "back-footer"

    /// The component's type, for captions.
    public var typeName: String {
      self == .header ? "RefreshNormalHeader" : "RefreshBackNormalFooter"
    }
  }

  /// A moment of the floor.
  public enum Moment: String, CaseIterable, Sendable {
    /// Pulled past the second threshold, the finger still down.
    case releaseToOpen = "release-to-open"
    /// Released: halfway through the opening.
    case opening
    /// Open, at rest.
    case open
    /// Pulled back and released: halfway through the closing.
    case closing

    /// A caption for pictures of this moment.
    public var caption: String {
      switch self {
      case .releaseToOpen: "second floor: release to open"
      case .opening: "second floor: opening"
      case .open: "second floor: open"
      case .closing: "second floor: closing"
      }
    }
  }

  /// The virtual time the scene runs on.
  public let scheduler: TestScheduler
  /// The list with the component attached.
  public let scrollView: ScrollView
  /// The component whose floor is staged.
  public let component: RefreshComponent

  /// Builds the scene for the floor on `edge` at `moment`.
  public init(edge: Edge, moment: Moment, size: CGSize = ComponentStage.defaultSize) {
    scheduler = TestScheduler()
    scrollView = ScrollView(frame: CGRect(origin: .zero, size: size), scheduler: scheduler)
    scrollView.addSubview(
      RowsView(rows: (1...20).map { "Item \($0)" }, rowHeight: 40, width: size.width))
    let isHeader = edge == .header
    let component: RefreshComponent = isHeader ? RefreshNormalHeader() : RefreshBackNormalFooter()
    self.component = component
    ComponentStage.pinDates(of: component)
    component.isSecondFloorEnabled = true
    component.secondFloorTitle = isHeader ? "Today's deals" : "Archive"
    component.secondFloorView = SecondFloorStage.page(
      title: isHeader ? "Today's deals" : "Archive", width: size.width)
    if isHeader {
      scrollView.refreshHeader = component as? RefreshHeader
    } else {
      scrollView.refreshFooter = component as? RefreshFooter
      scrollView.contentOffset = scrollView.maximumContentOffset
    }
    let distance = component.extent * component.secondFloorTriggerPercent + 10
    if isHeader {
      scrollView.pull(by: distance, release: false)
    } else {
      scrollView.push(by: distance, release: false)
    }
    guard moment != .releaseToOpen else { return }
    scrollView.endDragging()
    if moment == .opening {
      scheduler.advance(by: .milliseconds(150))
      return
    }
    scheduler.advance(by: .milliseconds(600))
    guard moment == .closing else { return }
    component.closeSecondFloor()
    scheduler.advance(by: .milliseconds(150))
  }

  /// A page for the floor: a tinted panel with a title and three lines.
  public static func page(title: String, width: CGFloat) -> View {
    let page = View()
    page.backgroundColor = Color(red: 0.93, green: 0.95, blue: 1)
    let lines = [title] + (1...3).map { "Offer \($0)" }
    for (index, text) in lines.enumerated() {
      let label = Label(text: text)
      label.frame = CGRect(x: 16, y: 16 + CGFloat(index) * 28, width: width - 32, height: 24)
      page.addSubview(label)
    }
    return page
  }
}
