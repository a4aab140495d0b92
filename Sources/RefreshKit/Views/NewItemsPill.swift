import Foundation

/// A small "N new" pill over a timeline: it shows while the reader is below the top of rows that
/// arrived above them, and a tap scrolls up to those rows.
///
/// Keeping the reader's place (<doc:KeepingTheReadersPlace>) leaves new rows above the screen,
/// out of sight; the pill says they are there. Tell it how many arrived with ``add(_:)``, put it
/// over the list (a sibling above the scroll view, as a floating view: inside the scroll view it
/// would scroll with the content), and pass taps to ``handleTap(at:)``.
///
/// ```swift
/// let pill = NewItemsPill(scrollView: list)
/// // the refresh brought 3 rows, 240 points, on top:
/// list.refreshHeader?.endRefreshing(insertedAbove: 240)
/// pill.add(3)  // "3 new" until the reader reaches them or taps it
/// pill.frame = CGRect(origin: CGPoint(x: 140, y: 8), size: pill.preferredSize)
/// ```
///
/// It shows while ``count`` is above zero and the list's visible top lies below the content's
/// top (where the new rows begin); it clears itself once it has been drawn with the reader at the
/// top. The text is ``RefreshLocalization/Key/newItems`` in the current language. Zero and
/// negative counts are ignored.
@MainActor
public final class NewItemsPill: View {
  /// How many new items wait above the reader.
  public private(set) var count = 0

  /// The list the new items arrived in (held weakly: the pill never keeps it alive).
  public private(set) weak var scrollView: ScrollView?

  /// The text's font: 14-point bold by default.
  public var font: Font = .boldSystemFont(ofSize: 14) {
    didSet { setNeedsDisplay() }
  }

  /// The text's colour: white by default.
  public var textColor: Color = .white {
    didSet { setNeedsDisplay() }
  }

  /// The pill's colour: RefreshKit's blue by default.
  public var pillColor = Color(red: 0x35 / 255, green: 0x84 / 255, blue: 0xe4 / 255) {
    didSet { setNeedsDisplay() }
  }

  /// Creates a pill for the new items of `scrollView`; it shows nothing until ``add(_:)``.
  public init(scrollView: ScrollView) {
    self.scrollView = scrollView
    super.init(frame: .zero)
  }

  /// The text the pill shows, "3 new" in English.
  public var text: String {
    RefreshLocalization.string(for: .newItems).replacingOccurrences(of: "%d", with: "\(count)")
  }

  /// The size that fits the text with its padding: 12 points each side, 28 points high.
  public var preferredSize: CGSize {
    let label = Label(text: text)
    label.font = font
    return CGSize(width: label.textWidth + 24, height: 28)
  }

  /// Whether the pill shows now: there are new items, and the reader is below their top.
  public var isShowing: Bool {
    guard count > 0, let scrollView else { return false }
    return isReaderBelowNewItems(in: scrollView)
  }

  /// `newItems` more items arrived above the reader; zero and negative counts are ignored.
  public func add(_ newItems: Int) {
    guard newItems > 0 else { return }
    count += newItems
    setNeedsDisplay()
  }

  /// Forgets the new items: the pill hides.
  public func clear() {
    guard count != 0 else { return }
    count = 0
    setNeedsDisplay()
  }

  /// Scrolls the list up to the top of the new items (animated) and clears the pill.
  public func scrollToNewItems() {
    guard let scrollView else { return }
    let top = CGPoint(x: scrollView.contentOffset.x, y: scrollView.minimumContentOffset.y)
    scrollView.setContentOffset(top, animated: true)
    clear()
  }

  /// A tap at `point` (in the pill's own coordinates): scrolls up to the new items when the pill
  /// shows and the tap lands on it; returns whether it did.
  @discardableResult
  public func handleTap(at point: CGPoint) -> Bool {
    guard isShowing, !isHidden, point.isFinite, bounds.contains(point) else { return false }
    scrollToNewItems()
    return true
  }

  /// Draws the pill, a capsule with the text centred, while it shows; nothing otherwise.
  ///
  /// Drawn with the reader at the top of the new items, it clears itself instead.
  public override func draw(in context: inout DrawingContext) {
    guard count > 0, let scrollView else { return }
    guard isReaderBelowNewItems(in: scrollView) else {
      // Drawn with the new items' top in view: the reader has reached them.
      clear()
      return
    }
    let rect = bounds
    let radius = rect.height / 2
    var capsule = VectorPath()
    capsule.addRect(rect.insetBy(dx: radius, dy: 0))
    let end = CGSize(width: rect.height, height: rect.height)
    capsule.addEllipse(in: CGRect(origin: rect.origin, size: end))
    let rightEnd = CGPoint(x: rect.maxX - end.width, y: rect.minY)
    capsule.addEllipse(in: CGRect(origin: rightEnd, size: end))
    context.fill(capsule, with: pillColor)
    context.draw(text, font: font, color: textColor, in: rect, alignment: .center)
  }

  /// Whether the list's visible top lies below the content's top, where new items begin.
  private func isReaderBelowNewItems(in scrollView: ScrollView) -> Bool {
    scrollView.contentOffset.y > scrollView.minimumContentOffset.y + 0.5
  }
}
