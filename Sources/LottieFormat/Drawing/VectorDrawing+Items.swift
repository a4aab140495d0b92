extension VectorDrawing {
  /// The drawing of a tree of items on a `width` × `height` canvas.
  public init(width: Double, height: Double, items: [VectorItem]) {
    self.init(width: width, height: height)
    append(items)
  }

  /// The drawing of a frame.
  public init(_ frame: VectorFrame) {
    self.init(width: frame.width, height: frame.height, items: frame.items)
  }

  /// Appends a tree of items, in order, at the current level.
  public mutating func append(_ items: [VectorItem]) {
    for item in items { append(item) }
  }

  /// Appends one item (a group with everything in it).
  public mutating func append(_ item: VectorItem) {
    switch item {
    case .fill(let path, let paint, let rule, let opacity):
      fill(path, paint: paint, rule: rule, opacity: opacity)
    case .stroke(let path, let paint, let style, let opacity):
      stroke(path, paint: paint, style: style, opacity: opacity)
    case .image(let image, let opacity):
      draw(image, opacity: opacity)
    case .text(let text):
      draw(text)
    case .group(let group):
      let clip = group.clip.map { addPath($0) }
      let firstMask = masks.count
      for mask in group.masks {
        addMask(
          mode: mask.mode, path: addPath(mask.path), isInverted: mask.isInverted,
          opacity: mask.opacity)
      }
      beginGroup(
        transform: group.transform, opacity: group.opacity, clip: clip,
        masks: firstMask..<masks.count, textAlternative: group.textAlternative)
      if let matte = group.matte {
        beginMatte(matte.mode)
        append(matte.items)
        endMatte()
      }
      append(group.items)
      endGroup()
    }
  }

  /// The drawing as a tree of items.
  public var items: [VectorItem] { items(in: rootSteps) }

  /// The drawing as a frame.
  public var frame: VectorFrame { VectorFrame(width: width, height: height, items: items) }

  /// The items of the steps directly in `range`, as a tree.
  public func items(in range: Range<Int>) -> [VectorItem] {
    children(in: range).map(item(at:))
  }

  /// The item of the step at `index`, with everything in it when it is a group.
  public func item(at index: Int) -> VectorItem {
    switch steps[index] {
    case .fill(let fill):
      return .fill(
        VectorPath(Array(path(fill.path))), paint: paintValue(fill.paint), rule: fill.rule,
        opacity: fill.opacity)
    case .stroke(let stroke):
      return .stroke(
        VectorPath(Array(path(stroke.path))), paint: paintValue(stroke.paint),
        style: style(of: stroke), opacity: stroke.opacity)
    case .image(let image, let opacity):
      return .image(images[image], opacity: opacity)
    case .text(let text):
      return .text(texts[text])
    case .group(let index):
      let group = groups[index]
      return .group(
        VectorGroup(
          transform: group.transform, opacity: group.opacity,
          masks: masks[group.masks].map { mask in
            VectorMask(
              mode: mask.mode, path: VectorPath(Array(path(mask.path))),
              isInverted: mask.isInverted, opacity: mask.opacity)
          },
          matte: group.matte.map { VectorMatte(mode: $0, items: items(in: group.matteSteps)) },
          clip: group.clip.map { VectorPath(Array(path($0))) },
          textAlternative: group.textAlternative, items: items(in: group.contentSteps)))
    }
  }
}
