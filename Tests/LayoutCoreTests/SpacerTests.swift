import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// SwiftUI's Spacer: "A flexible space that expands along the major axis of its containing stack
/// layout, or on both axes if not contained in a stack."
@Suite("Spacer")
struct SpacerTests {
    static var tile: ViewNode { ViewNode(sizing: .fixed(width: 40, height: 20)) }

    @Test("in a row it takes the width left and no height: the row is as tall as its tallest view")
    func inARow() throws {
        let row = ViewNode(layout: HStackLayout(spacing: 0), children: [Self.tile, .spacer(), Self.tile])
        let result = try LayoutPass.run(VStackLayout(), subviews: [row], in: CGSize(width: 300, height: 200))
        expectClose(result.placements[1].size, CGSize(width: 220, height: 0))
        expectClose(Double(result.placements[2].frame.maxX - result.placements[0].frame.minX), 300)
        expectClose(Double(result.bounds.height), 20)
    }

    @Test("in a column it takes the height left; offered nothing it takes its minimum; in a ZStack everything")
    func elsewhere() throws {
        let column = try LayoutPass.run(VStackLayout(spacing: 0), subviews: [Self.tile, .spacer(minLength: 5), Self.tile],
                                        in: CGSize(width: 100, height: 100))
        expectClose(column.placements[1].size, CGSize(width: 0, height: 60))
        let ideal = ViewNode(layout: FixedSizeLayout(), children: [ViewNode(layout: HStackLayout(spacing: 0),
                                                                            children: [Self.tile, .spacer(minLength: 12), Self.tile])])
        expectClose(Double(try LayoutPass.run(ZStackLayout(), subviews: [ideal], in: CGSize(width: 300, height: 100)).bounds.width), 92)
        let free = try LayoutPass.run(ZStackLayout(), subviews: [.spacer()], in: CGSize(width: 120, height: 80))
        expectClose(free.placements[0].size, CGSize(width: 120, height: 80))
    }
}
