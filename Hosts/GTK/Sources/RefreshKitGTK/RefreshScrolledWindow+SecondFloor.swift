import CGtk4
import RefreshKit

// The second floor without a gesture: Escape closes it, and an action opens or closes it from a
// button or an assistive technology. The floor's page itself is a RefreshKit view
// (`secondFloorView`), drawn by the components' area over the space the floor holds.

extension RefreshScrolledWindow {
  /// The second-floor action's name where the wrapper's widget offers it:
  /// "refreshkit.second-floor", listed by AT-SPI beside ``accessibleActionName``.
  public static let accessibleSecondFloorActionName = "\(actionGroupPrefix).second-floor"

  /// Opens the header's second floor, or closes the floor that holds the list's space.
  ///
  /// What ``secondFloorAction`` does, so keyboard and screen-reader users reach a page that
  /// otherwise takes a long pull. Opening is ``RefreshKit/RefreshComponent/openSecondFloor()``
  /// (no veto is asked, as for any call), on the header or, without a header's floor, on the
  /// back footer; it does nothing when neither has ``RefreshKit/RefreshComponent/isSecondFloorEnabled``
  /// or the header is refreshing.
  ///
  /// ```swift
  /// gtk_actionable_set_action_name(OpaquePointer(button), "refreshkit.second-floor")
  /// ```
  public func toggleSecondFloor() {
    if closeSecondFloor() { return }
    let components = [scrollView.refreshHeader, scrollView.refreshFooter].compactMap { $0 }
    components.first { $0.isSecondFloorEnabled }?.openSecondFloor()
  }

  /// Closes a second floor that is opening or open (as Escape does); returns whether there was
  /// one.
  ///
  /// A floor pulled past its threshold but not released yet is the finger's to decide, and one
  /// already closing goes on closing: neither counts.
  @discardableResult
  public func closeSecondFloor() -> Bool {
    let open = scrollView.refreshComponents.filter { $0.secondFloorState.holdsSpace }
    for component in open { component.closeSecondFloor() }
    return !open.isEmpty
  }
}
