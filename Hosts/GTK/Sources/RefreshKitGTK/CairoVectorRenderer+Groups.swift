import CGtk4
import Foundation
import LottieFormat

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
    // paint that layer through the matte. The matte shows only what the contents draw, so
    // the layer (and the matte's own) need cover only the contents' pixels.
    cairo_save(cr)
    defer { cairo_restore(cr) }
    clipToBounds(of: group.contentSteps, in: drawing, matrix: matrix, cr)
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
    if group.clip == nil, group.masks.isEmpty,
      opacity >= 1 || visibleChildren(of: group.contentSteps, in: drawing) <= 1
    {
      // Only the transform changes, and only it is put back: every step sets the source,
      // rule and style it uses, and whatever else changes state restores its own (a full
      // save and restore per group copied Cairo's whole state).
      var outer = cairo_matrix_t()
      cairo_get_matrix(cr, &outer)
      cairo_set_matrix(cr, &matrix)
      draw(drawing, steps: group.contentSteps, alpha: opacity, cr)
      cairo_set_matrix(cr, &outer)
      return
    }
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
      clipToBounds(of: group.contentSteps, in: drawing, matrix: matrix, cr)
      cairo_push_group(cr)
      draw(drawing, steps: group.contentSteps, alpha: 1, cr)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
      return
    }
    // Masks show only what the contents draw: the layers cover the contents' pixels.
    clipToBounds(of: group.contentSteps, in: drawing, matrix: matrix, cr)
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
        if coverage > 0, combine != CAIRO_OPERATOR_DEST_IN {
          // A bounded operator: painting through the coverage equals filling.
          fillPath(drawing.path(mask.path), evenOdd: false, cr)
        } else if coverage > 0, append(drawing.path(mask.path), cr) {
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
        fillPath(drawing.path(mask.path), evenOdd: false, cr)
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
