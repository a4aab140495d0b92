import Foundation
import RefreshKit
import Testing

@MainActor
@Suite struct RefreshHeaderCatalogTests {}

@MainActor
private final class DotsHeader: RefreshHeader {}

extension RefreshHeaderCatalogTests {
  @Test func sharedKnowsTheBuiltInKinds() {
    let catalog = RefreshHeaderCatalog.shared
    for name in ["adwaita", "animated", "lottie", "normal", "spinner", "state"] {
      #expect(catalog.names.contains(name))
    }
    #expect(catalog.names == catalog.names.sorted())
    #expect(catalog.makeHeader(named: "spinner") is RefreshSpinnerHeader)
    #expect(catalog.makeHeader(named: "normal") is RefreshNormalHeader)
    let state = catalog.makeHeader(named: "state")
    #expect(
      state.map { ObjectIdentifier(type(of: $0)) } == ObjectIdentifier(RefreshStateHeader.self))
    let animated = catalog.makeHeader(named: "animated") as? RefreshAnimatedHeader
    for state in [RefreshState.idle, .pulling, .refreshing] {
      #expect(animated?.animation(for: state)?.name == "refresh")
    }
  }

  @Test func eachLookupBuildsANewHeader() {
    let first = RefreshHeaderCatalog.shared.makeHeader(named: "spinner")
    let second = RefreshHeaderCatalog.shared.makeHeader(named: "spinner")
    #expect(first != nil)
    #expect(first !== second)
  }

  @Test func unknownNamesReturnNil() {
    #expect(RefreshHeaderCatalog.shared.makeHeader(named: "sparkles") == nil)
    #expect(RefreshHeaderCatalog().makeHeader(named: "spinner") == nil)
  }

  @Test func appsRegisterTheirOwnKinds() {
    let catalog = RefreshHeaderCatalog()
    #expect(catalog.names == [])
    catalog.register("dots") { DotsHeader() }
    catalog.register("another") { RefreshHeader() }
    #expect(catalog.names == ["another", "dots"])
    #expect(catalog.makeHeader(named: "dots") is DotsHeader)
  }
}
