import Foundation
import RefreshKit
import RefreshKitRendering

/// How a value becomes the text of a snapshot reference file: a renderer and a file
/// extension.
///
/// Snapshots compare text, so every strategy renders to a `String`: a view tree through
/// RefreshKitRendering's `TextRenderer` (`.txt`) or `SVGRenderer` (`.svg`), or a string
/// as it is (`.txt`, for transcripts). (Plain code voice: DocC cannot link across
/// modules.)
///
/// ```swift
/// assertSnapshot(of: scrollView, as: .text, named: "pulling")
/// assertSnapshot(of: scrollView, as: .svg, named: "pulling")
/// assertSnapshot(of: transcript, as: .lines, named: "demo")
/// ```
public struct Snapshotting<Value> {
  /// The reference file's extension, without the dot.
  public var pathExtension: String
  /// Renders a value to the text that is compared and stored.
  public var render: @MainActor (Value) -> String

  /// Creates a strategy from a file extension and a renderer.
  public init(pathExtension: String, render: @escaping @MainActor (Value) -> String) {
    self.pathExtension = pathExtension
    self.render = render
  }
}

extension Snapshotting where Value: View {
  /// The tree drawn by a standard `TextRenderer` without colour.
  public static var text: Snapshotting { .text(TextRenderer()) }

  /// The tree drawn by `renderer`, stored as `.txt`.
  public static func text(_ renderer: TextRenderer) -> Snapshotting {
    Snapshotting(pathExtension: "txt") { renderer.render($0) }
  }

  /// The tree drawn by a standard `SVGRenderer`.
  public static var svg: Snapshotting { .svg(SVGRenderer()) }

  /// The tree drawn by `renderer`, stored as `.svg`.
  public static func svg(_ renderer: SVGRenderer) -> Snapshotting {
    Snapshotting(pathExtension: "svg") { renderer.render($0) }
  }
}

extension Snapshotting where Value == String {
  /// The string as it is, stored as `.txt`.
  public static var lines: Snapshotting { Snapshotting(pathExtension: "txt") { $0 } }
}
