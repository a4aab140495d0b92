import CGtk4
import Foundation
import LottieFormat

// Steps: paths filled or stroked with a colour or a gradient, the paints and the styles.
extension CairoVectorRenderer {
  /// Draws the steps directly in `steps` back to front; `alpha` is an ancestor's opacity folded
  /// into them (only ever less than one for a lone visible step, where folding equals
  /// compositing a layer).
  func draw(_ drawing: VectorDrawing, steps: Range<Int>, alpha: Double, _ cr: OpaquePointer) {
    var index = steps.lowerBound
    let end = Swift.min(steps.upperBound, drawing.steps.count)
    while index < end {
      defer { index = Self.sibling(after: index, in: drawing) }
      switch drawing.steps[index] {
      case .fill(let fill):
        if let gradient = multiStopGradient(fill.paint, in: drawing) {
          drawGradient(
            gradient, in: drawing, alpha: alpha * fill.opacity, path: drawing.path(fill.path),
            reach: 0, cr
          ) { self.fill(fill, in: drawing, cr) }
        } else if setPaint(fill.paint, in: drawing, alpha: alpha * fill.opacity, cr) {
          self.fill(fill, in: drawing, cr)
        }
      case .stroke(let stroke):
        guard stroke.width.isFinite, stroke.width > 0 else { continue }
        if let gradient = multiStopGradient(stroke.paint, in: drawing) {
          drawGradient(
            gradient, in: drawing, alpha: alpha * stroke.opacity,
            path: drawing.path(stroke.path), reach: Self.reach(of: stroke), cr
          ) { self.stroke(stroke, in: drawing, cr) }
        } else if setPaint(stroke.paint, in: drawing, alpha: alpha * stroke.opacity, cr) {
          self.stroke(stroke, in: drawing, cr)
        }
      case .image(let image, let opacity):
        drawImage(drawing.images[image], alpha: alpha * opacity, cr)
      case .text(let text):
        drawText(drawing.texts[text], alpha: alpha, cr)
      case .group(let group):
        draw(group: drawing.groups[group], in: drawing, alpha: alpha, cr)
      }
    }
  }

  /// How far a stroke's outline can reach past its path, in the path's units: half the width,
  /// times the miter limit ``setStyle(_:in:_:)`` sets at miter joins, or √2 at square caps.
  static func reach(of stroke: VectorDrawing.Stroke) -> Double {
    var factor = stroke.cap == .square ? 2.0.squareRoot() : 1
    if stroke.join == .miter { factor = Swift.max(factor, miterLimit(of: stroke)) }
    return stroke.width / 2 * factor
  }

  /// The miter limit drawn: the stroke's, or Cairo's default 4 for one below 1 or not finite.
  static func miterLimit(of stroke: VectorDrawing.Stroke) -> Double {
    stroke.miterLimit.isFinite && stroke.miterLimit >= 1 ? stroke.miterLimit : 4
  }

  /// Fills the step's path with the current source.
  private func fill(_ fill: VectorDrawing.Fill, in drawing: VectorDrawing, _ cr: OpaquePointer) {
    fillPath(drawing.path(fill.path), evenOdd: fill.rule == .evenOdd, cr)
  }

  /// Fills `path` with the current source and operator (a bounded one: where the coverage is
  /// zero nothing changes), through ``fillWithCoverage(_:evenOdd:_:)`` or Cairo's own fill.
  func fillPath(_ path: ArraySlice<VectorPath.Element>, evenOdd: Bool, _ cr: OpaquePointer) {
    cairo_new_path(cr)
    if fillWithCoverage(path, evenOdd: evenOdd, cr) { return }
    guard append(path, cr) else { return }
    cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    cairo_fill(cr)
  }

  /// Strokes the step's path with the current source.
  private func stroke(
    _ stroke: VectorDrawing.Stroke, in drawing: VectorDrawing, _ cr: OpaquePointer
  ) {
    guard append(drawing.path(stroke.path), cr) else { return }
    setStyle(stroke, in: drawing, cr)
    cairo_stroke(cr)
  }

  /// The index of the step after the one at `index` and everything in it (a group's matte and
  /// contents): its next sibling.
  ///
  /// What ``/LottieFormat/VectorDrawing/children(in:)`` walks, by index: that sequence holds a
  /// copy of the drawing, whose ten arrays are retained and released for every group drawn.
  static func sibling(after index: Int, in drawing: VectorDrawing) -> Int {
    guard case .group(let group) = drawing.steps[index] else { return index + 1 }
    return Swift.max(index + 1, drawing.groups[group].contentSteps.upperBound)
  }

  /// How many of the steps directly in `steps` draw something, counted up to 2 (enough to tell
  /// whether an opacity can go into the one step instead of a layer).
  func visibleChildren(of steps: Range<Int>, in drawing: VectorDrawing) -> Int {
    var count = 0
    var index = steps.lowerBound
    let end = Swift.min(steps.upperBound, drawing.steps.count)
    while index < end {
      defer { index = Self.sibling(after: index, in: drawing) }
      let visible: Bool
      switch drawing.steps[index] {
      case .fill(let fill):
        visible = fill.opacity > 0 && !fill.path.isEmpty && paints(fill.paint, in: drawing)
      case .stroke(let stroke):
        visible =
          stroke.opacity > 0 && !stroke.path.isEmpty && stroke.width > 0
          && paints(stroke.paint, in: drawing)
      case .image(_, let opacity):
        visible = opacity > 0
      case .text(let text):
        visible = !drawing.texts[text].string.isEmpty
      case .group(let group):
        let group = drawing.groups[group]
        visible = group.opacity > 0 && !group.contentSteps.isEmpty
      }
      if visible {
        count += 1
        if count > 1 { return count }
      }
    }
    return count
  }

  /// Whether a paint can show: a colour with some alpha, or a gradient with stops.
  private func paints(_ paint: VectorDrawing.Paint, in drawing: VectorDrawing) -> Bool {
    switch paint {
    case .solid(let color): return color.alpha > 0
    case .gradient(let index):
      return drawing.gradients.indices.contains(index)
        && !drawing.gradients[index].stops.isEmpty
    }
  }

  /// The paint's gradient when it has more than one stop (which is drawn through a mask).
  private func multiStopGradient(
    _ paint: VectorDrawing.Paint, in drawing: VectorDrawing
  ) -> VectorDrawing.Gradient? {
    guard case .gradient(let index) = paint, drawing.gradients.indices.contains(index),
      drawing.gradients[index].stops.clamped(to: drawing.stops.indices).count > 1
    else { return nil }
    return drawing.gradients[index]
  }

  /// Draws `shape` (a fill or stroke of `path`) painted with `gradient` (its stops' alpha
  /// times `alpha`), through an alpha mask of the shape's device-space bounds.
  ///
  /// Cairo composites a non-solid source span by span, and an antialiased outline has many
  /// short spans: a gradient stroke took four times a solid one. Drawing the shape solid into
  /// an alpha layer and painting the gradient through it once is about twice as fast; the
  /// gradient itself is painted from a colour table (``gradientImage(_:in:alpha:matrix:box:)``).
  private func drawGradient(
    _ gradient: VectorDrawing.Gradient, in drawing: VectorDrawing, alpha: Double,
    path: ArraySlice<VectorPath.Element>, reach: Double, _ cr: OpaquePointer,
    _ shape: () -> Void
  ) {
    guard alpha > 0 else { return }
    // The control points' bounds (which contain the curves), grown by the reach, through
    // the current transform.
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    func include(_ point: VectorPoint) {
      (minX, maxX) = (Swift.min(minX, point.x), Swift.max(maxX, point.x))
      (minY, maxY) = (Swift.min(minY, point.y), Swift.max(maxY, point.y))
    }
    for element in path {
      switch element {
      case .move(let to), .line(let to): include(to)
      case .curve(let control1, let control2, let to):
        include(control1)
        include(control2)
        include(to)
      case .close: break
      }
    }
    let grow = reach.isFinite ? Swift.max(reach, 0) : 0
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    var (left, top) = (Double.infinity, Double.infinity)
    var (right, bottom) = (-Double.infinity, -Double.infinity)
    func corner(_ x: Double, _ y: Double) {
      let (deviceX, deviceY) = (m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0)
      (left, right) = (Swift.min(left, deviceX), Swift.max(right, deviceX))
      (top, bottom) = (Swift.min(top, deviceY), Swift.max(bottom, deviceY))
    }
    corner(minX - grow, minY - grow)
    corner(maxX + grow, minY - grow)
    corner(minX - grow, maxY + grow)
    corner(maxX + grow, maxY + grow)
    // A path reaching past the limit is not drawn (``append(_:_:)``); a stroke's reach past
    // it (a huge miter limit) covers the canvas anyway.
    let limit = Self.deviceLimit
    guard !left.isNaN, !top.isNaN, !right.isNaN, !bottom.isNaN else { return }
    (left, top) = (Swift.max(left, -limit), Swift.max(top, -limit))
    (right, bottom) = (Swift.min(right, limit), Swift.min(bottom, limit))
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // A pixel-aligned device rectangle (one pixel more for antialiasing): Cairo's cheapest
    // clip, and it bounds the layer below.
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    let (x, y) = ((left - 1).rounded(.down), (top - 1).rounded(.down))
    cairo_rectangle(cr, x, y, (right + 1).rounded(.up) - x, (bottom + 1).rounded(.up) - y)
    cairo_clip(cr)
    // The pixels that can show: the box, within every clip and the target.
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let box = (
      x: Int(x1.rounded(.down)), y: Int(y1.rounded(.down)),
      width: Int(x2.rounded(.up) - x1.rounded(.down)),
      height: Int(y2.rounded(.up) - y1.rounded(.down))
    )
    guard box.width > 0, box.height > 0, box.width <= 32_767, box.height <= 32_767 else {
      return
    }
    cairo_set_matrix(cr, &m)
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    shape()
    guard let mask = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(mask) }
    // The shape's pixels, so that the gradient is worked out only where it shows (a ring's
    // box is mostly empty): the group's image, placed by its device offset.
    var group: OpaquePointer?
    var coverage: GradientCoverage?
    if cairo_pattern_get_surface(mask, &group) == CAIRO_STATUS_SUCCESS, let group,
      cairo_surface_get_type(group) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(group) == CAIRO_FORMAT_A8
    {
      cairo_surface_flush(group)
      var (offsetX, offsetY) = (0.0, 0.0)
      cairo_surface_get_device_offset(group, &offsetX, &offsetY)
      if let data = cairo_image_surface_get_data(group) {
        coverage = GradientCoverage(
          bytes: UnsafePointer(data), stride: Int(cairo_image_surface_get_stride(group)),
          width: Int(cairo_image_surface_get_width(group)),
          height: Int(cairo_image_surface_get_height(group)),
          originX: -Int(offsetX.rounded()), originY: -Int(offsetY.rounded()))
      }
    }
    // An image target composites at once, so the image's pixels can be lent (a recording
    // target would keep them).
    let lending = cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    guard
      let image = gradientImage(
        gradient, in: drawing, alpha: alpha, matrix: m, box: box, coverage: coverage,
        lending: lending)
    else { return }
    defer { cairo_surface_destroy(image) }
    // In device space: the mask's pattern maps device pixels, as does the image.
    cairo_identity_matrix(cr)
    var identity = cairo_matrix_t()
    cairo_matrix_init_identity(&identity)
    cairo_pattern_set_matrix(mask, &identity)
    cairo_set_source_surface(cr, image, Double(box.x), Double(box.y))
    cairo_mask(cr, mask)
    // Let go of the image: the source pattern holds it (and the lent pixels) otherwise.
    cairo_set_source_rgba(cr, 0, 0, 0, 0)
  }

  /// Appends the path to a fresh Cairo path; false (and no path) when it is empty or a
  /// point is not finite or lies beyond ``deviceLimit`` in device space.
  func append(_ path: ArraySlice<VectorPath.Element>, _ cr: OpaquePointer) -> Bool {
    cairo_new_path(cr)
    guard !path.isEmpty else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let limit = Self.deviceLimit
    // NaN and infinities fail these comparisons too.
    func fits(_ p: VectorPoint) -> Bool {
      Swift.abs(m.xx * p.x + m.xy * p.y + m.x0) <= limit
        && Swift.abs(m.yx * p.x + m.yy * p.y + m.y0) <= limit
    }
    for element in path {
      switch element {
      case .move(let to):
        guard fits(to) else { return discardPath(cr) }
        cairo_move_to(cr, to.x, to.y)
      case .line(let to):
        guard fits(to) else { return discardPath(cr) }
        cairo_line_to(cr, to.x, to.y)
      case .curve(let control1, let control2, let to):
        guard fits(control1), fits(control2), fits(to) else { return discardPath(cr) }
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
      case .close:
        cairo_close_path(cr)
      }
    }
    return true
  }

  private func discardPath(_ cr: OpaquePointer) -> Bool {
    cairo_new_path(cr)
    return false
  }

  /// Makes `paint` times `alpha` the source; false when it draws nothing.
  ///
  /// A gradient of one
  /// stop is that stop's colour; a gradient of more stops is painted by
  /// ``drawGradient(_:in:alpha:path:reach:_:_:)`` and draws nothing here.
  func setPaint(
    _ paint: VectorDrawing.Paint, in drawing: VectorDrawing, alpha: Double, _ cr: OpaquePointer
  ) -> Bool {
    guard alpha > 0 else { return false }
    switch paint {
    case .solid(let color):
      guard color.alpha > 0 else { return false }
      cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
      return true
    case .gradient(let index):
      guard drawing.gradients.indices.contains(index) else { return false }
      let stops = drawing.stops[
        drawing.gradients[index].stops.clamped(to: drawing.stops.indices)]
      guard stops.count == 1, let only = stops.first else { return false }
      return setPaint(.solid(only.color), in: drawing, alpha: alpha, cr)
    }
  }

  /// Width, ends, corners and dashes.
  func setStyle(_ stroke: VectorDrawing.Stroke, in drawing: VectorDrawing, _ cr: OpaquePointer) {
    // The device scale along the longer axis: how many device units one unit of width is.
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let scale = Swift.max(
      (m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot())
    cairo_set_line_width(cr, Swift.min(stroke.width, Self.widestStroke / Swift.max(scale, 1e-12)))
    switch stroke.cap {
    case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch stroke.join {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(cr, Self.miterLimit(of: stroke))
    // Cairo errors on a negative entry or an all-zero pattern: both draw solid, as in SVG.
    let dashes = stroke.dashes.clamped(to: drawing.dashes.indices)
    var total = 0.0
    var valid = !dashes.isEmpty
    for dash in drawing.dashes[dashes] {
      guard dash.isFinite, dash >= 0 else {
        valid = false
        break
      }
      total += dash
    }
    // A period under a tenth of a device unit cannot show as dashes and would take Cairo
    // millions of them on a long path: such a line draws solid.
    if valid, total.isFinite, total * scale >= 0.1 {
      drawing.dashes.withUnsafeBufferPointer { all in
        cairo_set_dash(
          cr, all.baseAddress.map { $0 + dashes.lowerBound }, Int32(dashes.count),
          stroke.dashOffset.isFinite ? stroke.dashOffset : 0)
      }
    } else {
      cairo_set_dash(cr, nil, 0, 0)
    }
  }
}
