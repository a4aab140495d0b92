import Foundation

extension View {
  /// How a view fits content of its own size (an animation's canvas) into its bounds, with
  /// `UIView.ContentMode`'s names.
  public enum ContentMode: Sendable, Equatable {
    /// Stretched to the bounds on both axes.
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping its aspect, centred.
    case scaleAspectFit
    /// Scaled to cover the bounds, keeping its aspect, centred (the overflow is not clipped).
    case scaleAspectFill
    /// At its own size, centred.
    case center
    /// At its own size, against one edge or corner.
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// The transform that places content of `content` size into `bounds`.
    ///
    /// A zero or negative content size places nothing (a zero scale).
    public func transform(fitting content: CGSize, into bounds: CGSize) -> VectorTransform {
      guard content.width > 0, content.height > 0, content.width.isFinite, content.height.isFinite
      else { return VectorTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
      let fit = Swift.min(bounds.width / content.width, bounds.height / content.height)
      let fill = Swift.max(bounds.width / content.width, bounds.height / content.height)
      let (sx, sy): (CGFloat, CGFloat)
      switch self {
      case .scaleToFill: (sx, sy) = (bounds.width / content.width, bounds.height / content.height)
      case .scaleAspectFit: (sx, sy) = (fit, fit)
      case .scaleAspectFill: (sx, sy) = (fill, fill)
      default: (sx, sy) = (1, 1)
      }
      let width = content.width * sx
      let height = content.height * sy
      let x: CGFloat
      let y: CGFloat
      switch self {
      case .left, .topLeft, .bottomLeft: x = 0
      case .right, .topRight, .bottomRight: x = bounds.width - width
      default: x = (bounds.width - width) / 2
      }
      switch self {
      case .top, .topLeft, .topRight: y = 0
      case .bottom, .bottomLeft, .bottomRight: y = bounds.height - height
      default: y = (bounds.height - height) / 2
      }
      return VectorTransform(
        a: Double(sx), b: 0, c: 0, d: Double(sy), tx: Double(x), ty: Double(y))
    }
  }
}
