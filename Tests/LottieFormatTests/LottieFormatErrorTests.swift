import Foundation
import LottieFormat
import Testing

@Suite struct LottieFormatErrorTests {
  static func error(_ json: String) -> LottieFormatError? {
    do throws(LottieFormatError) {
      _ = try LottieDocument.parse(Data(json.utf8))
      return nil
    } catch {
      return error
    }
  }
}

extension LottieFormatErrorTests {
  @Test func unreadableFilesNameTheProblem() {
    #expect(Self.error("{\"fr\":")?.message.hasPrefix("not JSON: line 1, column 7") == true)
    #expect(
      Self.error("[]")
        == LottieFormatError(path: "", message: "expected an object (found an array)"))
    #expect(Self.error(#"{"layers":[]}"#)?.path == "fr")
    #expect(
      Self.error(#"{"fr":0,"layers":[]}"#)?.description == "fr: must be greater than 0 (found 0.0)")
    #expect(Self.error(#"{"fr":-1,"layers":[]}"#)?.path == "fr")
    #expect(Self.error(#"{"fr":30}"#)?.path == "layers")
    #expect(Self.error(#"{"fr":30,"layers":{}}"#)?.path == "layers")
  }

  @Test func wrongKindsOfValuesNameTheirJSONPath() {
    let keyframe = Self.error(
      """
      {"fr":30,"layers":[{"ty":4},{"ty":4},{"ty":4},{"ty":4,"ks":{"p":{"a":1,"k":[
      {"t":0,"s":[0,0]},{"t":5,"s":"right"}]}}}]}
      """)
    #expect(keyframe?.path == "layers[3].ks.p.k[1].s")
    #expect(keyframe?.message == "expected a number or an array of numbers (found a string)")
    let element = Self.error(
      #"{"fr":30,"layers":[{"ty":4,"shapes":[{"ty":"rc","s":{"k":[1,"2"]}}]}]}"#)
    #expect(
      element?.description
        == "layers[0].shapes[0].s.k: expected an array of numbers (found a string in it)")
    let type = Self.error(#"{"fr":30,"layers":[{"ty":4},{"ty":4},{"ty":4,"shapes":[{"ty":{}}]}]}"#)
    #expect(type?.description == "layers[2].shapes[0].ty: expected a string (found an object)")
    let layer = Self.error(#"{"fr":30,"layers":[3]}"#)
    #expect(layer?.description == "layers[0]: expected an object (found a number)")
    let asset = Self.error(#"{"fr":30,"assets":[{"id":"x","layers":[{"ty":"4x"}]}],"layers":[]}"#)
    #expect(asset?.path == "assets[0].layers[0].ty")
  }

  @Test func missingKeysTakeThePlayersDefaults() throws {
    let document = try TestSupport.document(
      #"{"fr":30,"layers":[{"ty":4,"shapes":[{"ty":"rc"},{"ty":"fl"},{"ty":"tm"},{"ty":"gr"}]}]}"#)
    #expect(document.inPoint == 0 && document.outPoint == 0 && document.width == 0)
    #expect(document.unsupportedFeatures.isEmpty)
    _ = document.frame(at: 0)
  }

  @Test func hugeAndInfiniteNumbersAreClamped() throws {
    let document = try TestSupport.document(
      """
      {"fr":30,"ip":0,"op":10,"w":1e999,"h":100,"layers":[{"ty":4,"ks":{"p":{"k":[1e300,-1e999]}},
      "shapes":[{"ty":"rc","s":{"k":[1e308,1e308]}},{"ty":"fl","c":{"k":[1,0,0]}}]}]}
      """)
    #expect(document.width == LottieLimits.maximumMagnitude)
    let frame = document.frame(at: 0)
    guard case .group(let group) = frame.items.first else {
      Issue.record("expected the layer")
      return
    }
    #expect(group.transform.tx == LottieLimits.maximumMagnitude)
    #expect(group.transform.ty == -LottieLimits.maximumMagnitude)
    let points = TestSupport.leaves(frame.items).compactMap(TestSupport.path).flatMap(
      TestSupport.points)
    #expect(!points.isEmpty && points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
  }
}
