import CGtk4
import Foundation
import LottieFormat

/// Draws a ``/LottieFormat/VectorDrawing`` (a Lottie frame, a view's own drawing) with Cairo:
/// the same steps the SVG writer turns into elements, in Cairo's calls.
///
/// Paths are filled or stroked with a colour or a gradient; text is laid out with Pango; a
/// group is transformed, clipped, and drawn into an intermediate layer only where it needs one:
/// an opacity over more than one visible item (so overlapping shapes in a half-transparent
/// group do not show through each other), masks or a matte. A lone item takes the group's
/// opacity itself, a lone opaque mask and a matte that is one opaque shape become clips, so
/// the common frame pushes no layer at all. Other masks become an alpha-only layer built with
/// Cairo's operators; alpha mattes are alpha layers, luma mattes are drawn into an image and
/// converted to alpha pixel by pixel. A gradient is painted through an alpha layer of its
/// shape, which Cairo composites faster than a gradient fill or stroke.
///
/// Drawing walks the drawing's flat arrays in place and builds no Swift value per frame: what it
/// allocates is Cairo's and Pango's own (layers, patterns, text layouts).
///
/// ```swift
/// let renderer = CairoVectorRenderer()
/// renderer.draw(drawing, transform: fit, into: cr)
/// ```
///
/// Limitations: images are decoded (by GdkPixbuf: PNG and JPEG) on every draw;
/// `lighten` masks draw as `add` and `darken` as `intersect` (exact for opaque masks, as in
/// the SVG writer), `difference` as Cairo's XOR (exact for opaque masks).
public struct CairoVectorRenderer: Sendable {
  /// Creates a renderer.
  public init() {}

  /// Draws `frame` (converted to a ``/LottieFormat/VectorDrawing``, which allocates: prefer
  /// ``draw(_:transform:alpha:into:)-(VectorDrawing,_,_,_)`` with a reused drawing).
  public func draw(
    _ frame: VectorFrame, transform: VectorTransform, alpha: Double = 1, into cr: OpaquePointer
  ) {
    draw(VectorDrawing(frame), transform: transform, alpha: alpha, into: cr)
  }

  /// Draws a view's drawing into `cr` in `cr`'s current space, composited with `alpha`, not
  /// clipped to the canvas (a view draws past its bounds unless a scroll view clips it, as a
  /// `UIView` does).
  ///
  /// Leaves `cr`'s state as it found it.
  public func drawUnclipped(_ drawing: VectorDrawing, alpha: Double = 1, into cr: OpaquePointer) {
    let alpha = Self.unit(alpha)
    guard alpha > 0, !drawing.isEmpty else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_new_path(cr)
    draw(drawing, steps: drawing.rootSteps, alpha: alpha, cr)
  }

  /// Draws `drawing` into `cr`, its canvas placed by `transform` (from the drawing's
  /// coordinates to `cr`'s user space) and clipped to the canvas, composited with `alpha`.
  ///
  /// Leaves `cr`'s state as it found it. Draws nothing for an empty canvas or a singular
  /// transform.
  public func draw(
    _ drawing: VectorDrawing, transform: VectorTransform, alpha: Double = 1,
    into cr: OpaquePointer
  ) {
    let alpha = Self.unit(alpha)
    guard drawing.width.isFinite, drawing.height.isFinite, drawing.width > 0,
      drawing.height > 0, alpha > 0
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard var matrix = Self.matrix(transform, after: cr) else { return }
    cairo_set_matrix(cr, &matrix)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    // Compositions clip to their own canvas, as players do. Where the canvas falls on whole
    // device pixels (a frame fitted at a whole size), that clip is exact and cuts no pixel in
    // part, so the steps draw straight through it: no layer, and a fade goes into the one
    // visible step when there is only one.
    let canvas = Self.deviceRect(width: drawing.width, height: drawing.height, matrix: matrix)
    cairo_new_path(cr)
    if let canvas, canvas.isPixelAligned,
      alpha >= 1 || visibleChildren(of: drawing.rootSteps, in: drawing) <= 1
    {
      cairo_identity_matrix(cr)
      cairo_rectangle(cr, canvas.x, canvas.y, canvas.width, canvas.height)
      cairo_clip(cr)
      cairo_set_matrix(cr, &matrix)
      draw(drawing, steps: drawing.rootSteps, alpha: alpha, cr)
      return
    }
    // Elsewhere the frame is drawn as one layer and clipped once (clipping each shape on its own
    // lets the shapes under an opaque cover seam through where the canvas edge falls mid-pixel),
    // and it fades as one, as a view's alpha does. The layer covers only the canvas's pixels.
    if let canvas {
      cairo_identity_matrix(cr)
      let (left, top) = (canvas.x.rounded(.down), canvas.y.rounded(.down))
      cairo_rectangle(
        cr, left, top, (canvas.x + canvas.width).rounded(.up) - left,
        (canvas.y + canvas.height).rounded(.up) - top)
      cairo_clip(cr)
      cairo_set_matrix(cr, &matrix)
    }
    cairo_push_group(cr)
    draw(drawing, steps: drawing.rootSteps, alpha: 1, cr)
    cairo_pop_group_to_source(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, drawing.width, drawing.height)
    cairo_clip(cr)
    cairo_paint_with_alpha(cr, alpha)
  }
}

extension CairoVectorRenderer {
  /// A value clamped into 0…1, NaN as 0.
  static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
  }

  /// Cairo's current transform with `transform` applied first: the matrix to set for a
  /// space inside the current one; nil when nothing drawn through it could be seen or drawn
  /// correctly, which Cairo would otherwise turn into an error state that blanks the rest of
  /// the window's drawing.
  ///
  /// Nil when an entry is not finite, the area scale is below 1e-12 (a picometre-sized
  /// pixel: invisible), a scale entry exceeds 1e6 or the offset 1e8 (device units).
  static func matrix(_ transform: VectorTransform, after cr: OpaquePointer) -> cairo_matrix_t? {
    var current = cairo_matrix_t()
    cairo_get_matrix(cr, &current)
    let t = transform
    let m = current
    let product = cairo_matrix_t(
      xx: t.a * m.xx + t.b * m.xy, yx: t.a * m.yx + t.b * m.yy,
      xy: t.c * m.xx + t.d * m.xy, yy: t.c * m.yx + t.d * m.yy,
      x0: t.tx * m.xx + t.ty * m.xy + m.x0, y0: t.tx * m.yx + t.ty * m.yy + m.y0)
    let determinant = product.xx * product.yy - product.yx * product.xy
    guard determinant.isFinite, Swift.abs(determinant) >= 1e-12,
      Swift.abs(product.xx) <= 1e6, Swift.abs(product.yx) <= 1e6,
      Swift.abs(product.xy) <= 1e6, Swift.abs(product.yy) <= 1e6,
      Swift.abs(product.x0) <= 1e8, Swift.abs(product.y0) <= 1e8
    else { return nil }
    return product
  }

  /// A canvas's rect in device space when `matrix` only scales and moves it (nil when it turns
  /// or shears it, whose outline is no rect).
  static func deviceRect(
    width: Double, height: Double, matrix: cairo_matrix_t
  ) -> (x: Double, y: Double, width: Double, height: Double, isPixelAligned: Bool)? {
    guard matrix.xy == 0, matrix.yx == 0 else { return nil }
    let (x1, x2) = (matrix.x0, matrix.x0 + matrix.xx * width)
    let (y1, y2) = (matrix.y0, matrix.y0 + matrix.yy * height)
    let rect = (
      x: Swift.min(x1, x2), y: Swift.min(y1, y2), width: Swift.abs(x2 - x1),
      height: Swift.abs(y2 - y1)
    )
    guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
      return nil
    }
    func whole(_ value: Double) -> Bool { Swift.abs(value - value.rounded()) < 1e-6 }
    let aligned =
      whole(rect.x) && whole(rect.y) && whole(rect.x + rect.width)
      && whole(rect.y + rect.height)
    return (rect.x, rect.y, rect.width, rect.height, aligned)
  }

  /// How far a point may lie from the device origin: Cairo's 24.8 fixed-point coordinates
  /// wrap past 2²³, so a path reaching further is garbage (half the range leaves room for
  /// stroke widths).
  static let deviceLimit = 4_000_000.0

  /// The widest stroke drawn, in device units; wider ones are narrowed to it (a round join's
  /// pen grows with the width, and anything wider covers any canvas anyway).
  static let widestStroke = 100_000.0

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
        guard setPaint(fill.paint, in: drawing, alpha: alpha * fill.opacity, cr) else { continue }
        if isGradient(fill.paint, in: drawing) {
          drawThroughMask(drawing.path(fill.path), reach: 0, cr) {
            self.fill(fill, in: drawing, cr)
          }
        } else {
          self.fill(fill, in: drawing, cr)
        }
      case .stroke(let stroke):
        guard stroke.width.isFinite, stroke.width > 0,
          setPaint(stroke.paint, in: drawing, alpha: alpha * stroke.opacity, cr)
        else { continue }
        if isGradient(stroke.paint, in: drawing) {
          // How far the outline can reach past the path: half the width, times the miter
          // limit at miter joins or √2 at square caps.
          var factor = stroke.cap == .square ? 2.0.squareRoot() : 1
          if stroke.join == .miter { factor = Swift.max(factor, stroke.miterLimit) }
          let reach = stroke.width / 2 * (factor.isFinite ? Swift.min(factor, 100) : 100)
          drawThroughMask(drawing.path(stroke.path), reach: reach, cr) {
            self.stroke(stroke, in: drawing, cr)
          }
        } else {
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

  /// Fills the step's path with the current source.
  private func fill(_ fill: VectorDrawing.Fill, in drawing: VectorDrawing, _ cr: OpaquePointer) {
    guard append(drawing.path(fill.path), cr) else { return }
    cairo_set_fill_rule(
      cr, fill.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
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

  /// Whether the paint is a gradient of more than one stop (which is drawn through a mask).
  private func isGradient(_ paint: VectorDrawing.Paint, in drawing: VectorDrawing) -> Bool {
    guard case .gradient(let index) = paint, drawing.gradients.indices.contains(index) else {
      return false
    }
    return drawing.gradients[index].stops.count > 1
  }

  /// Draws `shape` (a fill or stroke of `path`) with the current source, a gradient, through
  /// an alpha mask of the shape's device-space bounds.
  ///
  /// Cairo composites a non-solid source span by span, and an antialiased outline has many
  /// short spans: a gradient stroke took four times a solid one. Drawing the shape solid into
  /// an alpha layer and painting the gradient through it once is about twice as fast.
  private func drawThroughMask(
    _ path: ArraySlice<VectorPath.Element>, reach: Double, _ cr: OpaquePointer,
    _ shape: () -> Void
  ) {
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
    let limit = Self.deviceLimit
    guard left >= -limit, top >= -limit, right <= limit, bottom <= limit else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // A pixel-aligned device rectangle (one pixel more for antialiasing): Cairo's cheapest
    // clip, and it bounds the layer below.
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    let (x, y) = ((left - 1).rounded(.down), (top - 1).rounded(.down))
    cairo_rectangle(cr, x, y, (right + 1).rounded(.up) - x, (bottom + 1).rounded(.up) - y)
    cairo_clip(cr)
    cairo_set_matrix(cr, &m)
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    shape()
    // Popping restores the state pushed with the group, the gradient source included.
    guard let mask = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(mask) }
    cairo_mask(cr, mask)
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
  /// A gradient's opacity is multiplied into its stops' alpha, which equals painting it
  /// with that opacity and needs no intermediate layer.
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
      let gradient = drawing.gradients[index]
      let stops = drawing.stops[gradient.stops.clamped(to: drawing.stops.indices)]
      guard let first = stops.first else { return false }
      if stops.count == 1 {
        return setPaint(.solid(first.color), in: drawing, alpha: alpha, cr)
      }
      let (start, end) = (gradient.start, gradient.end)
      guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
        return false
      }
      let pattern: OpaquePointer?
      switch gradient.kind {
      case .linear:
        pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
      case .radial(let focus):
        let (dx, dy) = (end.x - start.x, end.y - start.y)
        let radius = (dx * dx + dy * dy).squareRoot()
        // A focus on or outside the circle makes Cairo draw a cone; SVG 1.1 (and the
        // players) pull it just inside, so do the same.
        var (fx, fy) = (focus.x.isFinite ? focus.x : start.x, focus.y.isFinite ? focus.y : start.y)
        let (ox, oy) = (fx - start.x, fy - start.y)
        let distance = (ox * ox + oy * oy).squareRoot()
        if distance > radius * 0.99, distance > 0 {
          let pull = radius * 0.99 / distance
          (fx, fy) = (start.x + ox * pull, start.y + oy * pull)
        }
        pattern = cairo_pattern_create_radial(fx, fy, 0, start.x, start.y, radius)
      }
      guard let pattern else { return false }
      defer { cairo_pattern_destroy(pattern) }
      for stop in stops {
        let color = stop.color
        cairo_pattern_add_color_stop_rgba(
          pattern, Self.unit(stop.offset), color.red, color.green, color.blue,
          color.alpha * alpha)
      }
      // Padding, as SVG's default spread and the players do.
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_set_source(cr, pattern)
      return true
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
    cairo_set_miter_limit(
      cr, stroke.miterLimit.isFinite && stroke.miterLimit >= 1 ? stroke.miterLimit : 4)
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

// Groups, clips, masks and mattes.
extension CairoVectorRenderer {
  /// A group: transformed, clipped, masked, matted and composited with its opacity times
  /// `alpha`.
  func draw(
    group: VectorDrawing.Group, in drawing: VectorDrawing, alpha: Double, _ cr: OpaquePointer
  ) {
    let opacity = alpha * group.opacity
    guard opacity > 0, !group.contentSteps.isEmpty,
      var matrix = Self.matrix(group.transform, after: cr)
    else { return }
    guard let matte = group.matte else {
      drawContents(group, in: drawing, matrix: &matrix, opacity: opacity, cr)
      return
    }
    if matte == .alpha {
      cairo_save(cr)
      defer { cairo_restore(cr) }
      if clip(toOpaqueShapeOf: group.matteSteps, in: drawing, cr) {
        // An opaque shape's alpha is its coverage: clipping to it is the matte, without
        // the two layers below.
        drawContents(group, in: drawing, matrix: &matrix, opacity: opacity, cr)
        return
      }
    }
    // The matte is in the parent's space: composite the group into a layer there, then
    // paint that layer through the matte.
    cairo_push_group(cr)
    drawContents(group, in: drawing, matrix: &matrix, opacity: opacity, cr)
    guard let content = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(content) }
    applyMatte(matte, steps: group.matteSteps, in: drawing, content: content, cr)
  }

  /// Clips to the steps' drawing when it is one opaque solid fill (perhaps inside plain
  /// groups that only transform it), whose alpha is then exactly the clip's coverage; false
  /// (and the clip unchanged) otherwise.
  private func clip(
    toOpaqueShapeOf steps: Range<Int>, in drawing: VectorDrawing, _ cr: OpaquePointer
  ) -> Bool {
    var steps = steps
    var transform = VectorTransform.identity
    while true {
      let only = steps.lowerBound
      guard only < drawing.steps.count, !steps.isEmpty,
        Self.sibling(after: only, in: drawing) >= steps.upperBound
      else { return false }
      switch drawing.steps[only] {
      case .fill(let fill):
        guard case .solid(let color) = fill.paint, color.alpha >= 1, fill.opacity >= 1,
          var matrix = Self.matrix(transform, after: cr)
        else { return false }
        cairo_save(cr)
        cairo_set_matrix(cr, &matrix)
        let drawn = append(drawing.path(fill.path), cr)
        cairo_restore(cr)
        // An empty shape hides everything: an empty clip says the same.
        if !drawn { cairo_new_path(cr) }
        cairo_set_fill_rule(
          cr, fill.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
        return true
      case .group(let index):
        let group = drawing.groups[index]
        guard group.opacity >= 1, group.masks.isEmpty, group.matte == nil, group.clip == nil
        else { return false }
        transform = transform.concatenating(group.transform)
        steps = group.contentSteps
      default:
        return false
      }
    }
  }

  /// The group's contents in its space, clipped, masked and composited with `opacity`.
  private func drawContents(
    _ group: VectorDrawing.Group, in drawing: VectorDrawing, matrix: inout cairo_matrix_t,
    opacity: Double, _ cr: OpaquePointer
  ) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_matrix(cr, &matrix)
    if let clip = group.clip {
      // A clip that cannot be drawn (empty, not finite, too far) leaves nothing visible.
      if !append(drawing.path(clip), cr) { cairo_new_path(cr) }
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
    }
    var masks = group.masks.clamped(to: drawing.masks.indices)
    if masks.count == 1 {
      let mask = drawing.masks[masks.lowerBound]
      if !mask.isInverted, mask.opacity >= 1, mask.mode == .add || mask.mode == .intersect {
        // One opaque mask that adds (or intersects the full area) shows its path's
        // coverage: a clip, without the two layers below.
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        if !append(drawing.path(mask.path), cr) { cairo_new_path(cr) }
        cairo_clip(cr)
        masks = masks.upperBound..<masks.upperBound
      }
    }
    if masks.isEmpty {
      if opacity >= 1 || visibleChildren(of: group.contentSteps, in: drawing) <= 1 {
        // One item composited as a layer equals the item drawn with the opacity (a group
        // child multiplies it into its own layer's).
        draw(drawing, steps: group.contentSteps, alpha: opacity, cr)
        return
      }
      cairo_push_group(cr)
      draw(drawing, steps: group.contentSteps, alpha: 1, cr)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
      return
    }
    cairo_push_group(cr)
    draw(drawing, steps: group.contentSteps, alpha: 1, cr)
    guard let content = cairo_pop_group(cr) else { return }
    defer { cairo_pattern_destroy(content) }
    guard let mask = maskPattern(masks, in: drawing, opacity: opacity, cr) else { return }
    defer { cairo_pattern_destroy(mask) }
    cairo_set_source(cr, content)
    cairo_mask(cr, mask)
  }

  /// An alpha-only layer of the masks' visible area (in the current space) times `opacity`.
  ///
  /// The area starts full when the first mask subtracts or intersects, empty otherwise (what
  /// the SVG writer and both reference players do). Each mask's coverage (its path, or
  /// everything but it when inverted, times its opacity) then combines with the area:
  /// OVER adds, DEST_OUT subtracts, DEST_IN (unbounded: it clears outside the path)
  /// intersects, XOR differences.
  private func maskPattern(
    _ masks: Range<Int>, in drawing: VectorDrawing, opacity: Double, _ cr: OpaquePointer
  ) -> OpaquePointer? {
    cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    if let first = masks.first,
      drawing.masks[first].mode == .subtract
        || drawing.masks[first].mode == .intersect
    {
      cairo_paint(cr)
    }
    for mask in drawing.masks[masks] {
      let coverage = Self.unit(mask.opacity)
      let combine: cairo_operator_t
      switch mask.mode {
      case .add, .lighten: combine = CAIRO_OPERATOR_OVER
      case .subtract: combine = CAIRO_OPERATOR_DEST_OUT
      case .intersect, .darken: combine = CAIRO_OPERATOR_DEST_IN
      case .difference: combine = CAIRO_OPERATOR_XOR
      }
      cairo_set_operator(cr, combine)
      if !mask.isInverted {
        cairo_set_source_rgba(cr, 0, 0, 0, coverage)
        if coverage > 0, append(drawing.path(mask.path), cr) {
          cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
          cairo_fill(cr)
        } else if combine == CAIRO_OPERATOR_DEST_IN {
          // Intersecting with nothing leaves nothing.
          cairo_paint(cr)
        }
      } else if mask.path.isEmpty {
        // Everything but nothing: the whole area at the mask's opacity.
        cairo_set_source_rgba(cr, 0, 0, 0, coverage)
        cairo_paint(cr)
      } else {
        // Everything but the path, as its own alpha layer, then combined.
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        if append(drawing.path(mask.path), cr) {
          cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
          cairo_fill(cr)
        }
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, coverage)
      }
    }
    if opacity < 1 {
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
      cairo_set_source_rgba(cr, 0, 0, 0, opacity)
      cairo_paint(cr)
    }
    return cairo_pop_group(cr)
  }

  /// Paints `content` (a layer in the current space) through the matte's drawing.
  private func applyMatte(
    _ mode: VectorMatte.Mode, steps: Range<Int>, in drawing: VectorDrawing,
    content: OpaquePointer, _ cr: OpaquePointer
  ) {
    switch mode {
    case .alpha, .alphaInverted:
      cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      draw(drawing, steps: steps, alpha: 1, cr)
      guard var mask = cairo_pop_group(cr) else { return }
      if mode == .alphaInverted {
        // One minus the drawing's alpha: fill, then cut the drawing out.
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source(cr, mask)
        cairo_paint(cr)
        cairo_pattern_destroy(mask)
        guard let inverted = cairo_pop_group(cr) else { return }
        mask = inverted
      }
      defer { cairo_pattern_destroy(mask) }
      cairo_set_source(cr, content)
      cairo_mask(cr, mask)
    case .luma, .lumaInverted:
      guard
        let luma = lumaMask(steps, in: drawing, inverted: mode == .lumaInverted, cr)
      else { return }
      defer { cairo_surface_destroy(luma.surface) }
      cairo_save(cr)
      // The source is locked to the current space when set; the mask is in device space.
      cairo_set_source(cr, content)
      cairo_identity_matrix(cr)
      cairo_mask_surface(cr, luma.surface, luma.x, luma.y)
      cairo_restore(cr)
    }
  }

  /// The matte's drawing as an alpha mask of its luminance times its alpha (or one minus
  /// that), covering the current clip in device space.
  ///
  /// Cairo has no luminance masks, and the target may be a recording surface (GTK's), so
  /// the drawing goes into an image of the clip's extents whose pixels are then converted.
  private func lumaMask(
    _ steps: Range<Int>, in drawing: VectorDrawing, inverted: Bool, _ cr: OpaquePointer
  ) -> (surface: OpaquePointer, x: Double, y: Double)? {
    var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    cairo_restore(cr)
    guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else { return nil }
    let (left, top) = (x1.rounded(.down), y1.rounded(.down))
    var (scaleX, scaleY) = (1.0, 1.0)
    if let target = cairo_get_target(cr) {
      cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    }
    let width = ((x2.rounded(.up) - left) * scaleX).rounded(.up)
    let height = ((y2.rounded(.up) - top) * scaleY).rounded(.up)
    // An unbounded clip (a recording surface without extents) cannot be converted.
    guard width >= 1, height >= 1, width * height <= 16_777_216,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    cairo_surface_set_device_scale(surface, scaleX, scaleY)
    if let matteContext = cairo_create(surface) {
      var matrix = cairo_matrix_t()
      cairo_get_matrix(cr, &matrix)
      matrix.x0 -= left
      matrix.y0 -= top
      cairo_set_matrix(matteContext, &matrix)
      draw(drawing, steps: steps, alpha: 1, matteContext)
      cairo_destroy(matteContext)
    }
    cairo_surface_flush(surface)
    if let data = cairo_image_surface_get_data(surface) {
      let stride = Int(cairo_image_surface_get_stride(surface))
      let rows = Int(height)
      let columns = Int(width)
      for row in 0..<rows {
        let pixels = UnsafeMutableRawPointer(data + row * stride)
          .assumingMemoryBound(to: UInt32.self)
        for column in 0..<columns {
          let pixel = pixels[column]
          // Premultiplied, so this is the luminance times the alpha (Rec. 709 weights in
          // 1/256ths, as ThorVG uses).
          let red = (pixel >> 16) & 0xFF
          let green = (pixel >> 8) & 0xFF
          let blue = pixel & 0xFF
          let luma = (red * 54 + green * 183 + blue * 19) >> 8
          pixels[column] = (inverted ? 255 - luma : luma) << 24
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return (surface, left, top)
  }
}

// Images and text.
extension CairoVectorRenderer {
  /// An encoded image stretched over its rect from the origin.
  func drawImage(_ image: VectorImage, alpha: Double, _ cr: OpaquePointer) {
    guard alpha > 0, !image.data.isEmpty, image.width.isFinite, image.height.isFinite,
      image.width > 0, image.height > 0
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    // GdkPixbuf reads both PNG and JPEG (Cairo alone only PNG).
    guard let pixbuf = Self.pixbuf(of: image.data) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let width = Double(gdk_pixbuf_get_width(pixbuf))
    let height = Double(gdk_pixbuf_get_height(pixbuf))
    guard width > 0, height > 0 else { return }
    // Clipped to the image's rect and padded, so a scaled image's edges stay sharp instead
    // of fading into the transparency beyond them.
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, image.width, image.height)
    cairo_clip(cr)
    let scale = VectorTransform(
      a: image.width / width, b: 0, c: 0, d: image.height / height, tx: 0, ty: 0)
    guard var matrix = Self.matrix(scale, after: cr) else { return }
    cairo_set_matrix(cr, &matrix)
    gdk_cairo_set_source_pixbuf(cr, pixbuf, 0, 0)
    if let source = cairo_get_source(cr) { cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD) }
    cairo_paint_with_alpha(cr, alpha)
  }

  /// Decodes bytes with GdkPixbuf; the caller owns the result.
  static func pixbuf(of data: [UInt8]) -> OpaquePointer? {
    guard let loader = gdk_pixbuf_loader_new() else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
    var writeError: UnsafeMutablePointer<GError>?
    var closeError: UnsafeMutablePointer<GError>?
    let written = data.withUnsafeBufferPointer { bytes in
      gdk_pixbuf_loader_write(loader, bytes.baseAddress, gsize(bytes.count), &writeError)
    }
    // Closed even after a failed write, which the loader requires before it is released.
    let closed = gdk_pixbuf_loader_close(loader, &closeError)
    if let writeError { g_error_free(writeError) }
    if let closeError { g_error_free(closeError) }
    guard written != 0, closed != 0, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else {
      return nil
    }
    // The loader owns its pixbuf: keep it past the loader's release.
    g_object_ref(UnsafeMutableRawPointer(pixbuf))
    return pixbuf
  }

  /// A run of text laid out by Pango in its box, as ``/LottieFormat/VectorText`` describes.
  ///
  /// A horizontal run is one line, centred vertically and aligned across the box; a vertical
  /// run one character a line, each centred in its line, the column centred in the box (from
  /// the top when taller). The font is the family (Sans when none) at the size in pixels and
  /// the weight, as ``CairoRenderer`` draws labels.
  func drawText(_ text: VectorText, alpha: Double, _ cr: OpaquePointer) {
    let alpha = alpha * text.color.alpha
    guard alpha > 0, !text.string.isEmpty, text.fontSize > 0,
      let layout = pango_cairo_create_layout(cr)
    else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = pango_font_description_new()
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, text.fontFamily ?? "Sans")
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(text.fontWeight)))
    // Pango's units are integers, and FreeType fails on huge sizes: at most 10,000 pixels.
    pango_font_description_set_absolute_size(
      description, Swift.min(text.fontSize, 10_000) * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, description)
    cairo_set_source_rgba(cr, text.color.red, text.color.green, text.color.blue, alpha)
    /// Shows `line` centred vertically in the box from `top` `height` high, aligned across.
    func show(_ line: String, alignment: VectorText.Alignment, top: Double, height: Double) {
      pango_layout_set_text(layout, line, -1)
      var (width, lineHeight): (Int32, Int32) = (0, 0)
      pango_layout_get_pixel_size(layout, &width, &lineHeight)
      let x: Double
      switch alignment {
      case .left: x = text.x
      case .center: x = text.x + (text.width - Double(width)) / 2
      case .right: x = text.x + text.width - Double(width)
      }
      let y = top + (height - Double(lineHeight)) / 2
      guard x.isFinite, y.isFinite, Swift.abs(x) <= 1e6, Swift.abs(y) <= 1e6 else { return }
      cairo_move_to(cr, x, y)
      pango_cairo_show_layout(cr, layout)
    }
    switch text.orientation {
    case .horizontal:
      show(text.string, alignment: text.alignment, top: text.y, height: text.height)
    case .vertical(let lineHeight):
      // A NaN or negative line height stacks the characters on one line.
      let lineHeight = lineHeight.isFinite ? Swift.max(0, lineHeight) : 0
      var top = text.y + Swift.max(0, (text.height - lineHeight * Double(text.string.count)) * 0.5)
      for character in text.string {
        // One character is a small string, stored inline: no allocation.
        show(String(character), alignment: .center, top: top, height: lineHeight)
        top += lineHeight
      }
    }
  }
}
