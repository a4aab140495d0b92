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
  /// `--keep-place`: the timeline mode; a refresh puts its rows above the reader's and keeps the
  /// reader's place, and "N new" shows on the status line.
  var keepsPlace = false
  /// `--second-floor`: the header has a second floor; the script opens and closes it first.
  var hasSecondFloor = false
}
