import Foundation
import RefreshKit

/// A list's content: rows of text, one under the other, like the cells of a table view.
///
/// RefreshKit's ``/RefreshKit/ScrollView`` has no cells of its own; a host that wants to
/// show a list (the demo, the gallery, a snapshot test) adds a `RowsView` as the scroll
/// view's content. The rows view keeps its height equal to `rows.count × rowHeight` and,
/// while it is a subview of a scroll view, keeps that scroll view's
/// ``/RefreshKit/ScrollView/contentSize`` equal to its own size, so inserting rows grows
/// the scrollable content as a table view's data source would.
///
/// ```swift
/// let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 360, height: 480))
/// let rows = RowsView(rows: (1...20).map { "Row \($0)" }, width: 360)
/// list.addSubview(rows)  // list.contentSize is now 360 × 800
/// rows.rows.insert("New row", at: 0)  // and now 360 × 840
/// ```
@MainActor
public final class RowsView: View {
  /// The rows' texts, top to bottom.
  ///
  /// Changing them resizes the view (and its scroll view's content).
  public var rows: [String] {
    didSet { fitHeight() }
  }

  /// The height of every row, in points.
  ///
  /// Non-finite or negative values are ignored.
  public var rowHeight: CGFloat {
    get { storedRowHeight }
    set {
      guard newValue.isFinite, newValue >= 0 else { return }
      storedRowHeight = newValue
      fitHeight()
    }
  }

  private var storedRowHeight: CGFloat

  /// Creates a rows view `width` points wide showing `rows`, each `rowHeight` tall.
  public init(rows: [String] = [], rowHeight: CGFloat = 40, width: CGFloat = 0) {
    self.rows = rows
    storedRowHeight = rowHeight.isFinite && rowHeight >= 0 ? rowHeight : 40
    super.init(
      frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(rows.count) * storedRowHeight))
    backgroundColor = .white
  }

  /// The rows' text colour.
  static let textColor = Color(red: 0x1c / 255, green: 0x1c / 255, blue: 0x1e / 255)
  /// The separators' colour.
  static let ruleColor = Color(red: 0xc8 / 255, green: 0xc7 / 255, blue: 0xcc / 255)

  /// Draws the rows the visible part shows: each row's text 16 points in, above a 1-point
  /// separator at its bottom from the text's left edge to the right.
  public override func draw(in context: inout DrawingContext) {
    guard rowHeight > 0, !rows.isEmpty else { return }
    let visible = context.visibleRect
    let first = Swift.max(0, Int((visible.minY / rowHeight).rounded(.down)))
    let last = Swift.min(rows.count - 1, Int((visible.maxY / rowHeight).rounded(.up)) - 1)
    guard first <= last else { return }
    let width = bounds.width
    for index in first...last {
      let rect = rectForRow(at: index)
      context.draw(
        rows[index], font: .systemFont(ofSize: 15), color: Self.textColor,
        in: CGRect(x: 16, y: rect.minY, width: Swift.max(0, width - 16), height: rect.height))
      var rule = VectorPath()
      rule.move(to: CGPoint(x: 16, y: rect.maxY - 0.5))
      rule.addLine(to: CGPoint(x: width, y: rect.maxY - 0.5))
      context.stroke(rule, with: Self.ruleColor, lineWidth: 1)
    }
  }

  /// The rectangle of row `index` in the view's coordinates.
  public func rectForRow(at index: Int) -> CGRect {
    CGRect(x: 0, y: CGFloat(index) * rowHeight, width: bounds.width, height: rowHeight)
  }

  public override func frameDidChange(from oldFrame: CGRect) {
    super.frameDidChange(from: oldFrame)
    updateContentSize()
  }

  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    updateContentSize()
  }

  private func fitHeight() {
    frame.size.height = CGFloat(rows.count) * rowHeight
  }

  private func updateContentSize() {
    guard let scrollView = superview as? ScrollView else { return }
    scrollView.contentSize = frame.size
  }
}
