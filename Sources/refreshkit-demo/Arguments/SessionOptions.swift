/// Options of a session.
struct SessionOptions: Equatable {
  enum Mode: Equatable {
    case scripted, interactive, frames
  }

  var mode: Mode = .scripted
  var headerKind: String?
  var language: String?
  /// `--reduced-motion`: shorter reveal and collapse, slower spinners (``MotionPreference``).
  var reducesMotion = false
}
