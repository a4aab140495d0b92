/// One evaluated frame of an animation: its canvas size and what to draw on it.
public struct VectorFrame: Equatable, Sendable {
  /// The canvas width and height, in the animation's coordinates.
  public var width: Double, height: Double
  /// The items, back to front.
  public var items: [VectorItem]

  /// Creates a frame.
  public init(width: Double, height: Double, items: [VectorItem]) {
    self.width = width
    self.height = height
    self.items = items
  }
}
