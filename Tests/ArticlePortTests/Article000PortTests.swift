import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// Article 000's BalancedStack in a ViewThatFits, ported with only its import changed: every
/// label as wide as the widest, in a row when the row fits and in a column when it does not.
@Suite("Article 000 ported: BalancedStack in ViewThatFits")
struct Article000PortTests {
    /// 10 points a character, 20 high, baseline 16: text sizes a test can work out.
    struct Monospace: TextMeasuring {
        func size(of label: TextLabel) -> CGSize { CGSize(width: 10 * Double(label.text.count), height: 20) }
        func baseline(of label: TextLabel) -> CGFloat { 16 }
    }

    /// The labels' backgrounds (every other leaf: each WLText is its background, then its text)
    /// of the row (`row: true`) or the column.
    static func backgrounds(_ placements: [ViewPlacement], row: Bool) -> [ViewPlacement] {
        let candidate = row ? placements[0..<8] : placements[8..<16]
        return stride(from: candidate.startIndex, to: candidate.endIndex, by: 2).map { placements[$0] }
    }

    @Test("wide enough, the row is shown: four labels as wide as \"beautiful\" with padding, 8 apart, the column hidden")
    func row() throws {
        let scene = try Scene(named: "balanced", canvas: CGSize(width: 600, height: 200), textMeasurer: Monospace()) {
            AdaptiveTexts()
        }
        let placements = try scene.sample(frame: 0).placements
        #expect(placements.count == 16)
        let row = Self.backgrounds(placements, row: true)
        for label in row {
            expectClose(label.size, CGSize(width: 90 + 16, height: 20 + 16))
            #expect(label.opacity == 1)
        }
        for (left, right) in zip(row, row.dropFirst()) {
            expectClose(right.frame.minX - left.frame.maxX, 8, tolerance: 1e-9)
            expectClose(right.center.y, left.center.y, tolerance: 1e-9)
        }
        #expect(Self.backgrounds(placements, row: false).allSatisfy { $0.opacity == 0 })
        // Each text is centred on its label.
        for index in stride(from: 0, to: 8, by: 2) {
            expectClose(placements[index + 1].center, placements[index].center, tolerance: 1e-9)
        }
    }

    // The article's code, not its text: its column puts the distances in `.width(distance)` items,
    // which in a column are flexible in height, so the 24 points of distance are shared by four
    // spacers (the last after the last label): 6 apart, not 8. LayoutCatalog's BalancedStack
    // follows the text (8 apart), and its tests say so.
    @Test("too narrow for the row, the column is shown, every label still as wide as the widest; the article's code leaves 6 points between, not 8")
    func column() throws {
        let scene = try Scene(named: "balanced", canvas: CGSize(width: 300, height: 400), textMeasurer: Monospace()) {
            AdaptiveTexts()
        }
        let placements = try scene.sample(frame: 0).placements
        let column = Self.backgrounds(placements, row: false)
        #expect(column.allSatisfy { $0.opacity == 1 })
        #expect(Self.backgrounds(placements, row: true).allSatisfy { $0.opacity == 0 })
        for label in column {
            expectClose(label.size, CGSize(width: 106, height: 36))
        }
        for (upper, lower) in zip(column, column.dropFirst()) {
            expectClose(lower.frame.minY - upper.frame.maxY, 6, tolerance: 1e-9)
            expectClose(lower.center.x, upper.center.x, tolerance: 1e-9)
        }
    }
}
