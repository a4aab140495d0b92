/// Who moved the content offset: passed with each offset change, so a component tells the
/// user's own movement from a programmatic one.
///
/// One value per change, not a flag the container sets around its calls: a change a hook makes
/// while it hears of another (a programmatic scroll under a moving finger) has its own source.
/// What an auto footer may arm and load from depends on it (see ``isFingerMovement`` and
/// ``isUserDriven``).
enum OffsetChangeSource: Equatable {
  /// The finger's own movement during a drag.
  case finger
  /// The bounce or the deceleration after a release.
  case momentum
  /// The platform's scrolling, moved by the user's input (its kinetic scrolling, a wheel, a
  /// scroll bar, a key): see ``ScrollView/platformDidScroll(to:isUserDriven:)``.
  case platformInput
  /// Anything else: the app's ``ScrollView/contentOffset``, an animated scroll, a reveal or a
  /// collapse, a platform scroll that was not the user's.
  case program

  /// Whether the user moved the content directly (the finger, or their input on the
  /// platform): what arms an auto footer.
  var isFingerMovement: Bool {
    switch self {
    case .finger, .platformInput: true
    case .momentum, .program: false
    }
  }

  /// Whether the change continues the user's own movement: the finger's, their input on the
  /// platform, or the bounce and deceleration after a release.
  var isUserDriven: Bool {
    switch self {
    case .finger, .momentum, .platformInput: true
    case .program: false
    }
  }
}
