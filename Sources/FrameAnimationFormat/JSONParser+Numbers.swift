import Foundation

// Numbers: read straight from the bytes, without making a string, where that is exact.
extension JSONParser {
  /// Exact powers of ten: a mantissa below 2^53 times or over one of these is one correctly
  /// rounded operation, the same double `Double(String)` gives.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// Reads a number at `index` (JSON's grammar), correctly rounded.
  mutating func number() throws(Failure) -> Double {
    let start = index
    var negative = false
    var mantissa: UInt64 = 0
    var digits = 0
    var scale = 0
    if peek(is: "-") {
      negative = true
      index += 1
    }
    if peek(is: "0") {
      index += 1
    } else {
      guard accumulate(&mantissa, &digits) > 0 else { throw failure("expected a digit") }
    }
    if peek(is: ".") {
      index += 1
      let fraction = accumulate(&mantissa, &digits)
      guard fraction > 0 else { throw failure("expected a digit after \".\"") }
      scale -= fraction
    }
    if peek(is: "e") || peek(is: "E") {
      index += 1
      var exponentNegative = false
      if peek(is: "+") || peek(is: "-") {
        exponentNegative = input[index] == UInt8(ascii: "-")
        index += 1
      }
      var exponent = 0
      let exponentStart = index
      while index < input.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(input[index]) {
        if exponent < 100_000 { exponent = exponent * 10 + Int(input[index] - UInt8(ascii: "0")) }
        index += 1
      }
      guard index > exponentStart else { throw failure("expected a digit in the exponent") }
      scale += exponentNegative ? -exponent : exponent
    }
    if digits <= 19, mantissa <= 1 << 53, (-22...22).contains(scale) {
      let magnitude =
        scale < 0
        ? Double(mantissa) / JSONParser.powersOfTen[-scale]
        : Double(mantissa) * JSONParser.powersOfTen[scale]
      return negative ? -magnitude : magnitude
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text) else { throw failure("invalid number \(text)") }
    return number
  }

  /// Reads digits into `mantissa` (counting them in `digits`; past 19 it is no longer exact);
  /// returns how many were read.
  private mutating func accumulate(_ mantissa: inout UInt64, _ digits: inout Int) -> Int {
    let start = index
    while index < input.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(input[index]) {
      if digits < 19 {
        mantissa = mantissa &* 10 &+ UInt64(input[index] - UInt8(ascii: "0"))
      }
      if mantissa != 0 || digits > 0 { digits += 1 }
      index += 1
    }
    return index - start
  }
}
