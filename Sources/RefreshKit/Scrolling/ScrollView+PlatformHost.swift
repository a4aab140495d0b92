import Foundation

/// Where a platform scroll view shows an offset: its own part, inside its range, and the part
/// past its edges that RefreshKit owns.
///
/// A toolkit's scroll view (a `GtkScrolledWindow`) may scroll its content only inside
/// `0...contentSize - bounds.size`; RefreshKit's offset also reaches past that range (a
/// pull, the space a refreshing header holds open). The host scrolls the platform view to
/// ``contentOffset`` and moves the whole platform view by the negated ``overscroll`` (a transform,
/// so the rows follow the finger without a relayout).
public struct PlatformScrollPosition: Equatable, Sendable {
  /// The offset inside the platform's range: what its own scroll position should be.
  public var contentOffset: CGPoint
  /// How far RefreshKit's offset lies past the platform's range: negative past the top or left
  /// edge (a pulled or refreshing header), positive past the bottom or right (a footer, a trailer).
  public var overscroll: CGPoint

  /// Creates a position.
  public init(contentOffset: CGPoint, overscroll: CGPoint) {
    self.contentOffset = contentOffset
    self.overscroll = overscroll
  }

  /// How far the host moves the platform view: the overscroll, negated (a pulled header moves
  /// the content down).
  public var translation: CGPoint { CGPoint(x: -overscroll.x, y: -overscroll.y) }
}

/// The platform scroll view API: for hosts whose toolkit scrolls the content itself.
///
/// Two shapes of host exist. In one, RefreshKit owns all scrolling (a test, the terminal demo):
/// the host feeds gestures to ``beginDragging()`` and its siblings. In the other, the toolkit
/// owns scrolling *inside* the content (kinetic scrolling, scroll bars, the keyboard) and
/// RefreshKit owns what the toolkit lacks: the pull past an edge, the space a refreshing
/// component holds open, and the reveal and collapse motions. A host of that shape mirrors its
/// platform scroll view into this one:
///
/// - ``contentSize`` and ``View/frame`` follow the platform's content and visible sizes, so the
///   platform's range is `0...contentSize - bounds.size` (``platformScrollRange``).
/// - The platform scrolled (its own kinetic scrolling, a scroll bar, a key):
///   ``platformDidScroll(to:isUserDriven:)``.
/// - RefreshKit moved the offset (a pull, a reveal, a collapse, its deceleration):
///   ``platformScrollHandler`` receives the ``PlatformScrollPosition`` to show. The host scrolls
///   the platform view to its ``PlatformScrollPosition/contentOffset`` and translates the
///   platform view by its ``PlatformScrollPosition/translation``.
/// - Input past the edges (a drag, a wheel or touchpad gesture that pushes beyond the platform's
///   range) goes to the gesture entry points, as in any host; input inside the range stays the
///   platform's.
///
/// ```swift
/// list.platformScrollHandler = { position in
///   adjustment.value = position.contentOffset.y      // the toolkit scrolls inside its range
///   platformView.translationY = position.translation.y  // past it, the whole view moves
/// }
/// // the toolkit's scroll callback:
/// list.platformDidScroll(to: CGPoint(x: 0, y: adjustment.value))
/// ```
///
/// > Important: The handler also runs for offset changes the platform itself reported; a host
/// > that writes the platform's position there ignores the change notifications its own write
/// > causes.
extension ScrollView {
  /// The offsets the platform scrolls between on each axis: zero to the content size minus the
  /// bounds size (never below zero); insets are RefreshKit's, past these edges.
  public var platformScrollRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let size = contentSize
    let visible = bounds.size
    return (
      0...Swift.max(0, size.width - visible.width), 0...Swift.max(0, size.height - visible.height)
    )
  }

  /// The current offset split into the platform's part and RefreshKit's part past its edges.
  public var platformPosition: PlatformScrollPosition {
    platformPosition(of: contentOffset)
  }

  /// `offset` split into the platform's part and the overscroll past its range.
  public func platformPosition(of offset: CGPoint) -> PlatformScrollPosition {
    let range = platformScrollRange
    let inside = CGPoint(x: offset.x.clamped(to: range.x), y: offset.y.clamped(to: range.y))
    return PlatformScrollPosition(
      contentOffset: inside, overscroll: CGPoint(x: offset.x - inside.x, y: offset.y - inside.y))
  }

  /// Called with the position to show after every change of the offset, in order, after the
  /// components heard of it.
  ///
  /// Set by a platform host; `nil` (the default) for hosts that draw the content themselves.
  public var platformScrollHandler: (@MainActor (PlatformScrollPosition) -> Void)? {
    get { platformScrollHandlerStorage }
    set { platformScrollHandlerStorage = newValue }
  }

  /// The platform scrolled its content to `offset`, inside its range (its kinetic scrolling, a
  /// scroll bar, a key, a programmatic scroll of the app's).
  ///
  /// For platforms whose position stays inside their range, as GTK's adjustments do; a platform
  /// that shows offsets past its range itself (UIKit) reports a finger's offset with
  /// ``drag(to:)`` instead, and lets RefreshKit move the rest.
  ///
  /// The platform's movement is applied to RefreshKit's offset as a movement: held overscroll is
  /// used up first, as in UIKit, where scrolling the content while a header is refreshing moves
  /// the header with it. So scrolling down 10 points from a refreshing header's rest position
  /// moves the offset 10 points, still past the top: ``platformScrollHandler`` then asks the host
  /// to put the platform back at its edge and translate by the rest. `isUserDriven` says
  /// whether the user's own input moved the platform (the default): such movement counts as the
  /// finger's, so it may arm and load an auto footer; a scroll of the app's (or the platform's,
  /// after its content changed) never does. An auto footer loads once per drag: a host reports
  /// its platform's gestures (a touchpad's, a wheel's) as drags around the platform's scrolling
  /// (``beginDragging()``, ``endDragging(velocity:)``), and during a drag the drag continues
  /// from the new offset. Unchanged, NaN and infinite offsets are ignored.
  public func platformDidScroll(to offset: CGPoint, isUserDriven: Bool = true) {
    guard offset.isFinite else { return }
    let position = platformPosition
    let delta = CGPoint(
      x: offset.x - position.contentOffset.x, y: offset.y - position.contentOffset.y)
    guard delta != .zero else { return }
    let target = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    if isDragging {
      // The drag goes on from here: its translation restarts, so a later pull does not jump.
      dragStartOffset = fingerOffset(showing: target)
      dragTranslation = .zero
    }
    applyContentOffset(target, source: isUserDriven ? .platformInput : .program)
  }
}
