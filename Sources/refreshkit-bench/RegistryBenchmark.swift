import Foundation
import RefreshKit
import RefreshKitBenchSupport

/// What the registry and the containers hold in memory, for many containers.
struct RegistryBenchmark {
  let containers: Int
  let bytesPerContainer: Double
  let ownersWhileAlive: Int
  let ownersAfterRelease: Int
  let bytesLeftAfterRelease: Int64
  let bytesLeftAfterSecondRound: Int64
  let bytesPerPlainEntry: Double

  @MainActor
  static func measure(containers: Int) -> RegistryBenchmark {
    let registry = AssociatedObjects.shared
    let ownersBefore = registry.ownerCount
    let bytesBefore = Int64(refreshkit_heap_bytes_in_use())
    var lists: [ScrollView] = []
    lists.reserveCapacity(containers)
    func fill() {
      for _ in 0..<containers {
        let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        list.addRefreshHeader(refreshHeader: RefreshHeader()) {}
        lists.append(list)
      }
    }
    fill()
    let bytesAlive = Int64(refreshkit_heap_bytes_in_use())
    let ownersAlive = registry.ownerCount - ownersBefore
    lists.removeAll(keepingCapacity: true)
    let bytesAfter = Int64(refreshkit_heap_bytes_in_use())
    let ownersAfter = registry.ownerCount - ownersBefore
    // A second round of as many containers: what the first left behind is reused
    // capacity (tables, weak-reference lists compacted on their own schedule), not a
    // leak, if this stays about the same.
    fill()
    lists.removeAll(keepingCapacity: true)
    let bytesAfterSecond = Int64(refreshkit_heap_bytes_in_use())
    lists = []

    // A plain entry: one small value attached to an object the table holds weakly.
    let table = AssociatedObjects()
    let key = AssociationKey<Int>("bench")
    let owners = (0..<containers).map { _ in PlainOwner() }
    let bytesBeforeEntries = Int64(refreshkit_heap_bytes_in_use())
    for (index, owner) in owners.enumerated() { table.setValue(index, for: key, of: owner) }
    let bytesEntries = Int64(refreshkit_heap_bytes_in_use()) - bytesBeforeEntries
    withExtendedLifetime(owners) {}

    return RegistryBenchmark(
      containers: containers,
      bytesPerContainer: Double(bytesAlive - bytesBefore) / Double(containers),
      ownersWhileAlive: ownersAlive, ownersAfterRelease: ownersAfter,
      bytesLeftAfterRelease: bytesAfter - bytesBefore,
      bytesLeftAfterSecondRound: bytesAfterSecond - bytesBefore,
      bytesPerPlainEntry: Double(bytesEntries) / Double(containers))
  }
}

/// An object to attach values to.
private final class PlainOwner {}
