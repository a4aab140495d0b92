/// The observers of a subject and the in-order delivery of events to them.
///
/// Delivery is a trampoline: an event sent while another is being delivered (from
/// inside an observer) is queued and delivered once the current one has reached every
/// observer, so all observers see the same order. Each event goes to the observers
/// subscribed when it was sent, skipping any disposed since.
@MainActor
final class ObserverList<Element> {
  private final class Entry {
    var handler: (@MainActor (Event<Element>) -> Void)?
    init(_ handler: @escaping @MainActor (Event<Element>) -> Void) { self.handler = handler }
  }

  private var entries: [Entry] = []
  private var pending: [(event: Event<Element>, targets: [Entry])] = []
  private var isDelivering = false

  var isEmpty: Bool { entries.isEmpty }

  isolated deinit {
    // A released subject sends nothing more: drop the closures, which also breaks any
    // cycle an observer made through its own subscription.
    for entry in entries { entry.handler = nil }
  }

  /// Adds an observer; returns the disposable that removes it, and a way to send it
  /// one event right away (the replay of a subject's current value).
  func insert(
    _ handler: @escaping @MainActor (Event<Element>) -> Void
  ) -> (subscription: any Disposable, replay: (Event<Element>) -> Void) {
    let entry = Entry(handler)
    entries.append(entry)
    let subscription = Disposables.create { [weak self] in
      entry.handler = nil
      self?.entries.removeAll { $0 === entry }
    }
    return (subscription, { [weak self] event in self?.deliver(event, to: entry) })
  }

  /// Sends `event` to every current observer; a terminal event also removes them all.
  func send(_ event: Event<Element>) {
    let targets = entries
    if event.isStopEvent { entries.removeAll() }
    pending.append((event, targets))
    drain()
  }

  /// Drops every observer without sending anything (the subject was disposed).
  func removeAll() {
    for entry in entries { entry.handler = nil }
    entries.removeAll()
    pending.removeAll()
  }

  private func deliver(_ event: Event<Element>, to entry: Entry) {
    // Synchronous even inside another delivery; events it causes queue behind it.
    let wasDelivering = isDelivering
    isDelivering = true
    call(entry, with: event)
    isDelivering = wasDelivering
    drain()
  }

  private func drain() {
    guard !isDelivering else { return }
    isDelivering = true
    while !pending.isEmpty {
      let (event, targets) = pending.removeFirst()
      for entry in targets { call(entry, with: event) }
    }
    isDelivering = false
  }

  private func call(_ entry: Entry, with event: Event<Element>) {
    guard let handler = entry.handler else { return }
    // A terminal event is the last one an observer gets: release its closure.
    if event.isStopEvent { entry.handler = nil }
    handler(event)
  }
}
