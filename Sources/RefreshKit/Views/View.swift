import Foundation

/// A rectangle in a small view tree: the headless stand-in for `UIView`.
///
/// RefreshKit's components are views so that they have real geometry without UIKit:
/// a header is a subview of its ``ScrollView`` placed above the content, and its labels,
/// arrow and indicator are its subviews. A host (a renderer, a test, a UIKit bridge)
/// reads the tree and shows it.
///
/// Layout is lazy, as in UIKit: ``setNeedsLayout()`` marks a view, and
/// ``layoutIfNeeded()`` runs ``layoutSubviews()`` on every marked view of the subtree.
/// Renderers call ``layoutIfNeeded()`` on the root before they draw.
///
/// ```swift
/// let card = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
/// let title = Label(text: "Hello")
/// card.addSubview(title)
/// ```
///
/// > Important: Geometry is sanitized: a frame with a NaN or infinite value is ignored
/// > (the previous frame stays), and a negative width or height is clamped to zero.
@MainActor
open class View {
  /// The view's rectangle in its superview's coordinates.
  ///
  /// Non-finite frames are ignored; negative sizes are clamped to zero.
  public var frame: CGRect {
    get { storedFrame }
    set {
      guard newValue.isFiniteRect else { return }
      let sanitized = CGRect(origin: newValue.origin, size: newValue.size.clampedToNonNegative)
      guard sanitized != storedFrame else { return }
      let old = storedFrame
      storedFrame = sanitized
      setNeedsDisplay()
      if old.size != sanitized.size { setNeedsLayout() }
      frameDidChange(from: old)
    }
  }

  /// The view's own coordinate space: its origin is the scroll position for a
  /// ``ScrollView`` (as in UIKit) and zero for other views; its size is the frame's.
  public var bounds: CGRect {
    CGRect(origin: boundsOrigin, size: storedFrame.size)
  }

  /// Whether the view (and so its subtree) is hidden.
  public var isHidden: Bool {
    get { storedIsHidden }
    set {
      guard newValue != storedIsHidden else { return }
      storedIsHidden = newValue
      setNeedsDisplay()
      isHiddenDidChange()
    }
  }

  private var storedIsHidden = false

  /// The opacity, clamped to `0...1`; NaN is ignored.
  public var alpha: CGFloat {
    get { storedAlpha }
    set {
      guard newValue.isFinite else { return }
      let clamped = newValue.clamped(to: 0...1)
      guard clamped != storedAlpha else { return }
      storedAlpha = clamped
      setNeedsDisplay()
    }
  }

  /// The colour filled behind the view's content, or nil for none (transparent), as
  /// `UIView.backgroundColor`.
  public var backgroundColor: Color? {
    didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
  }

  /// Whether the tree under this root changed since the host last drew it (see
  /// ``setNeedsDisplay()``); meaningful on a root.
  public var needsDisplay: Bool { storedNeedsDisplay }

  // Private: every scroll event marks the tree, and a private stored property costs no
  // dynamic exclusivity check.
  private var storedNeedsDisplay = true

  /// Called on a root when its tree first needs display after a draw (see
  /// ``setNeedsDisplay()``): a host asks its window to redraw here.
  public var displayRequestHandler: (@MainActor () -> Void)?

  /// Whether the view takes touches: ``hitTest(_:)`` skips a view with it off, and its
  /// subviews (`UIView.isUserInteractionEnabled`; hosts route taps through hit testing).
  public var isUserInteractionEnabled = true

  /// The subviews, back to front.
  public private(set) var subviews: [View] = []

  /// The view that contains this one.
  ///
  /// A back-reference: strong references point down the tree. Not a weak one, because a
  /// weakly referenced object's reference counts move to a side table, which makes every
  /// retain of it the slow kind (a component is retained around each scroll event). The
  /// parent clears its children's back-references when it removes them or dies, so this is
  /// never left pointing at a released view.
  public var superview: View? { storedSuperview }

  // unowned(unsafe), measured: a weak reference costs a refreshing header 130 instructions a
  // scroll event (callgrind, 2 359 → 2 489: the scroll view, weakly referenced by its
  // children, takes the slow retain path); a safe `unowned` one traps when a subclass's
  // `deinit` removes or redraws a child (the parent is already deiniting), which app code may
  // do. Never left dangling: a view clears its children's back-references when it removes
  // them and in its `deinit`, which checks that in debug builds.
  private unowned(unsafe) var storedSuperview: View?

  /// Whether ``layoutSubviews()`` runs at the next ``layoutIfNeeded()``.
  public private(set) var needsLayout = true

  private var storedFrame: CGRect
  private var storedAlpha: CGFloat = 1
  /// The bounds origin; subclasses with a scroll position (``ScrollView``) move it.
  var boundsOrigin: CGPoint = .zero {
    didSet { if boundsOrigin != oldValue { setNeedsDisplay() } }
  }
  private var alphaAnimation: Animation?

  /// Creates a view with the given frame (sanitized as ``frame`` describes).
  public init(frame: CGRect = .zero) {
    storedFrame =
      frame.isFiniteRect
      ? CGRect(origin: frame.origin, size: frame.size.clampedToNonNegative) : .zero
  }

  // MARK: - Hierarchy

  isolated deinit {
    // The children may outlive their parent (an app keeps one): they must not point at it.
    for child in subviews { child.storedSuperview = nil }
    #if DEBUG
      for child in subviews where child.storedSuperview != nil {
        preconditionFailure("Internal inconsistency: a child of a released view still points at it")
      }
    #endif
  }

  /// Adds `view` on top of the subviews, removing it from its previous superview.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` (clamped to the valid range) among the subviews.
  ///
  /// > Important: A view cannot contain itself or one of its ancestors; that is a
  /// > programmer error and stops with a message.
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self else {
      preconditionFailure("A view cannot be its own subview; add it to another view.")
    }
    // A cycle would make layout and the scheduler lookup recurse forever.
    var ancestor = superview
    while let current = ancestor {
      guard current !== view else {
        preconditionFailure(
          "A view cannot contain one of its ancestors; remove the ancestor from its place first.")
      }
      ancestor = current.superview
    }
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
      setNeedsDisplay()
      return
    }
    view.willMove(toSuperview: self)
    view.detachFromSuperview()
    subviews.insert(view, at: Swift.min(Swift.max(0, index), subviews.count))
    setNeedsDisplay()
    view.storedSuperview = self
    setNeedsLayout()
    view.didMoveToSuperview()
  }

  /// Removes the view from its superview.
  ///
  /// Does nothing if it has none.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    willMove(toSuperview: nil)
    detachFromSuperview()
    didMoveToSuperview()
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    parent.setNeedsDisplay()
    storedSuperview = nil
  }

  /// Called before the view moves to `newSuperview` (`nil` when it is removed).
  ///
  /// Overrides must call super.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved to a new superview or was removed.
  ///
  /// Overrides must call super.
  open func didMoveToSuperview() {}

  /// Called after ``View/frame`` changed.
  ///
  /// Overrides must call super.
  open func frameDidChange(from oldFrame: CGRect) {}

  /// Describes what the view draws, in its own coordinates, into `context`; a renderer draws
  /// the recording (its background colour first, its subviews after).
  ///
  /// The default draws nothing. Override it to draw a shape of your own, as `UIView.draw(_:)`,
  /// and call ``setNeedsDisplay()`` when what it draws changes; every renderer (SVG, text, the
  /// GTK host's Cairo) then shows it. See ``DrawingContext``.
  open func draw(in context: inout DrawingContext) {}

  /// Whether what the view draws follows the clock without scheduled work.
  ///
  /// A spinner that derives its turn from ``scheduler``'s time says so; a host draws it on every
  /// frame of its frame clock while this is true (see ``needsAnimationFrames``). False by default.
  open var drawsEveryFrame: Bool { false }

  /// Called after ``View/effectiveMotionPreference`` changed for this view's tree (its scroll view's
  /// ``ScrollView/motionPreference`` or ``MotionPreference/appWide`` changed); a view that runs
  /// its own animation re-times it here.
  ///
  /// Overrides must call super.
  open func motionPreferenceDidChange() {}

  /// Called after ``isHidden`` changed.
  ///
  /// Footers use it to give back (or take again) the inset they reserve, so hiding one never leaves
  /// its space behind.
  func isHiddenDidChange() {}

  // MARK: - Display

  /// Marks the tree this view is in as needing display (its root's ``needsDisplay``); the
  /// first mark after a draw calls the root's ``displayRequestHandler``.
  ///
  /// Every change a renderer would show calls it (see the View+Display extension); a custom
  /// view with its own drawable state calls it when that state changes. Each view keeps its
  /// own mark and passes it up only when it was clear, so the many changes of one scroll
  /// event cost one flag test each.
  public final func setNeedsDisplay() {
    guard !storedNeedsDisplay else { return }
    storedNeedsDisplay = true
    if let parent = storedSuperview {
      parent.setNeedsDisplay()
    } else {
      displayRequestHandler?()
    }
  }

  /// The host has drawn the tree under this view: the next change requests display again.
  public final func didDisplay() {
    storedNeedsDisplay = false
    for child in subviews { child.didDisplay() }
  }

  // MARK: - Layout

  /// Marks the view so that its ``layoutSubviews()`` runs at the next layout pass.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out this view if it is marked, then its subviews, depth first.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews {
      subview.layoutIfNeeded()
    }
  }

  /// Places the subviews.
  ///
  /// The default does nothing; overrides must call super.
  open func layoutSubviews() {}

  // MARK: - Time

  /// The scheduler that animates this view: its ``ScrollView``'s, found up the tree,
  /// or ``MainScheduler/shared`` for a view that is not in a scroll view.
  open var scheduler: any Scheduler {
    superview?.scheduler ?? MainScheduler.shared
  }

  /// Animates ``alpha`` to `target` on ``scheduler``, superseding a running alpha animation (whose
  /// completion then receives `false`).
  ///
  /// Reduced motion (``effectiveMotionPreference``) shortens `duration` by its
  /// ``MotionPreference/durationScale``.
  ///
  /// Targets outside `0...1` clamp as ``alpha`` does; a NaN target leaves the alpha as it is (the
  /// completion still runs).
  public func animateAlpha(
    to target: CGFloat, duration: Duration,
    completion: (@MainActor (_ finished: Bool) -> Void)? = nil
  ) {
    alphaAnimation?.stop()
    let start = alpha
    let animation = Animation(
      duration: effectiveMotionPreference.scaled(duration), scheduler: scheduler,
      update: { [weak self] progress in
        self?.alpha = start + (target - start) * CGFloat(progress)
      },
      completion: completion)
    alphaAnimation = animation
    animation.start()
  }

  /// Stops a running ``animateAlpha(to:duration:completion:)`` where it is.
  public func stopAlphaAnimation() {
    alphaAnimation?.stop()
    alphaAnimation = nil
  }

  /// Whether any view on the path to the root is hidden or fully transparent.
  public var isEffectivelyHidden: Bool {
    var view: View? = self
    while let current = view {
      if current.isHidden || current.alpha == 0 { return true }
      view = current.superview
    }
    return false
  }
}
