import AnimationCore
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport
import ZoetropeSceneTesting

@Suite("CircularLayout")
struct CircularLayoutTests {
    static let canvas = CGSize(width: 400, height: 400)

    /// `count` views that take whatever they are proposed, so they are the cached item size.
    static func flexibleViews(_ count: Int) -> [ViewNode] {
        (0..<count).map { _ in ViewNode(sizing: .flexible) }
    }

    /// `count` views of one fixed size.
    static func tiles(_ count: Int, side: CGFloat = 40) -> [ViewNode] {
        (0..<count).map { _ in ViewNode(sizing: .fixed(width: side, height: side)) }
    }

    /// Runs the layout alone for one proposal, as a parent would: `sizeThatFits`, then
    /// `placeSubviews` in bounds of that size at `origin`, with the same cache.
    static func runInContainer(_ layout: CircularLayout, views: [ViewNode], proposal: ProposedViewSize,
                               canvas: CGSize = CGSize(width: 1000, height: 1000)) throws -> LayoutPass.Result {
        try LayoutPass.run(ProposalProbe(proposal: proposal), subviews: [ViewNode(layout: layout, children: views)],
                           in: canvas)
    }

    // MARK: - Edge cases

    @Test("No subviews: an empty diameter square, no placements; the article's 2π/0 is never used",
          arguments: [0.0, 45, 360])
    func empty(rotationDegrees: Double) throws {
        let result = try LayoutPass.run(CircularLayout(rotation: .degrees(rotationDegrees)), subviews: [], in: Self.canvas)
        #expect(result.placements.isEmpty)
        #expect(result.bounds == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    static let oneViewCases: [(rotationDegrees: Double, center: CGPoint)] = [
        (0, CGPoint(x: 400, y: 200)), (90, CGPoint(x: 200, y: 400)), (180, CGPoint(x: 0, y: 200)), (-90, CGPoint(x: 200, y: 0)),
    ]

    @Test("One view sits at the rotation's angle: 3 o'clock at zero, 6 o'clock at 90°", arguments: oneViewCases)
    func oneView(rotationDegrees: Double, expected: CGPoint) throws {
        let result = try LayoutPass.run(CircularLayout(rotation: .degrees(rotationDegrees)), subviews: Self.tiles(1),
                                        in: Self.canvas)
        expectClose(try #require(result.placements.first).center, expected, tolerance: 1e-9, "view 0")
    }

    @Test("A zero proposal is a zero circle: every view at its corner, proposed zero")
    func zeroProposal() throws {
        let result = try Self.runInContainer(CircularLayout(), views: Self.flexibleViews(4), proposal: .zero)
        #expect(result.bounds.size == CGSize(width: 0, height: 0))
        for (index, placement) in result.placements.enumerated() {
            expectClose(placement.center, CGPoint(x: 500, y: 500), "view \(index)")
            #expect(placement.size == .zero, "view \(index) takes the zero item size")
        }
    }

    @Test("Zero-size views are still placed, centred on the circle")
    func zeroSizeViews() throws {
        let result = try LayoutPass.run(CircularLayout(), subviews: Self.tiles(4, side: 0), in: Self.canvas)
        let expected = [CGPoint(x: 400, y: 200), CGPoint(x: 200, y: 400), CGPoint(x: 0, y: 200), CGPoint(x: 200, y: 0)]
        for (index, (placement, point)) in zip(result.placements, expected).enumerated() {
            expectClose(placement.center, point, tolerance: 1e-9, "view \(index)")
            #expect(placement.size == .zero)
        }
    }

    // MARK: - Size

    struct SizeCase: CustomTestStringConvertible, Sendable {
        let proposal: ProposedViewSize
        let diameter: CGFloat
        let why: String
        var testDescription: String { "\(proposal): \(why)" }
    }

    static let sizeCases: [SizeCase] = [
        .init(proposal: ProposedViewSize(width: 300, height: 300), diameter: 300, why: "the article's 300×300 frame"),
        .init(proposal: ProposedViewSize(width: 500, height: 240), diameter: 240, why: "the smaller dimension"),
        .init(proposal: ProposedViewSize(width: 90, height: 600), diameter: 90, why: "the smaller dimension"),
        .init(proposal: .unspecified, diameter: 200, why: "the article's 200 for both"),
        .init(proposal: ProposedViewSize(width: nil, height: 350), diameter: 200, why: "an unspecified width counts as 200"),
        .init(proposal: ProposedViewSize(width: 120, height: nil), diameter: 120, why: "120 is less than 200"),
        // The article's code would answer an infinite circle here and place views at infinity.
        .init(proposal: .infinity, diameter: 200, why: "an infinite dimension counts as 200, like an unspecified one"),
        .init(proposal: ProposedViewSize(width: .infinity, height: 350), diameter: 200, why: "infinite width counts as 200"),
        .init(proposal: ProposedViewSize(width: 150, height: .infinity), diameter: 150, why: "150 is less than 200"),
        .init(proposal: .zero, diameter: 0, why: "zero"),
    ]

    @Test("The diameter is the smaller proposed dimension, an unspecified or infinite one counting as 200",
          arguments: sizeCases)
    func size(_ testCase: SizeCase) throws {
        #expect(CircularLayout.diameter(for: testCase.proposal) == testCase.diameter)
        let result = try Self.runInContainer(CircularLayout(), views: Self.flexibleViews(3), proposal: testCase.proposal)
        #expect(result.bounds.size == CGSize(width: testCase.diameter, height: testCase.diameter))
        for (index, placement) in result.placements.enumerated() {
            let quarter = testCase.diameter / 4
            #expect(placement.size == CGSize(width: quarter, height: quarter), "view \(index) is proposed diameter/4")
            expectClose(distance(placement.center, CGPoint(x: result.bounds.midX, y: result.bounds.midY)),
                        testCase.diameter / 2, tolerance: 1e-9, "view \(index) on the circle")
        }
    }

    // MARK: - Positions

    @Test("View i of n is at angle rotation + 2πi/n from 3 o'clock, clockwise on screen",
          arguments: [1, 2, 3, 4, 10], [0.0, 90, 33])
    func positionsByFormula(count: Int, rotationDegrees: Double) throws {
        let result = try LayoutPass.run(CircularLayout(rotation: .degrees(rotationDegrees)), subviews: Self.tiles(count),
                                        in: Self.canvas)
        try #require(result.placements.count == count)
        for (index, placement) in result.placements.enumerated() {
            let angle = rotationDegrees * .pi / 180 + 2 * Double.pi * Double(index) / Double(count)
            let expected = CGPoint(x: 200 + 200 * cos(angle), y: 200 + 200 * sin(angle))
            expectClose(placement.center, expected, tolerance: 1e-9, "view \(index) of \(count) at \(rotationDegrees)°")
        }
    }

    @Test("Four views at 45°, worked out by hand")
    func handPositions() throws {
        let h = 200 / 2.0.squareRoot()
        let result = try LayoutPass.run(CircularLayout(rotation: .degrees(45)), subviews: Self.tiles(4), in: Self.canvas)
        let expected = [CGPoint(x: 200 + h, y: 200 + h), CGPoint(x: 200 - h, y: 200 + h),
                        CGPoint(x: 200 - h, y: 200 - h), CGPoint(x: 200 + h, y: 200 - h)]
        for (index, (placement, point)) in zip(result.placements, expected).enumerated() {
            expectClose(placement.center, point, tolerance: 1e-9, "view \(index)")
        }
    }

    @Test("Every view's centre is on the circle, whatever its size", arguments: [1, 5, 12], [0.0, 200, 90])
    func everyViewOnTheCircle(count: Int, side: CGFloat) throws {
        let views = (0..<count).map { index in
            ViewNode(sizing: .fixed(width: side + CGFloat(index % 3) * 7, height: side / 2 + CGFloat(index % 4) * 5))
        }
        let result = try LayoutPass.run(CircularLayout(rotation: .degrees(17)), subviews: views, in: Self.canvas)
        for (index, placement) in result.placements.enumerated() {
            expectClose(distance(placement.center, CGPoint(x: 200, y: 200)), 200, tolerance: 1e-9, "view \(index)")
        }
    }

    @Test("Views are proposed a quarter of the diameter; flexible views take it, fixed views keep their size")
    func itemProposal() throws {
        let flexible = try LayoutPass.run(CircularLayout(), subviews: Self.flexibleViews(2), in: Self.canvas)
        #expect(flexible.placements.map(\.size) == [CGSize(width: 100, height: 100), CGSize(width: 100, height: 100)])
        let fixed = try LayoutPass.run(CircularLayout(), subviews: Self.tiles(2), in: Self.canvas)
        #expect(fixed.placements.map(\.size) == [CGSize(width: 40, height: 40), CGSize(width: 40, height: 40)])
    }

    @Test("The article's code places a view's corner at point − itemSize/2, which centres only views of the item size; we centre every view on its point")
    func centresFixedViews() throws {
        // The article's example: 40×40 views in its 300×300 frame. Its code would put the corner of
        // the first view at (300 − 37.5, 150 − 37.5), so its centre would be 17.5 points up and left
        // of the circle; the text says views are positioned around the circle, so the centre is on it.
        let result = try Self.runInContainer(CircularLayout(), views: Self.tiles(1),
                                             proposal: ProposedViewSize(width: 300, height: 300))
        let placement = try #require(result.placements.first)
        expectClose(placement.center, CGPoint(x: result.bounds.maxX, y: result.bounds.midY), tolerance: 1e-9, "view 0")
        #expect(placement.size == CGSize(width: 40, height: 40))
    }

    @Test("Views centred on the circle overflow the bounds by half the item size, as in the article")
    func viewsOverflowBounds() throws {
        let result = try LayoutPass.run(CircularLayout(), subviews: Self.flexibleViews(4), in: Self.canvas)
        #expect(result.bounds == CGRect(x: 0, y: 0, width: 400, height: 400))
        let frames = result.placements.map(\.frame)
        // 3 o'clock reaches 50 points past the right edge, 9 o'clock 50 points before the left edge.
        expectClose(frames[0].maxX, 450, "right view's right edge")
        expectClose(frames[2].minX, -50, "left view's left edge")
        expectClose(frames[1].maxY, 450, "bottom view's bottom edge")
        expectClose(frames[3].minY, -50, "top view's top edge")
    }

    // MARK: - Cache

    @Test("sizeThatFits fills the cache with the article's positions (corner-relative centres) and item size")
    func sizeThatFitsFillsCache() throws {
        let outcome = try CacheProbe.run(CircularLayout(), views: Self.tiles(4),
                                         proposal: ProposedViewSize(width: 200, height: 200))
        #expect(outcome.failure == nil)
        #expect(outcome.size == CGSize(width: 200, height: 200))
        #expect(outcome.cache.itemSize == CGSize(width: 50, height: 50))
        let expected = [CGPoint(x: 200, y: 100), CGPoint(x: 100, y: 200), CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 0)]
        try #require(outcome.cache.positions.count == 4)
        for (index, (position, point)) in zip(outcome.cache.positions, expected).enumerated() {
            expectClose(position, point, tolerance: 1e-9, "cached position \(index)")
        }
    }

    @Test("placeSubviews with a fresh cache (no sizeThatFits before it) recomputes instead of indexing an empty cache")
    func placeWithFreshCache() throws {
        let layout = PlacementProbe(inner: CircularLayout(), proposal: ProposedViewSize(width: 200, height: 200))
        let result = try LayoutPass.run(layout, subviews: Self.flexibleViews(4), in: Self.canvas)
        let expected = [CGPoint(x: 200, y: 100), CGPoint(x: 100, y: 200), CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 0)]
        for (index, (placement, point)) in zip(result.placements, expected).enumerated() {
            expectClose(placement.center, point, tolerance: 1e-9, "view \(index)")
            #expect(placement.size == CGSize(width: 50, height: 50))
        }
    }

    @Test("placeSubviews for another proposal than the last sizeThatFits uses the proposal it is given")
    func placeWithStaleCache() throws {
        // sizeThatFits(400×400) fills the cache for a 400 circle; placing for 200×200 must not reuse it.
        let layout = PlacementProbe(inner: CircularLayout(), proposal: ProposedViewSize(width: 200, height: 200),
                                     measureFirst: ProposedViewSize(width: 400, height: 400))
        let result = try LayoutPass.run(layout, subviews: Self.flexibleViews(2), in: Self.canvas)
        expectClose(result.placements[0].center, CGPoint(x: 200, y: 100), tolerance: 1e-9, "view 0")
        expectClose(result.placements[1].center, CGPoint(x: 0, y: 100), tolerance: 1e-9, "view 1")
        #expect(result.placements[0].size == CGSize(width: 50, height: 50))
    }

    // MARK: - Animation

    @Test("animatableData is the rotation in radians, and round-trips", arguments: [0.0, 1.5, -3, 12.6])
    func animatableData(radians: Double) {
        var layout = CircularLayout()
        layout.animatableData = radians
        #expect(layout.rotation.radians == radians)
        #expect(layout.animatableData == radians)
    }

    @Test("Animating the rotation makes every view orbit along the circle (parameters mode)")
    func rotationOrbits() throws {
        let trajectories = try captureTrajectories(
            of: CircularLayout(), views: Self.tiles(6), canvas: Self.canvas, fps: 30,
            changes: [StateChange(at: 0, animation: .easeInOut(duration: 1)) { $0.rotation = .degrees(120) }])
        #expect(trajectories.mode == .parameters)
        trajectories.expectFollowsArc(center: CGPoint(x: 200, y: 200), radius: 200, tolerance: 1e-9)
        trajectories.expectSweepsAngle(.degrees(120), about: CGPoint(x: 200, y: 200), tolerance: .degrees(1e-6))
    }

    @Test("scenes/circular.json: every view orbits a full turn on the circle the padded canvas proposes")
    func scene() throws {
        let url = sceneURL("circular.json")
        let trajectories = try captureTrajectories(ofSceneAt: url)
        #expect(trajectories.mode == .parameters)
        // The 400×400 canvas with padding 50 proposes 300×300, like the article's `.padding()`:
        // a circle of radius 150, whose views (centred on it, the article's overflow) stay on the canvas.
        trajectories.expectFollowsArc(center: CGPoint(x: 200, y: 200), radius: 150, tolerance: 1e-9)
        trajectories.expectSweepsAngle(.degrees(360), about: CGPoint(x: 200, y: 200), tolerance: .degrees(1e-6))
    }

    // MARK: - Named parameters

    @Test("The default layout is the article's: rotation zero")
    func defaults() {
        #expect(CircularLayout().rotation == .zero)
        #expect(CircularLayout.parameters.map(\.name) == ["rotation"])
    }

    @Test("The rotation parameter reads and writes degrees", arguments: [0.0, 90, 360, -45])
    func rotationParameter(degrees: Double) throws {
        let parameter = try #require(CircularLayout.parameter(named: "rotation"))
        #expect(parameter.unit == .degrees)
        var layout = CircularLayout()
        parameter.setValue(degrees, in: &layout)
        expectClose(layout.rotation.radians, degrees * .pi / 180, "stored radians")
        expectClose(parameter.value(in: layout), degrees, tolerance: 1e-9, "read back")
    }
}
