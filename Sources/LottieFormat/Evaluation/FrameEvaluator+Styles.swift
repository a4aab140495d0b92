import Foundation

extension FrameEvaluator {
  /// One style drawing `shapes` (already in its coordinates) as one path.
  mutating func styleItem(
    _ style: StyleModel, shapes: [BezierContour], at frame: Double
  ) -> VectorItem? {
    let vertices = shapes.reduce(0) { $0 + $1.vertices.count }
    guard vertices > 0, spend(items: 1, vertices: vertices) else { return nil }
    let opacity = Swift.min(Swift.max(style.opacity.scalar(at: frame) / 100, 0), 1)
    let paint: VectorPaint
    switch style.paint {
    case .solid(let color):
      // The colour's fourth component is ignored, as lottie-web and ThorVG ignore it.
      paint = .solid(
        VectorColor(
          red: color.component(0, at: frame), green: color.component(1, at: frame),
          blue: color.component(2, at: frame)))
    case .gradient(let gradient):
      paint = .gradient(self.gradient(gradient, at: frame))
    }
    let path = Self.path(shapes)
    switch style.kind {
    case .fill(let rule):
      return .fill(path, paint: paint, rule: rule, opacity: opacity)
    case .stroke(let stroke):
      let width = stroke.width.scalar(at: frame)
      guard width > 0 else { return nil }
      var dashes: [Double] = []
      var dashOffset = 0.0
      for entry in stroke.dashes {
        switch entry {
        case .dash(let value), .gap(let value): dashes.append(value.scalar(at: frame))
        case .offset(let value): dashOffset = value.scalar(at: frame)
        }
      }
      // The spec: any negative length, or all zero, means no dashes; an odd list repeats.
      if dashes.contains(where: { $0 < 0 }) || dashes.reduce(0, +) <= 0 {
        dashes = []
      } else if dashes.count % 2 == 1 {
        dashes += dashes
      }
      return .stroke(
        path, paint: paint,
        style: VectorStrokeStyle(
          width: width, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit,
          dashes: dashes, dashOffset: dashOffset),
        opacity: opacity)
    }
  }

  /// A gradient's geometry and merged stops at `frame`.
  ///
  /// Colour stops come first in the flat list (`[offset, r, g, b]` × `g.p`), opacity stops
  /// after (`[offset, alpha]` × any). The result has a stop at every offset of either kind,
  /// its colour and alpha each interpolated from their own stops.
  private mutating func gradient(_ gradient: GradientModel, at frame: Double) -> VectorGradient {
    gradient.stops.values(at: frame, into: &scratch)
    let values = scratch
    let colorCount = Swift.min(gradient.colorStopCount, values.count / 4)
    var colors: [(offset: Double, r: Double, g: Double, b: Double)] = []
    for index in 0..<colorCount {
      let base = index * 4
      colors.append((values[base], values[base + 1], values[base + 2], values[base + 3]))
    }
    var alphas: [(offset: Double, alpha: Double)] = []
    var index = colorCount * 4
    while index + 1 < values.count {
      alphas.append((values[index], values[index + 1]))
      index += 2
    }
    var offsets = colors.map(\.offset) + alphas.map(\.offset)
    offsets.sort()
    var stops: [VectorGradient.Stop] = []
    var previous = -Double.infinity
    for offset in offsets where offset != previous {
      previous = offset
      let color = Self.interpolate(colors.map { ($0.offset, [$0.r, $0.g, $0.b]) }, at: offset)
      let alpha =
        alphas.isEmpty ? [1] : Self.interpolate(alphas.map { ($0.offset, [$0.alpha]) }, at: offset)
      stops.append(
        VectorGradient.Stop(
          offset: Swift.min(Swift.max(offset, 0), 1),
          color: VectorColor(
            red: color[0], green: color[1], blue: color[2], alpha: alpha[0])))
    }
    let start = gradient.start.point(at: frame)
    let end = gradient.end.point(at: frame)
    var kind = VectorGradient.Kind.linear
    if gradient.isRadial {
      let radius = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y))
        .squareRoot()
      // lottie-web keeps the focus just inside the circle.
      let length = Swift.min(Swift.max(gradient.highlightLength.scalar(at: frame), -99), 99) / 100
      let angle =
        atan2(end.y - start.y, end.x - start.x) + gradient.highlightAngle.scalar(at: frame) * .pi
        / 180
      kind = .radial(
        focus: VectorPoint(
          x: start.x + cos(angle) * length * radius, y: start.y + sin(angle) * length * radius))
    }
    return VectorGradient(kind: kind, start: start, end: end, stops: stops)
  }

  /// Piecewise-linear interpolation between stops (sorted by offset), clamped at the ends.
  private static func interpolate(
    _ stops: [(offset: Double, values: [Double])], at offset: Double
  ) -> [Double] {
    guard let first = stops.first, let last = stops.last else { return [0, 0, 0] }
    if offset <= first.offset { return first.values }
    if offset >= last.offset { return last.values }
    for index in 1..<stops.count where offset <= stops[index].offset {
      let low = stops[index - 1]
      let high = stops[index]
      let span = high.offset - low.offset
      let t = span > 0 ? (offset - low.offset) / span : 1
      return zip(low.values, high.values).map { $0 + ($1 - $0) * t }
    }
    return last.values
  }
}
