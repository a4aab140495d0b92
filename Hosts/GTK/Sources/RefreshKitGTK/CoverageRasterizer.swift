import Glibc

/// Turns a filled outline into exact-area antialiasing coverage: for every pixel of a box, the
/// share of its area inside the outline (non-zero or even-odd), as 8-bit alpha.
///
/// Edges are accumulated as signed area and cover into a row of cells, and each row's prefix
/// sum is the winding-weighted coverage: the method of FreeType's "smooth" rasteriser and of
/// the font-rs, ThorVG and rlottie rasterisers, with a cost that grows with the edges and the
/// box rather than with a subsample grid. Cairo's own scan converter (`cairo_fill`) samples
/// each pixel row 15 times over a 256-wide grid, and took three to five times as long on the
/// shapes Lottie files fill (see ``CairoVectorRenderer``).
///
/// Coverage is the signed area summed per pixel, as in FreeType's and ThorVG's rasterisers: it is
/// exact wherever the outline does not cross itself inside a pixel. Where it does, parts of
/// that pixel with opposite winding cancel, and under even-odd a part wound twice counts, so
/// such a pixel can be off by the share of it those parts take (a self-crossing star's
/// points, two overlapping subpaths' shared edge); Cairo, sampling each pixel, is closer
/// there. Lottie shapes rarely cross themselves.
///
/// Each thread has one rasteriser (``forThisThread``); its buffers grow to the largest box
/// drawn there and are reused, so a steady animation allocates nothing here.
final class CoverageRasterizer {
  /// This thread's rasteriser, made on first use and released when the thread ends.
  ///
  /// A fill
  /// uses it from start to end without calling out to anything that fills, so one per thread
  /// is never used twice at once (no lock).
  static var forThisThread: CoverageRasterizer {
    if let stored = pthread_getspecific(threadKey) {
      return Unmanaged<CoverageRasterizer>.fromOpaque(stored).takeUnretainedValue()
    }
    let made = CoverageRasterizer()
    pthread_setspecific(threadKey, Unmanaged.passRetained(made).toOpaque())
    return made
  }

  /// The largest box, in pixels, drawn this way; bigger ones are left to Cairo (whose memory
  /// does not grow with the box).
  static let areaLimit = 4_194_304

  /// Signed area and cover per cell, in 1/65 536 of a pixel.
  ///
  /// `height` rows of `width + 2`
  /// cells, all zero between uses (``resolve(evenOdd:)`` clears what it reads). Integers, so
  /// a row's running sum is one integer add per pixel and an edge's shares add up exactly.
  private var cells = UnsafeMutableBufferPointer<Int32>(start: nil, count: 0)
  /// One bit per ``blockWidth`` cells of a row that an edge touched (zero between uses): the
  /// untouched blocks of a row have one coverage, written as a run.
  private var touched = UnsafeMutableBufferPointer<UInt64>(start: nil, count: 0)
  /// The coverage: `height` rows of ``stride`` bytes.
  private(set) var coverage = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)
  /// The box's size in pixels.
  private(set) var width = 0
  private(set) var height = 0
  /// Bytes per coverage row: the width rounded up to 4 (Cairo's A8 stride).
  private(set) var stride = 0
  /// Words of ``touched`` per row.
  private var wordsPerRow = 0

  /// Cells per bit of ``touched``.
  static let blockWidth = 16
  /// A whole pixel's cover.
  static let one: Int32 = 65_536

  /// Pixels lent to gradient images drawn onto image targets (premultiplied ARGB32), grown to
  /// the largest box: a fresh image each time was a fresh allocation, and past glibc's mmap
  /// threshold (a 200 × 200 box) a fresh mapping whose pages fault in on every frame.
  private var scratchPixels = UnsafeMutableBufferPointer<UInt32>(start: nil, count: 0)

  deinit {
    cells.deallocate()
    touched.deallocate()
    coverage.deallocate()
    scratchPixels.deallocate()
  }

  /// At least `count` pixels to lend for one image, valid until the next call on this thread;
  /// nil for an empty or oversized request (over ``areaLimit``).
  func pixels(count: Int) -> UnsafeMutablePointer<UInt32>? {
    guard count > 0, count <= Self.areaLimit else { return nil }
    if scratchPixels.count < count {
      scratchPixels.deallocate()
      scratchPixels = .allocate(capacity: count)
    }
    return scratchPixels.baseAddress
  }

  /// Starts a box of `width` × `height` pixels; false (and nothing started) when it is empty or
  /// bigger than ``areaLimit``.
  func begin(width: Int, height: Int) -> Bool {
    guard width > 0, height > 0, width <= Self.areaLimit / height else { return false }
    let cellCount = (width + 2) * height
    if cells.count < cellCount {
      cells.deallocate()
      cells = .allocate(capacity: cellCount)
      cells.initialize(repeating: 0)
    }
    let blocks = (width + 2 + Self.blockWidth - 1) / Self.blockWidth
    let words = (blocks + 63) / 64
    if touched.count < words * height {
      touched.deallocate()
      touched = .allocate(capacity: words * height)
      touched.initialize(repeating: 0)
    }
    let stride = (width + 3) & ~3
    if coverage.count < stride * height {
      coverage.deallocate()
      coverage = .allocate(capacity: stride * height)
      coverage.initialize(repeating: 0)
    }
    (self.width, self.height, self.stride, self.wordsPerRow) = (width, height, stride, words)
    return true
  }

  /// Adds the edge from (`ax`, `ay`) to (`bx`, `by`), in the box's pixels (top left 0, 0).
  ///
  /// Parts above, below or right of the box change no pixel in it and are dropped; a
  /// part left of it covers whole pixels from the box's left edge on, as it would inside a
  /// wider box. Edges with a coordinate that is not finite are ignored.
  func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
    guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, ay != by else { return }
    var (x0, y0, x1, y1) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
    let direction: Int32 = ay < by ? 1 : -1
    let (w, h) = (Double(width), Double(height))
    guard y1 > 0, y0 < h else { return }
    let slope = (x1 - x0) / (y1 - y0)
    if y0 < 0 {
      x0 -= y0 * slope
      y0 = 0
    }
    if y1 > h {
      x1 = x0 + (h - y0) * slope
      y1 = h
    }
    guard y1 > y0 else { return }
    // Cut where the edge crosses x = 0 and x = w: each piece lies on one side or inside.
    var cutA = y1
    var cutB = y1
    func cut(at edge: Double) {
      guard x0 != x1, (x0 < edge) != (x1 < edge) else { return }
      let y = y0 + (edge - x0) / slope
      guard y > y0, y < y1 else { return }
      if y < cutA {
        (cutA, cutB) = (y, cutA)
      } else if y < cutB {
        cutB = y
      }
    }
    cut(at: 0)
    cut(at: w)
    func piece(_ from: Double, _ to: Double) {
      guard to > from else { return }
      let (xFrom, xTo) = (x0 + (from - y0) * slope, x0 + (to - y0) * slope)
      let middle = (xFrom + xTo) / 2
      if middle >= w { return }
      if middle <= 0 {
        accumulate(0, from, 0, to, direction)
      } else {
        accumulate(
          Swift.min(Swift.max(xFrom, 0), w), from, Swift.min(Swift.max(xTo, 0), w), to, direction)
      }
    }
    piece(y0, cutA)
    piece(cutA, cutB)
    piece(cutB, y1)
  }

  /// Adds an edge inside the box (0 ≤ x ≤ width, 0 ≤ y0 < y1 ≤ height), going down when
  /// `direction` is 1 and up when it is −1.
  private func accumulate(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ direction: Int32
  ) {
    guard let base = cells.baseAddress, let bits = touched.baseAddress else { return }
    let rowLength = width + 2
    let slope = (x1 - x0) / (y1 - y0)
    let unit = Double(Self.one) * Double(direction)
    var row = Int(y0)
    let lastRow = Swift.min(Int(y1.rounded(.up)), height)
    var top = y0
    var xTop = x0
    while row < lastRow {
      let bottom = Swift.min(y1, Double(row + 1))
      let xBottom = bottom == y1 ? x1 : x0 + (bottom - y0) * slope
      // Wrapping: a path that winds more than 32 767 times over one pixel draws wrong there
      // rather than trapping.
      let d = Self.fixed((bottom - top) * unit)
      let (left, right) = xTop < xBottom ? (xTop, xBottom) : (xBottom, xTop)
      let cellRow = base + row * rowLength
      let first = Swift.min(Int(left), width)
      let last: Int
      if right <= Double(first + 1) {
        // Within one column: the pixel holds the part right of the edge's mean x.
        let inside = Self.fixed(Double(d) * (Double(first + 1) - (left + right) / 2))
        cellRow[first] &+= inside
        cellRow[first + 1] &+= d &- inside
        last = first + 1
      } else {
        // Across columns: pixel i's share is the mean over the edge of clamp(i + 1 − x, 0, 1),
        // that is (Q(i + 1 − left) − Q(i + 1 − right)) / (right − left) with Q the integral of
        // clamp(t, 0, 1).
        let scale = Double(d) / (right - left)
        last = Swift.min(Int(right.rounded(.up)), width)
        var previous: Int32 = 0
        var column = first
        while column < last {
          let u = Double(column + 1)
          let share = Self.fixed((Self.q(u - left) - Self.q(u - right)) * scale)
          cellRow[column] &+= share &- previous
          previous = share
          column += 1
        }
        cellRow[last] &+= d &- previous
      }
      // Mark the blocks from `first` to `last`.
      let rowBits = bits + row * wordsPerRow
      var block = first / Self.blockWidth
      let lastBlock = last / Self.blockWidth
      while block <= lastBlock {
        rowBits[block >> 6] |= 1 << UInt64(block & 63)
        block += 1
      }
      top = bottom
      xTop = xBottom
      row += 1
    }
  }

  /// The integral of clamp(t, 0, 1) from 0 to `v`.
  @inline(__always)
  private static func q(_ v: Double) -> Double {
    v <= 0 ? 0 : (v < 1 ? v * v / 2 : v - 0.5)
  }

  /// `value` rounded to the nearest integer (halves away from zero); every caller passes at
  /// most a few whole pixels' cover, far inside `Int32`.
  @inline(__always)
  private static func fixed(_ value: Double) -> Int32 {
    Int32(value < 0 ? value - 0.5 : value + 0.5)
  }

  /// Turns the cells into ``coverage`` (non-zero, or even-odd when `evenOdd`), and clears
  /// them for the next box.
  ///
  /// Two passes a row: the running sum, written back into the cells (over the touched blocks;
  /// an untouched block repeats the sum), then every cell to a byte, a loop the compiler
  /// turns into vector instructions.
  func resolve(evenOdd: Bool) {
    guard let cellBase = cells.baseAddress, let byteBase = coverage.baseAddress,
      let bitBase = touched.baseAddress
    else { return }
    let rowLength = width + 2
    for row in 0..<height {
      let cellRow = cellBase + row * rowLength
      let rowBits = bitBase + row * wordsPerRow
      var sum: Int32 = 0
      var start = 0
      while start < width {
        let block = start / Self.blockWidth
        let end = Swift.min(start + Self.blockWidth, width)
        if rowBits[block >> 6] & (1 << UInt64(block & 63)) != 0 {
          var column = start
          while column < end {
            sum &+= cellRow[column]
            cellRow[column] = sum
            column += 1
          }
        } else {
          (cellRow + start).update(repeating: sum, count: end - start)
        }
        start = end
      }
      cellRow[width] = 0
      cellRow[width + 1] = 0
      rowBits.update(repeating: 0, count: wordsPerRow)
      if evenOdd {
        Self.levels(cellRow, into: byteBase + row * stride, count: width, evenOdd: true)
      } else {
        Self.levels(cellRow, into: byteBase + row * stride, count: width, evenOdd: false)
      }
    }
  }

  /// Writes `count` running sums as bytes of coverage and zeroes them.
  @inline(__always)
  private static func levels(
    _ sums: UnsafeMutablePointer<Int32>, into bytes: UnsafeMutablePointer<UInt8>, count: Int,
    evenOdd: Bool
  ) {
    let one = UInt32(Self.one)
    for column in 0..<count {
      var amount = sums[column].magnitude
      if evenOdd {
        amount &= 2 * one - 1
        amount = amount > one ? 2 * one - amount : amount
      } else {
        amount = Swift.min(amount, one)
      }
      bytes[column] = UInt8(truncatingIfNeeded: (amount &* 255 &+ one / 2) >> 16)
      sums[column] = 0
    }
  }
}

/// The thread-specific slot holding each thread's ``CoverageRasterizer`` (retained; released by
/// the slot's destructor when the thread ends).
private let threadKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key) { stored in
    guard let stored else { return }
    Unmanaged<CoverageRasterizer>.fromOpaque(stored).release()
  }
  return key
}()
