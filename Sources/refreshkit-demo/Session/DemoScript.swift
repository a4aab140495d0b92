import Foundation
import RefreshKit

/// The scripted session, as steps that run one after another on the list's scheduler.
///
/// The same steps run in real time on `MainScheduler` (a terminal) and on virtual time
/// (a transcript, `--frames`), so what a pipe prints is what a terminal shows.
@MainActor
final class DemoScript {
  private enum Step {
    case wait(Duration)
    case run(@MainActor (DemoList) -> Void)
    /// A finger moving the content for `duration` (eased) towards the offset `target`
    /// gives, asked again on every frame so a growing list is followed.
    case drag(Duration, to: @MainActor (DemoList) -> CGFloat)
  }

  private let list: DemoList
  private var steps: [Step] = []
  private var nextStep = 0
  private var animation: Animation?
  /// Called once, when the last step has run.
  var onFinish: (@MainActor () -> Void)?
  private(set) var isFinished = false

  init(list: DemoList) {
    self.list = list
    let floor = list.header.isSecondFloorEnabled ? DemoScript.secondFloor() : []
    steps = floor + DemoScript.session()
  }

  /// With `--second-floor`: a long pull past the second threshold opens the floor; a moment
  /// later a drag back closes it.
  private static func secondFloor() -> [Step] {
    [
      .wait(.milliseconds(1000)),
      .run { $0.scrollView.beginDragging() },
      .drag(.milliseconds(2500)) { list in
        -list.header.height * (list.header.secondFloorTriggerPercent + 0.4)
      },
      .wait(.milliseconds(500)),
      .run { $0.scrollView.endDragging() },
      .wait(.milliseconds(2000)),
      .run { $0.scrollView.beginDragging() },
      // 160 points back from the open floor's rest (past the 80-point close distance).
      .drag(.milliseconds(800)) { list in -list.scrollView.adjustedContentInset.top + 160 },
      .run { $0.scrollView.endDragging() },
      .wait(.milliseconds(1500)),
    ]
  }

  /// The session: a slow pull, a refresh, then scrolling to the end.
  private static func session() -> [Step] {
    var steps: [Step] = []
    steps.append(.wait(.milliseconds(1000)))
    // A slow pull: the arrow turns and the text changes when the pull passes the trigger.
    steps.append(.run { $0.scrollView.beginDragging() })
    steps.append(
      .drag(.milliseconds(3000)) { list in -list.header.triggerDistance * 1.6 })
    steps.append(.wait(.milliseconds(600)))
    // Release: the header refreshes, new rows arrive, the header collapses.
    steps.append(.run { $0.scrollView.endDragging() })
    steps.append(.wait(DemoList.loadDuration + .milliseconds(1200)))
    // Scroll to the end: the auto footer loads a page; again: the last page; once more:
    // no more data, nothing loads.
    for (duration, pause) in [(2200, 2200), (1200, 2200), (800, 1200)] {
      steps.append(.run { $0.scrollView.beginDragging() })
      steps.append(
        .drag(.milliseconds(duration)) { list in list.scrollView.maximumContentOffset.y + 24 })
      steps.append(.run { $0.scrollView.endDragging() })
      steps.append(.wait(.milliseconds(pause)))
    }
    return steps
  }

  /// Starts the first step.
  func start() {
    runNextStep()
  }

  private func runNextStep() {
    guard nextStep < steps.count else {
      guard !isFinished else { return }
      isFinished = true
      onFinish?()
      return
    }
    let step = steps[nextStep]
    nextStep += 1
    switch step {
    case .wait(let duration):
      list.scheduler.schedule(after: duration) { [weak self] in self?.runNextStep() }
    case .run(let body):
      body(list)
      runNextStep()
    case .drag(let duration, let target):
      let start = list.scrollView.contentOffset.y
      let animation = Animation(
        duration: duration, curve: .easeInOut, scheduler: list.scheduler,
        update: { [weak self] progress in
          guard let self else { return }
          let end = target(self.list)
          self.list.scrollView.drag(to: CGPoint(x: 0, y: start + (end - start) * CGFloat(progress)))
        },
        completion: { [weak self] _ in self?.runNextStep() })
      self.animation = animation
      animation.start()
    }
  }
}
