import Foundation
import RefreshKit
import RefreshKitRendering
import RefreshKitStaging
import RefreshKitTesting

/// The gallery: an SVG of every component kind in every state that applies to it, and an
/// `index.html` that shows them with captions: the MJRefresh-named kinds grouped by kind, then
/// every built-in look on every edge as a grid.
@MainActor
enum Gallery {
  /// One picture: its file name, caption and SVG, the kind and state it shows, and for a look
  /// kind the grid cell it belongs in.
  struct Picture {
    let fileName: String
    let caption: String
    let svg: String
    let kindTitle: String
    /// The state (or floor moment) it shows, for captions.
    let stateCaption: String
    /// The look and edge of a picture in the look grid; `nil` for the kinds in
    /// ``ComponentKind/all``.
    let cell: Cell?
  }

  /// A cell of the look grid: a look (row) on an edge (column).
  struct Cell: Equatable {
    let look: StagedLook
    let edge: StagedEdge
  }

  /// Every picture: the kinds in ``ComponentKind/all`` in catalog order, then the look grid
  /// row by row; states in ``StagedState`` order.
  static func pictures() -> [Picture] {
    var pictures = ComponentKind.all.flatMap { Gallery.pictures(of: $0, cell: nil) }
    pictures += lottiePartsKinds.flatMap { Gallery.pictures(of: $0, cell: nil) }
    pictures += secondFloorPictures()
    for look in StagedLook.allCases {
      for edge in StagedEdge.allCases {
        let kind = ComponentKind(look: look, on: edge)
        pictures += Gallery.pictures(of: kind, cell: Cell(look: look, edge: edge))
      }
    }
    return pictures
  }

  /// A header with the Lottie look playing the repository's fixture `refresh-markers-slots`:
  /// its "intro" scrubbed by the pull, its "loop" while refreshing; then the same with a theme,
  /// which its `tint` and `text` slots take.
  static var lottiePartsKinds: [ComponentKind] {
    let animation = Bundle.module.url(forResource: "refresh-markers-slots", withExtension: "json")
      .flatMap { try? Data(contentsOf: $0) }.flatMap { try? LottieAnimation.from(data: $0) }
    let states: [StagedState] = [.pull50, .pull100, .refreshing]
    return [
      ComponentKind(
        name: "lottie-parts-header", typeName: "RefreshLottieLook, intro / loop / outro markers",
        role: .header, states: states
      ) { RefreshHeader(look: RefreshLottieLook(animation: animation)) },
      ComponentKind(
        name: "lottie-parts-header-themed",
        typeName: "RefreshLottieLook, its tint and text slots themed", role: .header,
        states: states
      ) {
        let header = RefreshHeader(look: RefreshLottieLook(animation: animation))
        header.theme = RefreshTheme(
          tintColor: Color(red: 0.9, green: 0.45, blue: 0.1), textColor: .lightGray)
        return header
      },
    ]
  }

  private static func pictures(of kind: ComponentKind, cell: Cell?) -> [Picture] {
    let renderer = SVGRenderer()
    return kind.states.map { state in
      let stage = ComponentStage(kind: kind, state: state)
      return Picture(
        fileName: "\(kind.name)-\(state.rawValue).svg",
        caption: "\(kind.typeName) · \(state.caption)",
        svg: renderer.render(stage.scrollView), kindTitle: kind.typeName,
        stateCaption: state.caption, cell: cell)
    }
  }

  /// The second floor of a header and of a back footer at each of its moments.
  private static func secondFloorPictures() -> [Picture] {
    let renderer = SVGRenderer()
    return SecondFloorStage.Edge.allCases.flatMap { edge in
      SecondFloorStage.Moment.allCases.map { moment in
        let stage = SecondFloorStage(edge: edge, moment: moment)
        let title = "\(edge.typeName), second floor"
        return Picture(
          fileName: "second-floor-\(edge.rawValue)-\(moment.rawValue).svg",
          caption: "\(edge.typeName) · \(moment.caption)",
          svg: renderer.render(stage.scrollView), kindTitle: title, stateCaption: moment.caption,
          cell: nil)
      }
    }
  }

  /// The index page: a grid of figures per kind, then the look grid (looks as rows, edges as
  /// columns, each cell the edge's states top to bottom).
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
      table.looks { border-collapse: collapse; table-layout: fixed; }
      table.looks th, table.looks td { border: 1px solid #ddd; padding: 8px; vertical-align: top; }
      table.looks td { width: 180px; }
      table.looks figure { margin-bottom: 12px; }
      table.looks figcaption { font-size: 12px; }
      </style>
      </head>
      <body>
      <h1>RefreshKit gallery</h1>
      <p>Every component kind in every state, drawn by RefreshKitRendering's SVGRenderer.</p>

      """
    var currentKind: String?
    for picture in pictures where picture.cell == nil {
      if picture.kindTitle != currentKind {
        if currentKind != nil { html += "</div>\n" }
        html += "<h2>\(picture.kindTitle.htmlEscaped)</h2>\n<div class=\"grid\">\n"
        currentKind = picture.kindTitle
      }
      html += figure(picture, caption: picture.caption)
    }
    if currentKind != nil { html += "</div>\n" }
    html += lookGrid(for: pictures.filter { $0.cell != nil })
    html += "</body>\n</html>\n"
    return html
  }

  /// The look grid's section: a table with a row per look and a column per edge.
  private static func lookGrid(for pictures: [Picture]) -> String {
    guard !pictures.isEmpty else { return "" }
    var html = """
      <h2 id="looks">Every look on every edge</h2>
      <p>Each built-in look hosted by each behaviour: <code>RefreshHeader(look:)</code>, \
      <code>RefreshAutoFooter(look:)</code>, <code>RefreshBackFooter(look:)</code>, and \
      <code>RefreshTrailer</code> on either side.</p>
      <table class="looks">
      <tr><th></th>
      """
    for edge in StagedEdge.allCases { html += "<th>\(edge.caption.htmlEscaped)</th>" }
    html += "</tr>\n"
    for look in StagedLook.allCases {
      html += "<tr><th>\(look.typeName.htmlEscaped)</th>\n"
      for edge in StagedEdge.allCases {
        html += "<td>\n"
        for picture in pictures where picture.cell == Cell(look: look, edge: edge) {
          // The row and the column already say which look on which edge: the state is enough.
          html += figure(picture, caption: picture.stateCaption)
        }
        html += "</td>\n"
      }
      html += "</tr>\n"
    }
    html += "</table>\n"
    return html
  }

  private static func figure(_ picture: Picture, caption: String) -> String {
    "<figure><img src=\"\(picture.fileName)\" alt=\"\(picture.caption.htmlEscaped)\">"
      + "<figcaption>\(caption.htmlEscaped)</figcaption></figure>\n"
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
