import Foundation

/// A line of text, or a column of glyphs read top to bottom (``orientation``).
///
/// Text is measured with fixed, documented metrics so that layout is the same on every
/// machine: a character is `0.6 ×` ``fontSize`` wide, and East Asian wide characters
/// (Hangul, CJK ideographs, kana, full-width forms) are `1 ×` ``fontSize`` wide. Style it as
/// a `UILabel`: ``font``, ``textColor``, ``textAlignment``.
///
/// ```swift
/// let label = Label(text: "Pull down to refresh")
/// label.textWidth  // 20 characters × 8.4 pt = 168 pt
/// ```
@MainActor
public final class Label: View {
  /// How the text sits horizontally inside the label's bounds.
  public enum Alignment: Sendable {
    case left, center, right
  }

  /// Which way the text runs.
  public enum Orientation: Sendable {
    /// One line, left to right, vertically centred (the default).
    case horizontal
    /// One glyph per line, top to bottom, each centred across the label, the column
    /// centred in the label's height (top-aligned when taller): a trailer's title, in a
    /// space too narrow for a line. Whitespace gets no line.
    case vertical
  }

  /// Which way the text runs: ``Orientation/horizontal`` by default.
  public var orientation: Orientation = .horizontal {
    didSet {
      guard orientation != oldValue else { return }
      setNeedsDisplay()
      cachedTextWidth = nil
      superview?.setNeedsLayout()
    }
  }

  /// The distance between the tops of two lines of ``Orientation/vertical`` text, in points:
  /// 18 by default.
  ///
  /// Negative values clamp to 0; NaN and infinity are ignored.
  public var lineHeight: CGFloat {
    get { storedLineHeight }
    set {
      guard storedLineHeight.assignLength(newValue) else { return }
      setNeedsDisplay()
      superview?.setNeedsLayout()
    }
  }

  private var storedLineHeight: CGFloat = 18

  /// The lines of ``Orientation/vertical`` text, top to bottom: one per character (grapheme),
  /// whitespace left out.
  public var verticalGlyphs: [String] {
    text.compactMap { $0.isWhitespace ? nil : String($0) }
  }

  /// The size the text needs: one line's ``textWidth`` by the font's size, or for vertical text
  /// the widest glyph by one ``lineHeight`` per glyph.
  public var textSize: CGSize {
    switch orientation {
    case .horizontal: return CGSize(width: textWidth, height: fontSize)
    case .vertical:
      return CGSize(width: textWidth, height: lineHeight * CGFloat(verticalGlyphs.count))
    }
  }

  /// The text shown.
  ///
  /// An empty string shows nothing.
  public var text: String {
    didSet {
      guard text != oldValue else { return }
      setNeedsDisplay()
      cachedTextWidth = nil
      superview?.setNeedsLayout()
    }
  }

  /// The font: its size sets the text's width (see the metrics on the type); renderers draw its
  /// weight and family.
  ///
  /// The system font at 14 points by default.
  public var font: Font {
    didSet {
      setNeedsDisplay()
      guard font.size != oldValue.size else { return }
      cachedTextWidth = nil
      superview?.setNeedsLayout()
    }
  }

  /// The font size in points: ``font``'s; non-finite or negative values are ignored.
  public var fontSize: CGFloat {
    get { font.size }
    set {
      guard newValue.isFinite, newValue >= 0 else { return }
      font = font.withSize(newValue)
    }
  }

  /// The text colour; MJRefresh's label grey by default.
  public var textColor: Color = .refreshText {
    didSet {
      setNeedsDisplay()
    }
  }

  /// Horizontal alignment, centred by default as MJRefresh's labels are.
  public var textAlignment: Alignment = .center

  /// Whether the text is drawn bold: ``font``'s weight is semibold or heavier.
  ///
  /// Setting it makes the weight bold or regular.
  public var isBold: Bool {
    get { font.isBold }
    set {
      guard newValue != font.isBold else { return }
      font = Font(size: font.size, weight: newValue ? .bold : .regular, family: font.family)
    }
  }

  private var cachedTextWidth: CGFloat?

  /// Creates a label showing `text`.
  public init(text: String = "", frame: CGRect = .zero) {
    self.text = text
    font = .systemFont(ofSize: 14)
    super.init(frame: frame)
  }

  /// How hosts with real fonts measure text: set it once, before building views, and every
  /// label's ``textWidth`` (and so the built-in layouts) uses it; nil (the default) uses the
  /// fixed metrics described on the type, so layout is the same on every machine.
  ///
  /// ```swift
  /// Label.textMeasurer = { text, font in pango.width(of: text, size: font.size, bold: font.isBold) }
  /// ```
  public static var textMeasurer: (@MainActor (String, Font) -> CGFloat)?

  /// The width the text needs: ``textMeasurer``'s answer, or the metrics described on the type;
  /// for ``Orientation/vertical`` text, the widest glyph's.
  ///
  /// A measurer's NaN, infinite or negative answer counts as the built-in metrics'.
  public var textWidth: CGFloat {
    if let cachedTextWidth { return cachedTextWidth }
    let width: CGFloat
    switch orientation {
    case .horizontal: width = measure(text)
    case .vertical: width = verticalGlyphs.reduce(0) { Swift.max($0, measure($1)) }
    }
    cachedTextWidth = width
    return width
  }

  /// The width of `string` in this label's font, measured as ``textWidth`` describes.
  public func measure(_ string: String) -> CGFloat {
    let fixed = Label.width(of: string, fontSize: fontSize)
    let measured = Label.textMeasurer?(string, font) ?? fixed
    return measured.isFinite && measured >= 0 ? measured : fixed
  }

  /// The width `text` needs at `fontSize`, by the metrics described on the type.
  public static func width(of text: String, fontSize: CGFloat) -> CGFloat {
    var units: CGFloat = 0
    for scalar in text.unicodeScalars where !scalar.properties.isGraphemeExtend {
      units += isWide(scalar) ? 1 : 0.6
    }
    return units * fontSize
  }

  /// Whether a scalar takes a full em (East Asian wide or full-width).
  public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Draws the text in the bounds: one line vertically centred and aligned by
  /// ``textAlignment``, or (``Orientation/vertical``) one glyph a line, centred.
  public override func draw(in context: inout DrawingContext) {
    let size = bounds.size
    guard !text.isEmpty, size.width > 0, size.height > 0 else { return }
    let box = CGRect(origin: .zero, size: size)
    switch orientation {
    case .horizontal:
      context.draw(text, font: font, color: textColor, in: box, alignment: textAlignment)
    case .vertical:
      context.drawVertically(
        verticalGlyphs.joined(), font: font, color: textColor, lineHeight: lineHeight, in: box)
    }
  }
}
