// The demo's frame-rate arithmetic, for the timing report the Wayland harness reads.
extension GtkDemo {
  /// The frame rate over all episodes in `frames` together (see ``episodes(_:)``): the frames
  /// drawn after each episode's first, over the time the episodes took.
  static func overallRate(_ frames: [Int64]) -> Int {
    let all = episodes(frames)
    let count = all.reduce(0) { $0 + $1.count - 1 }
    let time = all.reduce(0) { $0 + ($1.last ?? 0) - ($1.first ?? 0) }
    guard time > 0 else { return 0 }
    return Int((Double(count) / (Double(time) / 1_000_000)).rounded())
  }

  /// The frame rate of each episode in `frames`.
  static func episodeRates(_ frames: [Int64]) -> [Int] {
    episodes(frames).map { overallRate($0) }
  }

  /// The episodes in `frames` (frame-clock times): runs of frames less than 100 ms apart, at
  /// least 150 ms long.
  static func episodes(_ frames: [Int64]) -> [[Int64]] {
    let times = Array(Set(frames)).sorted().filter { $0 != 0 }
    var episodes: [[Int64]] = []
    for time in times {
      if let last = episodes.last?.last, time - last < 100_000 {
        episodes[episodes.count - 1].append(time)
      } else {
        episodes.append([time])
      }
    }
    return episodes.filter { episode in
      guard let first = episode.first, let last = episode.last else { return false }
      return last - first >= 150_000
    }
  }
}
