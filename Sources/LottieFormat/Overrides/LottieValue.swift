/// A value an app gives an animation's property at run time: through a slot
/// (``LottieDocument/setSlot(_:to:)``) or a keypath (``LottieDocument/setValue(_:for:)``).
///
/// Values are in the file's own units, as lottie-ios's value providers take them: colours 0…1,
/// opacity 0…100, rotation in degrees, scale in percent, points and sizes in the layer's
/// coordinates. A value replaces the property's keyframes with that one value for every frame.
///
/// ```swift
/// document.setSlot("tint", to: .color(VectorColor(red: 0.2, green: 0.5, blue: 1)))
/// document.setValue(.number(50), for: "**.Fill 1.Opacity")
/// ```
public enum LottieValue: Equatable, Sendable {
  /// A colour (fills, strokes); its alpha is ignored, as the players ignore a colour's fourth
  /// component: set the opacity for that.
  case color(VectorColor)
  /// A number: opacity, rotation, stroke width, trim start and end, star points.
  case number(Double)
  /// A point or a size: position, anchor, scale, a rectangle's or ellipse's size, a gradient's
  /// start and end.
  case point(VectorPoint)
  /// A gradient's stops, each colour with its opacity as alpha, in increasing offset.
  case gradient([VectorGradient.Stop])

  /// What type of property a value fits; a property takes only a value of its own type.
  public enum Kind: Equatable, Hashable, Sendable {
    case color, number, point, gradient
    /// A Bézier path (`sh`): a file's slot may hold one; apps cannot set one.
    case path
  }

  /// The type of property this value fits.
  public var kind: Kind {
    switch self {
    case .color: .color
    case .number: .number
    case .point: .point
    case .gradient: .gradient
    }
  }
}

extension LottieValue {
  /// The value as a property that holds it for every frame, and (for a gradient) its count of
  /// colour stops; `slotID` is kept.
  func animatedValue(slotID: String?) -> (value: AnimatedValue, colorStops: Int?) {
    var flat: [Double]
    var colorStops: Int?
    switch self {
    case .color(let color): flat = [color.red, color.green, color.blue, color.alpha]
    case .number(let number): flat = [LottieLimits.sanitize(number)]
    case .point(let point): flat = [LottieLimits.sanitize(point.x), LottieLimits.sanitize(point.y)]
    case .gradient(let stops):
      let sorted = stops.sorted { $0.offset < $1.offset }
      flat = sorted.flatMap { [$0.offset, $0.color.red, $0.color.green, $0.color.blue] }
      flat += sorted.flatMap { [$0.offset, $0.color.alpha] }
      colorStops = sorted.count
    }
    var value = AnimatedValue(constant: flat)
    value.slotID = slotID
    return (value, colorStops)
  }
}
