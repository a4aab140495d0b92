import Foundation

/// MJRefresh's layout of a state label, an optional last-updated label and an accessory
/// (arrow, activity indicator) beside the text; shared by headers, footers and trailers.
@MainActor
enum StateLabelLayout {
  /// Styles `label` as MJRefresh's state text (bold, centred; 14 pt is the label's
  /// default) and adds it to `view`; shared by every state look's labels.
  static func addStyled(_ label: Label, to view: View) {
    label.isBold = true
    label.textAlignment = .center
    view.addSubview(label)
  }

  /// Places the labels in `bounds`: the state label fills it when the time label is absent or
  /// hidden; otherwise the state label takes the top half and the time label the bottom half.
  ///
  /// A hidden state label hides both (the time label gets a zero frame).
  static func placeLabels(stateLabel: Label, timeLabel: Label?, in bounds: CGRect) {
    guard !stateLabel.isHidden else {
      timeLabel?.frame = .zero
      return
    }
    guard let timeLabel, !timeLabel.isHidden else {
      stateLabel.frame = bounds
      return
    }
    let stateHeight = bounds.height * 0.5
    stateLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: stateHeight)
    timeLabel.frame = CGRect(
      x: 0, y: stateHeight, width: bounds.width, height: bounds.height - stateHeight)
  }

  /// The width of the widest visible label's text (0 when the state label is hidden).
  static func visibleTextWidth(stateLabel: Label, timeLabel: Label?) -> CGFloat {
    guard !stateLabel.isHidden else { return 0 }
    var width = stateLabel.textWidth
    if let timeLabel, !timeLabel.isHidden { width = Swift.max(width, timeLabel.textWidth) }
    return width
  }

  /// The centre of an accessory left of centred text `textWidth` wide, `leftInset` from the text's
  /// left edge (MJRefresh's `width / 2 - textWidth / 2 - labelLeftInset`), in a `size` view.
  ///
  /// Text too wide to leave room keeps the accessory inside the view: the centre never goes below
  /// half the accessory's width.
  ///
  /// In a right-to-left list the accessory goes right of the text instead, as far from it
  /// (the layout mirrored; what is drawn is not).
  static func accessoryCenter(
    in size: CGSize, textWidth: CGFloat, leftInset: CGFloat, accessoryWidth: CGFloat,
    layoutDirection: RefreshLayoutDirection = .leftToRight
  ) -> CGPoint {
    var x = size.width * 0.5
    if textWidth > 0 { x -= textWidth * 0.5 + leftInset }
    x = Swift.max(accessoryWidth * 0.5, x)
    return CGPoint(x: mirrored(x, in: size.width, layoutDirection), y: size.height * 0.5)
  }

  /// `x`, measured from the left in a left-to-right layout, in a `width` wide view laid out
  /// `direction`.
  static func mirrored(_ x: CGFloat, in width: CGFloat, _ direction: RefreshLayoutDirection)
    -> CGFloat
  {
    direction == .rightToLeft ? width - x : x
  }

  /// Places `accessory`, at its own size, left of centred text `textWidth` wide (0: no
  /// visible text), as ``accessoryCenter(in:textWidth:leftInset:accessoryWidth:)`` says.
  static func place(
    _ accessory: View, besideTextWidth textWidth: CGFloat, leftInset: CGFloat, in size: CGSize
  ) {
    let accessorySize = accessory.frame.size
    let center = accessoryCenter(
      in: size, textWidth: textWidth, leftInset: leftInset, accessoryWidth: accessorySize.width)
    accessory.frame = frame(centeredAt: center, size: accessorySize)
  }

  /// A frame of `size` centred on `center`.
  static func frame(centeredAt center: CGPoint, size: CGSize) -> CGRect {
    CGRect(
      x: center.x - size.width * 0.5, y: center.y - size.height * 0.5, width: size.width,
      height: size.height)
  }
}
