import Foundation

extension VectorTransform {
  /// A turn by `angle` radians (clockwise on screen, as y grows downwards) about `center`.
  public static func rotation(_ angle: Double, about center: VectorPoint) -> VectorTransform {
    guard angle.isFinite, angle != 0 else { return .identity }
    let cosine = cos(angle)
    let sine = sin(angle)
    return VectorTransform(
      a: cosine, b: sine, c: -sine, d: cosine,
      tx: center.x - cosine * center.x + sine * center.y,
      ty: center.y - sine * center.x - cosine * center.y)
  }
}
