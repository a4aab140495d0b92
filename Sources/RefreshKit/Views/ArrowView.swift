import Foundation

/// An arrow that points down at rotation zero, turned by ``rotation``.
///
/// The normal header turns it by π when a pull passes the trigger, so it points up:
/// "release to refresh".
@MainActor
public final class ArrowView: View {
  /// The rotation in radians, clockwise; zero points down.
  ///
  /// NaN and infinity are ignored.
  public var rotation: CGFloat {
    get { storedRotation }
    set {
      guard newValue.isFinite else { return }
      storedRotation = newValue
    }
  }

  private var storedRotation: CGFloat = 0 {
    didSet { if storedRotation != oldValue { setNeedsDisplay() } }
  }

  /// The colour of the built-in arrow's strokes: MJRefresh's grey by default (a look follows its
  /// theme's ``RefreshTheme/tintColor``).
  public var tintColor: Color = .refreshText {
    didSet { if tintColor != oldValue { setNeedsDisplay() } }
  }

  /// An image drawn instead of the built-in arrow (MJRefresh's `arrowView.image`), turned by
  /// the same ``rotation``; nil draws the arrow.
  public var image: Image? {
    didSet { setNeedsDisplay() }
  }
  private var rotationAnimation: Animation?

  /// Whether the arrow, as rotated, points more up than down.
  public var pointsUp: Bool { cos(rotation) < 0 }

  /// Turns the arrow to `target` over `duration` on the view's scheduler (ease in-out), superseding
  /// a running turn; reduced motion shortens `duration` (``View/effectiveMotionPreference``).
  ///
  /// A NaN or infinite target is ignored (nothing changes).
  public func setRotation(_ target: CGFloat, duration: Duration) {
    guard target.isFinite else { return }
    rotationAnimation?.stop()
    let start = rotation
    let animation = Animation(
      duration: effectiveMotionPreference.scaled(duration), scheduler: scheduler,
      update: { [weak self] progress in
        self?.rotation = start + (target - start) * CGFloat(progress)
      })
    rotationAnimation = animation
    animation.start()
  }

  /// Draws the arrow (or ``image``) turned by ``rotation`` about the centre; a terminal shows
  /// the arrow glyph nearest the rotation.
  public override func draw(in context: inout DrawingContext) {
    let size = bounds.size
    let turn = VectorTransform.rotation(
      Double(rotation), about: VectorPoint(x: Double(size.width / 2), y: Double(size.height / 2)))
    context.drawGroup(transform: turn, textAlternative: TextAlternatives.arrow(rotation: rotation))
    {
      context in
      if let image {
        context.draw(image, in: CGRect(origin: .zero, size: size))
        return
      }
      let width = size.width > 0 ? size.width : 15
      let height = size.height > 0 ? size.height : 40
      let center = CGPoint(x: size.width / 2, y: size.height / 2)
      let half = Swift.min(height, 40) / 2 * 0.8
      let head = Swift.min(width, 15) * 0.45
      var arrow = VectorPath()
      arrow.move(to: CGPoint(x: center.x, y: center.y - half))
      arrow.addLine(to: CGPoint(x: center.x, y: center.y + half))
      arrow.move(to: CGPoint(x: center.x - head, y: center.y + half - head))
      arrow.addLine(to: CGPoint(x: center.x, y: center.y + half))
      arrow.addLine(to: CGPoint(x: center.x + head, y: center.y + half - head))
      context.stroke(arrow, with: tintColor, lineWidth: 2, lineCap: .round, lineJoin: .round)
    }
  }
}
