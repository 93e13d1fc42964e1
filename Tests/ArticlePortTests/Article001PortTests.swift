import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// Article 001's CircularLayoutView and FlowLayoutView, ported with only the import changed (and
/// one misplaced modifier moved, as its text describes).
@Suite("Article 001 ported: CircularLayoutView and FlowLayoutView")
struct Article001PortTests {
    @Test("ten symbols, each 40 points square, centred on a circle filling the padded 300-point frame, 36° apart from 3 o'clock")
    func circular() throws {
        let scene = try Scene(named: "circular", canvas: CGSize(width: 400, height: 400)) { CircularLayoutView() }
        let placements = try scene.sample(frame: 0).placements
        #expect(placements.count == 10)
        // The frame is centred in the canvas; the padding leaves 268, the circle's diameter.
        for (index, placement) in placements.enumerated() {
            expectClose(placement.size, CGSize(width: 40, height: 40))
            let angle = 2 * Double.pi * Double(index) / 10
            expectClose(placement.center, CGPoint(x: 200 + 134 * cos(angle), y: 200 + 134 * sin(angle)), tolerance: 1e-9)
        }
        #expect(scene.views.allSatisfy { $0.shape == .circle })
    }

    @Test("the flow wraps 50-point tiles 12 apart at the padded width: four, four, then two; each on its rounded blue background")
    func flow() throws {
        let scene = try Scene(named: "flow", canvas: CGSize(width: 300, height: 400)) { FlowLayoutView() }
        let placements = try scene.sample(frame: 0).placements
        // A background and a symbol for each of the ten.
        #expect(placements.count == 20)
        let backgrounds = stride(from: 0, to: 20, by: 2).map { placements[$0] }
        let symbols = stride(from: 1, to: 20, by: 2).map { placements[$0] }
        // The content is 4 × 50 + 3 × 12 = 236 wide and 3 rows tall, centred in the canvas.
        let origin = CGPoint(x: (300 - 236) / 2, y: (400 - (3 * 50 + 2 * 12)) / 2)
        for (index, tile) in backgrounds.enumerated() {
            let (row, column) = (index / 4, index % 4)
            expectClose(tile.frame, CGRect(x: origin.x + CGFloat(column) * 62, y: origin.y + CGFloat(row) * 62, width: 50, height: 50),
                        tolerance: 1e-9)
            expectClose(symbols[index].frame, tile.frame, tolerance: 1e-9)
        }
        let looks = scene.views
        // `.cornerRadius(8)` clips the tile (its background and its symbol) to a rounded rectangle, as SwiftUI's does.
        for look in looks.prefix(2) {
            guard case let .clip(shape, antialiased)? = look.effects.first?.kind else {
                Issue.record("the tile's views clipped: \(look.effects)")
                continue
            }
            #expect(antialiased && shape.path(in: CGSize(width: 50, height: 50)) == Path(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50),
                                                                                        cornerRadius: 8))
        }
        #expect(looks[0].shape == .rectangle)
        expectClose(looks[0].fill.alpha, 0.1 * Color.blue.rgba.alpha, tolerance: 1e-12)
        #expect(looks[1].shape == .circle)
    }
}
