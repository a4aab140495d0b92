import RefreshKit

/// Runs `body` with RefreshKit's texts in English, whatever the machine's languages, so
/// that snapshots are the same everywhere; the previous setting is restored afterwards.
@MainActor
func inEnglish(_ body: () throws -> Void) rethrows {
  let previous = RefreshLocalization.language
  RefreshLocalization.language = "en"
  defer { RefreshLocalization.language = previous }
  try body()
}
