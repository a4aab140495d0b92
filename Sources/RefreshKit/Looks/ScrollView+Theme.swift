import Foundation

extension ScrollView {
  /// The theme every component of this scroll view follows, under each component's own
  /// ``RefreshComponent/theme`` (which wins field by field); `nil` keeps the looks' defaults.
  ///
  /// Kept in the scroll view's ``AssociatedObjects`` entry; the components' looks follow a
  /// change at once.
  ///
  /// ```swift
  /// list.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .darkGray)
  /// ```
  public var refreshTheme: RefreshTheme? {
    get { associatedValue(for: ScrollView.themeKey) }
    set {
      setAssociatedValue(newValue, for: ScrollView.themeKey)
      for component in refreshComponents { component.updateLookTheme() }
    }
  }

  private static let themeKey = AssociationKey<RefreshTheme>("RefreshKit.refreshTheme")
}
