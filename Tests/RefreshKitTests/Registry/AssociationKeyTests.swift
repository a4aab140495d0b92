import RefreshKit
import Testing

@MainActor
@Suite struct AssociationKeyTests {}

extension AssociationKeyTests {
  @Test func theKeyIsItsIdentityAndItsTypeMakesReadsTypeSafe() {
    let table = AssociatedObjects()
    let owner = AssociationOwner()
    let number = AssociationKey<Int>("value")
    let text = AssociationKey<String>("value")
    table.setValue(42, for: number, of: owner)
    #expect(table.value(for: number, of: owner) == 42)
    #expect(table.value(for: text, of: owner) == nil)
    #expect(number.name == "value")
  }
}
