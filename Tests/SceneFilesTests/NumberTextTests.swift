import Foundation
import SceneCore
import Testing

/// How messages write numbers: `NumberText`, the one formatter that messages, the linter, the
/// schema and the failure plots share.
@Suite("NumberText")
struct NumberTextTests {
    @Test("describe writes whole numbers as digits and others as Swift prints them", arguments: [
        (0, "0"), (3, "3"), (-2, "-2"), (0.1, "0.1"), (6.0714, "6.0714"), (1e15, "1000000000000000"),
        (9_223_372_036_854_775_808, "9223372036854775808"), (1e21, "1e+21"), (.nan, "nan"), (.infinity, "inf"),
        (-.infinity, "-inf"),
    ] as [(Double, String)])
    func describe(value: Double, expected: String) {
        #expect(NumberText.describe(value) == expected)
    }

    @Test("describe(_:decimals:) rounds first, so that whole results lose their decimals and zero its sign", arguments: [
        (6.0714, 3, "6.071"), (2.0004, 3, "2"), (1.9996, 3, "2"), (-0.0004, 3, "0"), (0.125, 2, "0.13"),
        (87.46, 1, "87.5"), (-12.34, 1, "-12.3"), (1.5, 0, "2"), (12.5, -1, "13"), (1e15 + 0.25, 1, "1000000000000000.2"),
        (.nan, 2, "nan"), (.infinity, 3, "inf"), (-.infinity, 3, "-inf"),
    ] as [(Double, Int, String)])
    func describeWithDecimals(value: Double, decimals: Int, expected: String) {
        #expect(NumberText.describe(value, decimals: decimals) == expected)
    }
}
