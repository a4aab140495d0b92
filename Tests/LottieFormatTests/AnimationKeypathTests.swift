import Foundation
import LottieFormat
import Testing

@Suite struct AnimationKeypathTests {}

extension AnimationKeypathTests {
  /// lottie-ios's documented matching: `*` is exactly one name, `**` any number, none included.
  @Test func wildcardsMatchAsLottieIOSDocumentsThem() {
    let names = ["Layer", "Shape Group", "Stroke 1", "Color"]
    #expect(AnimationKeypath(keypath: "Layer.Shape Group.Stroke 1.Color").matches(names))
    #expect(AnimationKeypath(keypath: "**.Stroke 1.Color").matches(names))
    #expect(AnimationKeypath(keypath: "**.Color").matches(names))
    #expect(AnimationKeypath(keypath: "**.Color").matches(["Color"]))
    #expect(AnimationKeypath(keypath: "Layer.*.Stroke 1.Color").matches(names))
    #expect(AnimationKeypath(keypath: "Layer.**.Color").matches(names))
    #expect(AnimationKeypath(keypath: "**").matches(names))
    #expect(!AnimationKeypath(keypath: "*.Color").matches(names))
    #expect(!AnimationKeypath(keypath: "Layer.*.Color").matches(names))
    #expect(!AnimationKeypath(keypath: "**.Fill 1.Color").matches(names))
    #expect(!AnimationKeypath(keypath: "Layer.Shape Group.Stroke 1").matches(names))
    #expect(!AnimationKeypath(keypath: "Layer.Shape Group.Stroke 1.Color.Extra").matches(names))
    let literal: AnimationKeypath = "**.Fill 1.Color"
    #expect(literal.keys == ["**", "Fill 1", "Color"] && literal.string == "**.Fill 1.Color")
  }

  @Test func aKeypathValueReachesEveryMatchingPropertyOfItsType() throws {
    var document = try TestSupport.document(LottieSlotTests.file)
    let reached1 = document.setValue(.color(LottieSlotTests.red), for: "**.Fill 1.Color")
    #expect(reached1 == 2)
    #expect(
      LottieSlotTests.paints(document).map(\.0)
        == [LottieSlotTests.green, LottieSlotTests.red, LottieSlotTests.red])
    // A number is not a colour: nothing is reached.
    let reached2 = document.setValue(.number(1), for: "**.Color")
    #expect(reached2 == 0)
    let reached3 = document.setValue(
      .color(LottieSlotTests.white), for: "spinner.dot 2.Fill 1.Color")
    #expect(reached3 == 1)
    #expect(
      LottieSlotTests.paints(document).map(\.0)
        == [LottieSlotTests.green, LottieSlotTests.white, LottieSlotTests.red])
    let reached4 = document.setValue(.number(25), for: "spinner.*.Fill 1.Opacity")
    #expect(reached4 == 2)
    #expect(LottieSlotTests.paints(document).map(\.1) == [1, 0.25, 0.25])
    let reached5 = document.setValue(.color(LottieSlotTests.white), for: "**.Nothing.Color")
    #expect(reached5 == 0)
  }

  @Test func theLaterValueWinsAndRemovingOneReplaysTheRest() throws {
    var document = try TestSupport.document(LottieSlotTests.file)
    document.setValue(.color(LottieSlotTests.red), for: "**.Color")
    document.setSlot("tint", to: .color(LottieSlotTests.white))
    #expect(
      LottieSlotTests.paints(document).map(\.0)
        == [LottieSlotTests.red, LottieSlotTests.white, LottieSlotTests.white])
    document.removeValue(for: "**.Color")
    #expect(
      LottieSlotTests.paints(document).map(\.0)
        == [LottieSlotTests.green, LottieSlotTests.white, LottieSlotTests.white])
  }

  @Test func theKeypathListNamesLayersShapesAndProperties() throws {
    let keypaths = try TestSupport.document(LottieSlotTests.file).keypaths
    for expected in [
      "spinner", "spinner.Transform", "spinner.Transform.Position", "spinner.dot 1",
      "spinner.dot 1.Fill 1.Color", "spinner.dot 2.Transform.Opacity", "spinner.ring.Size",
      "spinner.Stroke 1.Stroke Width",
    ] {
      #expect(keypaths.contains(expected), "\(expected)")
    }
    #expect(Set(keypaths).count == keypaths.count)
  }

  @Test func precompLayersAreNamedUnderTheLayerThatShowsThem() throws {
    var document = try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":30,"w":100,"h":100,
      "assets":[{"id":"comp","layers":[{"ty":4,"nm":"inner","ks":{},"shapes":[
        {"ty":"rc","s":{"k":[10,10]},"p":{"k":[5,5]}},{"ty":"fl","nm":"Fill 1","c":{"k":[1,0,0]}}]}]}],
      "layers":[{"ty":0,"nm":"outer","refId":"comp","w":100,"h":100,"ks":{}}]}
      """)
    #expect(document.keypaths.contains("outer.inner.Fill 1.Color"))
    let reached6 = document.setValue(.color(LottieSlotTests.blue), for: "outer.inner.Fill 1.Color")
    #expect(reached6 == 1)
    #expect(LottieSlotTests.paints(document).map(\.0) == [LottieSlotTests.blue])
  }
}
