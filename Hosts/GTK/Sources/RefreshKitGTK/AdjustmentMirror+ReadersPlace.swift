import CGtk4
import Foundation
import RefreshKit

// Keeping the reader's place: rows put at the front of the list's model are measured by GTK's
// own layout, and RefreshKit's offset moves by their height in the same turn.

/// What the vertical adjustment was before rows were put above the visible ones.
@MainActor
struct PlaceKeeping {
  /// The adjustment's value before.
  let value: Double
  /// The adjustment's upper bound before.
  let upper: Double
  /// Whether the refresh ends once the place is kept.
  let ends: Bool
  /// The turn after GTK's layout, or the fallback when GTK lays nothing out.
  var resolution: ScheduledAction?

  func cancel() { resolution?.cancel() }
}

extension AdjustmentMirror {
  /// How long GTK may take to lay out rows put above before the place is kept with what is
  /// there (nothing laid out: nothing to keep, and a refresh still ends).
  static let placeKeepingFallback: Duration = .milliseconds(250)

  /// Runs `insert` (which puts rows at the front of the list's model) and keeps the first
  /// visible row where it is once GTK has laid the rows out; ends the refresh too if `ending`.
  ///
  /// The height comes from GTK: a `GtkListView` keeps its anchor row, moving the adjustment's
  /// value by the height of the rows put above it; a list that does not (a `GtkListBox`) grows
  /// its upper bound, and the growth is taken instead.
  func keepPlace(ending: Bool, whileInserting insert: () -> Void) {
    // A keeping still pending is kept first: each insertion moves the offset once.
    resolvePlace()
    guard isMirroring else {
      // Let go of GTK (the wrapper was destroyed): the rows go in, a refresh still ends.
      insert()
      if ending { scrollView.endRefreshing() }
      return
    }
    placeKeeping = PlaceKeeping(
      value: gtk_adjustment_get_value(vertical), upper: gtk_adjustment_get_upper(vertical),
      ends: ending,
      resolution: scrollView.scheduler.schedule(after: Self.placeKeepingFallback) {
        [weak self] in self?.resolvePlace()
      })
    insert()
  }

  /// GTK configured the adjustment for rows put above: kept at the next turn, after the
  /// allocation (GtkListView does not hear value changes while it configures).
  func resolvePlaceAfterLayout() {
    guard var keeping = placeKeeping else { return }
    keeping.cancel()
    keeping.resolution = scrollView.scheduler.schedule(after: .zero) { [weak self] in
      self?.resolvePlace()
    }
    placeKeeping = keeping
  }

  /// Moves RefreshKit's offset by the height GTK laid out above (and ends, if asked).
  func resolvePlace() {
    guard let keeping = placeKeeping, isMirroring else { return }
    keeping.cancel()
    placeKeeping = nil
    let moved = gtk_adjustment_get_value(vertical) - keeping.value
    let grew = gtk_adjustment_get_upper(vertical) - keeping.upper
    let height = CGFloat(moved > 0.5 ? moved : max(0, grew))
    if keeping.ends {
      scrollView.endRefreshing(insertedAbove: height)
    } else {
      scrollView.keepPlace(afterInsertingAbove: height)
    }
    show(scrollView.platformPosition)
  }
}
