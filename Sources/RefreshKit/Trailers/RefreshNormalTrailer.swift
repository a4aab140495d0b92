import Foundation

/// A trailer with an arrow beside its vertical text.
///
/// The arrow points the way to pull while idle (left at the trailing edge, right at the
/// leading edge), turns round over ``RefreshComponent/fastAnimationDuration`` once the pull
/// passes the trigger ("release"), and hides while refreshing. It sits above the text
/// column, 8 points from it, the two centred together in the trailer.
///
/// ```swift
/// carousel.refreshTrailer = RefreshNormalTrailer { [weak model] in model?.openAll() }
/// ```
@MainActor
open class RefreshNormalTrailer: RefreshStateTrailer {
  /// The arrow (15 × 40 pt before rotation).
  public let arrowView = ArrowView(frame: CGRect(x: 0, y: 0, width: 15, height: 40))

  /// The gap between the arrow and the text column, in points.
  static let arrowGap: CGFloat = 8

  open override func prepare() {
    super.prepare()
    arrowView.rotation = idleRotation
    addSubview(arrowView)
  }

  /// The arrow's rotation while idle: pointing the way to pull.
  ///
  /// An arrow at rotation 0 points down; +π/2 turns it to point left.
  var idleRotation: CGFloat { edge == .trailing ? .pi / 2 : -.pi / 2 }

  /// The state; the look follows each change.
  open override var state: RefreshState {
    didSet {
      guard state != oldValue else { return }
      renderNormalTrailer(from: oldValue)
    }
  }

  private func renderNormalTrailer(from oldState: RefreshState) {
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

  /// Re-renders the edge-dependent texts and arrow.
  ///
  /// Overrides must call super.
  open override func edgeDidChange() {
    super.edgeDidChange()
    arrowView.setRotation(idleRotation, duration: .zero)
  }

  /// Places the look's subviews for the current bounds.
  ///
  /// Overrides must call super.
  open override func placeSubviews() {
    super.placeSubviews()
    // The arrow always lies sideways here, so its footprint is its frame turned: as wide
    // as the frame is tall. Beside a one-glyph column it would not fit in the trailer's
    // width, so it sits above the column and the two are centred together.
    let size = arrowView.frame.size
    let footprintHeight = size.width
    let gap = RefreshNormalTrailer.arrowGap
    var column = stateLabel.frame
    let stackHeight = footprintHeight + gap + column.height
    let top = Swift.max(0, (bounds.height - stackHeight) * 0.5)
    column.origin.y = top + footprintHeight + gap
    stateLabel.frame = column
    arrowView.frame = StateLabelLayout.frame(
      centeredAt: CGPoint(x: bounds.width * 0.5, y: top + footprintHeight * 0.5), size: size)
  }
}
