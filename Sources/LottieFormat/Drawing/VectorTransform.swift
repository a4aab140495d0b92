/// A 2D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (the layout of
/// `CGAffineTransform`, SVG's `matrix(a b c d e f)` and `cairo_matrix_t`).
public struct VectorTransform: Equatable, Sendable {
  /// The matrix entries.
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  /// Creates a transform from its entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// `self` applied after `other`: a point goes through `other` first.
  public func concatenating(_ other: VectorTransform) -> VectorTransform {
    VectorTransform(
      a: other.a * a + other.b * c, b: other.a * b + other.b * d,
      c: other.c * a + other.d * c, d: other.c * b + other.d * d,
      tx: other.tx * a + other.ty * c + tx, ty: other.tx * b + other.ty * d + ty)
  }

  /// The point, transformed.
  public func apply(to point: VectorPoint) -> VectorPoint {
    VectorPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }
}
