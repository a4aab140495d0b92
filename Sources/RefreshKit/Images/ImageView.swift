import Foundation

/// A view that shows one ``Image``, scaled to its bounds: RefreshKit's `UIImageView`.
///
/// Renderers draw it: SVG embeds the PNG, the text renderer draws a placeholder glyph.
///
/// ```swift
/// let logo = ImageView(image: Image(named: "logo", bundle: .module))
/// header.addSubview(logo)
/// ```
@MainActor
public final class ImageView: View {
  /// The image shown, or nil for nothing.
  public var image: Image? {
    didSet { setNeedsDisplay() }
  }

  /// Creates a view showing `image`, sized to it unless a `frame` is given.
  public init(image: Image? = nil, frame: CGRect? = nil) {
    self.image = image
    super.init(frame: frame ?? CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// Resizes the view to its image's size, keeping its origin.
  public func sizeToFit() {
    frame.size = image?.size ?? .zero
  }

  /// Draws the image stretched over the bounds.
  public override func draw(in context: inout DrawingContext) {
    guard let image else { return }
    context.draw(image, in: CGRect(origin: .zero, size: bounds.size))
  }
}
