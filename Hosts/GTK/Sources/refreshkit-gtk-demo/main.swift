import EndToEndProbe
import Foundation
import RefreshKitGTK

// A GTK 4 app with pull-to-refresh on its own list: a header bar (a refresh button, the header
// kind), a GtkListView over a GListModel with real row widgets, wrapped by RefreshScrolledWindow.
// Pulling (drag, wheel, touchpad), Ctrl+R, F5 or the button prepend new rows; the auto footer
// loads pages until there are no more. `--header NAME` starts with another header kind of the
// catalog (`--header lottie`: the Lottie spinner); `--dark` starts with GTK's dark theme;
// `--rtl` lays the window out right to left; `--second-floor` and `--second-floor-widget` give
// the header a second floor (GtkDemo+SecondFloor.swift); `--keep-place` keeps the reader's
// row still while the refresh puts rows above it (GtkDemo+KeepPlace.swift). Keys:
// `l` switches the language, `d` the dark theme (the header follows GTK's theme); for scripted
// checks, `s` prints how often it drew and what is scheduled, `p` where the list is, `t` draw
// and frame times, `z` starts the frame rates afresh. With REFRESHKIT_GTK_STATE_LOG=1 it prints one line per state
// change on stdout ("header pulling"), for scripted checks under Xvfb.

/// The demo's window, list model and loads.
@MainActor
final class GtkDemo {
  let window: UnsafeMutablePointer<GtkWidget>
  let model = gtkMade(gtk_string_list_new(nil), "string list")
  let refresh: RefreshScrolledWindow
  let status = gtkMade(gtk_label_new(""), "label")
  /// The app's list view (`--keep-place` logs where its rows are painted).
  let list: UnsafeMutablePointer<GtkWidget>
  var isTrackingPlace = false
  private var pages = 1
  private let totalPages = 4
  private var fresh = 0
  private var refreshes = 0
  private var kindIndex = 0
  private var languageIndex = 0
  private var drawTimes: [Duration] = []
  /// The frame clock's time of each draw, microseconds: the frame rate while animating.
  private var frameTimes: [Int64] = []
  private var pullFrames: [Int64] = []
  private var collapseFrames: [Int64] = []
  var floorPageButton: UnsafeMutablePointer<GtkWidget>?  // `--second-floor-widget`'s Close
  private var loggedHeader: RefreshState?
  private var loggedFooter: RefreshState?
  private let logsStates = ProcessInfo.processInfo.environment["REFRESHKIT_GTK_STATE_LOG"] == "1"
  private let headerNames = RefreshHeaderCatalog.shared.names

  init(application: UnsafeMutablePointer<GtkApplication>) {
    if CommandLine.arguments.contains("--dark") { Self.prefersDarkTheme = true }
    // `--rtl`: laid out right to left, as in an Arabic or Hebrew locale.
    if CommandLine.arguments.contains("--rtl") {
      gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
    }
    window = gtkMade(gtk_application_window_new(application), "application window")
    gtk_window_set_title(window, "RefreshKit")
    gtk_window_set_default_size(window, 400, 740)

    let factory = gtkMade(gtk_signal_list_item_factory_new(), "signal list item factory")
    g_signal_connect_data(
      UnsafeMutableRawPointer(factory), "setup", unsafeBitCast(setupRow, to: GCallback.self), nil,
      nil, GConnectFlags(rawValue: 0))
    g_signal_connect_data(
      UnsafeMutableRawPointer(factory), "bind", unsafeBitCast(bindRow, to: GCallback.self), nil,
      nil, GConnectFlags(rawValue: 0))
    // The selection model takes a reference of its own (transfer full); the demo keeps one.
    g_object_ref(UnsafeMutableRawPointer(model))
    let selection = gtk_no_selection_new(model)
    list = gtkMade(gtk_list_view_new(selection, factory), "list view")
    let scrolled = gtkMade(gtk_scrolled_window_new(), "scrolled window")
    gtk_widget_set_vexpand(scrolled, 1)
    gtk_scrolled_window_set_child(scrolled, list)
    // The window's content as the app had it: the list above a status line.
    let box = gtkMade(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4), "box")
    gtk_box_append(box, scrolled)
    gtk_box_append(box, status)
    gtk_window_set_child(window, box)

    // The one line that adds pull-to-refresh to the app's own scrolled window: the wrapper
    // takes its place in the box.
    refresh = RefreshScrolledWindow(wrapping: scrolled)
    appendPage(1)

    kindIndex =
      headerNames.firstIndex(of: initialHeaderKind) ?? headerNames.firstIndex(of: "normal") ?? 0
    installHeader()
    refresh.scrollView.addRefreshFooter(refreshFooter: RefreshAutoNormalFooter()) {
      [unowned self] in
      refresh.scheduler.schedule(after: .seconds(1)) { [weak self] in self?.loadMore() }
    }
    refresh.didDraw = { [unowned self] duration, frameTime in
      didDraw(duration, frameTime)
      trackPlace()
    }
    refresh.accessibilityDidChange = { [unowned self] accessibility in
      log("a11y \"\(accessibility.label)\" busy \(accessibility.isBusy)")
      if let announcement = accessibility.announcement { log("announce \"\(announcement)\"") }
    }

    g_action_map_add_action(OpaquePointer(window), refresh.refreshAction)
    GeometryProbe.attach(window: window, refresh: refresh)
    gtk_window_set_titlebar(gtkCast(window), makeHeaderBar())

    gtk_label_set_xalign(OpaquePointer(status), 0)
    gtk_label_set_wrap(OpaquePointer(status), 1)
    gtk_label_set_width_chars(OpaquePointer(status), 40)
    gtk_label_set_max_width_chars(OpaquePointer(status), 40)
    gtk_widget_set_margin_start(status, 6)

    let keys = gtkMade(gtk_event_controller_key_new(), "event controller key")
    g_signal_connect_data(
      UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(onKey, to: GCallback.self), nil,
      nil, GConnectFlags(rawValue: 0))
    gtk_widget_add_controller(window, keys)
  }

  /// A refresh button (the wrapper's action) and the header-kind choice.
  private func makeHeaderBar() -> UnsafeMutablePointer<GtkWidget> {
    let bar = gtkMade(gtk_header_bar_new(), "header bar")
    let button = gtkMade(
      gtk_button_new_from_icon_name("view-refresh-symbolic"), "button from icon name")
    gtk_actionable_set_action_name(OpaquePointer(button), "win.refresh")
    gtk_widget_set_tooltip_text(button, "Refresh (F5, Ctrl+R)")
    // An icon button's name for screen readers; its icon says nothing (GTK 4.8 would name
    // both "GtkImage").
    Self.setAccessibleLabel("Refresh", of: button)
    var hidden = GValue()
    g_value_init(&hidden, GLibType.boolean)
    g_value_set_boolean(&hidden, 1)
    var state = [GTK_ACCESSIBLE_STATE_HIDDEN]
    gtk_accessible_update_state_value(
      OpaquePointer(gtk_button_get_child(gtkCast(button))), 1, &state, &hidden)
    g_value_unset(&hidden)
    gtk_header_bar_pack_start(OpaquePointer(bar), button)
    var names = headerNames.map { strdup($0) }
    names.append(nil)
    // The strings live until after the call, which copies them.
    let made = names.withUnsafeBufferPointer { buffer in
      buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: names.count) {
        gtk_drop_down_new_from_strings($0)
      }
    }
    let kinds = gtkMade(made ?? nil, "drop-down of header kinds")
    for name in names { free(name) }
    gtk_drop_down_set_selected(OpaquePointer(kinds), guint(kindIndex))
    Self.setAccessibleLabel("Header kind", of: kinds)
    g_signal_connect_data(
      UnsafeMutableRawPointer(kinds), "notify::selected",
      unsafeBitCast(onKindSelected, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
    gtk_header_bar_pack_end(OpaquePointer(bar), kinds)
    return bar
  }

  /// Names `widget` for screen readers (GTK 4.8 names a widget without a label by its type).
  private static func setAccessibleLabel(_ text: String, of widget: UnsafeMutablePointer<GtkWidget>)
  {
    var label = GValue()
    g_value_init(&label, GLibType.string)
    g_value_set_string(&label, text)
    var property = [GTK_ACCESSIBLE_PROPERTY_LABEL]
    gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, &label)
    g_value_unset(&label)
  }

  private func installHeader() {
    let header =
      RefreshHeaderCatalog.shared.makeHeader(named: headerNames[kindIndex]) ?? RefreshNormalHeader()
    // A demo remembers its last update in memory: each run starts from "No record".
    (header as? RefreshStateHeader)?.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    refresh.scrollView.refreshHeader = header
    installSecondFloor(on: header)
    if keepsPlace {
      installKeepingPlace(on: header)
      return
    }
    // An async action, as an app loading over the network writes one: the refresh ends when
    // it returns (main-actor work runs in GTK's loop through MainQueueBridge).
    header.setRefreshingAction { [weak self] in
      try await Task.sleep(for: .milliseconds(1500))
      self?.prependFreshRows()
    }
  }

  fileprivate func selectKind(_ index: Int) {
    guard index != kindIndex, headerNames.indices.contains(index) else { return }
    kindIndex = index
    installHeader()
  }

  /// Rows are "title\tsubtitle"; the factory splits them.
  private func appendPage(_ page: Int) {
    for index in 1...12 {
      let number = (page - 1) * 12 + index
      gtk_string_list_append(model, "Item \(number)\tPage \(page) · row \(index)")
    }
  }

  func prependFreshRows() {
    refreshes += 1
    let rows = (1...3).map { _ in
      fresh += 1
      return "New item \(fresh)\tArrived with refresh \(refreshes)"
    }
    // The newest on top.
    gtk_string_list_splice(model, 0, 0, rows.reversed())
  }

  private func loadMore() {
    pages += 1
    appendPage(pages)
    if pages >= totalPages {
      refresh.scrollView.refreshFooter?.endRefreshingWithNoMoreData()
    } else {
      refresh.scrollView.refreshFooter?.endRefreshing()
    }
  }

  func keyPressed(_ key: UInt32) {
    switch key {
    case UInt32(UInt8(ascii: "l")):
      let languages = RefreshLocalization.supportedLanguages
      languageIndex = (languageIndex + 1) % languages.count
      RefreshLocalization.language = languages[languageIndex]
    case UInt32(UInt8(ascii: "d")):
      Self.prefersDarkTheme.toggle()
    case UInt32(UInt8(ascii: "s")):
      // For scripted checks: how often it drew, and what waits on the scheduler.
      log(
        "stats draws \(drawTimes.count) pull-fps \(Self.overallRate(pullFrames))"
          + " collapse-fps \(Self.overallRate(collapseFrames))"
          + " pending \(refresh.scheduler.pendingCount)")
    case UInt32(UInt8(ascii: "p")):
      // For scripted checks: where the list is.
      let position = refresh.scrollView.platformPosition
      log("position list \(Int(position.contentOffset.y)) past \(Int(position.overscroll.y))")
    case UInt32(UInt8(ascii: "z")):
      // For scripted checks: frame rates from here on (a measurement free of what came before).
      pullFrames.removeAll()
      collapseFrames.removeAll()
    case UInt32(UInt8(ascii: "t")):
      // For scripted checks: the draw times and the frame intervals while animating.
      log(timingReport())
    default:
      break
    }
  }

  func log(_ line: String) {
    guard logsStates else { return }
    print(line)
    // Line by line, for a script reading the pipe (stdout is block-buffered there).
    fflush(nil)
  }

  private func didDraw(_ duration: Duration, _ frameTime: Int64) {
    drawTimes.append(duration)
    frameTimes.append(frameTime)
    let list = refresh.scrollView
    // Frames of a drag pull (a finger past the top) and of a collapse (the header going back
    // after its refresh), for their frame rates.
    if list.contentOffset.y < 0, list.refreshHeader?.isRefreshing == false {
      if list.isDragging && refresh.input.isPointerEngaged {
        pullFrames.append(frameTime)
      } else if !list.isDragging {
        collapseFrames.append(frameTime)
      }
    }
    let header = list.refreshHeader?.state
    let footer = list.refreshFooter?.state
    if header != loggedHeader, let header { log("header \(header)") }
    if footer != loggedFooter, let footer { log("footer \(footer)") }
    loggedHeader = header
    loggedFooter = footer
    let sorted = drawTimes.suffix(240).sorted()
    let p50 = sorted[sorted.count / 2]
    let p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
    let position = list.platformPosition
    let text =
      "header \(header.map { "\($0)" } ?? "-") · footer \(footer.map { "\($0)" } ?? "-")"
      + "\noffset \(Int(list.contentOffset.y)) (list \(Int(position.contentOffset.y)),"
      + " past \(Int(position.overscroll.y))) · draw p50 \(Self.milliseconds(p50))"
      + " p95 \(Self.milliseconds(p95)) ms"
    // After the draw: GTK does not let a widget change while another is being drawn.
    refresh.scheduler.schedule(after: .zero) { [status] in
      gtk_label_set_text(OpaquePointer(status), text)
    }
  }

  /// Draw p50 and p95, and the frame clock's interval between consecutive drawn frames while
  /// animating (gaps under 100 ms), p50 and p95.
  private func timingReport() -> String {
    let draws = drawTimes.sorted()
    let frames = Array(Set(frameTimes)).sorted().filter { $0 != 0 }
    let gaps = zip(frames, frames.dropFirst()).map { $1 - $0 }.filter { $0 < 100_000 }.sorted()
    guard !draws.isEmpty, !gaps.isEmpty else { return "timing none" }
    let draw50 = Self.milliseconds(draws[draws.count / 2])
    let draw95 = Self.milliseconds(draws[draws.count * 95 / 100])
    let gap50 = String(format: "%.2f", Double(gaps[gaps.count / 2]) / 1000)
    let gap95 = String(format: "%.2f", Double(gaps[gaps.count * 95 / 100]) / 1000)
    return "timing draws \(draws.count) draw-p50 \(draw50) draw-p95 \(draw95) ms"
      + " frame-p50 \(gap50) frame-p95 \(gap95) ms"
      + " pull-fps \(Self.episodeRates(pullFrames)) collapse-fps \(Self.episodeRates(collapseFrames))"
  }

  /// Whether GTK uses its dark theme (GtkSettings' `gtk-application-prefer-dark-theme`):
  /// setting it restyles every widget, and the wrapper recolours the header with them.
  static var prefersDarkTheme: Bool {
    get {
      var value = GValue()
      g_value_init(&value, GLibType.boolean)
      defer { g_value_unset(&value) }
      g_object_get_property(gtkCast(gtk_settings_get_default()), darkThemeSetting, &value)
      return g_value_get_boolean(&value) != 0
    }
    set {
      var value = GValue()
      g_value_init(&value, GLibType.boolean)
      defer { g_value_unset(&value) }
      g_value_set_boolean(&value, newValue ? 1 : 0)
      g_object_set_property(gtkCast(gtk_settings_get_default()), darkThemeSetting, &value)
    }
  }

  private static let darkThemeSetting = "gtk-application-prefer-dark-theme"

  static func milliseconds(_ duration: Duration) -> String {
    String(format: "%.2f", duration / .milliseconds(1))
  }
}

// MARK: - The application

var demo: GtkDemo?

private let onActivate: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
  app, _ in
  let address = UInt(bitPattern: app)
  MainActor.assumeIsolated {
    guard let application = UnsafeMutablePointer<GtkApplication>(bitPattern: address) else {
      return
    }
    let made = GtkDemo(application: application)
    demo = made
    gtk_window_present(made.window)
  }
}

private let onKey:
  @convention(c) (OpaquePointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> gboolean = {
    _, key, _, _, _ in
    MainActor.assumeIsolated { demo?.keyPressed(key) }
    return 0
  }

private let onKindSelected:
  @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    dropDown, _, _ in
    let selected = Int(gtk_drop_down_get_selected(dropDown))
    MainActor.assumeIsolated { demo?.selectKind(selected) }
  }

/// The header kind to start with: `--header NAME`, or the normal header.
let initialHeaderKind: String = {
  let arguments = CommandLine.arguments
  guard let flag = arguments.firstIndex(of: "--header"), arguments.indices.contains(flag + 1)
  else { return "normal" }
  return arguments[flag + 1]
}()

let app = gtk_application_new("org.refreshkit.GtkDemo", G_APPLICATION_NON_UNIQUE)
g_signal_connect_data(
  UnsafeMutableRawPointer(app), "activate", unsafeBitCast(onActivate, to: GCallback.self), nil,
  nil, GConnectFlags(rawValue: 0))
let status = g_application_run(gtkCast(app), 0, nil)
exit(status)
