/// The observers of a subject, its life cycle (terminal event, disposal) and the
/// in-order delivery of events to them: everything ``PublishSubject`` and
/// ``BehaviorSubject`` share.
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

  /// The terminal event, once one was sent (cleared by ``dispose()``).
  private(set) var stoppedEvent: Event<Element>?

  /// Whether ``dispose()`` has been called.
  private(set) var isDisposed = false

  var isEmpty: Bool { entries.isEmpty }

  /// Whether events are still accepted: no terminal event yet, not disposed.
  var isAccepting: Bool { !isDisposed && stoppedEvent == nil }

  isolated deinit {
    // A released subject sends nothing more: drop the closures, which also breaks any
    // cycle an observer made through its own subscription.
    for entry in entries { entry.handler = nil }
  }

  /// Subscribes `handler` for the subject `owner`: it gets `replay` (if any) at once, then later
  /// events.
  ///
  /// After a terminal event it gets only that event; after ``dispose()`` a
  /// ``RxError/disposed(object:)`` error.
  func subscribe(
    _ handler: @escaping @MainActor (Event<Element>) -> Void, owner: ObjectIdentifier,
    replay: Event<Element>? = nil
  ) -> any Disposable {
    if isDisposed {
      handler(.error(RxError.disposed(object: owner)))
      return Disposables.create()
    }
    if let stoppedEvent {
      handler(stoppedEvent)
      return Disposables.create()
    }
    let entry = Entry(handler)
    entries.append(entry)
    let subscription = Disposables.create { [weak self] in
      entry.handler = nil
      self?.entries.removeAll { $0 === entry }
    }
    if let replay { deliver(replay, to: entry) }
    return subscription
  }

  /// Sends `event` to every current observer; ignored after a terminal event or ``dispose()``.
  ///
  /// A terminal event is remembered and also removes every observer.
  func send(_ event: Event<Element>) {
    guard isAccepting else { return }
    let targets = entries
    if event.isStopEvent {
      stoppedEvent = event
      entries.removeAll()
    }
    pending.append((event, targets))
    drain()
  }

  /// Releases every observer without sending anything more; later events are ignored and new
  /// subscribers get an error.
  ///
  /// Disposing twice is harmless.
  func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    stoppedEvent = nil
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
