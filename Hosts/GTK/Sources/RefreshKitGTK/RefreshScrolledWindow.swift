import CGtk4
import Foundation
import RefreshKit
import RefreshKitRendering

/// Pull-to-refresh for an app's own `GtkScrolledWindow`, with whatever child it has (a
/// `GtkListView`, a `GtkListBox`, a `GtkViewport` with anything in it).
///
/// GTK 4 has no pull-to-refresh and hides how far a gesture pushes past an edge, so the wrapper
/// splits the work. GTK keeps scrolling inside the content (kinetic scrolling, scroll bars,
/// keys); RefreshKit's ``scrollView`` mirrors the adjustments (``AdjustmentMirror``) and owns what
/// lies past the edges: the pull, the space a refreshing header or footer holds open, and the
/// reveal and collapse. Past an edge the scrolled window itself moves inside ``widget`` (a
/// transform: the rows follow the finger and are never laid out again per frame), and a drawing
/// area above it paints the components with ``CairoRenderer``.
///
/// ```swift
/// import RefreshKitGTK
///
/// let scrolled = gtk_scrolled_window_new()
/// gtk_scrolled_window_set_child(scrolled, listBox)
/// let refresh = RefreshScrolledWindow(wrapping: scrolled!)
/// gtk_window_set_child(window, refresh.widget)  // where the scrolled window was
/// refresh.scrollView.addRefreshHeader(refreshHeader: RefreshNormalHeader()) {
///   reload()  // then refresh.scrollView.endRefreshing()
/// }
/// refresh.scrollView.refreshFooter = RefreshAutoNormalFooter { loadMore() }
/// ```
///
/// Input (capture phase, so it works wherever the scrolled window's child is): a touch or
/// primary-button drag that pulls a component out at its edge, after ``EdgePullInput/slop``;
/// a touchpad gesture or wheel clicks that push past an edge; Ctrl+R and F5 begin the header's
/// refresh (scope: the window), and ``refreshAction`` does from a button or from assistive
/// technologies (the widget offers it as ``accessibleActionName``). While the widget is idle
/// nothing is drawn and nothing is scheduled.
///
/// Screen readers hear the header's state, how a refresh ended and which keys refresh, and a
/// refresh beginning and ending is announced wherever the focus is; see
/// ``HeaderAccessibility`` and the package README for what Orca says on which GTK.
///
/// The components follow the GTK theme of the scrolled window (``gtkTheme``): text in its
/// foreground colour (the last-updated line dimmed, as GTK dims a subtitle), the arrow and the
/// spinner in it too, and its font; switching to the dark theme or another theme at run time
/// recolours them. The app's own theme wins: the wrapper sets ``scrollView``'s
/// ``RefreshKit/ScrollView/refreshTheme`` only while it holds the theme the wrapper put there,
/// so one the app assigns stays (``followsGTKTheme`` is false then), and a component's own
/// ``RefreshKit/RefreshComponent/theme`` wins field by field while the rest follows GTK.
///
/// > Important: The wrapper keeps itself alive as long as ``widget`` lives, so an app may drop
/// > its reference. When the widget is destroyed the wrapper lets go of GTK (``isDestroyed``)
/// > and detaches its components and its callbacks, so blocks that capture the wrapper do not
/// > keep it alive, and a refresh finishing after the window closed ends harmlessly.
@MainActor
public final class RefreshScrolledWindow {
  /// The widget to put where the scrolled window was: it holds the scrolled window and paints
  /// the components over it.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The app's scrolled window, now inside ``widget``.
  public let scrolledWindow: UnsafeMutablePointer<GtkWidget>
  /// RefreshKit's scroll view for the scrolled window: attach headers, footers and trailers.
  public let scrollView: ScrollView
  /// The scheduler the scroll view runs on, in GTK's main loop.
  public let scheduler = GLibScheduler()
  /// The input mapping (slop, wheel step and quiet period can be tuned).
  public let input: EdgePullInput
  /// A `GSimpleAction` named "refresh" that begins the header's refresh.
  ///
  /// Add it to the window (`g_action_map_add_action`) and give a header-bar button the action
  /// name "win.refresh". It stays enabled while the header refreshes and does nothing then, so
  /// the button keeps the keyboard focus (a disabled action would make it insensitive, and GTK
  /// would move the focus away).
  public let refreshAction: OpaquePointer
  /// A `GSimpleAction` named "second-floor" that opens the second floor, or closes it when it
  /// is open (see ``toggleSecondFloor()``); the widget offers it to assistive technologies as
  /// ``accessibleSecondFloorActionName``.
  public let secondFloorAction: OpaquePointer
  /// Called after every draw of the components: how long it took, and the frame clock's time
  /// of the frame (microseconds), for frame-rate checks.
  public var didDraw: ((_ duration: Duration, _ frameTime: Int64) -> Void)?
  /// The app's GTK widget shown as the second floor's page (``setSecondFloorPage(_:)``).
  public internal(set) var secondFloorPage: UnsafeMutablePointer<GtkWidget>?
  /// Whether the widget was destroyed: the wrapper no longer touches GTK.
  public internal(set) var isDestroyed = false
  /// The theme GTK's style gives the scrolled window (``RefreshKit/RefreshTheme/gtk(of:)``),
  /// read again whenever GTK restyles; nil until the scrolled window is in a window.
  public internal(set) var gtkTheme: RefreshTheme?
  /// The theme the wrapper last put in the scroll view's theme (nil: none yet); the wrapper
  /// replaces the scroll view's theme only while it is this one (see ``followsGTKTheme``).
  var appliedGTKTheme: RefreshTheme?
  /// Set to false by the app (``followsGTKTheme``): the wrapper no longer sets the theme.
  var isGTKThemeFollowingEnabled = true
  /// The motion preference the wrapper last put in the scroll view (nil: none yet), whether the
  /// app lets it (``followsGTKMotionSetting``), and the settings object it listens to.
  var appliedGTKMotion: MotionPreference?
  var isGTKMotionFollowingEnabled = true
  var motionSettings: UnsafeMutableRawPointer?

  let area: UnsafeMutablePointer<GtkWidget>
  var mirror: AdjustmentMirror
  let renderer = CairoRenderer()
  var tickID: guint = 0
  /// What assistive technologies were last told (``updateAccessibility()``).
  var shownAccessibility: HeaderAccessibility?
  /// Announces a refresh beginning and ending (GTK 4.14 and later; tests put in their own).
  var announcer = AccessibilityAnnouncer()

  /// Wraps `scrolledWindow`, a `GtkScrolledWindow` with any child.
  ///
  /// Put ``widget`` where the scrolled window would have gone. A scrolled window already in a
  /// window, a box, a paned, a frame or an overlay (as its main child) is replaced there by
  /// ``widget``; in any other parent, wrap it before adding it.
  public init(wrapping scrolledWindow: UnsafeMutablePointer<GtkWidget>) {
    // Kept while it may be between parents (a scrolled window taken out of its place).
    g_object_ref(UnsafeMutableRawPointer(scrolledWindow))
    defer { g_object_unref(UnsafeMutableRawPointer(scrolledWindow)) }
    CairoRenderer.installTextMeasurer()
    MainQueueBridge.install()
    RefreshScrolledWindow.installStyle()
    self.scrolledWindow = scrolledWindow
    scrollView = ScrollView(frame: .zero, scheduler: scheduler)
    // Not on screen until the widget is mapped: a refresh begun before waits for it.
    scrollView.isVisible = false
    input = EdgePullInput(scrollView: scrollView)
    widget = WrapperWidget.make()
    area = ComponentsArea.make()
    refreshAction = gtkMade(g_simple_action_new("refresh", nil), "simple action")
    let floorAction = gtkMade(g_simple_action_new("second-floor", nil), "simple action")
    // Enabled once a floor is turned on (updateSecondFloorAction).
    g_simple_action_set_enabled(floorAction, 0)
    secondFloorAction = floorAction
    let scrolled = OpaquePointer(scrolledWindow)
    // Safe: a scrolled window always has both adjustments (it makes them when none are set).
    mirror = AdjustmentMirror(
      scrollView: scrollView,
      horizontal: gtkMade(gtk_scrolled_window_get_hadjustment(scrolled), "horizontal adjustment"),
      vertical: gtkMade(gtk_scrolled_window_get_vadjustment(scrolled), "vertical adjustment"))
    assemble()
  }

  /// Wraps `scrolledWindow` as it comes from `gtk_scrolled_window_new()` (an optional).
  ///
  /// GTK never returns nil there (it aborts when it cannot make a widget), so a nil here is a
  /// caller's mistake, reported as one.
  public convenience init(wrapping scrolledWindow: UnsafeMutablePointer<GtkWidget>?) {
    guard let scrolledWindow else {
      preconditionFailure("RefreshScrolledWindow(wrapping:) needs a scrolled window, not nil")
    }
    self.init(wrapping: scrolledWindow)
  }

  /// Puts the scrolled window and the drawing area inside the wrapper, where the scrolled
  /// window was, and hands GTK the wrapper's callbacks (`RefreshScrolledWindow+Signals.swift`).
  private func assemble() {
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    // No expand flags of its own: GTK takes them from the scrolled window, so the wrapper
    // lays out as the scrolled window did.
    gtk_widget_add_css_class(scrolledWindow, "refreshkit-wrapped")
    let place = ParentPlace(of: scrolledWindow)
    gtk_widget_set_parent(scrolledWindow, widget)
    place?.put(widget)
    // The components are painted over the content and never take input.
    gtk_widget_set_can_target(area, 0)
    gtk_widget_set_parent(area, widget)
    let me = installCallbacks()
    installAccessibility(me)
    // Animation steps run at the area's frame ticks: one step per frame.
    scheduler.frameClockWidget = area
    mirrorTranslation()

    scrollView.displayRequestHandler = { [weak self] in self?.displayRequested() }
    installInput(me)
    followTextDirection(me)
    followGTKMotionSetting(me)
    // A scrolled window already in a window has its theme's style now; one that is not yet
    // gets it when the wrapper goes into one (the area restyles then, and it is mapped).
    gtkStyleDidChange()
  }

  func mirrorTranslation() {
    mirror.translationHandler = { [weak self] _ in self?.translationDidChange() }
    mirror.isOffsetHeld = { [weak self] in self?.input.isDriving ?? false }
    mirror.endReachedHandler = { [weak self] in self?.listReachedItsEnd() }
  }

  /// The app gave the scrolled window other adjustments: mirror those.
  func adjustmentsChanged() {
    guard !isDestroyed else { return }
    let scrolled = OpaquePointer(scrolledWindow)
    guard let horizontal = gtk_scrolled_window_get_hadjustment(scrolled),
      let vertical = gtk_scrolled_window_get_vadjustment(scrolled),
      horizontal != mirror.horizontal || vertical != mirror.vertical
    else { return }
    let size = scrollView.bounds.size
    mirror.invalidate()
    mirror = AdjustmentMirror(scrollView: scrollView, horizontal: horizontal, vertical: vertical)
    mirror.resize(to: size)
    mirrorTranslation()
    translationDidChange()
  }

  static let dataKey = "refreshkit-scrolled-window"

  /// The wrapper that owns `widget`, if it is one.
  public static func wrapper(of widget: UnsafeMutablePointer<GtkWidget>) -> RefreshScrolledWindow? {
    guard let data = g_object_get_data(UnsafeMutablePointer(OpaquePointer(widget)), dataKey)
    else { return nil }
    return Unmanaged<RefreshScrolledWindow>.fromOpaque(data).takeUnretainedValue()
  }

  /// Called when what assistive technologies hear changes, or something is announced (for
  /// logs and checks).
  public var accessibilityDidChange: ((HeaderAccessibility) -> Void)?

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(refreshAction))
    g_object_unref(UnsafeMutableRawPointer(secondFloorAction))
  }
}
