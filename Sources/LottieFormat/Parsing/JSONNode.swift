import FrameAnimationFormat

/// One value in a parsed file: a place in its ``JSONTape``, and how to name that place.
///
/// Messages name a value by its JSON path (`layers[2].ks.p.k`), worked out from the tape only
/// when an error is thrown. A path's first Bézier shape (`k: [{v, i, o}]`) is named as its
/// array, as the format's errors always have: such a node is `aliased` to the array.
struct JSONNode {
  /// The document.
  let tape: JSONTape
  /// The node.
  let index: Int
  /// Nodes below this one are named from here, after the path of `aliasPath` (by default
  /// the root, whose path is empty: plain JSON paths).
  private let aliasBase: Int
  private let aliasPath: Int

  /// The document's value.
  init(root tape: JSONTape) {
    self.init(tape: tape, index: JSONTape.root, aliasBase: JSONTape.root, aliasPath: JSONTape.root)
  }

  private init(tape: JSONTape, index: Int, aliasBase: Int, aliasPath: Int) {
    self.tape = tape
    self.index = index
    self.aliasBase = aliasBase
    self.aliasPath = aliasPath
  }

  /// A node inside this one, named the same way.
  func child(_ index: Int) -> JSONNode {
    JSONNode(tape: tape, index: index, aliasBase: aliasBase, aliasPath: aliasPath)
  }

  /// `inner` (inside this node), named as if it were this node.
  func alias(_ inner: JSONNode) -> JSONNode {
    JSONNode(tape: tape, index: inner.index, aliasBase: inner.index, aliasPath: index)
  }

  /// The path, for messages (computed: call it only for an error).
  var path: String {
    guard aliasBase != JSONTape.root else { return tape.path(of: index) }
    return tape.path(of: index, from: aliasBase, prefix: tape.path(of: aliasPath))
  }

  /// The kind of value.
  var kind: JSONTape.Kind { tape.kind(index) }
  /// A number's value.
  var number: Double { tape.number(index) }
  /// A boolean's value.
  var bool: Bool { tape.bool(index) }
  /// A string's text.
  var string: String { tape.string(index) }
  /// A container's member count.
  var count: Int { tape.count(index) }

  /// An array's elements, in order.
  var elements: LazyMapSequence<JSONTape.Children, JSONNode> {
    tape.elements(index).lazy.map { child($0) }
  }
}
