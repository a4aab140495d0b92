import Foundation
import RefreshKit
import Testing

@Suite struct ScrollChangeTests {}

extension ScrollChangeTests {
  @Test func carriesBothValues() {
    let change = ScrollChange(oldValue: CGPoint(x: 0, y: 1), newValue: CGPoint(x: 0, y: 2))
    #expect(change.oldValue.y == 1)
    #expect(change.newValue.y == 2)
    #expect(change == ScrollChange(oldValue: CGPoint(x: 0, y: 1), newValue: CGPoint(x: 0, y: 2)))
  }
}
