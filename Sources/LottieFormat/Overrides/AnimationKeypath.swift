/// A search for properties in an animation by name, with lottie-ios 4's syntax and matching.
///
/// A keypath is the names from a layer down to a property, joined by dots:
/// `"Spinner.Dot 1.Fill 1.Color"` is the colour of the fill "Fill 1" in the group "Dot 1" of the
/// layer "Spinner". `*` stands for exactly one name and `**` for any number of names, none
/// included, so `"**.Fill 1.Color"` is every fill named "Fill 1" at any depth, and `"**.Color"`
/// every colour. Names are the file's `nm` values; the property names are After Effects' (and
/// lottie-ios's): a transform is `Transform` with `Anchor Point`, `Position` (or `X Position`
/// and `Y Position`), `Scale`, `Rotation`, `Opacity`, `Skew`, `Skew Axis`; a fill has `Color` and
/// `Opacity`; a stroke `Color`, `Opacity` and `Stroke Width`; a gradient `Start Point`,
/// `End Point`, `Colors`, `Highlight Length`, `Highlight Angle` and `Opacity`; a rectangle
/// `Position`, `Size`, `Roundness`; an ellipse `Position`, `Size`; a star `Position`, `Points`,
/// `Rotation`, `Inner Radius`, `Outer Radius`, `Inner Roundedness`, `Outer Roundedness`; a path
/// `Path`; trim paths `Start`, `End`, `Offset`; round corners `Radius`; a repeater `Copies`,
/// `Offset` and a `Transform` with `Start Opacity` and `End Opacity`. A precomp layer's layers
/// are named under it. ``LottieDocument/keypaths`` lists every keypath a file has.
///
/// ```swift
/// let keypath: AnimationKeypath = "**.Stroke 1.Color"
/// document.setValue(.color(VectorColor(red: 1, green: 0, blue: 0)), for: keypath)
/// ```
public struct AnimationKeypath: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The names, first the layer's.
  public var keys: [String]

  /// Creates a keypath from its dot-separated text.
  public init(keypath: String) {
    keys = keypath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// Creates a keypath from its dot-separated text: `"**.Fill 1.Color"`.
  public init(stringLiteral value: String) {
    self.init(keypath: value)
  }

  /// Creates a keypath from its names.
  public init(keys: [String]) {
    self.keys = keys
  }

  /// The dot-separated text.
  public var string: String { keys.joined(separator: ".") }

  /// The dot-separated text.
  public var description: String { string }

  /// Whether the names of one property, from its layer down, match this search.
  public func matches(_ names: [String]) -> Bool {
    Self.match(keys[...], names[...])
  }

  private static func match(_ keys: ArraySlice<String>, _ names: ArraySlice<String>) -> Bool {
    guard let key = keys.first else { return names.isEmpty }
    let rest = keys.dropFirst()
    if key == "**" {
      // Any number of names, none included: try each split, the shortest first.
      var tail = names
      while true {
        if match(rest, tail) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    }
    guard let name = names.first, key == "*" || key == name else { return false }
    return match(rest, names.dropFirst())
  }
}
