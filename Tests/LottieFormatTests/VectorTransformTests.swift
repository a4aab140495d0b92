import LottieFormat
import Testing

@Suite struct VectorTransformTests {}

extension VectorTransformTests {
  @Test func concatenatingAppliesTheOtherTransformFirst() {
    let scale = VectorTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
    let move = VectorTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 5)
    let point = VectorPoint(x: 1, y: 1)
    #expect(scale.concatenating(move).apply(to: point) == VectorPoint(x: 22, y: 12))
    #expect(move.concatenating(scale).apply(to: point) == VectorPoint(x: 12, y: 7))
    #expect(VectorTransform.identity.concatenating(move) == move)
  }
}
