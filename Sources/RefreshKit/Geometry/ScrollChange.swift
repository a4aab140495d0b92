import Foundation

/// The old and new value of a scroll-view property, passed to the component hooks.
///
/// It plays the part of the `change` dictionary that MJRefresh's key-value-observing
/// hooks receive, typed and without allocation.
public struct ScrollChange<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value before the change.
  public let oldValue: Value
  /// The value after the change.
  public let newValue: Value

  /// Creates a change from its two values.
  public init(oldValue: Value, newValue: Value) {
    self.oldValue = oldValue
    self.newValue = newValue
  }
}
