/// Round corners: replaces each sharp vertex (no tangents) with a curve through two new
/// vertices on its edges, `radius` from the corner (at most half of either edge), their
/// control points the ellipse constant of the way toward the corner, as lottie-web does.
enum CornerRounder {
  /// Appends contour `index` of `store` with its sharp corners rounded; `radius` > 0.
  static func appendRounded(_ index: Int, radius: Double, in store: inout ContourStore) {
    let contour = store.contours[index]
    let count = contour.count
    store.begin(closed: contour.isClosed)
    let kappa = GeometryBuilder.kappa
    for position in 0..<count {
      let at = contour.start + position
      let vertex = store.vertices[at]
      let inControl = store.inControls[at]
      let outControl = store.outControls[at]
      let isEnd = !contour.isClosed && (position == 0 || position == count - 1)
      let isSharp = inControl == vertex && outControl == vertex
      guard count > 1, isSharp, !isEnd else {
        store.append(vertex, in: inControl, out: outControl)
        continue
      }
      let previous = store.vertices[contour.start + (position + count - 1) % count]
      let next = store.vertices[contour.start + (position + 1) % count]
      // The side toward the previous vertex, then the side toward the next.
      for side in 0..<2 {
        let isFirst = side == 0
        let neighbour = isFirst ? previous : next
        let dx = neighbour.x - vertex.x
        let dy = neighbour.y - vertex.y
        let length = (dx * dx + dy * dy).squareRoot()
        let fraction = length > 0 ? Swift.min(length / 2, radius) / length : 0
        let point = VectorPoint(x: vertex.x + dx * fraction, y: vertex.y + dy * fraction)
        let control = VectorPoint(
          x: point.x - (point.x - vertex.x) * kappa, y: point.y - (point.y - vertex.y) * kappa)
        if isFirst {
          store.append(point, in: point, out: control)
        } else {
          store.append(point, in: control, out: point)
        }
      }
    }
  }
}
