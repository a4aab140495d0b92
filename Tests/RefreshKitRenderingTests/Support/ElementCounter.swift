import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Counts the elements of a document, failing on any parse error.
final class ElementCounter: NSObject, XMLParserDelegate {
  var counts: [String: Int] = [:]
  var texts: [String] = []
  private var currentText = ""

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    counts[elementName, default: 0] += 1
    currentText = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    currentText += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if elementName == "text" { texts.append(currentText) }
  }

  /// Parses `document`; nil when it is not well-formed XML.
  static func parse(_ document: String) -> ElementCounter? {
    let parser = XMLParser(data: Data(document.utf8))
    let counter = ElementCounter()
    parser.delegate = counter
    return parser.parse() ? counter : nil
  }
}
