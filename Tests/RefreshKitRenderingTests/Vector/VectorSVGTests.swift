import Foundation
import LottieFormat
import Testing

@testable import RefreshKitRendering

@Suite struct VectorSVGTests {}

extension VectorSVGTests {
  /// A 10 × 10 square from the origin.
  static let square = VectorPath([
    .move(VectorPoint(x: 0, y: 0)), .line(VectorPoint(x: 10, y: 0)),
    .line(VectorPoint(x: 10, y: 10)), .line(VectorPoint(x: 0, y: 10)), .close,
  ])
  static let red = VectorColor(red: 1, green: 0, blue: 0)

  static func fragment(_ items: [VectorItem], ids: Int = 0) -> String {
    var output = ""
    var ids = ids
    VectorSVG.write(items, into: &output, ids: &ids)
    return output
  }

  static func redFill(_ path: VectorPath = square) -> VectorItem {
    .fill(path, paint: .solid(red), rule: .nonZero, opacity: 1)
  }

  @Test func documentFitsTheFrameCentredAndMasksItToItsCanvas() {
    let frame = VectorFrame(width: 100, height: 50, items: [Self.redFill()])
    let svg = VectorSVG.document(frame, width: 200, height: 200, background: "#fff")
    #expect(
      svg == """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
        <rect width="200" height="200" fill="#fff"/>
        <mask id="v1" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="50"><rect width="100" height="50" fill="#fff"/></mask>
        <g transform="matrix(2 0 0 2 0 50)" mask="url(#v1)">
        <path d="M0 0L10 0L10 10L0 10Z" fill="#ff0000"/>
        </g>
        </svg>

        """)
  }

  @Test func documentWithoutBackgroundOrCanvasHasNoContent() {
    let svg = VectorSVG.document(
      VectorFrame(width: 0, height: 10, items: [Self.redFill()]), width: 20, height: 20)
    #expect(!svg.contains("<rect"))
    #expect(!svg.contains("<path"))
    #expect(svg.hasSuffix("</svg>\n"))
  }

  @Test func pathsWriteMoveLineCurveAndClose() {
    let path = VectorPath([
      .move(VectorPoint(x: 1.234, y: -0.001)), .line(VectorPoint(x: 2, y: 3)),
      .curve(VectorPoint(x: 4, y: 5), VectorPoint(x: 6.5, y: 7), VectorPoint(x: -8, y: 9)),
      .close,
    ])
    #expect(VectorSVG.pathData(path) == "M1.23 0L2 3C4 5 6.5 7 -8 9Z")
  }

  @Test func solidFillsCarryOpacityAndRule() {
    let color = VectorColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 0.5)
    let markup = Self.fragment([
      .fill(Self.square, paint: .solid(color), rule: .evenOdd, opacity: 0.5)
    ])
    #expect(
      markup
        == "<path d=\"M0 0L10 0L10 10L0 10Z\" fill=\"#1a4de6\" fill-opacity=\"0.25\""
        + " fill-rule=\"evenodd\"/>\n")
  }

  @Test func invisibleItemsWriteNothing() {
    let clear = VectorColor(red: 1, green: 1, blue: 1, alpha: 0)
    let markup = Self.fragment([
      .fill(Self.square, paint: .solid(Self.red), rule: .nonZero, opacity: 0),
      .fill(Self.square, paint: .solid(clear), rule: .nonZero, opacity: 1),
      .fill(VectorPath(), paint: .solid(Self.red), rule: .nonZero, opacity: 1),
      .stroke(Self.square, paint: .solid(Self.red), style: VectorStrokeStyle(width: 0), opacity: 1),
      .group(VectorGroup(opacity: 0, items: [Self.redFill()])),
      .group(
        VectorGroup(
          transform: VectorTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1),
          items: [Self.redFill()])),
    ])
    #expect(markup.isEmpty)
  }

  @Test func linearGradientsAreInUserSpace() {
    let gradient = VectorGradient(
      kind: .linear, start: VectorPoint(x: 0, y: 0), end: VectorPoint(x: 10, y: 0),
      stops: [
        .init(offset: 0, color: Self.red),
        .init(offset: 1, color: VectorColor(red: 0, green: 0, blue: 1, alpha: 0.25)),
      ])
    let markup = Self.fragment([
      .fill(Self.square, paint: .gradient(gradient), rule: .nonZero, opacity: 0.8)
    ])
    #expect(
      markup == """
        <defs><linearGradient id="v1" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="10" y2="0">\
        <stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff" \
        stop-opacity="0.25"/></linearGradient></defs>
        <path d="M0 0L10 0L10 10L0 10Z" fill="url(#v1)" fill-opacity="0.8"/>

        """)
  }

  @Test func radialGradientsWriteTheirFocus() {
    let stops: [VectorGradient.Stop] = [
      .init(offset: 0, color: Self.red), .init(offset: 0.5, color: Self.red),
    ]
    let centred = VectorGradient(
      kind: .radial(focus: VectorPoint(x: 5, y: 5)), start: VectorPoint(x: 5, y: 5),
      end: VectorPoint(x: 8, y: 9), stops: stops)
    var focused = centred
    focused.kind = .radial(focus: VectorPoint(x: 6, y: 4))
    let markup = Self.fragment([
      .fill(Self.square, paint: .gradient(centred), rule: .nonZero, opacity: 1),
      .fill(Self.square, paint: .gradient(focused), rule: .nonZero, opacity: 1),
    ])
    #expect(
      markup.contains(
        "<radialGradient id=\"v1\" gradientUnits=\"userSpaceOnUse\" cx=\"5\" cy=\"5\" r=\"5\">"))
    #expect(
      markup.contains(
        "<radialGradient id=\"v2\" gradientUnits=\"userSpaceOnUse\" cx=\"5\" cy=\"5\" r=\"5\""
          + " fx=\"6\" fy=\"4\">"))
    #expect(markup.contains("<stop offset=\"0.5\" stop-color=\"#ff0000\"/>"))
  }

  @Test func aOneStopGradientIsASolidColour() {
    let gradient = VectorGradient(
      kind: .linear, start: .zero, end: VectorPoint(x: 1, y: 0),
      stops: [.init(offset: 0.3, color: Self.red)])
    let markup = Self.fragment([
      .fill(Self.square, paint: .gradient(gradient), rule: .nonZero, opacity: 1)
    ])
    #expect(markup == "<path d=\"M0 0L10 0L10 10L0 10Z\" fill=\"#ff0000\"/>\n")
  }

  @Test func strokesWriteWidthCapsJoinsAndDashes() {
    let plain = VectorStrokeStyle(width: 2)
    let styled = VectorStrokeStyle(
      width: 4.5, cap: .round, join: .bevel, dashes: [3, 1.5], dashOffset: 2)
    let mitered = VectorStrokeStyle(width: 1, cap: .square, join: .miter, miterLimit: 10)
    let zeroDashes = VectorStrokeStyle(width: 1, join: .round, dashes: [0, 0])
    let markup = Self.fragment([
      .stroke(Self.square, paint: .solid(Self.red), style: plain, opacity: 1),
      .stroke(Self.square, paint: .solid(Self.red), style: styled, opacity: 0.5),
      .stroke(Self.square, paint: .solid(Self.red), style: mitered, opacity: 1),
      .stroke(Self.square, paint: .solid(Self.red), style: zeroDashes, opacity: 1),
    ])
    let d = "d=\"M0 0L10 0L10 10L0 10Z\" fill=\"none\" stroke=\"#ff0000\""
    #expect(
      markup == """
        <path \(d) stroke-width="2"/>
        <path \(d) stroke-width="4.5" stroke-opacity="0.5" stroke-linecap="round" \
        stroke-linejoin="bevel" stroke-dasharray="3 1.5" stroke-dashoffset="2"/>
        <path \(d) stroke-width="1" stroke-linecap="square" stroke-miterlimit="10"/>
        <path \(d) stroke-width="1" stroke-linejoin="round"/>

        """)
  }

  @Test func groupsWriteTheirMatrixAndOpacity() {
    let turned = VectorTransform(a: 0.7071, b: 0.7071, c: -0.7071, d: 0.7071, tx: 5, ty: -2.5)
    let markup = Self.fragment([
      .group(VectorGroup(transform: turned, opacity: 0.5, items: [Self.redFill()])),
      .group(VectorGroup(items: [Self.redFill()])),
    ])
    #expect(
      markup == """
        <g transform="matrix(0.707 0.707 -0.707 0.707 5 -2.5)" opacity="0.5">
        <path d="M0 0L10 0L10 10L0 10Z" fill="#ff0000"/>
        </g>
        <path d="M0 0L10 0L10 10L0 10Z" fill="#ff0000"/>

        """)
  }

  @Test func imagesAreDataURLs() {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    let markup = Self.fragment([
      .image(VectorImage(data: png, width: 50, height: 25), opacity: 1),
      .image(VectorImage(data: jpeg, width: 8, height: 8), opacity: 0.25),
    ])
    #expect(
      markup == """
        <image width="50" height="25" preserveAspectRatio="none" \
        href="data:image/png;base64,iVBORw=="/>
        <image width="8" height="8" preserveAspectRatio="none" opacity="0.25" \
        href="data:image/jpeg;base64,/9j/"/>

        """)
  }
}

extension VectorSVGTests {
  static func masked(_ masks: [VectorMask]) -> String {
    fragment([.group(VectorGroup(masks: masks, items: [redFill()]))])
  }

  static let circle = VectorPath([
    .move(VectorPoint(x: 5, y: 0)),
    .curve(VectorPoint(x: 8, y: 0), VectorPoint(x: 10, y: 2), VectorPoint(x: 10, y: 5)), .close,
  ])
  static let circleData = "M5 0C8 0 10 2 10 5Z"
  /// The root's covering square, as masks write it at the root.
  static let full = "M-32768 -32768L32768 -32768L32768 32768L-32768 32768Z"
  static let region = " x=\"-32768\" y=\"-32768\" width=\"65536\" height=\"65536\""

  @Test func aFirstAddMaskStartsEmpty() {
    let markup = Self.masked([VectorMask(mode: .add, path: Self.circle, opacity: 0.5)])
    #expect(
      markup == """
        <defs><mask id="v1" maskUnits="userSpaceOnUse"\(Self.region)>
        <path d="\(Self.circleData)" fill="#fff" fill-opacity="0.5"/>
        </mask></defs>
        <g mask="url(#v1)">
        <path d="M0 0L10 0L10 10L0 10Z" fill="#ff0000"/>
        </g>

        """)
  }

  @Test func aFirstSubtractMaskStartsFull() {
    let markup = Self.masked([VectorMask(mode: .subtract, path: Self.circle)])
    #expect(
      markup.hasPrefix(
        """
        <defs><mask id="v1" maskUnits="userSpaceOnUse"\(Self.region)>
        <path d="\(Self.full)" fill="#fff"/>
        <path d="\(Self.circleData)" fill="#000"/>
        </mask></defs>

        """))
  }

  @Test func anIntersectMaskWrapsWhatCameBefore() {
    let markup = Self.masked([
      VectorMask(mode: .add, path: Self.square), VectorMask(mode: .intersect, path: Self.circle),
    ])
    #expect(
      markup.hasPrefix(
        """
        <defs><mask id="v1" maskUnits="userSpaceOnUse"\(Self.region)>
        <path d="\(Self.circleData)" fill="#fff"/>
        </mask></defs>
        <defs><mask id="v2" maskUnits="userSpaceOnUse"\(Self.region)>
        <g mask="url(#v1)">
        <path d="M0 0L10 0L10 10L0 10Z" fill="#fff"/>
        </g>
        </mask></defs>
        <g mask="url(#v2)">

        """))
  }

  @Test func anInvertedMaskCoversAllButItsPath() {
    let markup = Self.masked([VectorMask(mode: .add, path: Self.circle, isInverted: true)])
    #expect(
      markup.hasPrefix(
        """
        <defs><mask id="v1" maskUnits="userSpaceOnUse"\(Self.region)>\
        <path d="\(Self.full)" fill="#fff"/><path d="\(Self.circleData)" fill="#000"/>\
        </mask></defs>
        <defs><mask id="v2" maskUnits="userSpaceOnUse"\(Self.region)>
        <path d="\(Self.full)" fill="#fff" mask="url(#v1)"/>
        </mask></defs>
        <g mask="url(#v2)">

        """))
  }

  @Test func aDifferenceMaskBlends() {
    let markup = Self.masked([
      VectorMask(mode: .add, path: Self.square), VectorMask(mode: .difference, path: Self.circle),
    ])
    #expect(
      markup.contains(
        "<path d=\"\(Self.circleData)\" fill=\"#fff\" style=\"mix-blend-mode:difference\"/>"))
  }

  @Test func masksCoverTheGroupsOwnSpace() {
    // Scaled by 2: the covering square is half as big in the group's coordinates.
    let scaled = VectorTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
    let markup = Self.fragment([
      .group(
        VectorGroup(
          transform: scaled, masks: [VectorMask(mode: .subtract, path: Self.circle)],
          items: [Self.redFill()]))
    ])
    #expect(markup.contains("<path d=\"M-16384 -16384L16384 -16384L16384 16384L-16384 16384Z\""))
    #expect(markup.contains("<g transform=\"matrix(2 0 0 2 0 0)\" mask=\"url(#v1)\">"))
  }
}

extension VectorSVGTests {
  static func matted(_ mode: VectorMatte.Mode) -> String {
    let matte = VectorMatte(mode: mode, items: [redFill(circle)])
    let moved = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 20, ty: 0)
    return fragment([.group(VectorGroup(transform: moved, matte: matte, items: [redFill()]))])
  }

  @Test func alphaMattesUseTheDrawingsAlpha() {
    #expect(
      Self.matted(.alpha) == """
        <defs><mask id="v1" mask-type="alpha" maskUnits="userSpaceOnUse"\(Self.region)>
        <path d="\(Self.circleData)" fill="#ff0000"/>
        </mask></defs>
        <g mask="url(#v1)">
        <g transform="matrix(1 0 0 1 20 0)">
        <path d="M0 0L10 0L10 10L0 10Z" fill="#ff0000"/>
        </g>
        </g>

        """)
  }

  @Test func lumaMattesUseTheDrawingsLuminance() {
    let markup = Self.matted(.luma)
    #expect(markup.hasPrefix("<defs><mask id=\"v1\" maskUnits=\"userSpaceOnUse\""))
    #expect(!markup.contains("mask-type") && !markup.contains("filter"))
  }

  @Test func invertedMattesPaintTheDrawingBlackOverWhite() {
    let alpha = Self.matted(.alphaInverted)
    #expect(
      alpha.hasPrefix(
        """
        <defs><filter id="v1" filterUnits="userSpaceOnUse"\(Self.region) \
        color-interpolation-filters="sRGB"><feColorMatrix type="matrix" \
        values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0"/></filter></defs>
        <defs><mask id="v2" maskUnits="userSpaceOnUse"\(Self.region)>
        <path d="\(Self.full)" fill="#fff"/>
        <g filter="url(#v1)">
        <path d="\(Self.circleData)" fill="#ff0000"/>
        </g>
        </mask></defs>
        <g mask="url(#v2)">

        """))
    let luma = Self.matted(.lumaInverted)
    #expect(
      luma.contains(
        "<feColorMatrix type=\"luminanceToAlpha\"/><feComposite in2=\"SourceAlpha\""
          + " operator=\"in\"/>"))
  }

  @Test func identifiersCountOnFromTheCaller() {
    var output = ""
    var ids = 7
    VectorSVG.write(
      [
        .group(
          VectorGroup(masks: [VectorMask(mode: .add, path: Self.square)], items: [Self.redFill()]))
      ],
      into: &output, ids: &ids)
    #expect(ids == 8)
    #expect(output.contains("id=\"v8\""))
    #expect(Self.matted(.lumaInverted) == Self.matted(.lumaInverted))
  }

  @Test func numbersHaveAFixedFormat() {
    #expect(VectorSVG.number(12) == "12")
    #expect(VectorSVG.number(-54.5) == "-54.5")
    #expect(VectorSVG.number(1.0 / 3) == "0.33")
    #expect(VectorSVG.number(1.0 / 3, decimals: 3) == "0.333")
    #expect(VectorSVG.number(0.05) == "0.05")
    #expect(VectorSVG.number(0.0504, decimals: 3) == "0.05")
    #expect(VectorSVG.number(-0.001) == "0")
    #expect(VectorSVG.number(.nan) == "0")
    #expect(VectorSVG.number(.infinity) == "0")
    #expect(VectorSVG.number(2.999) == "3")
    #expect(VectorSVG.hex(VectorColor(red: 0.1, green: 0.3, blue: 0.9)) == "#1a4de6")
  }
}

/// Clips and text, which only views' drawings carry (Lottie frames have neither).
extension VectorSVGTests {
  @Test func aClipIsAClipPathInTheGroupsSpace() {
    let group = VectorGroup(
      transform: VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 0), clip: Self.square,
      items: [Self.redFill()])
    #expect(
      Self.fragment([.group(group)], ids: 2) == """
        <defs><clipPath id="v3"><path d="M0 0L10 0L10 10L0 10Z"/></clipPath></defs>
        <g transform="matrix(1 0 0 1 5 0)" clip-path="url(#v3)">
        <path d="M0 0L10 0L10 10L0 10Z" fill="#ff0000"/>
        </g>

        """)
    // An empty clip path clips everything away.
    let empty = VectorGroup(clip: VectorPath(), items: [Self.redFill()])
    #expect(Self.fragment([.group(empty)]).hasPrefix("<defs><clipPath id=\"v1\"><path d=\"\"/>"))
  }

  @Test func textIsATextElementAlignedInItsBox() {
    func text(_ alignment: VectorText.Alignment, weight: Int = 400) -> String {
      Self.fragment([
        .text(
          VectorText(
            "a<b", fontFamily: "Cantarell", fontSize: 10, fontWeight: weight,
            color: VectorColor(red: 1, green: 0, blue: 0, alpha: 0.5), x: 2, y: 4, width: 20,
            height: 10, alignment: alignment))
      ])
    }
    #expect(
      text(.left)
        == "<text x=\"2\" y=\"12.5\" font-size=\"10\" font-family=\"Cantarell\""
        + " text-anchor=\"start\" fill=\"#ff0000\" fill-opacity=\"0.5\">a&lt;b</text>\n")
    #expect(text(.center).contains("x=\"12\"") && text(.center).contains("text-anchor=\"middle\""))
    #expect(text(.right).contains("x=\"22\"") && text(.right).contains("text-anchor=\"end\""))
    #expect(text(.left, weight: 700).contains("font-weight=\"bold\""))
    #expect(text(.left, weight: 300).contains("font-weight=\"300\""))
  }

  @Test func verticalTextIsOneTextElementACharacter() {
    let column = Self.fragment([
      .text(
        VectorText(
          "ab", fontSize: 10, color: Self.red, x: 0, y: 0, width: 20, height: 40,
          orientation: .vertical(lineHeight: 12)))
    ])
    // Two lines 12 high, centred in 40: from 8; each baseline 0.35 em below its middle.
    #expect(
      column == """
        <text x="10" y="17.5" font-size="10" text-anchor="middle" fill="#ff0000">a</text>
        <text x="10" y="29.5" font-size="10" text-anchor="middle" fill="#ff0000">b</text>

        """)
    let invisible = VectorText(
      "a", fontSize: 10, color: VectorColor(red: 0, green: 0, blue: 0, alpha: 0), x: 0, y: 0,
      width: 9, height: 9)
    #expect(Self.fragment([.text(invisible)]).isEmpty)
  }

  @Test func aDrawingAndItsItemsWriteTheSameBytes() {
    let group = VectorGroup(
      opacity: 0.5, masks: [VectorMask(mode: .subtract, path: Self.square)],
      matte: VectorMatte(mode: .luma, items: [Self.redFill()]), clip: Self.square,
      items: [Self.redFill()])
    let drawing = VectorDrawing(width: 40, height: 40, items: [.group(group), Self.redFill()])
    #expect(
      VectorSVG.document(drawing, width: 80, height: 80)
        == VectorSVG.document(drawing.frame, width: 80, height: 80))
  }
}
