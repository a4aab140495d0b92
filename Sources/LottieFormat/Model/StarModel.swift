/// A star (`sy: 1`) or polygon (`sy: 2`).
struct StarModel: Sendable {
  var isPolygon: Bool
  var position: AnimatedValue
  var points: AnimatedValue
  var rotation: AnimatedValue
  var innerRadius: AnimatedValue
  var outerRadius: AnimatedValue
  var innerRoundness: AnimatedValue
  var outerRoundness: AnimatedValue
}
