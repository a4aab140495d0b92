import CGtk4
import Foundation
import RefreshKit

// The second floor without a gesture: Escape closes it, and an action opens or closes it from a
// button or an assistive technology. The floor's page is a RefreshKit view (`secondFloorView`),
// drawn by the components' area over the space the floor holds, or a GTK widget of the app's
// allocated where that view is.

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
  /// or the header is refreshing (the action is disabled then, see
  /// ``updateSecondFloorAction()``).
  ///
  /// ```swift
  /// gtk_actionable_set_action_name(OpaquePointer(button), "refreshkit.second-floor")
  /// ```
  public func toggleSecondFloor() {
    defer { updateSecondFloorAction() }
    if closeSecondFloor() { return }
    let components = [scrollView.refreshHeader, scrollView.refreshFooter].compactMap { $0 }
    components.first { $0.isSecondFloorEnabled }?.openSecondFloor()
  }

  /// Enables ``secondFloorAction`` only while the header or the back footer has a floor on.
  ///
  /// AT-SPI lists enabled actions only, so a list without a floor offers none, and a button
  /// bound to it is insensitive. Checked after every draw (a floor turned on shows
  /// from the next frame) and when the action runs.
  func updateSecondFloorAction() {
    let hasFloor = [scrollView.refreshHeader, scrollView.refreshFooter].contains {
      $0?.isSecondFloorEnabled == true
    }
    guard (g_action_get_enabled(secondFloorAction) != 0) != hasFloor else { return }
    g_simple_action_set_enabled(secondFloorAction, hasFloor ? 1 : 0)
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

  /// Shows `page`, a GTK widget of the app's, as the second floor's page; nil removes it.
  ///
  /// A page drawn by RefreshKit (``RefreshKit/RefreshComponent/secondFloorView``) cannot hold
  /// GTK widgets; this one can (buttons, a list of its own, text to select), and assistive
  /// technologies see it inside the wrapper. The wrapper allocates it over the floor's page
  /// (the component's `secondFloorView`, an empty `View` the wrapper gives the header or back
  /// footer whose floor is enabled when it has none) and shows it only while part of that
  /// area is on screen: as a pull reveals it, while the floor opens, is open and closes. A drag
  /// that starts on it still moves the floor (the wrapper sees drags first); clicks and keys
  /// are the page's. The wrapper holds the page while it is set (a floating widget becomes
  /// its child, as in any GTK container) and lets go of it when it is replaced or removed. A
  /// widget that already has another parent is ignored.
  ///
  /// ```swift
  /// header.isSecondFloorEnabled = true
  /// refresh.setSecondFloorPage(dealsBox)
  /// ```
  public func setSecondFloorPage(_ page: UnsafeMutablePointer<GtkWidget>?) {
    guard !isDestroyed, page != secondFloorPage else { return }
    if let page, gtk_widget_get_parent(page) != nil { return }
    if let old = secondFloorPage { gtk_widget_unparent(old) }
    secondFloorPage = page
    if let page {
      // Last child: above the components' area, so it is drawn over it and takes input.
      gtk_widget_set_parent(page, widget)
      gtk_widget_set_child_visible(page, 0)
    }
    gtk_widget_queue_allocate(widget)
  }

  /// Allocates the app's page where the floor's page view is, shown while part of it is.
  func allocateSecondFloorPage(width: Int32, height: Int32) {
    guard let page = secondFloorPage else { return }
    let floors = [scrollView.refreshHeader, scrollView.refreshFooter].compactMap { $0 }
    guard let component = floors.first(where: { $0.isSecondFloorEnabled }) else {
      gtk_widget_set_child_visible(page, 0)
      return
    }
    if component.secondFloorView == nil { component.secondFloorView = View() }
    scrollView.layoutIfNeeded()
    guard let view = component.secondFloorView else { return }
    let origin = view.convert(CGPoint.zero, to: nil)
    let rect = CGRect(origin: origin, size: view.bounds.size).integral
    let visible = rect.intersection(CGRect(x: 0, y: 0, width: Int(width), height: Int(height)))
    let shows = !visible.isNull && visible.height >= 1 && visible.width >= 1
    gtk_widget_set_child_visible(page, shows ? 1 : 0)
    guard shows else { return }
    // GTK wants a child measured and given at least its minimum size (the wrapper's overflow
    // is hidden: a page larger than the floor is cut at the wrapper's edges).
    var minimumWidth: Int32 = 0
    var minimumHeight: Int32 = 0
    gtk_widget_measure(page, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
    let pageWidth = max(minimumWidth, Int32(rect.width))
    gtk_widget_measure(page, GTK_ORIENTATION_VERTICAL, pageWidth, &minimumHeight, nil, nil, nil)
    var point = graphene_point_t(x: Float(rect.minX), y: Float(rect.minY))
    // gtk_widget_allocate takes the transform (transfer full).
    gtk_widget_allocate(
      page, pageWidth, max(minimumHeight, Int32(rect.height)), -1,
      gsk_transform_translate(nil, &point))
  }
}
