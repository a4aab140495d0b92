import Foundation
import RefreshKit

/// A two-frame animation using every shape kind, for renderer tests.
enum SampleAnimation {
  static let frames = FrameAnimation(
    name: "sample", size: CGSize(width: 20, height: 20), framesPerSecond: 10,
    frames: [
      FrameAnimation.Frame(
        text: "◐",
        shapes: [
          .init(kind: .line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 20, y: 20))),
          .init(kind: .circle(center: CGPoint(x: 10, y: 10), radius: 4, isFilled: true)),
        ]),
      FrameAnimation.Frame(
        text: "◓",
        shapes: [
          .init(
            kind: .arc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: 90),
            lineWidth: 3, opacity: 0.5)
        ]),
    ])
}
