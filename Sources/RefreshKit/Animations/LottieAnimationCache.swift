import Foundation

/// The parsed Lottie files, by name and bundle (or path): a file is parsed once however many
/// headers load it, and the oldest entry leaves when the cache is full.
///
/// lottie-ios keeps the same kind of cache (`LottieAnimationCache.shared`); ours is on the
/// main actor, where views load their animations, so it needs no lock.
@MainActor
final class LottieAnimationCache {
  static let shared = LottieAnimationCache()

  /// How many animations stay cached.
  let capacity: Int
  private var entries: [String: LottieAnimation] = [:]
  /// Keys from least to most recently used.
  private var order: [String] = []

  init(capacity: Int = 32) {
    self.capacity = Swift.max(1, capacity)
  }

  var count: Int { entries.count }

  func animation(forKey key: String) -> LottieAnimation? {
    guard let animation = entries[key] else { return nil }
    touch(key)
    return animation
  }

  func setAnimation(_ animation: LottieAnimation, forKey key: String) {
    if entries.updateValue(animation, forKey: key) == nil, entries.count > capacity,
      let oldest = order.first
    {
      entries[oldest] = nil
      order.removeFirst()
    }
    touch(key)
  }

  func removeAll() {
    entries.removeAll()
    order.removeAll()
  }

  private func touch(_ key: String) {
    order.removeAll { $0 == key }
    order.append(key)
  }
}
