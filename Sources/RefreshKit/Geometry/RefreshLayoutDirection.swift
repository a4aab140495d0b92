import Foundation

/// Which way a scroll view's lines run: left to right, or right to left (Arabic, Hebrew, Persian).
///
/// RefreshKit's geometry is physical (offsets grow rightwards; insets are left and right), so
/// one notion of direction is enough to lay out a right-to-left list: a
/// ``ScrollView/layoutDirection`` of ``rightToLeft`` puts the leading trailer on the right and
/// the trailing one on the left, and looks put an accessory on the other side of the text.
/// Nothing is drawn mirrored: arrows point the way the content is pulled, and text is drawn as
/// its script runs. A host sets it from its toolkit (GTK: the widget's text direction).
///
/// ```swift
/// list.layoutDirection = .rightToLeft
/// list.refreshLeadingTrailer = RefreshNormalTrailer { reload() }  // on the right now
/// ```
public enum RefreshLayoutDirection: Hashable, Sendable {
  /// Lines run from left to right: the leading edge is the left one.
  case leftToRight
  /// Lines run from right to left: the leading edge is the right one.
  case rightToLeft
}
