import Foundation

/// Ending a refresh that put new content above the reader, keeping their place.
extension RefreshComponent {
  /// Keeps the reader's place after `height` points of content were inserted above the visible
  /// rows, then ends refreshing like ``endRefreshing(completion:)``, in one step.
  ///
  /// A timeline's refresh puts newer rows above the one being read. Call this right after the
  /// content grew (your layout set ``ScrollView/contentSize``): the offset moves down with the
  /// rows (``ScrollView/keepPlace(afterInsertingAbove:)``) before the header lets go of its
  /// space, so the first visible row stays where it was on screen while the header collapses,
  /// without a jump between frames.
  ///
  /// ```swift
  /// scrollView.addRefreshHeader(refreshHeader: RefreshNormalHeader()) { [weak model, weak scrollView] in
  ///   model?.loadNewer { inserted in  // the rows are in, 3 × 80 points above the reader
  ///     scrollView?.refreshHeader?.endRefreshing(insertedAbove: inserted)
  ///   }
  /// }
  /// ```
  ///
  /// Zero, negative, NaN and infinite heights keep nothing (the refresh still ends). The place is
  /// kept even when the component was not refreshing: the rows arrived all the same.
  /// `completion` runs as ``endRefreshing(completion:)``'s does. Takes effect before it returns
  /// (see <doc:UnderstandingTheEngine#The-ordering-rule>).
  public func endRefreshing(
    insertedAbove height: CGFloat, completion: (@MainActor () -> Void)? = nil
  ) {
    request { [unowned self] in
      scrollView?.keepPlace(afterInsertingAbove: height)
      endRefreshing(completion: completion)
    }
  }

  /// Keeps the reader's place after `height` points of content were inserted above the visible
  /// rows, then ends refreshing with `result`, in one step.
  ///
  /// As ``endRefreshing(insertedAbove:completion:)``, with the result shown as
  /// ``endRefreshing(result:completion:)`` shows it: a header that shows text stays open (now
  /// scrolled up with the rows above the reader) for its ``RefreshHeader/shownResultDuration``,
  /// then collapses; the reader's row stays put throughout.
  ///
  /// ```swift
  /// header.endRefreshing(result: .success, insertedAbove: 240)
  /// ```
  public func endRefreshing(
    result: RefreshResult, insertedAbove height: CGFloat,
    completion: (@MainActor () -> Void)? = nil
  ) {
    request { [unowned self] in
      scrollView?.keepPlace(afterInsertingAbove: height)
      endRefreshing(result: result, completion: completion)
    }
  }
}
