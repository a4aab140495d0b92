/// The cells a drawing may touch.
struct CellRange {
  let columns: Range<Int>
  let rows: Range<Int>
}
