import Foundation

/// A layer's (`ks`) or shape group's (`tr`) transform: anchor, position, scale, rotation,
/// skew and opacity, each animatable.
///
/// The matrix is lottie-web's: translate by −anchor, scale (percent), skew by `sk` along the
/// axis `sa`, rotate clockwise by `r` degrees, translate by position.
struct TransformModel: Sendable {
  /// Where the position comes from.
  enum Position: Sendable {
    /// One 2D (or 3D) property, possibly moving along spatial curves.
    case combined(AnimatedValue)
    /// Separate x and y properties (`p.s: true`).
    case split(x: AnimatedValue, y: AnimatedValue)
  }

  var anchor = AnimatedValue(constant: [0, 0])
  var position = Position.combined(AnimatedValue(constant: [0, 0]))
  var scale = AnimatedValue(constant: [100, 100])
  var rotation = AnimatedValue(constant: [0])
  var opacity = AnimatedValue(constant: [100])
  var skew = AnimatedValue(constant: [0])
  var skewAxis = AnimatedValue(constant: [0])

  /// The identity transform, fully opaque.
  static let identity = TransformModel()

  /// The matrix at `frame`.
  func matrix(at frame: Double) -> VectorTransform {
    let anchor = self.anchor.point(at: frame)
    let position: VectorPoint
    switch self.position {
    case .combined(let value): position = value.point(at: frame)
    case .split(let x, let y):
      position = VectorPoint(x: x.scalar(at: frame), y: y.scalar(at: frame))
    }
    let scaleX = scale.component(0, at: frame) / 100
    let scaleY = (scale.dimension > 1 ? scale.component(1, at: frame) : scaleX * 100) / 100
    var matrix = VectorTransform(
      a: scaleX, b: 0, c: 0, d: scaleY, tx: -anchor.x * scaleX, ty: -anchor.y * scaleY)
    let skew = self.skew.scalar(at: frame)
    if skew != 0 {
      let axis = skewAxis.scalar(at: frame) * .pi / 180
      // Rotate clockwise by the axis, shear x by −tan(skew), rotate back (lottie-web's
      // skewFromAxis). The shear is clamped short of ±90°, where tan is infinite.
      let shear = -tan(Swift.min(Swift.max(skew, -89.9), 89.9) * .pi / 180)
      matrix = Self.rotation(axis).concatenating(matrix)
      matrix = VectorTransform(a: 1, b: 0, c: shear, d: 1, tx: 0, ty: 0).concatenating(matrix)
      matrix = Self.rotation(-axis).concatenating(matrix)
    }
    let angle = rotation.scalar(at: frame)
    if angle != 0 {
      matrix = Self.rotation(angle * .pi / 180).concatenating(matrix)
    }
    matrix.tx += position.x
    matrix.ty += position.y
    return matrix
  }

  /// The opacity at `frame`, 0…1.
  func opacity(at frame: Double) -> Double {
    Swift.min(Swift.max(opacity.scalar(at: frame) / 100, 0), 1)
  }

  /// A rotation by `radians`, clockwise on a y-down canvas.
  static func rotation(_ radians: Double) -> VectorTransform {
    let cosine = cos(radians)
    let sine = sin(radians)
    return VectorTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }
}
