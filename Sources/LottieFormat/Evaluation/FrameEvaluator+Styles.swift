import Foundation

extension FrameEvaluator {
  /// One style drawing `shapes[..<end]` (moved into its coordinates) as one path.
  mutating func drawStyle(
    _ style: StyleModel, shapes: [ShapeElement], before end: Int, base: Int, at frame: Double
  ) {
    let start = drawing.elements.count
    let vertices = appendShapes(shapes, before: end, base: base, transform: nil, at: frame)
    let path = start..<drawing.elements.count
    guard vertices > 0, spend(items: 1, vertices: vertices) else { return }
    let opacity = Swift.min(Swift.max(style.opacity.scalar(at: frame) / 100, 0), 1)
    let paint: VectorDrawing.Paint
    switch style.paint {
    case .solid(let color):
      // The colour's fourth component is ignored, as lottie-web and ThorVG ignore it.
      paint = .solid(
        VectorColor(
          red: color.component(0, at: frame), green: color.component(1, at: frame),
          blue: color.component(2, at: frame)))
    case .gradient(let gradient):
      paint = self.gradient(gradient, at: frame)
    }
    switch style.kind {
    case .fill(let rule):
      openPending()
      drawing.fill(path, paint: paint, rule: rule, opacity: opacity)
    case .stroke(let stroke):
      let width = stroke.width.scalar(at: frame)
      guard width > 0 else { return }
      dashes.removeAll(keepingCapacity: true)
      var dashOffset = 0.0
      var total = 0.0
      var isNegative = false
      for entry in stroke.dashes {
        switch entry {
        case .dash(let value), .gap(let value):
          let length = value.scalar(at: frame)
          dashes.append(length)
          total += length
          isNegative = isNegative || length < 0
        case .offset(let value): dashOffset = value.scalar(at: frame)
        }
      }
      // The spec: any negative length, or all zero, means no dashes; an odd list repeats.
      if isNegative || total <= 0 {
        dashes.removeAll(keepingCapacity: true)
      } else if dashes.count % 2 == 1 {
        for index in 0..<dashes.count { dashes.append(dashes[index]) }
      }
      openPending()
      drawing.stroke(
        path, paint: paint,
        style: VectorStrokeStyle(
          width: width, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit,
          dashes: dashes, dashOffset: dashOffset),
        opacity: opacity)
    }
  }

  /// A gradient's geometry and merged stops at `frame`, added to the drawing.
  ///
  /// Colour stops come first in the flat list (`[offset, r, g, b]` × `g.p`), opacity stops
  /// after (`[offset, alpha]` × any). The result has a stop at every offset of either kind,
  /// its colour and alpha each interpolated from their own stops.
  private mutating func gradient(
    _ gradient: GradientModel, at frame: Double
  ) -> VectorDrawing.Paint {
    gradient.stops.values(at: frame, into: &scratch)
    let colors = GradientStops(
      values: scratch, first: 0, count: Swift.min(gradient.colorStopCount, scratch.count / 4),
      stride: 4)
    let alphaStart = colors.count * 4
    let alphas = GradientStops(
      values: scratch, first: alphaStart, count: Swift.max(scratch.count - alphaStart, 0) / 2,
      stride: 2)
    offsets.removeAll(keepingCapacity: true)
    for index in 0..<colors.count { offsets.append(colors.offset(index)) }
    for index in 0..<alphas.count { offsets.append(alphas.offset(index)) }
    // Insertion sort: a handful of stops, and no buffer to allocate.
    for index in offsets.indices.dropFirst() {
      let value = offsets[index]
      var position = index
      while position > 0, offsets[position - 1] > value {
        offsets[position] = offsets[position - 1]
        position -= 1
      }
      offsets[position] = value
    }
    stops.removeAll(keepingCapacity: true)
    var previous = -Double.infinity
    for offset in offsets where offset != previous {
      previous = offset
      let red = colors.value(1, at: offset, default: 0)
      let green = colors.value(2, at: offset, default: 0)
      let blue = colors.value(3, at: offset, default: 0)
      let alpha = alphas.value(1, at: offset, default: 1)
      stops.append(
        VectorGradient.Stop(
          offset: Swift.min(Swift.max(offset, 0), 1),
          color: VectorColor(red: red, green: green, blue: blue, alpha: alpha)))
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
    return drawing.addPaint(
      .gradient(VectorGradient(kind: kind, start: start, end: end, stops: stops)))
  }
}

/// Stops in a gradient's flat values: `count` runs of `stride` numbers from `first`, each an
/// offset then its values.
private struct GradientStops {
  let values: [Double]
  let first: Int
  let count: Int
  let stride: Int

  func offset(_ index: Int) -> Double { values[first + index * stride] }

  /// Component `component` (1…stride-1) piecewise-linearly interpolated at `offset` between the
  /// stops (sorted by offset), clamped at the ends; `fallback` without stops.
  func value(_ component: Int, at offset: Double, default fallback: Double) -> Double {
    guard count > 0 else { return fallback }
    func at(_ index: Int) -> Double { values[first + index * stride + component] }
    if offset <= self.offset(0) { return at(0) }
    if offset >= self.offset(count - 1) { return at(count - 1) }
    for index in 1..<count where offset <= self.offset(index) {
      let low = self.offset(index - 1)
      let span = self.offset(index) - low
      let t = span > 0 ? (offset - low) / span : 1
      return at(index - 1) + (at(index) - at(index - 1)) * t
    }
    return at(count - 1)
  }
}
