/// A path of straight and cubic segments: what every Lottie shape (ellipse, rectangle, star,
/// free path, trimmed or rounded) becomes once a frame is evaluated.
///
/// Renderers walk ``elements`` in order: SVG writes `M`/`L`/`C`/`Z`, Cairo calls `move_to`,
/// `line_to`, `curve_to` and `close_path`.
public struct VectorPath: Equatable, Sendable {
  /// One step of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at the point.
    case move(VectorPoint)
    /// A straight line to the point.
    case line(VectorPoint)
    /// A cubic Bézier curve through two control points to the last point.
    case curve(VectorPoint, VectorPoint, VectorPoint)
    /// Closes the current subpath back to its start.
    case close
  }

  /// The steps, in drawing order.
  public var elements: [Element]

  /// Creates a path from its steps.
  public init(_ elements: [Element] = []) {
    self.elements = elements
  }

  /// Whether the path draws nothing.
  public var isEmpty: Bool { elements.isEmpty }
}
