import Foundation

/// A trailer with an arrow beside its vertical text.
///
/// The arrow points the way to pull while idle (left at the trailing edge, right at the
/// leading edge), turns round over ``RefreshComponent/fastAnimationDuration`` once the pull
/// passes the trigger ("release"), and hides while refreshing. It sits 4 points from the
/// text column, on the content's side.
///
/// ```swift
/// carousel.refreshTrailer = RefreshNormalTrailer { [weak model] in model?.openAll() }
/// ```
@MainActor
open class RefreshNormalTrailer: RefreshStateTrailer {
  /// The arrow (15 × 40 pt before rotation).
  public let arrowView = ArrowView(frame: CGRect(x: 0, y: 0, width: 15, height: 40))

  /// The gap between the arrow and the text column, in points.
  static let arrowGap: CGFloat = 4

  open override func prepare() {
    super.prepare()
    arrowView.rotation = idleRotation
    addSubview(arrowView)
  }

  /// The arrow's rotation while idle: pointing the way to pull. An arrow at rotation 0
  /// points down; +π/2 turns it to point left.
  var idleRotation: CGFloat { edge == .trailing ? .pi / 2 : -.pi / 2 }

  override func applyState(from oldState: RefreshState) {
    super.applyState(from: oldState)
    switch state {
    case .idle:
      arrowView.isHidden = false
      arrowView.setRotation(
        idleRotation, duration: oldState == .pulling ? fastAnimationDuration : .zero)
    case .pulling:
      arrowView.isHidden = false
      arrowView.setRotation(idleRotation + .pi, duration: fastAnimationDuration)
    case .refreshing, .willRefresh, .noMoreData:
      arrowView.isHidden = true
    }
  }

  override func edgeDidChange() {
    super.edgeDidChange()
    arrowView.setRotation(idleRotation, duration: .zero)
  }

  override func placeBuiltInSubviews() {
    super.placeBuiltInSubviews()
    let size = arrowView.frame.size
    let column = textColumn.frame
    var centerX: CGFloat
    if edge == .trailing {
      centerX = column.minX - RefreshNormalTrailer.arrowGap - size.width * 0.5
    } else {
      centerX = column.maxX + RefreshNormalTrailer.arrowGap + size.width * 0.5
    }
    centerX = centerX.clamped(
      to: size.width * 0.5...Swift.max(size.width * 0.5, bounds.width - size.width * 0.5))
    arrowView.frame = StateLabelLayout.frame(
      centeredAt: CGPoint(x: centerX, y: bounds.height * 0.5), size: size)
  }
}
