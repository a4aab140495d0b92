import Foundation
import Testing

@testable import RefreshKitRendering

@MainActor
@Suite struct SVGArcTests {}

extension SVGArcTests {
  @Test func quarterHalfAndLargeArcs() {
    let center = CGPoint(x: 12, y: 12)
    #expect(SVGArc.path(center: center, radius: 9, from: 0, to: 90) == "M21 12A9 9 0 0 1 12 21")
    #expect(SVGArc.path(center: center, radius: 9, from: -90, to: 180) == "M12 3A9 9 0 1 1 3 12")
  }

  @Test func fullTurnsAreTwoHalves() {
    let path = SVGArc.path(center: CGPoint(x: 10, y: 10), radius: 5, from: 0, to: 400)
    #expect(path == "M15 10A5 5 0 1 1 5 10A5 5 0 1 1 15 10")
  }

  @Test func emptyOrBadArcsDrawNothing() {
    let center = CGPoint(x: 1, y: 1)
    #expect(SVGArc.path(center: center, radius: 5, from: 90, to: 90) == "M0 0")
    #expect(SVGArc.path(center: center, radius: 0, from: 0, to: 90) == "M0 0")
    #expect(SVGArc.path(center: center, radius: 5, from: .nan, to: 90) == "M0 0")
  }

  @Test func numbersHaveAFixedFormat() {
    #expect(CGFloat(12).svgNumber == "12")
    #expect(CGFloat(-54.5).svgNumber == "-54.5")
    #expect(CGFloat(1.0 / 3).svgNumber == "0.33")
    #expect(CGFloat(0.05).svgNumber == "0.05")
    #expect(CGFloat(-0.001).svgNumber == "0")
    #expect(CGFloat.nan.svgNumber == "0")
    #expect(CGFloat(2.999).svgNumber == "3")
  }
}
