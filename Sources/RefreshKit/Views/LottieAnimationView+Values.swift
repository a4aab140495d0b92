import Foundation

extension LottieAnimationView {
  /// The slot a file names for the theme's tint colour: every property bound to it takes
  /// ``RefreshTheme/tintColor``.
  public static let tintSlot = "tint"
  /// The slot a file names for the theme's text colour (``RefreshTheme/textColor``).
  public static let textSlot = "text"

  /// The marker whose range a Lottie look scrubs by the pulling percent, from 0 to 100 %.
  public static let introMarker = "intro"
  /// The marker whose range a Lottie look loops while refreshing.
  public static let loopMarker = "loop"
  /// The marker whose range a Lottie look plays once when a refresh ends.
  public static let outroMarker = "outro"

  /// The theme's colours as the view applies them.
  struct ThemeColors: Equatable {
    var tint: Color?
    var text: Color?
  }

  /// Gives the properties `keypath` reaches the provider's value, from the next frame on, with
  /// lottie-ios's name; playback goes on.
  ///
  /// The keypath is resolved now, once (not per frame), and again only when the view gets
  /// another animation: providers stay with the view, so they apply to a new animation wherever
  /// their keypaths still reach a property of their type. A provider for a keypath set before
  /// replaces the older one; where two keypaths reach one property, the later provider wins.
  ///
  /// ```swift
  /// view.setValueProvider(ColorValueProvider(LottieColor(r: 1, g: 1, b: 1)), keypath: "**.Color")
  /// ```
  public func setValueProvider(_ valueProvider: any AnyValueProvider, keypath: AnimationKeypath) {
    valueProviders.removeAll { $0.keypath == keypath }
    valueProviders.append((keypath, valueProvider))
    guard var document = drawnDocument else { return }
    document.setValue(valueProvider.lottieValue, for: keypath)
    show(document)
  }

  /// Takes away the provider set for exactly `keypath`.
  public func removeValueProvider(for keypath: AnimationKeypath) {
    let count = valueProviders.count
    valueProviders.removeAll { $0.keypath == keypath }
    if valueProviders.count != count { updateDrawnDocument() }
  }

  /// Every keypath of the animation shown (lottie-ios's list: layers, groups, shapes and
  /// their properties).
  public func allHierarchyKeypaths() -> [String] {
    animation?.document.keypaths ?? []
  }

  /// Prints every keypath of the animation shown, one a line, to find the names to use.
  ///
  /// lottie-ios's debugging call of the same name, which prints to the console; code that
  /// wants the list reads ``allHierarchyKeypaths()``. Nothing in RefreshKit calls it.
  public func logHierarchyKeypaths() {
    print(allHierarchyKeypaths().joined(separator: "\n"))
  }

  /// Follows a theme: its tint and text colours go to the file's slots.
  ///
  /// The file's ``tintSlot`` takes the tint colour (without that slot, the properties
  /// ``tintKeypaths`` name do) and its ``textSlot`` the text colour. A theme without a colour
  /// leaves the designer's.
  public func follow(_ theme: RefreshTheme) {
    let colors = ThemeColors(tint: theme.tintColor, text: theme.textColor)
    guard colors != themeColors else { return }
    themeColors = colors
    updateDrawnDocument()
  }

  /// Applies the theme and the providers to the animation's document, anew.
  func updateDrawnDocument() {
    guard var document = animation?.document else {
      show(nil)
      return
    }
    if let tint = themeColors.tint?.lottieColor,
      !document.setSlot(Self.tintSlot, to: .color(tint))
    {
      for keypath in tintKeypaths { document.setValue(.color(tint), for: keypath) }
    }
    if let text = themeColors.text?.lottieColor {
      document.setSlot(Self.textSlot, to: .color(text))
    }
    for (keypath, provider) in valueProviders {
      document.setValue(provider.lottieValue, for: keypath)
    }
    show(document)
  }
}
