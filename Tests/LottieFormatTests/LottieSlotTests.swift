import Foundation
import LottieFormat
import Testing

@Suite struct LottieSlotTests {
  /// Two dots bound to the slot `tint` (the file gives it blue), a ring stroke bound to `ring`
  /// (which the file does not declare: it keeps its own green), and an opacity bound to `fade`
  /// whose file value is a colour (the wrong type: the opacity keeps its own 80).
  static let file = """
    {"fr":30,"ip":0,"op":30,"w":100,"h":100,
    "slots":{"tint":{"p":{"a":0,"k":[0,0,1,1]}},"fade":{"p":{"a":0,"k":[1,0,0]}}},
    "layers":[{"ty":4,"nm":"spinner","ks":{},"shapes":[
      {"ty":"gr","nm":"dot 1","it":[{"ty":"el","s":{"k":[10,10]},"p":{"k":[20,50]}},
        {"ty":"fl","nm":"Fill 1","c":{"sid":"tint","k":[1,0,0,1]},"o":{"k":100}}]},
      {"ty":"gr","nm":"dot 2","it":[{"ty":"el","s":{"k":[10,10]},"p":{"k":[80,50]}},
        {"ty":"fl","nm":"Fill 1","c":{"sid":"tint","k":[1,0,0,1]},"o":{"sid":"fade","k":80}}]},
      {"ty":"el","nm":"ring","s":{"k":[60,60]},"p":{"k":[50,50]}},
      {"ty":"st","nm":"Stroke 1","c":{"sid":"ring","k":[0,1,0,1]},"o":{"k":100},"w":{"k":2}}
    ]}]}
    """

  /// The colours of the frame's fills and strokes, in drawing order, and their opacities.
  static func paints(_ document: LottieDocument) -> [(VectorColor, Double)] {
    TestSupport.leaves(document.frame(at: 0).items).compactMap { item in
      switch item {
      case .fill(_, .solid(let color), _, let opacity),
        .stroke(_, .solid(let color), _, let opacity):
        return (color, opacity)
      default: return nil
      }
    }
  }

  static let blue = VectorColor(red: 0, green: 0, blue: 1)
  static let red = VectorColor(red: 1, green: 0, blue: 0)
  static let green = VectorColor(red: 0, green: 1, blue: 0)
  static let white = VectorColor(red: 1, green: 1, blue: 1)
}

extension LottieSlotTests {
  @Test func aFileSlotGivesItsValueAndAMissingOrMismatchedOneFallsBack() throws {
    let document = try TestSupport.document(Self.file)
    let paints = Self.paints(document)
    #expect(paints.map(\.0) == [Self.green, Self.blue, Self.blue])  // back to front
    #expect(paints.map(\.1) == [1, 0.8, 1])
    #expect(
      document.slots == [
        LottieSlot(id: "tint", kind: .color), LottieSlot(id: "fade", kind: .number),
        LottieSlot(id: "ring", kind: .color),
      ])
  }

  @Test func settingASlotChangesEveryPropertyBoundToIt() throws {
    var document = try TestSupport.document(Self.file)
    let accepted1 = document.setSlot("tint", to: .color(Self.white))
    #expect(accepted1)
    #expect(Self.paints(document).map(\.0) == [Self.green, Self.white, Self.white])
    let accepted2 = document.setSlot("fade", to: .number(50))
    #expect(accepted2)
    #expect(Self.paints(document).map(\.1) == [1, 0.5, 1])
    let accepted3 = document.setSlot("ring", to: .color(Self.red))
    #expect(accepted3)
    #expect(Self.paints(document).map(\.0) == [Self.red, Self.white, Self.white])
  }

  @Test func aValueOfAnotherTypeOrAnUnknownSlotIsRefused() throws {
    var document = try TestSupport.document(Self.file)
    let before = Self.paints(document).map(\.0)
    let accepted4 = document.setSlot("tint", to: .number(1))
    #expect(!accepted4)
    let accepted5 = document.setSlot("fade", to: .color(Self.white))
    #expect(!accepted5)
    let accepted6 = document.setSlot("missing", to: .color(Self.white))
    #expect(!accepted6)
    #expect(Self.paints(document).map(\.0) == before)
    #expect(document.hasSameValues(as: try TestSupport.document(Self.file)))
  }

  @Test func resettingASlotGoesBackToTheFilesValueAndKeepsTheOthers() throws {
    var document = try TestSupport.document(Self.file)
    document.setSlot("tint", to: .color(Self.white))
    document.setSlot("ring", to: .color(Self.red))
    document.resetSlot("tint")
    #expect(Self.paints(document).map(\.0) == [Self.red, Self.blue, Self.blue])
  }

  @Test func aSlotReplacesAnimatedKeyframesForEveryFrame() throws {
    var document = try TestSupport.shapeDocument(
      """
      {"ty":"rc","s":{"k":[10,10]},"p":{"k":[50,50]}},
      {"ty":"fl","c":{"sid":"tint","a":1,"k":[{"t":0,"s":[1,0,0,1]},{"t":30,"s":[0,1,0,1]}]}}
      """)
    document.setSlot("tint", to: .color(Self.blue))
    for frame in [0.0, 15, 29] {
      guard
        case .fill(_, .solid(let color), _, _) = TestSupport.leaves(document.frame(at: frame).items)
          .first
      else {
        Issue.record("expected a fill")
        return
      }
      #expect(color == Self.blue)
    }
  }

  @Test func aGradientSlotTakesStops() throws {
    var document = try TestSupport.shapeDocument(
      """
      {"ty":"rc","s":{"k":[10,10]},"p":{"k":[50,50]}},
      {"ty":"gf","t":1,"s":{"k":[0,0]},"e":{"k":[10,0]},
       "g":{"p":2,"k":{"sid":"ramp","k":[0,1,0,0,1,0,0,1]}}}
      """)
    #expect(document.slots == [LottieSlot(id: "ramp", kind: .gradient)])
    let stops = [
      VectorGradient.Stop(offset: 0, color: Self.white),
      VectorGradient.Stop(offset: 0.5, color: VectorColor(red: 0, green: 0, blue: 0, alpha: 0.5)),
      VectorGradient.Stop(offset: 1, color: Self.green),
    ]
    let accepted7 = document.setSlot("ramp", to: .gradient(stops))
    #expect(accepted7)
    guard
      case .fill(_, .gradient(let gradient), _, _) = TestSupport.leaves(document.frame(at: 0).items)
        .first
    else {
      Issue.record("expected a gradient fill")
      return
    }
    #expect(gradient.stops == stops)
  }
}
