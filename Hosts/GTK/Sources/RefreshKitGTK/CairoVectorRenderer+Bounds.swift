import CGtk4
import Foundation
import LottieFormat

// Device-space bounds of what steps draw: a layer pushed for a group covers only those pixels.
extension CairoVectorRenderer {
  /// A box in device space, grown point by point.
  struct DeviceBox {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    /// Grows the box to hold the point (x, y) through `m`, widened by `reach` each way.
    mutating func include(_ x: Double, _ y: Double, through m: cairo_matrix_t, reach: Double) {
      let deviceX = m.xx * x + m.xy * y + m.x0
      let deviceY = m.yx * x + m.yy * y + m.y0
      minX = Swift.min(minX, deviceX - reach)
      maxX = Swift.max(maxX, deviceX + reach)
      minY = Swift.min(minY, deviceY - reach)
      maxY = Swift.max(maxY, deviceY + reach)
    }
  }

  /// Clips `cr` to the whole-pixel device box that holds everything the steps directly and
  /// indirectly in `steps` can draw, drawn through `matrix` (one pixel more each way for
  /// antialiasing).
  ///
  /// `cairo_push_group` makes a layer the size of the clip: by default the whole canvas,
  /// which is allocated, cleared and composited back for every group with an opacity, masks
  /// or a matte, however small its contents (at 200 px that was a quarter of some frames).
  /// The box is a superset of the contents' pixels (curves lie inside their control points,
  /// a stroke's outline within its reach of the path), so the result is the same. Leaves the
  /// clip as it is when the contents hold text (laid out by Pango, not bounded here); contents
  /// that draw nothing clip everything.
  func clipToBounds(
    of steps: Range<Int>, in drawing: VectorDrawing, matrix: cairo_matrix_t, _ cr: OpaquePointer
  ) {
    guard let box = deviceBounds(of: steps, in: drawing, matrix: matrix) else { return }
    clip(to: box, cr)
  }

  /// Clips `cr` to the whole-pixel device box around `box`, one pixel more each way (an empty
  /// box clips everything).
  func clip(to box: DeviceBox, _ cr: OpaquePointer) {
    var current = cairo_matrix_t()
    cairo_get_matrix(cr, &current)
    cairo_identity_matrix(cr)
    cairo_new_path(cr)
    if box.minX <= box.maxX, box.minY <= box.maxY {
      let limit = Self.deviceLimit
      let left = Swift.max((box.minX - 1).rounded(.down), -limit)
      let top = Swift.max((box.minY - 1).rounded(.down), -limit)
      let right = Swift.min((box.maxX + 1).rounded(.up), limit)
      let bottom = Swift.min((box.maxY + 1).rounded(.up), limit)
      if left < right, top < bottom {
        cairo_rectangle(cr, left, top, right - left, bottom - top)
      }
    }
    // No rectangle (nothing drawn, or drawn wholly beyond the limit): an empty clip.
    cairo_clip(cr)
    cairo_set_matrix(cr, &current)
  }

  /// The device box holding what the steps in `steps` draw through `matrix` (empty, its
  /// minimum above its maximum, when they draw nothing); nil when that cannot be bounded
  /// (text, an image of a size that is not finite).
  func deviceBounds(
    of steps: Range<Int>, in drawing: VectorDrawing, matrix: cairo_matrix_t
  ) -> DeviceBox? {
    var box = DeviceBox()
    return include(steps, in: drawing, matrix: matrix, into: &box) ? box : nil
  }

  /// Grows `box` by what the steps in `steps` draw through `matrix`; false when that cannot
  /// be bounded (text, an image of a size that is not finite).
  private func include(
    _ steps: Range<Int>, in drawing: VectorDrawing, matrix: cairo_matrix_t,
    into box: inout DeviceBox
  ) -> Bool {
    var index = steps.lowerBound
    let end = Swift.min(steps.upperBound, drawing.steps.count)
    while index < end {
      defer { index = Self.sibling(after: index, in: drawing) }
      switch drawing.steps[index] {
      case .fill(let fill):
        include(drawing.path(fill.path), matrix: matrix, reach: 0, into: &box)
      case .stroke(let stroke):
        // In device units: the Frobenius norm bounds how far the matrix stretches any way.
        let columns = matrix.xx * matrix.xx + matrix.yx * matrix.yx
        let stretch = (columns + matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot()
        let reach = Self.reach(of: stroke) * stretch
        // A width that is not finite or not positive draws nothing.
        guard reach.isFinite, reach > 0 else { continue }
        include(drawing.path(stroke.path), matrix: matrix, reach: reach, into: &box)
      case .image(let image, _):
        let (width, height) = (drawing.images[image].width, drawing.images[image].height)
        guard width.isFinite, height.isFinite else { return false }
        box.include(0, 0, through: matrix, reach: 0)
        box.include(width, 0, through: matrix, reach: 0)
        box.include(0, height, through: matrix, reach: 0)
        box.include(width, height, through: matrix, reach: 0)
      case .text:
        return false
      case .group(let index):
        let group = drawing.groups[index]
        // A matte or masks only take away from the contents: the contents bound the group.
        guard group.opacity > 0, !group.contentSteps.isEmpty else { continue }
        let inner = Self.product(group.transform, matrix)
        guard include(group.contentSteps, in: drawing, matrix: inner, into: &box) else {
          return false
        }
      }
    }
    return true
  }

  /// Grows `box` by a path's points (curves lie within their control points).
  ///
  /// A point that is not finite makes the renderer skip its whole path; it leaves the box as it is (NaN)
  /// or stretches it to the device limit (infinities), both still bounding what is drawn.
  private func include(
    _ path: ArraySlice<VectorPath.Element>, matrix: cairo_matrix_t, reach: Double,
    into box: inout DeviceBox
  ) {
    for element in path {
      switch element {
      case .move(let to), .line(let to):
        box.include(to.x, to.y, through: matrix, reach: reach)
      case .curve(let control1, let control2, let to):
        box.include(control1.x, control1.y, through: matrix, reach: reach)
        box.include(control2.x, control2.y, through: matrix, reach: reach)
        box.include(to.x, to.y, through: matrix, reach: reach)
      case .close:
        break
      }
    }
  }
}
