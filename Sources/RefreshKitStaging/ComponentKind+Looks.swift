import RefreshKit

// The look grid: every built-in look on every edge, built the way issue 22 lets an app build
// them (a behaviour hosting a look), beside the MJRefresh-named classes in `all`.
extension ComponentKind {
  /// Every built-in look on every edge: ``StagedLook`` by ``StagedEdge``, looks first.
  ///
  /// They are kept out of ``all``, which lists the MJRefresh-named classes, so the gallery can
  /// show them as a grid of their own and their snapshots can fail look by look.
  ///
  /// ```swift
  /// for kind in ComponentKind.looks {
  ///   print(kind.name)  // "look-state-header", "look-state-auto-footer", ...
  /// }
  /// ```
  public static var looks: [ComponentKind] {
    StagedLook.allCases.flatMap { look in
      StagedEdge.allCases.map { edge in ComponentKind(look: look, on: edge) }
    }
  }

  /// The kind showing `look` on `edge`, named "look-\(look)-\(edge)" ("look-normal-back-footer").
  ///
  /// A header shows the result state only when the look can show one
  /// (``/RefreshKit/RefreshLook/canShowResult``), as the header kinds in ``all`` do.
  public init(look: StagedLook, on edge: StagedEdge) {
    self.init(
      name: "look-\(look.rawValue)-\(edge.rawValue)",
      typeName: edge.typeName(hosting: look.typeName), role: edge.role,
      states: edge.states(showingResult: look.makeLook().canShowResult)
    ) {
      let made = look.makeLook()
      let component = edge.makeComponent(hosting: made)
      look.configure(made)
      return component
    }
  }
}
