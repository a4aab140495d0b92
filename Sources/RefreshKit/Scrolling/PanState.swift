/// The phase of the user's drag on a ``ScrollView``, as a pan gesture recognizer reports it.
public enum PanState: Equatable, Sendable {
  /// No drag has happened since the last one ended, or none yet.
  case possible
  /// A finger went down and the drag began.
  case began
  /// The finger moved.
  case changed
  /// The finger lifted; the content bounces back or decelerates.
  case ended
}
