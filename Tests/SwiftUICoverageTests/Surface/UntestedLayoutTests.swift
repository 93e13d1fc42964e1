import Testing
import Zoetrope

/// Custom `Layout`s with every requirement, `AnyLayout`, `Axis` and `ProposedViewSize`, as apps
/// write them: the frames the layouts give their views are what SwiftUI gives them.
@Suite("Custom layouts, AnyLayout, Axis and ProposedViewSize")
struct UntestedLayoutTests {
    @Test("Axis.horizontal and Axis.vertical pick AnyLayout(_:) of an HStackLayout or a VStackLayout; ScrollView(.horizontal) lines its content up across", arguments: Axis.allCases)
    func axisPicksLayout(axis: Axis) throws {
        struct Pair: View {
            let axis: Axis
            var body: some View {
                let layout = axis == .horizontal ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout(spacing: 4))
                layout {
                    Color.red.frame(width: 20, height: 20)
                    Color.blue.frame(width: 20, height: 20)
                }
            }
        }
        let probe = try ViewProbe(width: 200, height: 200) { Pair(axis: axis) }
        switch axis {
        case .horizontal:
            #expect(probe.frames == [CGRect(x: 78, y: 90, width: 20, height: 20), CGRect(x: 102, y: 90, width: 20, height: 20)])
        case .vertical:
            #expect(probe.frames == [CGRect(x: 90, y: 78, width: 20, height: 20), CGRect(x: 90, y: 102, width: 20, height: 20)])
        }
        let scrolling = try ViewProbe(width: 200, height: 100) {
            ScrollView(.horizontal) {
                Color.red.frame(width: 150, height: 30)
                Color.blue.frame(width: 150, height: 30)
            }
        }
        // Side by side from the leading edge, 8 apart, centred down; the second runs past the edge.
        #expect(scrolling.frames == [CGRect(x: 0, y: 35, width: 150, height: 30), CGRect(x: 158, y: 35, width: 150, height: 30)])
    }

    @Test("ProposedViewSize: a Layout reads proposal.width and .height, and offers its subviews .zero, .infinity, .unspecified, init(width:height:) and init(_:)")
    func proposedViewSize() throws {
        struct Offering: Layout {
            let offers: [ProposedViewSize]
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: min(proposal.width ?? 250, 280), height: min(proposal.height ?? 60, 90))
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX
                for (subview, offer) in zip(subviews, offers) {
                    subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: offer)
                    x += subview.sizeThatFits(offer).width + 5
                }
            }
        }
        let offers: [ProposedViewSize] = [.zero, .infinity, ProposedViewSize(width: 30, height: 20),
                                          ProposedViewSize(CGSize(width: 25, height: 15)), .unspecified]
        let probe = try ViewProbe(width: 300, height: 100) {
            Offering(offers: offers) {
                ForEach(0..<4) { _ in Color.red.frame(minWidth: 10, maxWidth: 40, minHeight: 10, maxHeight: 50) }
                Text("Hi")
            }
        }
        let alone = try ViewProbe(width: 300, height: 100) { Text("Hi") }
        // Offered 300 × 100, the layout takes 280 × 90, centred at (10, 5).
        let sizes = [CGSize(width: 10, height: 10), CGSize(width: 40, height: 50), CGSize(width: 30, height: 20),
                     CGSize(width: 25, height: 15), alone.frames[0].size]
        var x: CGFloat = 10
        for (index, size) in sizes.enumerated() {
            expectFrame(probe.frames[index], CGRect(origin: CGPoint(x: x, y: 5), size: size), tolerance: 0.01, "view \(index)")
            x += size.width + 5
        }
        let ideal = try ViewProbe(width: 300, height: 100) {
            Offering(offers: [.zero]) { Color.red }.fixedSize()
        }
        // Unspecified width and height: 250 × 60, centred at (25, 20).
        expectFrame(ideal.frames[0], CGRect(x: 25, y: 20, width: 0, height: 0), "placed at the top-leading corner of 250 × 60")
    }

    @Test("ProposedViewSize.replacingUnspecifiedDimensions(by:) fills in what was left unspecified: 10 × 10 by default, or the size given")
    func replacingUnspecifiedDimensions() throws {
        struct Swatch: Layout {
            var fallback: CGSize?
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                if let fallback { return proposal.replacingUnspecifiedDimensions(by: fallback) }
                return proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
            }
        }
        let plain = try ViewProbe(width: 100, height: 100) { Swatch { Color.green }.fixedSize() }
        expectFrame(plain.frames[0], CGRect(x: 45, y: 45, width: 10, height: 10))
        let given = try ViewProbe(width: 100, height: 100) { Swatch(fallback: CGSize(width: 40, height: 20)) { Color.green }.fixedSize(horizontal: false, vertical: true) }
        expectFrame(given.frames[0], CGRect(x: 0, y: 40, width: 100, height: 20), "the proposed width kept, the height filled in")
        #expect(ProposedViewSize(width: nil, height: 7).replacingUnspecifiedDimensions() == CGSize(width: 10, height: 7))
    }

    @Test("Layout requirements: sizeThatFits, placeSubviews, makeCache, updateCache, a Cache type, layoutProperties, spacing and explicitAlignment, called directly by a layout that wraps another")
    func layoutRequirements() throws {
        // A staircase: each view below and after the one before, measured once into the cache.
        struct Staircase: Layout {
            struct Sizes { var sizes: [CGSize] }
            static var layoutProperties: LayoutProperties {
                var properties = LayoutProperties()
                properties.stackOrientation = .horizontal
                return properties
            }
            func makeCache(subviews: Subviews) -> Sizes { Sizes(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Sizes) -> CGSize {
                cache.sizes.reduce(.zero) { CGSize(width: $0.width + $1.width, height: $0.height + $1.height) }
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Sizes) {
                var corner = bounds.origin
                for (subview, size) in zip(subviews, cache.sizes) {
                    subview.place(at: corner, anchor: .topLeading, proposal: ProposedViewSize(size))
                    corner = CGPoint(x: corner.x + size.width, y: corner.y + size.height)
                }
            }
            func spacing(subviews: Subviews, cache: inout Sizes) -> ViewSpacing { .zero }
            func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout Sizes) -> CGFloat? {
                guide == .leading ? bounds.minX + 20 : nil
            }
            func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout Sizes) -> CGFloat? {
                guide == .top ? bounds.minY + 10 : nil
            }
        }
        // Ten points of margin around a staircase, every requirement handed on to it.
        struct Margin: Layout {
            let inner = Staircase()
            static var layoutProperties: LayoutProperties { Staircase.layoutProperties }
            func makeCache(subviews: Subviews) -> Staircase.Cache { inner.makeCache(subviews: subviews) }
            func updateCache(_ cache: inout Staircase.Cache, subviews: Subviews) { inner.updateCache(&cache, subviews: subviews) }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Staircase.Cache) -> CGSize {
                let size = inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
                return CGSize(width: size.width + 20, height: size.height + 20)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Staircase.Cache) {
                inner.placeSubviews(in: bounds.insetBy(dx: 10, dy: 10), proposal: proposal, subviews: subviews, cache: &cache)
            }
            func spacing(subviews: Subviews, cache: inout Staircase.Cache) -> ViewSpacing { inner.spacing(subviews: subviews, cache: &cache) }
            func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout Staircase.Cache) -> CGFloat? {
                inner.explicitAlignment(of: guide, in: bounds.insetBy(dx: 10, dy: 10), proposal: proposal, subviews: subviews, cache: &cache)
            }
            func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout Staircase.Cache) -> CGFloat? {
                inner.explicitAlignment(of: guide, in: bounds.insetBy(dx: 10, dy: 10), proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        let steps = try ViewProbe(width: 200, height: 100) {
            Staircase() {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 20)
                Color.green.frame(width: 10, height: 10)
            }
        }
        // 60 × 40, centred at (70, 30).
        #expect(steps.frames == [CGRect(x: 70, y: 30, width: 20, height: 10), CGRect(x: 90, y: 40, width: 30, height: 20),
                                 CGRect(x: 120, y: 60, width: 10, height: 10)])
        // 80 × 60 with the margin, centred at (60, 20): the steps land where they did.
        let margin = try ViewProbe(width: 200, height: 100) {
            Margin().callAsFunction() {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 30, height: 20)
                Color.green.frame(width: 10, height: 10)
            }
        }
        #expect(margin.frames == steps.frames)

        // The explicit leading guide, 20 into the staircase, lines up with a leading-aligned sibling;
        // the explicit top guide, 10 down, with a top-aligned one. Through the margin too.
        let leading = try ViewProbe(width: 200, height: 200) {
            VStack(alignment: .leading, spacing: 0) {
                Color.yellow.frame(width: 50, height: 10)
                Staircase() { Color.red.frame(width: 20, height: 10) }
                Margin() { Color.blue.frame(width: 20, height: 10) }
            }
        }
        #expect(leading.frames[0].minX - leading.frames[1].minX == 20, "the staircase's views start 20 before the sibling")
        #expect(leading.frames[0].minX - leading.frames[2].minX == 20, "and through the margin")
        let top = try ViewProbe(width: 200, height: 200) {
            HStack(alignment: .top, spacing: 0) {
                Color.yellow.frame(width: 10, height: 50)
                Staircase() { Color.red.frame(width: 20, height: 10) }
            }
        }
        #expect(top.frames[0].minY - top.frames[1].minY == 10, "the staircase's top guide is 10 below its top")

        // Spacing .zero on each side: two staircases touch in a stack; two default-spaced views do not.
        let touching = try ViewProbe(width: 200, height: 100) {
            HStack(alignment: .top) {
                Staircase() { Color.red.frame(width: 20, height: 10) }
                Margin() { Color.blue.frame(width: 20, height: 10) }
            }
        }
        #expect(touching.frames[1].minX - touching.frames[0].maxX == 10, "only the margin between them")
        // layoutProperties' stack orientation makes a Divider inside a vertical line.
        let divided = try ViewProbe(width: 200, height: 100) {
            Margin() { Divider() }
        }
        let inRow = try ViewProbe(width: 200, height: 100) { HStack { Divider() }.fixedSize() }
        let inColumn = try ViewProbe(width: 200, height: 100) { VStack { Divider() }.fixedSize() }
        #expect(divided.frames[0].size == inRow.frames[0].size, "sized as in an HStack: \(divided.frames[0]) vs \(inRow.frames[0])")
        #expect(inRow.frames[0].size != inColumn.frames[0].size, "not as in a VStack")
    }
}
