import Foundation

/// A bitmap image loaded from a PNG resource: RefreshKit's `UIImage`, for MJRefresh's GIF
/// header API (``RefreshAnimatedLookHosting/setImages(_:duration:for:)``).
///
/// RefreshKit does not decode pixels: it keeps the PNG bytes for renderers that can show
/// them (SVG embeds them; a host hands them to its image library) and reads the size from
/// the file's header. A `@2x` or `@3x` file counts its pixels at that scale, as UIKit does.
///
/// ```swift
/// let frames = (1...3).compactMap { Image(named: "dropdown_anim__000\($0)", bundle: .module) }
/// header.setImages(frames, for: .idle)
/// ```
public struct Image: Sendable, Hashable {
  /// The name it was loaded by (or given).
  public let name: String
  /// The size in points: the file's pixels divided by ``scale``.
  public let size: CGSize
  /// The pixels per point: 1, or 2 and 3 for `@2x` and `@3x` files.
  public let scale: CGFloat
  /// The PNG file's bytes.
  public let pngData: Data

  /// Loads `<name>.png` (or `<name>@2x.png`, `<name>@3x.png`), or nil when there is no such
  /// valid PNG file.
  ///
  /// The order is that of ``FrameAnimation/named(_:bundle:)``: with a `bundle` given, that
  /// bundle only; without one, `Bundle.main`. A SwiftPM target's own resources are in its
  /// `Bundle.module`.
  public init?(named name: String, bundle: Bundle? = nil) {
    let source = bundle ?? .main
    for (suffix, scale) in [("", 1), ("@2x", 2), ("@3x", 3)] as [(String, CGFloat)] {
      guard
        let url = source.url(forResource: name + suffix, withExtension: "png")
          ?? source.url(forResource: name + suffix, withExtension: "png", subdirectory: "Images"),
        let data = FileManager.default.contents(atPath: url.path)
      else { continue }
      self.init(pngData: data, name: name, scale: scale)
      return
    }
    return nil
  }

  /// An image from a PNG file's bytes, or nil when they are not a PNG with a valid header.
  ///
  /// A non-finite or non-positive `scale` counts as 1.
  public init?(pngData data: Data, name: String = "", scale: CGFloat = 1) {
    guard let pixels = Self.pixelSize(ofPNG: data) else { return nil }
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.name = name
    self.scale = scale
    self.pngData = data
    size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
  }

  /// The width and height in the PNG's `IHDR` chunk, which the format puts first.
  static func pixelSize(ofPNG data: Data) -> CGSize? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == signature,
      Array(bytes[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func bigEndian(_ start: Int) -> Int {
      bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = bigEndian(16)
    let height = bigEndian(20)
    guard width > 0, height > 0 else { return nil }
    return CGSize(width: width, height: height)
  }
}
