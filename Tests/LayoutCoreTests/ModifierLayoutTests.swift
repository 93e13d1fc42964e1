import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// SwiftUI's layout modifiers on ViewNodes: padding, fixed and flexible frames, fixedSize, offset.
@Suite("Layout modifiers")
struct ModifierLayoutTests {
    static let canvas = CGSize(width: 400, height: 300)

    /// Text `ideal` wide, 20 high, that takes less width when offered less (one line, truncating).
    static func text(_ ideal: CGFloat) -> ViewNode {
        ViewNode(sizing: ViewSizing { proposal in CGSize(width: min(proposal.width ?? ideal, ideal), height: 20) })
    }

    static func only(_ view: ViewNode, in canvas: CGSize = canvas) throws -> ViewPlacement {
        try #require(try LayoutPass.run(ZStackLayout(), subviews: [view], in: canvas).placements.first)
    }

    // SwiftUI's padding: "adds an equal padding amount to specific edges"; the view is offered the
    // proposal less the padding and the result is its size plus the padding.
    @Test("padding insets the view and grows its frame by the insets")
    func padding() throws {
        let stack = ViewNode(layout: HStackLayout(spacing: 0), children: [Self.text(50).padding(.all, 10), Self.text(30)])
        let result = try LayoutPass.run(ZStackLayout(), subviews: [stack], in: Self.canvas)
        expectClose(result.placements[0].size, CGSize(width: 50, height: 20))
        expectClose(Double(result.placements[1].frame.minX - result.placements[0].frame.maxX), 10)
        expectClose(result.bounds.size, CGSize(width: 100, height: 40))
        let offered = try Self.only(Self.text(500).padding(.horizontal, 20), in: CGSize(width: 200, height: 100))
        expectClose(Double(offered.size.width), 160)
    }

    @Test("a fixed frame takes its size whatever the view takes, and aligns the view in it", arguments: [
        (Alignment.center, CGPoint(x: 175, y: 140)), (.topLeading, CGPoint(x: 150, y: 130)), (.bottomTrailing, CGPoint(x: 200, y: 150)),
    ])
    func fixedFrame(alignment: Alignment, origin: CGPoint) throws {
        let framed = Self.text(50).frame(width: 100, height: 40, alignment: alignment)
        let placement = try Self.only(framed)
        expectClose(placement.frame.origin, origin)
    }

    // The flexible frame's rules, as SwiftUI's behave: maxWidth: .infinity fills the width
    // offered; a minimum is never undercut; an ideal is what an unspecified proposal gets.
    @Test("flexible frames: maxWidth .infinity fills the offer, minWidth holds, idealWidth answers an unspecified proposal")
    func flexibleFrame() throws {
        let filling = ViewNode(layout: VStackLayout(spacing: 0), children: [Self.text(50).frame(maxWidth: .infinity)])
        let filled = try LayoutPass.run(ZStackLayout(), subviews: [filling], in: Self.canvas)
        expectClose(Double(filled.bounds.width), 400)
        expectClose(Double(filled.placements[0].center.x), 200, tolerance: 1e-9)
        let narrow = ViewNode(layout: FixedSizeLayout(), children: [Self.text(30).frame(minWidth: 80, idealWidth: 120)])
        let ideal = try LayoutPass.run(ZStackLayout(), subviews: [narrow], in: Self.canvas)
        expectClose(Double(ideal.bounds.width), 120)
        let squeezed = try LayoutPass.run(ZStackLayout(), subviews: [Self.text(200).frame(minWidth: 80)], in: CGSize(width: 40, height: 40))
        expectClose(Double(squeezed.bounds.width), 80)
        expectClose(Double(squeezed.placements[0].size.width), 80, tolerance: 1e-9)
    }

    @Test("fixedSize gives the view its ideal size whatever it is offered; one axis at a time")
    func fixedSize() throws {
        expectClose(try Self.only(Self.text(700).fixedSize(), in: CGSize(width: 200, height: 100)).size, CGSize(width: 700, height: 20))
        let vertical = try Self.only(Self.text(700).fixedSize(horizontal: false, vertical: true), in: CGSize(width: 200, height: 100))
        expectClose(vertical.size, CGSize(width: 200, height: 20))
    }

    @Test("offset moves the view but not its place in the stack, nor what aligns on it")
    func offset() throws {
        let stack = ViewNode(layout: HStackLayout(spacing: 0), children: [Self.text(50).offset(x: 5, y: 7), Self.text(50)])
        let plain = ViewNode(layout: HStackLayout(spacing: 0), children: [Self.text(50), Self.text(50)])
        let moved = try LayoutPass.run(ZStackLayout(), subviews: [stack], in: Self.canvas)
        let still = try LayoutPass.run(ZStackLayout(), subviews: [plain], in: Self.canvas)
        expectClose(moved.placements[0].center, CGPoint(x: still.placements[0].center.x + 5, y: still.placements[0].center.y + 7))
        expectClose(moved.placements[1].center, still.placements[1].center)
    }

    @Test("a modifier passes the view's explicit guides, layout values and priority through")
    func passesThrough() throws {
        let guided = Self.text(40).alignmentGuide(.leading) { _ in 10 }.padding(.leading, 6)
        let column = ViewNode(layout: VStackLayout(alignment: .leading, spacing: 0), children: [guided, Self.text(40)])
        let result = try LayoutPass.run(ZStackLayout(), subviews: [column], in: Self.canvas)
        // The guide is 6 + 10 in from the padded view's edge; the other view's leading edge is on it.
        expectClose(Double(result.placements[1].frame.minX), Double(result.placements[0].frame.minX + 10))
        #expect(Self.text(10).layoutPriority(3).padding().priority == 3)
    }
}

@Suite("Effect modifiers")
struct EffectModifierTests {
    // SwiftUI's rotationEffect, scaleEffect and opacity change how a view is drawn, not its frame:
    // the view keeps its size and place, turned and scaled about its centre.
    @Test("rotationEffect, scaleEffect and opacity draw the view turned, scaled and faded about its centre, in place")
    func effects() throws {
        let tile = ViewNode(sizing: .fixed(width: 40, height: 20))
        let plain = try LayoutPass.run(HStackLayout(spacing: 0), subviews: [tile, tile], in: CGSize(width: 200, height: 100))
        let modified = try LayoutPass.run(HStackLayout(spacing: 0), subviews: [
            tile.rotationEffect(.degrees(30)).scaleEffect(2).opacity(0.5), tile,
        ], in: CGSize(width: 200, height: 100))
        expectClose(modified.placements[0].center, plain.placements[0].center)
        expectClose(modified.placements[0].size, plain.placements[0].size)
        expectClose(modified.placements[0].rotation.degrees, 30)
        expectClose(Double(modified.placements[0].scale), 2)
        expectClose(modified.placements[0].opacity, 0.5)
        expectClose(modified.placements[1].center, plain.placements[1].center)
    }

    @Test("effects on a container turn its views about the container's centre")
    func containerEffects() throws {
        let row = ViewNode(layout: HStackLayout(spacing: 0), children: [ViewNode(sizing: .fixed(width: 20, height: 20)),
                                                                         ViewNode(sizing: .fixed(width: 20, height: 20))])
        let result = try LayoutPass.run(ZStackLayout(), subviews: [row.rotationEffect(.degrees(90))], in: CGSize(width: 100, height: 100))
        // Side by side about (50, 50), turned a quarter: one above the other.
        expectClose(result.placements[0].center, CGPoint(x: 50, y: 40))
        expectClose(result.placements[1].center, CGPoint(x: 50, y: 60))
    }

    // SwiftUI's aspectRatio: "constrains this view's dimensions to the specified aspect ratio";
    // .fit scales to fit the proposal, .fill to fill it; a nil ratio uses the view's own.
    @Test("aspectRatio proposes its ratio's size that fits in or fills the proposal, the view's own ratio when none is given", arguments: [
        (CGFloat(2) as CGFloat?, ContentMode.fit, CGSize(width: 300, height: 200), CGSize(width: 300, height: 150)),
        (2, .fill, CGSize(width: 300, height: 200), CGSize(width: 400, height: 200)),
        (0.5, .fit, CGSize(width: 300, height: 200), CGSize(width: 100, height: 200)),
        (nil, .fit, CGSize(width: 300, height: 200), CGSize(width: 300, height: 150)),
        (nil, .fill, CGSize(width: 300, height: 200), CGSize(width: 400, height: 200)),
        (nil, .fit, CGSize(width: 100, height: 200), CGSize(width: 100, height: 50)),
    ])
    func aspectRatio(ratio: CGFloat?, mode: ContentMode, canvas: CGSize, expected: CGSize) throws {
        // A shape-like view whose ideal is 40 × 20: ratio 2.
        let view = ViewNode(sizing: .flexible(minimum: .zero, ideal: CGSize(width: 40, height: 20),
                                              maximum: CGSize(width: CGFloat.infinity, height: .infinity)))
        let placement = try ModifierLayoutTests.only(view.aspectRatio(ratio, contentMode: mode), in: canvas)
        expectClose(placement.size, expected)
        expectClose(placement.center, CGPoint(x: canvas.width / 2, y: canvas.height / 2))
    }

    @Test("aspectRatio with nothing proposed gives the view's ideal width and the ratio's height")
    func aspectRatioUnspecified() throws {
        let view = ViewNode(sizing: .flexible(minimum: .zero, ideal: CGSize(width: 40, height: 20),
                                              maximum: CGSize(width: CGFloat.infinity, height: .infinity)))
        let result = try LayoutPass.run(HStackLayout(), subviews: [view.aspectRatio(1, contentMode: .fit).fixedSize()],
                                        in: CGSize(width: 300, height: 300))
        expectClose(result.placements[0].size, CGSize(width: 40, height: 40))
    }
}
