extension ScrollView {
  /// The trailer at the trailing (right) edge, MJRefresh's trailer.
  ///
  /// Setting one makes its ``RefreshTrailer/edge`` `.trailing`; a new one detaches the previous one
  /// completely, the same one does nothing, and `nil` removes it (giving back the space it took,
  /// as ``refreshHeader`` does).
  ///
  /// ```swift
  /// carousel.refreshTrailer = RefreshNormalTrailer { [weak model] in model?.openAll() }
  /// ```
  public var refreshTrailer: RefreshTrailer? {
    @inlinable @inline(__always) get { associationValues.trailer }
    set { setTrailer(newValue, edge: .trailing, key: RefreshKeys.trailer) }
  }

  /// The trailer at the leading (left) edge.
  ///
  /// Setting one makes its ``RefreshTrailer/edge`` `.leading`; a new one detaches the previous one
  /// completely, the same one does nothing, and `nil` removes it.
  public var refreshLeadingTrailer: RefreshTrailer? {
    @inlinable @inline(__always) get { associationValues.leadingTrailer }
    set { setTrailer(newValue, edge: .leading, key: RefreshKeys.leadingTrailer) }
  }

  /// The trailer at `edge`: ``refreshTrailer`` or ``refreshLeadingTrailer``.
  public func refreshTrailer(for edge: RefreshTrailer.Edge) -> RefreshTrailer? {
    edge == .leading ? refreshLeadingTrailer : refreshTrailer
  }

  private func setTrailer(
    _ trailer: RefreshTrailer?, edge: RefreshTrailer.Edge, key: AssociationKey<RefreshTrailer>
  ) {
    let current = associatedObject(for: key)
    guard current !== trailer else { return }
    if let trailer, trailer.superview === self {
      // Already attached (the other slot, or added by hand): move it without a detach.
      forgetFooterOrTrailerRegistration(of: trailer)
      trailer.edge = edge
      current?.removeFromSuperview()
      setAssociatedValue(trailer, for: key)
      return
    }
    trailer?.edge = edge
    replaceComponent(key, with: trailer)
  }
}
