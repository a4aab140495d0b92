import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitTesting

/// The gallery: an SVG of every component kind in every state that applies to it, and an
/// `index.html` that shows them in a grid with captions.
@MainActor
enum Gallery {
  /// One picture: its file name, caption and SVG, and the kind it shows.
  struct Picture {
    let fileName: String
    let caption: String
    let svg: String
    let kindTitle: String
  }

  /// Every picture, kinds in catalog order, states in ``StagedState`` order.
  static func pictures() -> [Picture] {
    var pictures: [Picture] = []
    let renderer = SVGRenderer()
    for kind in ComponentKind.all {
      for state in kind.states {
        let stage = ComponentStage(kind: kind, state: state)
        pictures.append(
          Picture(
            fileName: "\(kind.name)-\(state.rawValue).svg",
            caption: "\(kind.typeName) · \(state.caption)",
            svg: renderer.render(stage.scrollView), kindTitle: kind.typeName))
      }
    }
    return pictures
  }

  /// The index page: a grid of figures, one per picture, grouped by kind.
  static func indexHTML(for pictures: [Picture]) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>RefreshKit gallery</title>
      <style>
      body { font-family: Helvetica, Arial, sans-serif; margin: 24px; background: #fafafa; }
      .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 16px; }
      img { max-width: 100%; }
      figure { margin: 0; text-align: center; }
      figcaption { font-size: 14px; color: #333; margin-top: 4px; }
      </style>
      </head>
      <body>
      <h1>RefreshKit gallery</h1>
      <p>Every component kind in every state, drawn by RefreshKitRendering's SVGRenderer.</p>

      """
    var currentKind: String?
    for picture in pictures {
      if picture.kindTitle != currentKind {
        if currentKind != nil { html += "</div>\n" }
        html += "<h2>\(picture.kindTitle.htmlEscaped)</h2>\n<div class=\"grid\">\n"
        currentKind = picture.kindTitle
      }
      html += "<figure><img src=\"\(picture.fileName)\" alt=\"\(picture.caption.htmlEscaped)\">"
      html += "<figcaption>\(picture.caption.htmlEscaped)</figcaption></figure>\n"
    }
    if currentKind != nil { html += "</div>\n" }
    html += "</body>\n</html>\n"
    return html
  }

  /// Writes every picture and the index into `directory` (created if needed), and returns the file
  /// names written.
  ///
  /// Nothing is written anywhere else.
  static func write(to directory: URL) throws -> [String] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let pictures = pictures()
    for picture in pictures {
      try Data(picture.svg.utf8).write(to: directory.appendingPathComponent(picture.fileName))
    }
    try Data(indexHTML(for: pictures).utf8).write(
      to: directory.appendingPathComponent("index.html"))
    return pictures.map(\.fileName) + ["index.html"]
  }
}
