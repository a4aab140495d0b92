import Foundation
import FrameAnimationFormat

extension FrameAnimation {
  /// The extension of animation resources: `<name>.animation.json`.
  public static let fileExtension = "animation.json"

  /// Loads the animation `name` from a bundle's resources, the way an app loads a Lottie
  /// file by name.
  ///
  /// The order is explicit: with `bundle` given, or carried by `name` (the generated
  /// accessors carry their target's), that bundle only; without one, `Bundle.main`, then
  /// RefreshKit's built-in animations (so `"refresh"` finds the built-in spinner). A SwiftPM
  /// target's own resource files live in its `Bundle.module`, not in `Bundle.main`: a module
  /// that ships its own `refresh.animation.json` names it with `bundle: .module`, or gets the
  /// built-in one. Throws ``FrameAnimationError`` when the resource is missing or malformed;
  /// never traps.
  ///
  /// ```swift
  /// let spinner = try FrameAnimation.named("refresh")
  /// ```
  public static func named(_ name: Name, bundle: Bundle? = nil) throws(FrameAnimationError)
    -> FrameAnimation
  {
    let bundles: [Bundle]
    if let bundle {
      bundles = [bundle]
    } else if let own = name.bundle {
      bundles = [own]
    } else {
      bundles = [Bundle.main, RefreshKitResources.bundle]
    }
    for candidate in bundles {
      if let url = resourceURL(named: name.rawValue, in: candidate) {
        return try FrameAnimation(contentsOf: url, name: name.rawValue)
      }
    }
    throw FrameAnimationError.notFound(
      name: name.rawValue, searched: bundles.map { $0.bundleURL.lastPathComponent })
  }

  /// Loads an animation file; its name is the file name without `.animation.json` unless
  /// `name` is given.
  public init(contentsOf url: URL, name: String? = nil) throws(FrameAnimationError) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw FrameAnimationError.unreadable(file: url.lastPathComponent)
    }
    let fileName = url.lastPathComponent
    let fallbackName =
      fileName.hasSuffix("." + FrameAnimation.fileExtension)
      ? String(fileName.dropLast(FrameAnimation.fileExtension.count + 1)) : fileName
    try self.init(data: data, name: name ?? fallbackName, fileName: fileName)
  }

  /// Decodes an animation from the bytes of an animation file.
  ///
  /// `fileName` names the source in errors.
  public init(data: Data, name: String, fileName: String? = nil) throws(FrameAnimationError) {
    let document: FrameAnimationDocument
    do {
      document = try FrameAnimationDocument.parse(data)
    } catch {
      throw FrameAnimationError.malformed(
        file: fileName ?? "\(name).\(FrameAnimation.fileExtension)", reason: error.description)
    }
    self.init(document: document, name: name)
  }

  init(document: FrameAnimationDocument, name: String) {
    self.init(
      name: name, size: CGSize(width: document.width, height: document.height),
      framesPerSecond: document.framesPerSecond,
      frames: document.frames.map { frame in
        Frame(text: frame.text, shapes: frame.shapes.map(Shape.init(document:)))
      })
  }

  private static func resourceURL(named name: String, in bundle: Bundle) -> URL? {
    bundle.url(forResource: name, withExtension: fileExtension)
      ?? bundle.url(forResource: name, withExtension: fileExtension, subdirectory: "Animations")
  }
}

extension FrameAnimation.Shape {
  init(document shape: FrameAnimationDocument.Shape) {
    let kind: Kind
    switch shape.kind {
    case .line(let from, let to):
      kind = .line(from: CGPoint(document: from), to: CGPoint(document: to))
    case .circle(let center, let radius, let isFilled):
      kind = .circle(center: CGPoint(document: center), radius: radius, isFilled: isFilled)
    case .arc(let center, let radius, let startAngle, let endAngle):
      kind = .arc(
        center: CGPoint(document: center), radius: radius, startAngle: startAngle,
        endAngle: endAngle)
    }
    self.init(kind: kind, lineWidth: shape.lineWidth, opacity: shape.opacity)
  }
}

extension CGPoint {
  init(document point: FrameAnimationDocument.Point) {
    self.init(x: point.x, y: point.y)
  }
}
