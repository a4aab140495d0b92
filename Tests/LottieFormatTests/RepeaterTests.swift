import Foundation
import LottieFormat
import Testing

@Suite struct RepeaterTests {
  /// A dot and fill repeated `copies` times, 20 to the right each, opacity 100 → 40.
  static func document(copies: String, extra: String = "") throws -> LottieDocument {
    try TestSupport.shapeDocument(
      """
      {"ty":"el","p":{"k":[0,0]},"s":{"k":[10,10]}},{"ty":"fl","c":{"k":[1,0,0]}},
      {"ty":"rp","c":{"k":\(copies)},"o":{"k":0}\(extra),
      "tr":{"p":{"k":[20,0]},"s":{"k":[100,100]},"so":{"k":100},"eo":{"k":40}}}
      """)
  }
}

extension RepeaterTests {
  @Test func copiesStepTheTransformAndFadeTheOpacity() throws {
    let items = ShapeRenderingTests.layerItems(try Self.document(copies: "4"))
    #expect(items.count == 4)
    // "Above" (m 1): later copies on top, so back to front is copy 0, 1, 2, 3.
    var offsets: [Double] = []
    var opacities: [Double] = []
    for item in items {
      switch item {
      case .group(let group):
        offsets.append(group.transform.tx)
        opacities.append(group.opacity)
      case .fill(_, _, _, let opacity):
        offsets.append(0)
        opacities.append(opacity)
      default: break
      }
    }
    #expect(offsets == [0, 20, 40, 60])
    #expect(zip(opacities, [1, 0.8, 0.6, 0.4]).allSatisfy { TestSupport.near($0, $1, 1e-9) })
  }

  @Test func belowStacksLaterCopiesUnderEarlierOnes() throws {
    let items = ShapeRenderingTests.layerItems(try Self.document(copies: "3", extra: #","m":2"#))
    let offsets = items.map { item -> Double in
      if case .group(let group) = item { return group.transform.tx }
      return 0
    }
    #expect(offsets == [40, 20, 0])
  }

  @Test func fractionalCopiesAreTruncatedAndCopiesAreCapped() throws {
    // As ThorVG, rlottie and lottie-ios count them: 2.8 copies draw two.
    #expect(ShapeRenderingTests.layerItems(try Self.document(copies: "2.8")).count == 2)
    #expect(ShapeRenderingTests.layerItems(try Self.document(copies: "2.9999999")).count == 3)
    let many = try Self.document(copies: "1e6")
    #expect(ShapeRenderingTests.layerItems(many).count == LottieLimits.maximumRepeaterCopies)
    #expect(ShapeRenderingTests.layerItems(try Self.document(copies: "-3")).isEmpty)
  }

  @Test func nestedRepeatersShareTheCopyCap() throws {
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"el","s":{"k":[10,10]}},{"ty":"fl","c":{"k":[1,0,0]}},
      {"ty":"rp","c":{"k":100},"tr":{"p":{"k":[1,0]}}},
      {"ty":"rp","c":{"k":100},"tr":{"p":{"k":[0,1]}}}
      """)
    let leaves = TestSupport.leaves(document.frame(at: 0).items)
    #expect(leaves.count <= LottieLimits.maximumRepeaterCopies)
    #expect(leaves.count >= 100)
  }

  @Test func stylesAfterARepeaterDrawEveryCopysShapes() throws {
    let document = try TestSupport.shapeDocument(
      """
      {"ty":"rc","p":{"k":[0,0]},"s":{"k":[2,2]}},{"ty":"rp","c":{"k":3},"tr":{"p":{"k":[10,0]}}},
      {"ty":"fl","c":{"k":[1,0,0]}}
      """)
    let leaves = TestSupport.leaves(document.frame(at: 0).items)
    #expect(leaves.count == 1)
    let path = try #require(leaves.first.flatMap(TestSupport.path))
    #expect(path.elements.filter { $0 == .close }.count == 3)
    #expect(TestSupport.points(path).contains(VectorPoint(x: 21, y: -1)))
  }
}
