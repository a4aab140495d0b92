import Foundation

/// A component's second-floor settings, held by its engine once one is set.
///
/// A final class behind one optional, so a component that never had a floor pays a single
/// `nil` check on the scroll path.
@MainActor
final class SecondFloorSettings {
  /// Whether the floor is on (``RefreshComponent/isSecondFloorEnabled``).
  var isEnabled = false
  /// The second threshold, as a multiple of the component's extent.
  var triggerPercent: CGFloat = RefreshComponent.defaultSecondFloorTriggerPercent
  /// How far a drag on the open floor must pull it back before a release closes it.
  var closeDistance: CGFloat = RefreshComponent.defaultSecondFloorCloseDistance
  /// The title a look shows while the floor opens and is open.
  var title: String?
  /// The floor's page.
  var view: View?
  /// The app's veto, asked at a release past the second threshold.
  var shouldOpen: (@MainActor () -> Bool)?
  /// The app's observer of every floor change.
  var handler: (@MainActor (SecondFloorState) -> Void)?
}
