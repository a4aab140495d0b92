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
  /// The view that holds the title: the state label itself now.
  @available(*, deprecated, renamed: "stateLabel", message: "the state label draws the column")
  public var textColumn: View { stateLabel }

  /// One label per glyph of the title, placed as the column's lines (copies, not in the tree).
  @available(
    *, deprecated, message: "the state label draws the title; read stateLabel.verticalGlyphs"
  )
  public var glyphLabels: [Label] {
    stateLabel.verticalGlyphs.enumerated().map { line, glyph in
      let label = Label(text: glyph)
      label.font = stateLabel.font
      label.textColor = stateLabel.textColor
      let width = label.textWidth
      label.frame = CGRect(
        x: (stateLabel.bounds.width - width) * 0.5, y: lineHeight * CGFloat(line), width: width,
        height: lineHeight)
      return label
    }
  }

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
}
