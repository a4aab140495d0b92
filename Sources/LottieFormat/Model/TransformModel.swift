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

  // Defaults are the shared constants (each transform made seven values of its own before: 21
  // allocations per transform parsed).
  var anchor = AnimatedValue.shared(0, dimension: 2)
  var position = Position.combined(AnimatedValue.shared(0, dimension: 2))
  var scale = AnimatedValue.shared(100, dimension: 2)
  var rotation = AnimatedValue.zero
  var opacity = AnimatedValue.hundred
  var skew = AnimatedValue.zero
  var skewAxis = AnimatedValue.zero

  /// The identity transform, fully opaque.
  static let identity = TransformModel()

  /// Whether the layer turns to follow its motion path (`ao: 1`, layers only).
  var autoOrients = false

  /// A 3D layer's turns about the x and y axes and its orientation (`rx`, `ry`, `or`, in
  /// degrees), drawn as ThorVG and rlottie draw them: projected flat, without perspective.
  var rotationX: AnimatedValue?
  var rotationY: AnimatedValue?
  var orientation3D: AnimatedValue?

  /// The matrix at `frame`.
  func matrix(at frame: Double) -> VectorTransform {
    let anchor = self.anchor.point(at: frame)
    let position = self.position(at: frame)
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
    if rotationX != nil || rotationY != nil || orientation3D != nil {
      matrix = flattenedTurn(at: frame).concatenating(matrix)
    }
    var angle = rotation.scalar(at: frame) * .pi / 180
    if autoOrients { angle += orientation(at: frame) }
    if let orientation3D, orientation3D.dimension > 2 {
      angle += orientation3D.component(2, at: frame) * .pi / 180
    }
    if angle != 0 {
      matrix = Self.rotation(angle).concatenating(matrix)
    }
    matrix.tx += position.x
    matrix.ty += position.y
    return matrix
  }

  /// The position at `frame`.
  func position(at frame: Double) -> VectorPoint {
    switch position {
    case .combined(let value): return value.point(at: frame)
    case .split(let x, let y): return VectorPoint(x: x.scalar(at: frame), y: y.scalar(at: frame))
    }
  }

  /// The direction of motion at `frame`, radians clockwise from +x: the chord from a
  /// hundredth of a frame earlier, as lottie-web measures it; before the first keyframe the
  /// motion's first direction, after the last its last; 0 while the position does not move.
  private func orientation(at frame: Double) -> Double {
    let times: [Double]
    switch position {
    case .combined(let value): times = value.times
    case .split(let x, let y): times = x.times.count >= y.times.count ? x.times : y.times
    }
    guard times.count > 1, let first = times.first, let last = times.last else { return 0 }
    let step = 0.01
    let time = Swift.min(Swift.max(frame, first + step), last)
    let (from, to) = (time - step, time)
    let start = position(at: from)
    let end = position(at: to)
    let dx = end.x - start.x
    let dy = end.y - start.y
    guard dx * dx + dy * dy > 1e-12 else { return 0 }
    return atan2(dy, dx)
  }

  /// The opacity at `frame`, 0…1.
  func opacity(at frame: Double) -> Double {
    Swift.min(Swift.max(opacity.scalar(at: frame) / 100, 0), 1)
  }

  /// The x and y turns (orientation first, then `rx` and `ry`) seen straight on: a turn about
  /// x by θ shortens heights by cos θ, one about y widths by cos φ (the 2×2 part of `Ry · Rx`).
  private func flattenedTurn(at frame: Double) -> VectorTransform {
    func radians(_ value: AnimatedValue?, _ component: Int) -> Double {
      guard let value, value.dimension > component else { return 0 }
      return value.component(component, at: frame) * .pi / 180
    }
    let turnX = radians(rotationX, 0) + radians(orientation3D, 0)
    let turnY = radians(rotationY, 0) + radians(orientation3D, 1)
    return VectorTransform(
      a: cos(turnY), b: 0, c: sin(turnY) * sin(turnX), d: cos(turnX), tx: 0, ty: 0)
  }

  /// A rotation by `radians`, clockwise on a y-down canvas.
  static func rotation(_ radians: Double) -> VectorTransform {
    let cosine = cos(radians)
    let sine = sin(radians)
    return VectorTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }
}
