/// What the demo was asked to do.
enum DemoCommand: Equatable {
  /// Play the scripted session (real time in a terminal, a transcript otherwise), or every
  /// frame of it (`frames`), or let the user drive (`interactive`).
  case session(SessionOptions)
  /// Write the gallery's SVGs and index.html into a directory.
  case gallery(outputDirectory: String)
  /// Print the usage.
  case help
}
