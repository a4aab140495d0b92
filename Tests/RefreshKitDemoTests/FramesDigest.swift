/// A short, reviewable stand-in for the demo's `--frames` output.
enum FramesDigest {
  /// The number of frames, an FNV-1a checksum of the whole output, and every thirtieth
  /// frame in full.
  static func digest(of output: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in output.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    var frames: [[Substring]] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("frame ") { frames.append([]) }
      if !frames.isEmpty { frames[frames.count - 1].append(line) }
    }
    var digest = "frames: \(frames.count)\nfnv1a: \(String(hash, radix: 16))\n"
    for (index, frame) in frames.enumerated() where index % 30 == 0 {
      digest += frame.joined(separator: "\n") + "\n"
    }
    return digest
  }
}
