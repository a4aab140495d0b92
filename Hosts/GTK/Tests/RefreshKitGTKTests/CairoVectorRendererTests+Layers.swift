import CGtk4
import Foundation
import RefreshKit
import RefreshKitGTK
import Testing

/// Clips, text, and where layers are (and are not) pushed.
extension CairoVectorRendererTests {
  /// What Cairo did on the target surface while a drawing was drawn: fills and strokes drawn
  /// straight onto it, and paints and masks (a layer composited, or an image) onto it.
  struct Operations {
    var shapes = 0
    var composites = 0
  }

  /// Draws `drawing` at one pixel per unit onto a surface that counts the operations reaching it
  /// (a pushed layer's own drawing goes to the layer, which reaches the target as one paint or
  /// mask).
  func operations(
    _ drawing: VectorDrawing, alpha: Double = 1, transform: VectorTransform = .identity
  ) -> Operations {
    guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40),
      let observer = cairo_surface_create_observer(image, CAIRO_SURFACE_OBSERVER_NORMAL),
      let cr = cairo_create(observer)
    else { return Operations() }
    defer {
      cairo_destroy(cr)
      cairo_surface_destroy(observer)
      cairo_surface_destroy(image)
    }
    var operations = Operations()
    withUnsafeMutablePointer(to: &operations) { counts in
      let shape: cairo_surface_observer_callback_t = { _, _, data in
        data?.assumingMemoryBound(to: Operations.self).pointee.shapes += 1
      }
      let composite: cairo_surface_observer_callback_t = { _, _, data in
        data?.assumingMemoryBound(to: Operations.self).pointee.composites += 1
      }
      cairo_surface_observer_add_fill_callback(observer, shape, counts)
      cairo_surface_observer_add_stroke_callback(observer, shape, counts)
      cairo_surface_observer_add_paint_callback(observer, composite, counts)
      cairo_surface_observer_add_mask_callback(observer, composite, counts)
      CairoVectorRenderer().draw(drawing, transform: transform, alpha: alpha, into: cr)
      // The callbacks point at this stack slot: none may run after it goes.
      cairo_surface_finish(observer)
    }
    #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
    return operations
  }

  /// `items` on a 40 × 40 canvas as a drawing.
  static func drawing(_ items: [VectorItem]) -> VectorDrawing {
    VectorDrawing(width: 40, height: 40, items: items)
  }

  @Test func aLoneItemTakesItsGroupsOpacityWithoutALayer() {
    let group = VectorGroup(opacity: 0.5, items: [Self.fill(Self.rect(0, 0, 20, 20))])
    let lone = operations(Self.drawing([.group(group)]))
    #expect(lone.shapes == 1 && lone.composites == 0)
    // Nested: the opacity passes through a group holding one group holding one fill.
    let nested = VectorGroup(opacity: 0.5, items: [.group(group)])
    let deep = operations(Self.drawing([.group(nested)]))
    #expect(deep.shapes == 1 && deep.composites == 0)
    // An invisible sibling does not count.
    let withHidden = VectorGroup(
      opacity: 0.5,
      items: [Self.fill(Self.rect(0, 0, 20, 20)), Self.fill(Self.rect(0, 0, 9, 9), opacity: 0)])
    let hidden = operations(Self.drawing([.group(withHidden)]))
    #expect(hidden.shapes == 1 && hidden.composites == 0)
    // A faded frame of one item needs no layer either.
    let faded = operations(Self.drawing([Self.fill(Self.rect(0, 0, 20, 20))]), alpha: 0.5)
    #expect(faded.shapes == 1 && faded.composites == 0)
    // And the pixels are those of the item at both opacities (a quarter).
    let picture = render([.group(nested)])
    #expect(picture.rgb(10, 10) == (255, 191, 191))
  }

  @Test func opacityOverTwoItemsPushesOneLayer() {
    let group = VectorGroup(
      opacity: 0.5,
      items: [Self.fill(Self.rect(0, 0, 20, 20)), Self.fill(Self.rect(10, 0, 20, 20), Self.blue)])
    let counted = operations(Self.drawing([.group(group)]))
    #expect(counted.shapes == 0 && counted.composites == 1)
    // Opaque groups draw straight onto the target.
    let opaque = VectorGroup(
      items: [Self.fill(Self.rect(0, 0, 20, 20)), Self.fill(Self.rect(10, 0, 20, 20), Self.blue)])
    let straight = operations(Self.drawing([.group(opaque)]))
    #expect(straight.shapes == 2 && straight.composites == 0)
  }

  /// The pixels composited onto the target by paints and masks (a pushed layer reaching it),
  /// as Cairo's observer sums their extents, for `drawing` drawn at one pixel per unit.
  func compositedArea(_ drawing: VectorDrawing) -> Double {
    guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40),
      let observer = cairo_surface_create_observer(image, CAIRO_SURFACE_OBSERVER_NORMAL),
      let cr = cairo_create(observer)
    else { return -1 }
    defer {
      cairo_destroy(cr)
      cairo_surface_destroy(observer)
      cairo_surface_destroy(image)
    }
    CairoVectorRenderer().draw(drawing, transform: .identity, into: cr)
    var report = Data()
    withUnsafeMutablePointer(to: &report) { text in
      let write: cairo_write_func_t = { closure, bytes, length in
        guard let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        closure?.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
      }
      cairo_surface_observer_print(observer, write, text)
    }
    // "paint: count …" and "mask: count …" sections, each with "  extents: total N, …".
    var area = 0.0
    var section = ""
    for line in String(decoding: report, as: UTF8.self).split(separator: "\n") {
      if !line.hasPrefix(" ") { section = String(line.prefix { $0 != ":" }) }
      guard section == "paint" || section == "mask", line.hasPrefix("  extents: total ")
      else { continue }
      let number = line.dropFirst("  extents: total ".count).prefix { $0 != "," }
      area += Double(number) ?? .nan
    }
    return area
  }

  @Test func aLayerCoversOnlyItsContentsPixels() {
    // Two overlapping squares in a 10 × 10 corner of the 40 × 40 canvas, faded as one.
    let group = VectorGroup(
      opacity: 0.5,
      items: [Self.fill(Self.rect(5, 5, 6, 6)), Self.fill(Self.rect(9, 9, 6, 6), Self.blue)])
    let area = compositedArea(Self.drawing([.group(group)]))
    // The contents' 10 × 10 box and a pixel of antialiasing around it, not the canvas's 1,600.
    #expect(area > 0 && area <= 144, "\(area)")
    let picture = render([.group(group)])
    #expect(picture.isColor(6, 6, (255, 128, 128)))
    #expect(picture.isColor(10, 10, (128, 128, 255)))  // the overlap: only the top square
    #expect(picture.isColor(20, 20, (255, 255, 255)))
    // A stroke reaches past its path by its width (a miter's tip by more): a wide V's tip
    // and a transformed group's stroke are drawn whole through the bounded layer.
    let vee = VectorPath([
      .move(VectorPoint(x: 10, y: 30)), .line(VectorPoint(x: 20, y: 20)),
      .line(VectorPoint(x: 30, y: 30)),
    ])
    let style = VectorStrokeStyle(width: 6, join: .miter, miterLimit: 10)
    let strokes = VectorGroup(
      opacity: 0.5,
      items: [
        .stroke(vee, paint: Self.red, style: style, opacity: 1),
        .group(
          VectorGroup(
            transform: VectorTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0),
            items: [
              .stroke(
                Self.rect(2, 2, 4, 4), paint: Self.blue, style: VectorStrokeStyle(width: 2),
                opacity: 1)
            ])),
      ])
    let stroked = render([.group(strokes)])
    #expect(stroked.isColor(20, 17, (255, 128, 128)))  // the miter tip, above the path's top
    #expect(stroked.isColor(20, 27, (255, 255, 255)))  // inside the V
    #expect(stroked.isColor(2, 8, (128, 128, 255)))  // the scaled square's outer edge
  }

  @Test func aCanvasOffThePixelGridIsTheWholePixelsInsideItWithoutALayer() {
    // The canvas from 0.5 to 36.5: its edge pixels are cut in part, and left out.
    let placed = VectorTransform(a: 0.9, b: 0, c: 0, d: 0.9, tx: 0.5, ty: 0.5)
    let items = [Self.fill(Self.rect(0, 0, 40, 40)), Self.fill(Self.rect(10, 10, 5, 5))]
    let reaching = operations(Self.drawing(items), transform: placed)
    #expect(reaching.composites == 0, "\(reaching)")
    let picture = render(items, transform: placed)
    #expect(picture.isColor(0, 20, (255, 255, 255)))  // the left edge pixel: left out
    #expect(picture.isColor(36, 20, (255, 255, 255)))  // the right one
    #expect(picture.isColor(1, 20, (255, 0, 0)))  // the first whole pixel inside
    #expect(picture.isColor(35, 35, (255, 0, 0)))
    // A frame faded as one is a layer.
    let middle = Self.drawing([
      Self.fill(Self.rect(10, 10, 10, 10)), Self.fill(Self.rect(15, 15, 10, 10)),
    ])
    let faded = operations(middle, alpha: 0.5, transform: placed)
    #expect(faded.composites == 1, "\(faded)")
  }

  @Test func aClipKeepsOnlyWhatIsInsideItInTheGroupsSpace() {
    let shift = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0)
    let group = VectorGroup(
      transform: shift, clip: Self.rect(0, 0, 10, 10),
      items: [Self.fill(Self.rect(-10, 0, 50, 40))])
    let picture = render([.group(group)])
    #expect(picture.isColor(15, 5, (255, 0, 0)))  // inside the clip, moved right by 10
    #expect(picture.isColor(5, 5, (255, 255, 255)))  // left of it
    #expect(picture.isColor(25, 5, (255, 255, 255)))  // right of it
    #expect(picture.isColor(15, 15, (255, 255, 255)))  // below it
    // A clip is no layer. (A fill covering the whole clip, as above, reaches the surface as a
    // paint, Cairo's own shortcut: count with one that does not.)
    let partial = VectorGroup(
      transform: shift, clip: Self.rect(0, 0, 10, 10),
      items: [Self.fill(Self.rect(-10, 0, 50, 5))])
    let counted = operations(Self.drawing([.group(partial)]))
    #expect(counted.shapes == 1 && counted.composites == 0, "\(counted)")
    // An empty clip leaves nothing; a clip too far for Cairo too, without an error.
    let empty = VectorGroup(clip: VectorPath(), items: [Self.fill(Self.rect(0, 0, 40, 40))])
    #expect(render([.group(empty)]).isColor(20, 20, (255, 255, 255)))
    let far = VectorGroup(
      clip: Self.rect(0, 0, 1e9, 1e9), items: [Self.fill(Self.rect(0, 0, 40, 40))])
    #expect(render([.group(far)]).isColor(20, 20, (255, 255, 255)))
  }

  /// The columns and rows holding pixels of about `color` (each channel within 60), and
  /// whether any pixel outside `box` is not white.
  func ink(
    _ picture: Picture, _ color: (Int, Int, Int), box: (x: Int, y: Int, width: Int, height: Int)
  ) -> (columns: ClosedRange<Int>?, rows: ClosedRange<Int>?, outside: Bool) {
    var (columns, rows): (ClosedRange<Int>?, ClosedRange<Int>?) = (nil, nil)
    var outside = false
    for y in 0..<40 {
      for x in 0..<40 {
        let (red, green, blue) = picture.rgb(x, y)
        let inBox = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height
        if !inBox, (red, green, blue) != (255, 255, 255) { outside = true }
        guard abs(red - color.0) <= 60, abs(green - color.1) <= 60, abs(blue - color.2) <= 60
        else { continue }
        columns = columns.map { min($0.lowerBound, x)...max($0.upperBound, x) } ?? x...x
        rows = rows.map { min($0.lowerBound, y)...max($0.upperBound, y) } ?? y...y
      }
    }
    return (columns, rows, outside)
  }

  @Test func textInksItsBoxInItsColourAlignedAcrossIt() throws {
    let blue = VectorColor(red: 0, green: 0, blue: 1)
    func text(_ alignment: VectorText.Alignment) -> VectorItem {
      .text(
        VectorText(
          "II", fontSize: 12, fontWeight: 700, color: blue, x: 2, y: 10, width: 36, height: 20,
          alignment: alignment))
    }
    let left = ink(render([text(.left)]), (0, 0, 255), box: (2, 10, 36, 20))
    let right = ink(render([text(.right)]), (0, 0, 255), box: (2, 10, 36, 20))
    let leftColumns = try #require(left.columns)
    let rightColumns = try #require(right.columns)
    let rows = try #require(left.rows)
    #expect(!left.outside && !right.outside)
    #expect(leftColumns.upperBound < 20 && rightColumns.lowerBound > 20)
    // Centred vertically: the ink's middle near the box's (20).
    #expect(abs((rows.lowerBound + rows.upperBound) / 2 - 20) <= 3)
    // A text's own opacity and a group's fade it.
    let faded = render([.group(VectorGroup(opacity: 0.5, items: [text(.left)]))])
    #expect(ink(faded, (0, 0, 255), box: (2, 10, 36, 20)).columns == nil)
    #expect(ink(faded, (128, 128, 255), box: (2, 10, 36, 20)).columns != nil)
  }

  @Test func verticalTextStacksOneCharacterALine() throws {
    let red = VectorColor(red: 1, green: 0, blue: 0)
    let column = VectorText(
      "III", fontSize: 10, fontWeight: 700, color: red, x: 10, y: 0, width: 20, height: 40,
      orientation: .vertical(lineHeight: 12))
    let drawn = ink(render([.text(column)]), (255, 0, 0), box: (10, 0, 20, 40))
    let rows = try #require(drawn.rows)
    let columns = try #require(drawn.columns)
    #expect(!drawn.outside)
    // Three lines 12 apart from the column's top (2): over 24 rows of ink, centred across.
    #expect(rows.upperBound - rows.lowerBound >= 24 && rows.lowerBound >= 2)
    #expect(columns.upperBound - columns.lowerBound < 6)
    #expect(abs((columns.lowerBound + columns.upperBound) / 2 - 20) <= 2)
  }

  @Test func hostileTextLeavesTheContextUsable() {
    let red = VectorColor(red: 1, green: 0, blue: 0)
    let texts = [
      VectorText("x", fontSize: 1e300, color: red, x: 0, y: 0, width: 40, height: 40),
      VectorText("x", fontSize: 10, color: red, x: 1e300, y: -1e300, width: 1, height: 1),
      VectorText(
        "ab", fontSize: 10, color: red, x: 0, y: 0, width: 40, height: 40,
        orientation: .vertical(lineHeight: .nan)),
      VectorText("", fontSize: 10, color: red, x: 0, y: 0, width: 40, height: 40),
    ]
    _ = render(texts.map { .text($0) })
  }
}
