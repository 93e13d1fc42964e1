import Foundation
import LayoutCore
import Testing

@Suite("LayoutPass padding")
struct LayoutPassPaddingTests {
    @Test("Padding proposes the canvas less twice the padding, never negative, and still centres the root",
          arguments: [(CGFloat(0), CGSize(width: 300, height: 200)), (CGFloat(50), CGSize(width: 200, height: 100)),
                      (CGFloat(100), CGSize(width: 100, height: 0)), (CGFloat(400), CGSize.zero)])
    func padding(_ padding: CGFloat, expected: CGSize) throws {
        let result = try LayoutPass.run(ProbeLayout(), subviews: [], in: CGSize(width: 300, height: 200), padding: padding)
        #expect(result.bounds.size == expected)
        #expect(result.bounds.midX == 150 && result.bounds.midY == 100)
    }

    @Test("A negative or non-finite padding is an error", arguments: [-1.0, .nan, .infinity])
    func invalidPadding(_ padding: CGFloat) {
        #expect {
            try LayoutPass.run(ProbeLayout(), subviews: [], in: CGSize(width: 300, height: 200), padding: padding)
        } throws: { error in
            guard let error = error as? LayoutError, case .invalidPadding = error else { return false }
            return error.description.contains("is not a finite, non-negative length")
        }
    }
}
