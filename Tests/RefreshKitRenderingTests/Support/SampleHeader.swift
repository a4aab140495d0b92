import Foundation
import RefreshKit

/// A header built only from public API, with every leaf view kind the renderers draw: a title, a
/// bold subtitle, an arrow and an activity indicator.
///
/// It keeps the renderer tests independent of the library's own looks.
@MainActor
final class SampleHeader: RefreshHeader {
  let title = Label(text: "Pull down")
  let subtitle = Label(text: "Sample · 样例")
  let arrow = ArrowView()
  let indicator = ActivityIndicatorView()

  override func prepare() {
    super.prepare()
    subtitle.isBold = true
    subtitle.fontSize = 12
    for view in [title, subtitle, arrow, indicator] as [View] { addSubview(view) }
  }

  override func placeSubviews() {
    super.placeSubviews()
    let half = bounds.height / 2
    title.frame = CGRect(x: 0, y: 0, width: bounds.width, height: half)
    subtitle.frame = CGRect(x: 0, y: half, width: bounds.width, height: half)
    let center = bounds.width / 2 - 90
    arrow.frame = CGRect(x: center - 7.5, y: half - 20, width: 15, height: 40)
    indicator.frame = CGRect(x: center - 10, y: half - 10, width: 20, height: 20)
  }

  override var state: RefreshState {
    didSet {
      title.text = state == .refreshing ? "Loading..." : state == .pulling ? "Release" : "Pull down"
      arrow.isHidden = state == .refreshing
      arrow.rotation = state == .pulling ? .pi : 0
      if state == .refreshing { indicator.startAnimating() } else { indicator.stopAnimating() }
    }
  }
}
