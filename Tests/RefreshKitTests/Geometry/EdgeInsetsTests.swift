import Foundation
import RefreshKit
import Testing

@Suite struct EdgeInsetsTests {}

extension EdgeInsetsTests {
  @Test func arithmeticIsEdgeByEdge() {
    let a = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let b = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    #expect(a + b == EdgeInsets(top: 11, left: 22, bottom: 33, right: 44))
    #expect(b - a == EdgeInsets(top: 9, left: 18, bottom: 27, right: 36))
    #expect(EdgeInsets.zero == EdgeInsets())
  }

  @Test func finiteness() {
    #expect(EdgeInsets(top: 1).isFinite)
    #expect(!EdgeInsets(top: .nan).isFinite)
    #expect(!EdgeInsets(right: -.infinity).isFinite)
  }

  @Test func description() {
    #expect(
      EdgeInsets(top: 54, left: 0, bottom: 12.5, right: -3).description
        == "(top: 54, left: 0, bottom: 12.50, right: -3)")
  }
}
