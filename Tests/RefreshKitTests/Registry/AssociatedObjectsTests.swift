import Foundation
import RefreshKitTesting
import Testing

@testable import RefreshKit

@MainActor
@Suite struct AssociatedObjectsTests {
  let table = AssociatedObjects()
  static let note = AssociationKey<String>("note")
  static let count = AssociationKey<Int>("count")
}

/// A plain owner object.
final class AssociationOwner {}

/// A value that reports its release.
@MainActor
final class ReleaseTracker {
  let onRelease: @MainActor () -> Void
  init(onRelease: @escaping @MainActor () -> Void) { self.onRelease = onRelease }
  isolated deinit { onRelease() }
}

extension AssociatedObjectsTests {
  @Test func storesValuesPerOwnerAndKey() {
    let first = AssociationOwner()
    let second = AssociationOwner()
    table.setValue("a", for: Self.note, of: first)
    table.setValue(7, for: Self.count, of: first)
    table.setValue("b", for: Self.note, of: second)
    #expect(table.value(for: Self.note, of: first) == "a")
    #expect(table.value(for: Self.count, of: first) == 7)
    #expect(table.value(for: Self.note, of: second) == "b")
    #expect(table.value(for: Self.count, of: second) == nil)
    #expect(table.ownerCount == 2)
    table.setValue(nil, for: Self.note, of: second)
    #expect(table.value(for: Self.note, of: second) == nil)
    #expect(table.ownerCount == 1)
    table.removeValues(of: first)
    #expect(table.value(for: Self.note, of: first) == nil)
    #expect(table.ownerCount == 0)
  }

  @Test func keysAreDistinctByIdentityNotName() {
    let owner = AssociationOwner()
    let other = AssociationKey<String>("note")
    #expect(other.name == Self.note.name)
    table.setValue("first", for: Self.note, of: owner)
    table.setValue("second", for: other, of: owner)
    #expect(table.value(for: Self.note, of: owner) == "first")
    #expect(table.value(for: other, of: owner) == "second")
  }

  @Test func holdsTheOwnerWeakly() {
    weak var weakOwner: AssociationOwner?
    do {
      let owner = AssociationOwner()
      weakOwner = owner
      table.setValue("x", for: Self.note, of: owner)
    }
    #expect(weakOwner == nil)
  }

  @Test func aReusedIdentifierNeverSeesItsPredecessorsValues() throws {
    // The allocator may or may not reuse a freed address (AddressSanitizer never does), so
    // the table is handed the reuse directly: "old" sits under an identifier whose owner
    // has died, and a live successor reads under that same identifier.
    var id: ObjectIdentifier?
    do {
      let predecessor = AssociationOwner()
      id = ObjectIdentifier(predecessor)
      table.setValue("old", for: Self.note, of: predecessor)
    }
    let successor = AssociationOwner()
    let reused = try #require(id)
    table.setValue("old", for: Self.note, of: AssociationOwner(), storedUnder: reused)
    #expect(table.value(for: Self.note, of: successor, storedUnder: reused) == nil)
  }

  @Test func writingForAReusedIdentifierDropsTheStaleValues() {
    for _ in 0..<50 {
      var identifier: ObjectIdentifier?
      do {
        let owner = AssociationOwner()
        identifier = ObjectIdentifier(owner)
        table.setValue(1, for: Self.count, of: owner)
      }
      let successor = AssociationOwner()
      table.setValue("new", for: Self.note, of: successor)
      if ObjectIdentifier(successor) == identifier {
        #expect(table.value(for: Self.count, of: successor) == nil)
      }
      #expect(table.value(for: Self.note, of: successor) == "new")
      table.removeValues(of: successor)
    }
  }

  @Test func sweepDropsReleasedOwnersValues() {
    var released = 0
    do {
      let owner = AssociationOwner()
      let value = ReleaseTracker { released += 1 }
      AssociatedObjectsTests.store(value, on: owner, in: table)
    }
    #expect(released == 0)
    #expect(table.ownerCount == 1)
    table.sweepReleasedOwners()
    #expect(released == 1)
    #expect(table.ownerCount == 0)
  }

  @Test func growingReclaimsReleasedOwners() {
    var released = 0
    do {
      let owner = AssociationOwner()
      AssociatedObjectsTests.store(ReleaseTracker { released += 1 }, on: owner, in: table)
    }
    #expect(released == 0)
    // Enough live owners to make the table grow: the rebuild leaves the dead one behind.
    let keepers = (0..<64).map { _ in AssociationOwner() }
    for keeper in keepers { table.setValue(1, for: Self.count, of: keeper) }
    #expect(released == 1)
    #expect(table.ownerCount == keepers.count)
    for keeper in keepers { #expect(table.value(for: Self.count, of: keeper) == 1) }
  }

  @Test func manyOwnersComeAndGoInLinearTime() {
    // 20 000 owners in and out: the old table swept (copied) itself every 256 writes.
    var owners = (0..<20_000).map { _ in AssociationOwner() }
    for (index, owner) in owners.enumerated() { table.setValue(index, for: Self.count, of: owner) }
    #expect(table.ownerCount == owners.count)
    for (index, owner) in owners.enumerated() where index % 997 == 0 {
      #expect(table.value(for: Self.count, of: owner) == index)
    }
    for owner in owners { table.removeValues(of: owner) }
    owners.removeAll()
    #expect(table.ownerCount == 0)
  }

  @Test func readsNeverSweep() {
    let keeper = AssociationOwner()
    do {
      let owner = AssociationOwner()
      table.setValue("gone", for: Self.note, of: owner)
    }
    for _ in 0..<1000 { _ = table.value(for: Self.note, of: keeper) }
    #expect(table.ownerCount == 1)
  }

  @Test func aScrollViewTakesItsValuesWithItWhenReleased() {
    let key = AssociationKey<ReleaseTracker>("tracked")
    let number = AssociationKey<Int>("number")
    var released = 0
    let before = AssociatedObjects.shared.ownerCount
    do {
      let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      AssociatedObjects.shared.setValue(ReleaseTracker { released += 1 }, for: key, of: list)
      AssociatedObjects.shared.setValue(7, for: number, of: list)
      // The scroll view keeps its values in itself: the table has no entry to go stale.
      #expect(AssociatedObjects.shared.ownerCount == before)
      #expect(AssociatedObjects.shared.value(for: number, of: list) == 7)
      #expect(AssociatedObjects.shared.value(for: key, of: list) != nil)
      AssociatedObjects.shared.removeValues(of: list)
      #expect(released == 1)
      #expect(AssociatedObjects.shared.value(for: number, of: list) == nil)
      AssociatedObjects.shared.setValue(ReleaseTracker { released += 1 }, for: key, of: list)
    }
    #expect(released == 2)
  }

  @Test func aScrollViewKeepsManyValuesAndItsComponentsApart() {
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let header = RefreshNormalHeader()
    list.refreshHeader = header
    // More values than the inline slots: the rest go to the overflow list.
    let keys = (0..<6).map { AssociationKey<Int>("extra \($0)") }
    for (index, key) in keys.enumerated() {
      AssociatedObjects.shared.setValue(index, for: key, of: list)
    }
    list.refreshFooter = RefreshAutoNormalFooter()
    #expect(keys.map { AssociatedObjects.shared.value(for: $0, of: list) } == Array(0..<6))
    #expect(list.refreshHeader === header)
    #expect(list.refreshFooter != nil)
    AssociatedObjects.shared.setValue(nil, for: keys[4], of: list)
    #expect(AssociatedObjects.shared.value(for: keys[4], of: list) == nil)
    #expect(AssociatedObjects.shared.value(for: keys[5], of: list) == 5)
    #expect(AssociatedObjects.shared.value(for: RefreshKeys.header, of: list) === header)
  }

  @Test func theComponentGettersReadTheRegistry() {
    // Each built-in component has a slot of its own in the scroll view's entry: the getters
    // and the table agree on it, other values never land in it, and removing the scroll
    // view's values empties the getters too.
    let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let extra = AssociationKey<String>("extra")
    AssociatedObjects.shared.setValue("note", for: extra, of: list)
    let header = RefreshNormalHeader()
    let footer = RefreshAutoNormalFooter()
    let trailer = RefreshNormalTrailer()
    let leading = RefreshNormalTrailer()
    list.refreshHeader = header
    list.refreshFooter = footer
    list.refreshTrailer = trailer
    list.refreshLeadingTrailer = leading
    #expect(AssociatedObjects.shared.value(for: RefreshKeys.header, of: list) === header)
    #expect(AssociatedObjects.shared.value(for: RefreshKeys.footer, of: list) === footer)
    #expect(AssociatedObjects.shared.value(for: RefreshKeys.trailer, of: list) === trailer)
    #expect(AssociatedObjects.shared.value(for: RefreshKeys.leadingTrailer, of: list) === leading)
    #expect(AssociatedObjects.shared.value(for: extra, of: list) == "note")
    list.refreshTrailer = nil
    #expect(AssociatedObjects.shared.value(for: RefreshKeys.trailer, of: list) == nil)
    #expect(list.refreshLeadingTrailer === leading)
    AssociatedObjects.shared.removeValues(of: list)
    #expect(list.refreshHeader == nil)
    #expect(list.refreshFooter == nil)
    #expect(list.refreshLeadingTrailer == nil)
    #expect(AssociatedObjects.shared.value(for: extra, of: list) == nil)
  }

  @Test func valuesMayUseTheTableWhileTheyAreReleased() {
    // A released value whose own deinit touches the table (here: a nested scroll view
    // with a header) must not hit the table while it is being modified.
    let key = AssociationKey<ScrollView>("nested")
    weak var weakNested: ScrollView?
    do {
      let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let nested = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
      nested.addRefreshHeader(refreshHeader: RefreshHeader()) {}
      weakNested = nested
      AssociatedObjects.shared.setValue(nested, for: key, of: outer)
    }
    #expect(weakNested == nil)
    var released = 0
    do {
      let owner = AssociationOwner()
      let value = ReleaseTracker { [table] in
        released += 1
        table.setValue("written during release", for: Self.note, of: AssociationOwner())
      }
      AssociatedObjectsTests.store(value, on: owner, in: table)
    }
    table.sweepReleasedOwners()
    #expect(released == 1)
  }

  static func store(
    _ value: ReleaseTracker, on owner: AssociationOwner, in table: AssociatedObjects
  ) {
    table.setValue(value, for: AssociationKey<ReleaseTracker>("tracked"), of: owner)
  }
}
