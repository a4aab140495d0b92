import Foundation

/// Where RefreshKit's own resources (the built-in animations) live.
enum RefreshKitResources {
  /// RefreshKit's resource bundle, as SwiftPM builds it.
  static var bundle: Bundle { Bundle.module }
}
