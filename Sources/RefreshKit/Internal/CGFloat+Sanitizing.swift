import Foundation

extension CGFloat {
  /// A short, locale-independent rendering for descriptions and messages ("12", "-54.5").
  var formatted: String {
    if self == rounded() && Swift.abs(self) < 1e15 { return String(Int(self)) }
    return String(format: "%.2f", Double(self))
  }

  /// `self` as the new value of a length property that held `oldValue`: NaN and infinity
  /// are ignored (`oldValue` stays), negative values clamp to 0.
  func sanitizedLength(replacing oldValue: CGFloat) -> CGFloat {
    guard isFinite else { return oldValue }
    return Swift.max(0, self)
  }

  /// Sets `self` to `newValue` as a length property takes it (see
  /// ``sanitizedLength(replacing:)``); whether it changed, so the owner re-places only then.
  mutating func assignLength(_ newValue: CGFloat) -> Bool {
    let clean = newValue.sanitizedLength(replacing: self)
    guard clean != self else { return false }
    self = clean
    return true
  }

  /// `self` clamped to `range`.
  func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}

extension CGPoint {
  var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
  var isFinite: Bool { width.isFinite && height.isFinite }

  /// The size with negative dimensions clamped to zero.
  var clampedToNonNegative: CGSize {
    CGSize(width: Swift.max(0, width), height: Swift.max(0, height))
  }
}

extension CGRect {
  var isFiniteRect: Bool { origin.isFinite && size.isFinite }

  /// "(x, y, width, height)", for messages.
  var shortDescription: String {
    "(\(minX.formatted), \(minY.formatted), \(width.formatted), \(height.formatted))"
  }

  /// Equal within a thousandth of a point on every edge.
  func isApproximately(_ other: CGRect) -> Bool {
    Swift.abs(minX - other.minX) < 0.001 && Swift.abs(minY - other.minY) < 0.001
      && Swift.abs(width - other.width) < 0.001 && Swift.abs(height - other.height) < 0.001
  }
}

extension EdgeInsets {
  /// Whether every edge is within a thousandth of a point of `other`'s.
  func isApproximately(_ other: EdgeInsets) -> Bool {
    abs(top - other.top) <= 0.001 && abs(left - other.left) <= 0.001
      && abs(bottom - other.bottom) <= 0.001 && abs(right - other.right) <= 0.001
  }
}
