/// A drawing as one flat list of steps: what a Lottie frame and every view turn into, and the one
/// vocabulary every renderer (SVG, Cairo, a terminal's cells) draws.
///
/// Steps fill or stroke a path, draw an image or a run of text, or open a group (transform,
/// opacity, clip, masks, matte) whose contents are the steps up to its end. Paths, gradient
/// stops, dashes, images and texts live in arrays of their own that steps point into by range
/// or index, so a drawing is a handful of arrays, not a tree of boxes: rebuilt in place
/// (``removeAll(width:height:)`` keeps their storage), a drawing of the same shape as the last one
/// allocates nothing.
///
/// Build one with `fill(_:paint:rule:opacity:)`, `stroke(_:paint:style:opacity:)`,
/// ``beginGroup(transform:opacity:clip:masks:textAlternative:)`` and ``endGroup()``; read one
/// with ``steps`` and ``children(in:)``:
///
/// ```swift
/// var drawing = VectorDrawing(width: 40, height: 40)
/// var ring = VectorPath()
/// ring.addEllipse(in: CGRect(x: 4, y: 4, width: 32, height: 32))
/// drawing.stroke(ring, paint: .solid(VectorColor(red: 0.2, green: 0.4, blue: 1)),
///                style: VectorStrokeStyle(width: 3))
/// ```
///
/// The tree form (``VectorItem``, ``VectorFrame``) converts both ways (``init(_:)`` and
/// ``items``) for tests and for code that builds small drawings by hand.
public struct VectorDrawing: Equatable, Sendable {
  /// The canvas: the drawing's own coordinates run from (0, 0) to (`width`, `height`).
  public var width: Double, height: Double
  /// The steps, back to front.
  public private(set) var steps: [Step] = []
  /// The groups the ``Step/group(_:)`` steps describe.
  public private(set) var groups: [Group] = []
  /// Every path's elements, one after another.
  public private(set) var elements: [VectorPath.Element] = []
  /// The gradients paints point to.
  public private(set) var gradients: [Gradient] = []
  /// Every gradient's stops.
  public private(set) var stops: [VectorGradient.Stop] = []
  /// Every group's masks.
  public private(set) var masks: [Mask] = []
  /// Every stroke's dash lengths.
  public private(set) var dashes: [Double] = []
  /// The images.
  public private(set) var images: [VectorImage] = []
  /// The texts.
  public private(set) var texts: [VectorText] = []
  /// The groups begun and not yet ended, innermost last, each with the step its matte began at
  /// (nil when it has no matte or the matte has ended).
  private var open: [OpenGroup] = []

  private struct OpenGroup: Equatable, Sendable {
    var group: Int
    var matteStart: Int?
  }

  /// An empty drawing on a canvas of `width` × `height` (NaN or negative: 0).
  public init(width: Double = 0, height: Double = 0) {
    self.width = width.isFinite && width > 0 ? width : 0
    self.height = height.isFinite && height > 0 ? height : 0
  }

  /// Whether the drawing draws nothing.
  public var isEmpty: Bool { steps.isEmpty }

  /// Empties the drawing for a new canvas, keeping every array's storage: rebuilding a drawing
  /// of the same shape then allocates nothing.
  public mutating func removeAll(width: Double, height: Double) {
    self.width = width.isFinite && width > 0 ? width : 0
    self.height = height.isFinite && height > 0 ? height : 0
    steps.removeAll(keepingCapacity: true)
    groups.removeAll(keepingCapacity: true)
    elements.removeAll(keepingCapacity: true)
    gradients.removeAll(keepingCapacity: true)
    stops.removeAll(keepingCapacity: true)
    masks.removeAll(keepingCapacity: true)
    dashes.removeAll(keepingCapacity: true)
    images.removeAll(keepingCapacity: true)
    texts.removeAll(keepingCapacity: true)
    open.removeAll(keepingCapacity: true)
  }

  // MARK: - Paths and paints

  /// Appends a path's elements; returns their range (what steps, clips and masks point to).
  @discardableResult
  public mutating func addPath(_ path: VectorPath) -> Range<Int> {
    let start = elements.count
    elements.append(contentsOf: path.elements)
    return start..<elements.count
  }

  /// Appends one element of a path being built in place; a path is the range from the count of
  /// ``elements`` before its first element to the count after its last.
  public mutating func addElement(_ element: VectorPath.Element) {
    elements.append(element)
  }

  /// The elements of a path range.
  public func path(_ range: Range<Int>) -> ArraySlice<VectorPath.Element> {
    elements[range.clamped(to: elements.indices)]
  }

  /// A paint that steps can use: a solid colour as it is, a gradient stored with its stops.
  public mutating func addPaint(_ paint: VectorPaint) -> Paint {
    switch paint {
    case .solid(let color):
      return .solid(color)
    case .gradient(let gradient):
      let first = stops.count
      stops.append(contentsOf: gradient.stops)
      gradients.append(
        Gradient(
          kind: gradient.kind, start: gradient.start, end: gradient.end,
          stops: first..<stops.count))
      return .gradient(gradients.count - 1)
    }
  }

  /// The paint a step uses, as a value (a gradient with its stops copied out).
  public func paintValue(_ paint: Paint) -> VectorPaint {
    switch paint {
    case .solid(let color):
      return .solid(color)
    case .gradient(let index):
      let gradient = gradients[index]
      return .gradient(
        VectorGradient(
          kind: gradient.kind, start: gradient.start, end: gradient.end,
          stops: Array(stops[gradient.stops])))
    }
  }

  /// Adds a mask for a group about to begin; pass the masks' range to
  /// ``beginGroup(transform:opacity:clip:masks:textAlternative:)``.
  @discardableResult
  public mutating func addMask(
    mode: VectorMask.Mode, path: Range<Int>, isInverted: Bool = false, opacity: Double = 1
  ) -> Range<Int> {
    masks.append(Mask(mode: mode, path: path, isInverted: isInverted, opacity: opacity))
    return masks.count - 1..<masks.count
  }

  // MARK: - Steps

  /// Fills a path range with a paint.
  public mutating func fill(
    _ path: Range<Int>, paint: Paint, rule: VectorFillRule = .nonZero, opacity: Double = 1
  ) {
    steps.append(.fill(Fill(path: path, paint: paint, rule: rule, opacity: Self.unit(opacity))))
  }

  /// Fills `path` with `paint`.
  public mutating func fill(
    _ path: VectorPath, paint: VectorPaint, rule: VectorFillRule = .nonZero, opacity: Double = 1
  ) {
    let range = addPath(path)
    fill(range, paint: addPaint(paint), rule: rule, opacity: opacity)
  }

  /// Strokes a path range with a paint and a style.
  public mutating func stroke(
    _ path: Range<Int>, paint: Paint, style: VectorStrokeStyle, opacity: Double = 1
  ) {
    let first = dashes.count
    dashes.append(contentsOf: style.dashes)
    steps.append(
      .stroke(
        Stroke(
          path: path, paint: paint, width: style.width, cap: style.cap, join: style.join,
          miterLimit: style.miterLimit, dashes: first..<dashes.count,
          dashOffset: style.dashOffset, opacity: Self.unit(opacity))))
  }

  /// Strokes `path` with `paint` in `style`.
  public mutating func stroke(
    _ path: VectorPath, paint: VectorPaint, style: VectorStrokeStyle, opacity: Double = 1
  ) {
    let range = addPath(path)
    stroke(range, paint: addPaint(paint), style: style, opacity: opacity)
  }

  /// The style of a stroke step, as a value (its dashes copied out).
  public func style(of stroke: Stroke) -> VectorStrokeStyle {
    VectorStrokeStyle(
      width: stroke.width, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit,
      dashes: Array(dashes[stroke.dashes]), dashOffset: stroke.dashOffset)
  }

  /// Draws an image in the rect from the origin to its size.
  public mutating func draw(_ image: VectorImage, opacity: Double = 1) {
    images.append(image)
    steps.append(.image(images.count - 1, opacity: Self.unit(opacity)))
  }

  /// Draws a run of text.
  public mutating func draw(_ text: VectorText) {
    texts.append(text)
    steps.append(.text(texts.count - 1))
  }

  // MARK: - Groups

  /// Opens a group: the steps until the matching ``endGroup()`` are its contents.
  ///
  /// Call ``beginMatte(_:)`` right after to give it a matte. A clip and masks are in the
  /// group's own coordinates (inside `transform`).
  public mutating func beginGroup(
    transform: VectorTransform = .identity, opacity: Double = 1, clip: Range<Int>? = nil,
    masks: Range<Int> = 0..<0, textAlternative: String? = nil
  ) {
    let start = steps.count + 1
    groups.append(
      Group(
        transform: transform, opacity: Self.unit(opacity), clip: clip, masks: masks, matte: nil,
        matteSteps: start..<start, contentSteps: start..<start, textAlternative: textAlternative))
    steps.append(.group(groups.count - 1))
    open.append(OpenGroup(group: groups.count - 1, matteStart: nil))
  }

  /// Starts the matte of the group just begun: the steps until ``endMatte()`` are the matte's,
  /// and `mode` says how they show the contents that follow.
  ///
  /// Ignored unless nothing has been added to the group yet.
  public mutating func beginMatte(_ mode: VectorMatte.Mode) {
    guard let current = open.last, groups[current.group].contentSteps.lowerBound == steps.count,
      current.matteStart == nil
    else { return }
    groups[current.group].matte = mode
    open[open.count - 1].matteStart = steps.count
  }

  /// Ends the matte begun by ``beginMatte(_:)``; the group's contents follow.
  public mutating func endMatte() {
    guard let current = open.last, let matteStart = current.matteStart else { return }
    groups[current.group].matteSteps = matteStart..<steps.count
    groups[current.group].contentSteps = steps.count..<steps.count
    open[open.count - 1].matteStart = nil
  }

  /// Closes the innermost open group (an unmatched call does nothing; an open matte ends first).
  public mutating func endGroup() {
    if open.last?.matteStart != nil { endMatte() }
    guard let current = open.popLast() else { return }
    let contentStart = groups[current.group].contentSteps.lowerBound
    groups[current.group].contentSteps = contentStart..<steps.count
  }

  /// Whether a group is open (a drawing is complete when none is).
  public var hasOpenGroup: Bool { !open.isEmpty }

  /// Appends every step of `other` at the current level (its groups stay groups), with what
  /// they point to.
  public mutating func append(_ other: VectorDrawing) {
    let base = (
      steps: steps.count, groups: groups.count, elements: elements.count,
      gradients: gradients.count, stops: stops.count, masks: masks.count, dashes: dashes.count,
      images: images.count, texts: texts.count
    )
    func shift(_ range: Range<Int>, by offset: Int) -> Range<Int> {
      range.lowerBound + offset..<range.upperBound + offset
    }
    func shift(_ paint: Paint) -> Paint {
      if case .gradient(let index) = paint { return .gradient(index + base.gradients) }
      return paint
    }
    elements.append(contentsOf: other.elements)
    stops.append(contentsOf: other.stops)
    dashes.append(contentsOf: other.dashes)
    images.append(contentsOf: other.images)
    texts.append(contentsOf: other.texts)
    for gradient in other.gradients {
      var moved = gradient
      moved.stops = shift(gradient.stops, by: base.stops)
      gradients.append(moved)
    }
    for mask in other.masks {
      var moved = mask
      moved.path = shift(mask.path, by: base.elements)
      masks.append(moved)
    }
    for group in other.groups {
      var moved = group
      moved.clip = group.clip.map { shift($0, by: base.elements) }
      moved.masks = shift(group.masks, by: base.masks)
      moved.matteSteps = shift(group.matteSteps, by: base.steps)
      moved.contentSteps = shift(group.contentSteps, by: base.steps)
      groups.append(moved)
    }
    for step in other.steps {
      switch step {
      case .group(let index):
        steps.append(.group(index + base.groups))
      case .fill(var fill):
        fill.path = shift(fill.path, by: base.elements)
        fill.paint = shift(fill.paint)
        steps.append(.fill(fill))
      case .stroke(var stroke):
        stroke.path = shift(stroke.path, by: base.elements)
        stroke.paint = shift(stroke.paint)
        stroke.dashes = shift(stroke.dashes, by: base.dashes)
        steps.append(.stroke(stroke))
      case .image(let index, let opacity):
        steps.append(.image(index + base.images, opacity: opacity))
      case .text(let index):
        steps.append(.text(index + base.texts))
      }
    }
  }

  // MARK: - Reading

  /// The steps of the drawing's top level.
  public var rootSteps: Range<Int> { 0..<steps.count }

  /// The indices of the steps directly in `range` (a group's contents, its matte, or
  /// ``rootSteps``): a nested group's steps are skipped, as they belong to it.
  public func children(in range: Range<Int>) -> Children {
    Children(drawing: self, position: range.lowerBound, end: range.upperBound)
  }

  /// The steps directly in a range, in order; see ``children(in:)``.
  public struct Children: Sequence, IteratorProtocol {
    let drawing: VectorDrawing
    var position: Int
    let end: Int

    /// The next step's index, or nil after the last.
    public mutating func next() -> Int? {
      guard position < end, position < drawing.steps.count else { return nil }
      let current = position
      if case .group(let index) = drawing.steps[current] {
        position = Swift.max(current + 1, drawing.groups[index].contentSteps.upperBound)
      } else {
        position = current + 1
      }
      return current
    }
  }

  static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
  }
}
