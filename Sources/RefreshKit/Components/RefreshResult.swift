/// How a refresh ended, for ``RefreshComponent/endRefreshing(result:completion:)``.
///
/// A header with a label shows it for a moment before collapsing ("Refresh succeeded",
/// "Refresh failed" or your message), and only a success records the last-updated time.
///
/// ```swift
/// do {
///   try await model.reload()
///   header.endRefreshing(result: .success)
/// } catch {
///   header.endRefreshing(result: .failure(message: "Could not reach the server"))
/// }
/// ```
public enum RefreshResult: Equatable, Sendable {
  /// The refresh succeeded: the header shows the localized "Refresh succeeded".
  case success
  /// The refresh failed: the header shows `message`, or the localized "Refresh failed"
  /// when it is `nil` or empty.
  case failure(message: String?)

  /// Whether this is ``success``.
  public var isSuccess: Bool { self == .success }
}
