import Foundation

/// The colours and font every built-in look follows: set one on a component, or on a scroll
/// view for all its components (``ScrollView/refreshTheme``).
///
/// Each field left `nil` keeps the look's default (MJRefresh's grey, bold 14 pt), or the scroll
/// view's theme where the component's own leaves it open: a component's own setting wins,
/// field by field. SmartRefreshLayout's `setPrimaryColors` plays this part on Android.
///
/// A look is told only when the effective theme changes, so colours an app sets on a look's
/// labels directly stay until a theme says otherwise.
///
/// ```swift
/// list.refreshTheme = RefreshTheme(tintColor: .blue, textColor: .darkGray)
/// list.refreshFooter?.theme = RefreshTheme(textColor: .gray)  // wins over the list's
/// ```
public struct RefreshTheme: Hashable, Sendable {
  /// The arrow, the activity indicator and frame animations' shapes.
  public var tintColor: Color?
  /// The state title.
  public var textColor: Color?
  /// Secondary text: the last-updated line.
  public var secondaryTextColor: Color?
  /// The font of the state title and the last-updated line.
  public var font: Font?

  /// A theme; every field left `nil` keeps what is under it.
  public init(
    tintColor: Color? = nil, textColor: Color? = nil, secondaryTextColor: Color? = nil,
    font: Font? = nil
  ) {
    self.tintColor = tintColor
    self.textColor = textColor
    self.secondaryTextColor = secondaryTextColor
    self.font = font
  }

  /// This theme with each field it leaves `nil` taken from `base`.
  public func merged(over base: RefreshTheme) -> RefreshTheme {
    RefreshTheme(
      tintColor: tintColor ?? base.tintColor, textColor: textColor ?? base.textColor,
      secondaryTextColor: secondaryTextColor ?? base.secondaryTextColor, font: font ?? base.font)
  }
}
