import Foundation

extension FrameAnimation {
  /// The name of an animation resource, optionally with the bundle that holds it.
  ///
  /// Write a name as a string literal (`"refresh"`), or use the typed accessors that
  /// the `FrameAnimationPlugin` build-tool plugin generates for a target's animation
  /// files (``FrameAnimation/Name/refresh`` for RefreshKit's own spinner): those carry
  /// their target's bundle, and a misspelt one does not compile.
  ///
  /// ```swift
  /// let spinner = FrameAnimationView(name: .refresh)
  /// let custom = FrameAnimationView(name: "pull-arrow", bundle: .module)
  /// ```
  public struct Name: Sendable, Hashable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The animation's name: its file name without `.animation.json`.
    public var rawValue: String
    /// The bundle holding the animation, if known.
    public var bundle: Bundle?

    /// Creates a name, optionally tied to the bundle that holds the animation.
    public init(_ rawValue: String, bundle: Bundle? = nil) {
      self.rawValue = rawValue
      self.bundle = bundle
    }

    /// A name written as a string literal, looked up in the default bundles.
    public init(stringLiteral value: String) {
      self.init(value)
    }

    /// The raw name.
    public var description: String { rawValue }

    /// Whether both name the same file in the same bundle.
    public static func == (lhs: Name, rhs: Name) -> Bool {
      lhs.rawValue == rhs.rawValue && lhs.bundle === rhs.bundle
    }

    /// Hashes the raw name (equal names always hash equally).
    public func hash(into hasher: inout Hasher) {
      hasher.combine(rawValue)
    }
  }
}
