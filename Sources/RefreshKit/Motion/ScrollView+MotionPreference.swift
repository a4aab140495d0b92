import Foundation

extension ScrollView {
  /// This list's motion preference, or `nil` (the default) to follow
  /// ``MotionPreference/appWide``.
  ///
  /// Every component, look and view in the list follows it: see ``MotionPreference``. A change
  /// reaches running spinners and frame animations at once; offset and fade animations already
  /// running keep their timing, the next one takes the new one.
  ///
  /// ```swift
  /// list.motionPreference = .reduced
  /// ```
  public var motionPreference: MotionPreference? {
    get { storedMotionPreference }
    set {
      let old = effectiveMotionPreference
      storedMotionPreference = newValue
      if effectiveMotionPreference != old { motionPreferenceChanged() }
    }
  }

  /// Tells every view of this tree that its motion preference changed.
  func motionPreferenceChanged() {
    var pending: [View] = [self]
    while let view = pending.popLast() {
      view.motionPreferenceDidChange()
      pending.append(contentsOf: view.subviews)
    }
  }

  /// ``MotionPreference/appWide`` changed: every list with components that follows it is told.
  ///
  /// A list without components is not known to RefreshKit; its views take the new preference
  /// when they next start an animation.
  static func appWideMotionPreferenceDidChange() {
    var told = Set<ObjectIdentifier>()
    for component in RefreshLocalization.liveComponents() {
      guard let scrollView = component.scrollView, scrollView.motionPreference == nil,
        told.insert(ObjectIdentifier(scrollView)).inserted
      else { continue }
      scrollView.motionPreferenceChanged()
    }
  }
}

extension View {
  /// The motion preference this view follows: its scroll view's
  /// ``ScrollView/motionPreference``, else ``MotionPreference/appWide``.
  ///
  /// A look or an app's view reads it when it starts an animation, and hears of changes in
  /// ``motionPreferenceDidChange()``:
  ///
  /// ```swift
  /// let turn = effectiveMotionPreference.scaled(.milliseconds(300))
  /// ```
  public var effectiveMotionPreference: MotionPreference {
    var view: View? = self
    while let current = view {
      if let scrollView = current as? ScrollView, let own = scrollView.motionPreference {
        return own
      }
      view = current.superview
    }
    return .appWide
  }
}
