import Foundation
import RefreshKit
import RefreshKitTesting

// The ring look of the DocC article "Writing a look" ("Draw your own shape"), staged for the
// gallery; `WritingALookTests.theArticleIsThisCode` keeps it and the article in step.

// Article: begin
final class RingLook: RefreshLook {
  let ring = ShapeView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))

  init() {
    var circle = VectorPath()
    circle.addArc(
      center: CGPoint(x: 14, y: 14), radius: 12, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
      clockwise: true)
    ring.path = circle
    ring.fillColor = nil
    ring.strokeColor = .refreshText
    ring.lineWidth = 3
    ring.lineCap = .round
    ring.strokeEnd = 0
  }

  var preferredExtent: CGFloat? { 56 }
  // Article: end

  // Article: begin
  func didInstall(in component: RefreshComponent, at placement: RefreshLookPlacement) {
    component.addSubview(ring)
  }

  func willUninstall(from component: RefreshComponent) {
    ring.removeFromSuperview()
  }

  func pullingPercentDidChange(_ percent: CGFloat) {
    ring.strokeEnd = percent
  }

  func stateDidChange(from oldState: RefreshState, to newState: RefreshState) {
    ring.lineDashPattern = newState == .refreshing ? [3, 5] : nil
    if newState == .refreshing { ring.strokeEnd = 1 }
    if newState == .noMoreData { ring.strokeEnd = 0 }
  }

  func layout(in bounds: CGRect) {
    ring.frame.origin = CGPoint(x: bounds.midX - 14, y: bounds.midY - 14)
  }

  func themeDidChange(_ theme: RefreshTheme) {
    ring.strokeColor = theme.tintColor ?? .refreshText
  }
}
// Article: end
