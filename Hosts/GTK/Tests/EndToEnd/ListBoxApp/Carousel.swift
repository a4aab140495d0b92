import RefreshKitGTK

/// `--carousel`: a row of cards in the app's own sideways scrolled window, a trailer at each end.
///
/// The leading trailer is where the cards start (the left, or the right in a right-to-left
/// window), the trailing one where they end. Each logs its states ("leading refreshing") and
/// ends its refresh a second later.
@MainActor
func makeCarousel(in window: UnsafeMutablePointer<GtkWidget>) -> RefreshScrolledWindow {
  let cards = gtkMade(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8), "box")
  for index in 1...12 {
    let card = gtkMade(gtk_label_new("Card \(index)"), "label")
    gtk_widget_set_size_request(card, 100, 160)
    gtk_box_append(cards, card)
  }
  let scrolled = gtkMade(gtk_scrolled_window_new(), "scrolled window")
  gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
  gtk_scrolled_window_set_child(scrolled, cards)
  let refresh = RefreshScrolledWindow(wrapping: scrolled)
  gtk_window_set_child(window, refresh.widget)
  let leading = RefreshNormalTrailer()
  let trailing = RefreshNormalTrailer()
  refresh.scrollView.refreshLeadingTrailer = leading
  refresh.scrollView.refreshTrailer = trailing
  for (trailer, name) in [(leading, "leading"), (trailing, "trailing")] {
    trailer.refreshingBlock = { [weak refresh, weak trailer] in
      log("\(name) block on the \(trailer?.side == .left ? "left" : "right")")
      refresh?.scheduler.schedule(after: .seconds(1)) { trailer?.endRefreshing() }
    }
  }
  var lastStates: [RefreshState?] = [nil, nil]
  refresh.didDraw = { _, _ in
    let states = [leading.state, trailing.state]
    if states[0] != lastStates[0] { log("leading \(states[0])") }
    if states[1] != lastStates[1] { log("trailing \(states[1])") }
    lastStates = states
  }
  return refresh
}
