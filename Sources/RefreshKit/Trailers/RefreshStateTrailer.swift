import Foundation

/// A trailer that says what is happening in vertical text, one glyph per line: "Slide
/// left to see more" (or "Slide right" at the leading edge), "Release to see more",
/// "Loading...".
///
/// A ``RefreshTrailer`` built with a ``RefreshStateLook`` (see ``RefreshStateLookHosting``). A
/// trailer is too narrow for a line of text, so the state label runs vertically
/// (``Label/Orientation/vertical``): each character (grapheme) on its own line, ``lineHeight``
/// points apart, the column centred in the trailer (top-aligned when taller than it).
/// Whitespace gets no line. The titles follow the current language and the edge at once;
/// ``RefreshStateLookHosting/setTitle(_:for:)`` replaces one.
///
/// ```swift
/// let trailer = RefreshStateTrailer()
/// trailer.setTitle("More", for: .idle)  // M, o, r, e: four lines
/// carousel.refreshTrailer = trailer
/// ```
@MainActor
open class RefreshStateTrailer: RefreshTrailer, RefreshStateLookHosting {
  /// The title shown now, as one string.
  public var stateText: String { stateLabel.text }

  /// The distance between the tops of two lines, in points: 18 by default (the state label's
  /// ``Label/lineHeight``).
  ///
  /// Negative values clamp to 0; NaN and infinity are ignored.
  public var lineHeight: CGFloat {
    get { stateLabel.lineHeight }
    set {
      stateLabel.lineHeight = newValue
      setNeedsLayout()
    }
  }

  override class func makeBuiltInLook() -> (any RefreshLook)? { RefreshStateLook() }

  /// The state look this class is built with (see ``RefreshStateLookHosting``); it stays the
  /// same object when ``RefreshComponent/look`` is replaced.
  public var stateLook: RefreshStateLook { builtInLook(as: RefreshStateLook.self) }
}
