import Foundation
import RefreshKit
import RefreshKitBenchSupport

/// The registry at scale: reading ``ScrollView/refreshHeader`` from many live containers,
/// against a stored property (the floor) and against an emulation of the Objective-C
/// runtime's association table, plus attach time and memory.
///
/// Access is scattered: containers are visited in a seeded random order, so a lookup pays
/// for its cache misses as an app's would.
struct RegistryScaleBenchmark {
  let containers: Int
  let registryNanoseconds: Double
  let floorNanoseconds: Double
  let objcNanoseconds: Double
  let attachNanoseconds: Double
  let bytesPerContainer: Double
  let residentBefore: UInt64
  let residentPeak: UInt64
  let residentAfter: UInt64

  /// How many interleaved rounds the lookups are split into (the best round counts): a
  /// multiple of the three reads, so each runs first, second and third equally often.
  static let rounds = 6

  @MainActor
  static func measure(containers: Int, lookups: Int) -> RegistryScaleBenchmark {
    refreshkit_trim_heap()
    let residentBefore = refreshkit_resident_bytes()
    let heapBefore = Int64(refreshkit_heap_bytes_in_use())
    var lists = (0..<containers).map { _ in
      FloorScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    }
    var headers = (0..<containers).map { _ in RefreshHeader() }
    // Attached in `rounds` consecutive chunks, keeping the best chunk's time per container
    // (the same estimator as the reads: noise only ever adds), at every scale alike.
    let clock = ContinuousClock()
    var attach = Double.infinity
    let chunk = max(1, (containers + Self.rounds - 1) / Self.rounds)
    for start in stride(from: 0, to: containers, by: chunk) {
      let range = start..<min(start + chunk, containers)
      let chunkStart = clock.now
      for index in range { lists[index].refreshHeader = headers[index] }
      let perContainer = (clock.now - chunkStart) / .nanoseconds(1) / Double(range.count)
      attach = min(attach, perContainer)
    }
    let bytes = Double(Int64(refreshkit_heap_bytes_in_use()) - heapBefore) / Double(containers)

    // The same headers behind a stored property of the same scroll views (so both reads
    // load the same objects), and behind the emulated runtime table.
    for index in lists.indices { lists[index].storedHeader = headers[index] }
    let objc = ObjCAssociationTable()
    let key = ObjCAssociationTable.Key()
    for index in lists.indices { objc.set(headers[index], for: key, of: lists[index]) }
    headers = []

    let best = bestReads(
      of: lists, objc: objc, key: key, lookups: max(1, lookups / Self.rounds))
    let (registry, floor, emulated) = (best[0], best[1], best[2])
    let residentPeak = refreshkit_resident_bytes()

    objc.removeAll()
    lists = []
    refreshkit_trim_heap()
    let residentAfter = refreshkit_resident_bytes()
    return RegistryScaleBenchmark(
      containers: containers, registryNanoseconds: registry, floorNanoseconds: floor,
      objcNanoseconds: emulated,
      attachNanoseconds: attach,
      bytesPerContainer: bytes, residentBefore: residentBefore, residentPeak: residentPeak,
      residentAfter: residentAfter)
  }

  /// The best round of each read (registry, floor, ObjC-style), in nanoseconds per read.
  ///
  /// Rounds interleave the three reads and each keeps its best round: on a shared machine a
  /// noisy neighbour slows a round, never speeds one up, so the minimum is the honest figure.
  /// Each round starts one read later, so every read runs in every position (after the
  /// ObjC-style table has flushed the caches and page-table entries, or after a read of the
  /// same objects), and none gets the kinder position every time.
  @MainActor
  private static func bestReads(
    of views: [FloorScrollView], objc: ObjCAssociationTable, key: ObjCAssociationTable.Key,
    lookups: Int
  ) -> [Double] {
    let order = scatteredOrder(count: views.count)
    var best: [Double] = [.infinity, .infinity, .infinity]
    for round in 0..<rounds {
      for step in 0..<3 {
        let row = (round + step) % 3
        // A switch rather than an array of closures, so each read is inlined into its loop.
        let nanoseconds =
          switch row {
          case 0: time(order: order, lookups: lookups) { views[$0].refreshHeader }
          case 1: time(order: order, lookups: lookups) { views[$0].storedHeader }
          default:
            time(order: order, lookups: lookups) {
              objc.get(key, of: views[$0]) as? RefreshHeader
            }
          }
        best[row] = min(best[row], nanoseconds)
      }
    }
    return best
  }

  /// Nanoseconds per `read`, over `lookups` reads in `order` (after a warm-up pass).
  ///
  /// Each header read is kept (as app code keeps what it reads, if only for a call), so every
  /// row pays for holding the header and none can be optimized into a pointer test.
  @MainActor
  private static func time(
    order: [Int], lookups: Int, read: (Int) -> RefreshHeader?
  ) -> Double {
    let sink = Sink()
    for index in order.prefix(10_000) { sink.header = read(index) }
    let clock = ContinuousClock()
    let start = clock.now
    var done = 0
    while done < lookups {
      for index in order {
        sink.header = read(index)
        done += 1
        if done == lookups { break }
      }
    }
    let elapsed = clock.now - start
    withExtendedLifetime(sink) {}
    return elapsed / .nanoseconds(1) / Double(lookups)
  }

  /// A fixed permutation of `0..<count` (a linear congruential shuffle: the same each run).
  private static func scatteredOrder(count: Int) -> [Int] {
    var order = Array(0..<count)
    var seed: UInt64 = 0x5EED
    for index in stride(from: count - 1, to: 0, by: -1) {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      order.swapAt(index, Int(seed >> 33) % (index + 1))
    }
    return order
  }
}

/// Where the timed reads put what they read.
private final class Sink {
  var header: RefreshHeader?
}

/// A scroll view that also keeps its header in an ordinary stored property: the floor.
private final class FloorScrollView: ScrollView {
  var storedHeader: RefreshHeader?
}

/// An emulation of the Objective-C runtime's association table, the mechanism MJRefresh's
/// `mj_header` sits on (`objc_getAssociatedObject`): one global lock around a map from object
/// identity to a map of keys to values, and the caller's cast of what it gets back (in Swift,
/// `objc_getAssociatedObject` returns `Any?`, so reading `mj_header` is a dynamic cast from
/// `Any`).
///
/// It follows the runtime's shape (objc-references.mm: a spinlock-guarded `AssociationsHashMap`
/// of per-object `ObjectAssociationMap`s) so the bench can compare the registry with what it
/// replaces on Apple platforms, in the same run on this machine.
private final class ObjCAssociationTable {
  // The bench calls it from the main thread only; the lock is there because the runtime's
  // table is global and thread-safe, and its cost is part of what is compared.

  /// A key: the runtime keys by a pointer, usually to a static variable.
  final class Key {}

  private let lock = NSLock()
  // Unchecked exclusivity: the runtime's C++ table pays no such check, so neither does its
  // stand-in. Safe: every access is a single dictionary operation under the lock, from the main
  // thread, and runs no code that could reach the table.
  @exclusivity(unchecked) private var objects: [ObjectIdentifier: [ObjectIdentifier: Any]] = [:]

  func set(_ value: Any, for key: Key, of object: AnyObject) {
    lock.lock()
    objects[ObjectIdentifier(object), default: [:]][ObjectIdentifier(key)] = value
    lock.unlock()
  }

  func get(_ key: Key, of object: AnyObject) -> Any? {
    lock.lock()
    defer { lock.unlock() }
    return objects[ObjectIdentifier(object)]?[ObjectIdentifier(key)]
  }

  func removeAll() {
    lock.lock()
    objects = [:]
    lock.unlock()
  }
}
