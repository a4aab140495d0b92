import CGtk4
import Foundation
import RefreshKit

/// Mirrors a scrolled window's two `GtkAdjustment`s into a ``RefreshKit/ScrollView`` and back.
///
/// GTK to RefreshKit: an adjustment's range (`upper - lower`, with the page size standing for
/// the visible size) is the content size, and its value is the offset inside the platform's
/// range (``RefreshKit/ScrollView/platformDidScroll(to:isUserDriven:)``). RefreshKit to GTK: every
/// offset change RefreshKit makes (a pull, a reveal, a collapse, its deceleration) arrives as a
/// ``RefreshKit/PlatformScrollPosition``; its in-range part becomes the adjustments' values and
/// its overscroll the translation ``translationHandler`` shows.
///
/// Adjustments are plain GObjects, so the mirror is tested without a display.
@MainActor
public final class AdjustmentMirror {
  /// The scroll view mirrored into (held strongly: it never holds the mirror, only a weak
  /// handler to it).
  public let scrollView: ScrollView
  /// The horizontal adjustment.
  public let horizontal: UnsafeMutablePointer<GtkAdjustment>
  /// The vertical adjustment.
  public let vertical: UnsafeMutablePointer<GtkAdjustment>
  /// Called when the translation that shows RefreshKit's overscroll changes.
  public var translationHandler: ((CGPoint) -> Void)?
  /// Called when the user's scrolling (GTK's own: kinetic, wheel, touch, keys) brings the list
  /// down to its end.
  public var endReachedHandler: (() -> Void)?
  /// The translation the platform view should have now (zero inside the range).
  public private(set) var translation: CGPoint = .zero
  /// Whether RefreshKit's own drag moves the list now (its input took the finger or the
  /// touchpad gesture).
  ///
  /// The platform's own changes of the value are then not the user's scrolling: GtkListView
  /// re-anchors its rows as it lays them out and may put its value a few pixels off what was
  /// written. They do not move RefreshKit's offset (which would shift the rows away from the
  /// finger for the rest of the drag); the drag's next movement writes its position again, as
  /// GTK's own touch scrolling does.
  public var isOffsetHeld: (() -> Bool)?

  private var isWriting = false
  private var isReconciling = false
  private var lastUserActivity: Duration?
  private var pendingShow: ScheduledAction?
  private var rangeChangedWithoutValue = false
  private var handlers: [(UnsafeMutableRawPointer, gulong)] = []
  private var visibleSize: CGSize = .zero
  /// Rows are being put above the visible ones (``keepPlace(ending:whileInserting:)``) and GTK
  /// has not laid them out yet.
  var placeKeeping: PlaceKeeping?

  /// Mirrors `horizontal` and `vertical` into `scrollView` (taking a reference to each) and
  /// starts showing RefreshKit's offset changes on them.
  public init(
    scrollView: ScrollView, horizontal: UnsafeMutablePointer<GtkAdjustment>,
    vertical: UnsafeMutablePointer<GtkAdjustment>
  ) {
    self.scrollView = scrollView
    self.horizontal = horizontal
    self.vertical = vertical
    g_object_ref(UnsafeMutableRawPointer(horizontal))
    g_object_ref(UnsafeMutableRawPointer(vertical))
    // Safe: the handlers are disconnected in `invalidate()` (at the latest in deinit), before
    // this object goes, and GTK calls them on the main thread.
    let me = Unmanaged.passUnretained(self).toOpaque()
    for adjustment in [horizontal, vertical] {
      let instance = UnsafeMutableRawPointer(adjustment)
      handlers.append((instance, connect(instance, "value-changed", onValueChanged, me)))
      handlers.append((instance, connect(instance, "changed", onRangeChanged, me)))
    }
    scrollView.platformScrollHandler = { [weak self] position in self?.show(position) }
    rangeDidChange()
  }

  isolated deinit { invalidate() }

  /// Stops mirroring: disconnects from the adjustments and releases them (idempotent).
  public func invalidate() {
    guard !handlers.isEmpty else { return }
    for (instance, id) in handlers { g_signal_handler_disconnect(instance, id) }
    g_object_unref(UnsafeMutableRawPointer(horizontal))
    g_object_unref(UnsafeMutableRawPointer(vertical))
    handlers.removeAll()
    pendingShow?.cancel()
    pendingShow = nil
    scrollView.platformScrollHandler = nil
    // Rows put above that GTK will not lay out for this mirror now: a refresh asked to end
    // still ends (keeping nothing), never left open.
    if let keeping = placeKeeping {
      keeping.cancel()
      placeKeeping = nil
      if keeping.ends { scrollView.endRefreshing() }
    }
  }

  /// Whether the mirror still watches its adjustments (false once invalidated).
  var isMirroring: Bool { !handlers.isEmpty }

  /// The visible size changed (the wrapper was allocated): the scroll view's frame follows.
  public func resize(to size: CGSize) {
    guard size != visibleSize else { return }
    visibleSize = size
    scrollView.frame = CGRect(origin: .zero, size: size)
    rangeDidChange()
  }

  /// The content size RefreshKit sees, so that its range equals the adjustment's:
  /// `upper - lower - page size` plus the visible size.
  static func contentLength(of adjustment: UnsafeMutablePointer<GtkAdjustment>, visible: CGFloat)
    -> CGFloat
  {
    let range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_lower(adjustment)
    let page = gtk_adjustment_get_page_size(adjustment)
    return CGFloat(max(0, range - page)) + visible
  }

  /// The adjustments' values, from their lower bounds.
  var platformOffset: CGPoint {
    CGPoint(
      x: gtk_adjustment_get_value(horizontal) - gtk_adjustment_get_lower(horizontal),
      y: gtk_adjustment_get_value(vertical) - gtk_adjustment_get_lower(vertical))
  }

  fileprivate func rangeDidChange() {
    guard !isWriting else { return }
    let size = scrollView.bounds.size
    scrollView.contentSize = CGSize(
      width: Self.contentLength(of: horizontal, visible: size.width),
      height: Self.contentLength(of: vertical, visible: size.height))
    // A value change that comes with a range change is the platform's own (GtkListView keeping
    // its anchor row after the model changed), not the user's.
    rangeChangedWithoutValue = true
    if placeKeeping != nil {
      // GTK laid out rows put above: the place is kept once its allocation is over.
      resolvePlaceAfterLayout()
      return
    }
    // The split of the same offset may have changed too (the content grew under a shown
    // footer): shown once GTK's allocation is over (see `showAfterLayout`).
    showAfterLayout()
  }

  /// Shows RefreshKit's position at the next turn.
  ///
  /// GTK allocates (and configures the adjustments) inside its frame, and GtkListView does not
  /// hear value changes made while it configures its adjustment. Until then the list shows what
  /// it showed, so nothing jumps.
  private func showAfterLayout() {
    guard pendingShow == nil else { return }
    pendingShow = scrollView.scheduler.schedule(after: .zero) { [weak self] in
      guard let self else { return }
      pendingShow = nil
      show(scrollView.platformPosition)
    }
  }

  fileprivate func valueDidChange() {
    guard !isWriting else { return }
    if isOffsetHeld?() == true {
      // RefreshKit's drag holds the offset: put the platform back where the drag put it.
      show(scrollView.platformPosition)
      return
    }
    let now = scrollView.scheduler.now
    // The user's: input arrived just before, or the user's scrolling goes on (GTK's kinetic
    // scrolling after a fling changes the value every frame). Not a change that came with a
    // change of range, nor the app's own scroll after the user stopped.
    let userDriven =
      !rangeChangedWithoutValue
      && lastUserActivity.map { now - $0 < Self.userActivityWindow }
        ?? false
    if userDriven { lastUserActivity = now }
    rangeChangedWithoutValue = false
    let before = scrollView.platformPosition.contentOffset.y
    platformMoved(isUserDriven: userDriven)
    // GTK stops at the end and drops the rest of the movement; whoever shows what lies below
    // (an auto footer) hears that the user's scrolling got there.
    let after = platformOffset.y
    if userDriven, after > before, after >= scrollView.platformScrollRange.y.upperBound - 0.5 {
      endReachedHandler?()
    }
  }

  /// The adjustments' values moved away from what RefreshKit showed.
  private func platformMoved(isUserDriven: Bool) {
    // GTK's anchor row moved the value over rows put above: kept at the next turn.
    if !isUserDriven, placeKeeping != nil { return }
    // The content changed under a component that holds an edge open (rows prepended while
    // the header refreshes): the offset stays, as in UIKit, instead of following GtkListView's
    // anchor row away from the top.
    if !isUserDriven, scrollView.platformPosition.overscroll != .zero {
      showAfterLayout()
      return
    }
    scrollView.platformDidScroll(to: platformOffset, isUserDriven: isUserDriven)
  }

  /// User input arrived (a press, a scroll, a key): value changes from now on are the user's,
  /// while they go on.
  public func userInputArrived() {
    rangeChangedWithoutValue = false
    lastUserActivity = scrollView.scheduler.now
  }

  /// How long after the user's last input or scrolling a value change still counts as theirs.
  static let userActivityWindow: Duration = .milliseconds(500)

  /// The platform's value differs from what RefreshKit thinks it showed (it clamped a write, or
  /// changed while unmirrored): RefreshKit follows it.
  private func reconcile() {
    // Once: if GTK refuses a value twice, the next change of its range brings them together.
    // While RefreshKit's drag holds the offset, the drag's next movement writes it again.
    guard !isReconciling, isOffsetHeld?() != true else { return }
    let shown = scrollView.platformPosition.contentOffset
    let actual = platformOffset
    guard abs(shown.x - actual.x) > 0.5 || abs(shown.y - actual.y) > 0.5 else { return }
    isReconciling = true
    platformMoved(isUserDriven: false)
    isReconciling = false
  }

  /// Shows `position`: the values go to the adjustments, the overscroll to the translation.
  func show(_ position: PlatformScrollPosition) {
    guard !isWriting else { return }
    isWriting = true
    write(position.contentOffset.x, to: horizontal)
    write(position.contentOffset.y, to: vertical)
    isWriting = false
    let newTranslation = position.translation
    if newTranslation != translation {
      translation = newTranslation
      translationHandler?(newTranslation)
    }
    reconcile()
  }

  /// Writes `offset` in whole pixels.
  ///
  /// GtkListView keeps its position in whole pixels and rounds a fractional value on its own,
  /// later, which would read as the user's scrolling and move RefreshKit's offset by the
  /// difference on every frame of a drag. The offset itself keeps its fraction (the rows are
  /// drawn within half a pixel of it).
  private func write(_ offset: CGFloat, to adjustment: UnsafeMutablePointer<GtkAdjustment>) {
    let value = (Double(offset) + gtk_adjustment_get_lower(adjustment)).rounded()
    guard abs(gtk_adjustment_get_value(adjustment) - value) > 0.001 else { return }
    gtk_adjustment_set_value(adjustment, value)
  }
}

private let onValueChanged:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
    Void = { _, data in
      withObject(data) { (mirror: AdjustmentMirror) in mirror.valueDidChange() }
    }

private let onRangeChanged:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
    Void = { _, data in
      withObject(data) { (mirror: AdjustmentMirror) in mirror.rangeDidChange() }
    }
