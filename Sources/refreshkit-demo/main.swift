import Foundation
import RefreshKit
import RefreshKitTesting

// A minimal scripted pull-to-refresh on virtual time; the full terminal demo replaces it.
@MainActor
func runScript() {
  let scheduler = TestScheduler()
  let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), scheduler: scheduler)
  list.contentSize = CGSize(width: 375, height: 1200)
  let header = RefreshHeader()
  var lastState = header.state
  func report(_ event: String) {
    let line =
      "t=\(Int(scheduler.now / .milliseconds(1)))ms \(event): state=\(header.state)"
      + " offset=\(Int(list.contentOffset.y)) insetTop=\(Int(list.adjustedContentInset.top))"
    print(line)
  }
  list.addRefreshHeader(refreshHeader: header) {
    report("refreshing block runs; loading for 1.5 s")
    scheduler.schedule(after: .milliseconds(1500)) { list.endRefreshing() }
  }
  report("start")
  list.beginDragging()
  for step in 1...8 {
    list.drag(to: CGPoint(x: 0, y: -CGFloat(step) * 10))
    if header.state != lastState {
      lastState = header.state
      report("drag to \(-step * 10)")
    }
  }
  list.endDragging()
  report("release")
  while scheduler.pendingCount > 0 {
    scheduler.advance(by: Animation.frameInterval)
    if header.state != lastState {
      lastState = header.state
      report("state change")
    }
  }
  report("settled")
}

MainActor.assumeIsolated { runScript() }
