/// Round corners: replaces each sharp vertex (no tangents) with a curve through two new
/// vertices on its edges, `radius` from the corner (at most half of either edge), their
/// control points the ellipse constant of the way toward the corner, as lottie-web does.
enum CornerRounder {
  /// `contour` with its sharp corners rounded.
  static func rounded(_ contour: BezierContour, radius: Double) -> BezierContour {
    let count = contour.vertices.count
    guard radius > 0, count > 1 else { return contour }
    var result = BezierContour(isClosed: contour.isClosed)
    result.vertices.reserveCapacity(count * 2)
    let kappa = GeometryBuilder.kappa
    for index in 0..<count {
      let vertex = contour.vertices[index]
      let isEnd = !contour.isClosed && (index == 0 || index == count - 1)
      let isSharp = contour.inControls[index] == vertex && contour.outControls[index] == vertex
      guard isSharp, !isEnd else {
        result.append(vertex, in: contour.inControls[index], out: contour.outControls[index])
        continue
      }
      let previous = contour.vertices[(index + count - 1) % count]
      let next = contour.vertices[(index + 1) % count]
      // The side toward the previous vertex, then the side toward the next.
      for (neighbour, isFirst) in [(previous, true), (next, false)] {
        let dx = neighbour.x - vertex.x
        let dy = neighbour.y - vertex.y
        let length = (dx * dx + dy * dy).squareRoot()
        let fraction = length > 0 ? Swift.min(length / 2, radius) / length : 0
        let point = VectorPoint(x: vertex.x + dx * fraction, y: vertex.y + dy * fraction)
        let control = VectorPoint(
          x: point.x - (point.x - vertex.x) * kappa, y: point.y - (point.y - vertex.y) * kappa)
        if isFirst {
          result.append(point, in: point, out: control)
        } else {
          result.append(point, in: control, out: point)
        }
      }
    }
    return result
  }
}
