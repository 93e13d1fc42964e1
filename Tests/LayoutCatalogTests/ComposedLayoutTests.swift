import AnimationCore
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport
import ZoetropeSceneTesting

private let scenes = scenesFolder

/// What a test layout saw of `ComposedLayout`'s caches from inside a pass.
private final class ComposedCacheLog {
    var counts: [[Int]] = []
    var gaps: [[CGFloat]] = []
    var sizes: [CGSize] = []
}

/// Makes `ComposedLayout`'s caches during a pass (a layout reaches its subviews only there),
/// records what is in them, then lets the composition size and place the subviews.
private struct ComposedCacheProbe: Layout {
    let composed: ComposedLayout
    let log: ComposedCacheLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var caches = composed.makeCache(subviews: subviews)
        let stackCaches = [caches.topCache, caches.centerCache, caches.bottomCache].map { $0.contents(as: StackLayoutCache.self) }
        log.counts.append(stackCaches.map { $0?.subviewCount ?? -1 })
        log.gaps.append(stackCaches.first??.gaps ?? [])
        let size = composed.sizeThatFits(proposal: proposal, subviews: subviews, cache: &caches)
        log.sizes.append(size)
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var caches = composed.makeCache(subviews: subviews)
        composed.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &caches)
    }
}

@Suite("ComposedLayout")
struct ComposedLayoutTests {
    static let canvas = CGSize(width: 400, height: 400)

    static func tiles(_ count: Int) -> [ViewNode] {
        (0..<count).map { _ in ViewNode(sizing: .fixed(width: 40, height: 40)) }
    }

    // MARK: - Groups

    struct GroupCase: Sendable, CustomTestStringConvertible {
        let count: Int
        let top: Range<Int>
        let center: Range<Int>
        let bottom: Range<Int>
        var testDescription: String { "\(count) views" }
    }

    static let groupCases: [GroupCase] = [
        .init(count: 0, top: 0..<0, center: 0..<0, bottom: 0..<0),
        .init(count: 1, top: 0..<1, center: 1..<1, bottom: 1..<1),
        .init(count: 3, top: 0..<3, center: 3..<3, bottom: 3..<3),
        .init(count: 4, top: 0..<3, center: 3..<3, bottom: 3..<4),
        .init(count: 5, top: 0..<3, center: 3..<3, bottom: 3..<5),
        .init(count: 6, top: 0..<3, center: 3..<3, bottom: 3..<6),
        .init(count: 7, top: 0..<3, center: 3..<4, bottom: 4..<7),
        .init(count: 9, top: 0..<3, center: 3..<6, bottom: 6..<9),
        .init(count: 12, top: 0..<3, center: 3..<9, bottom: 9..<12),
    ]

    @Test("Top takes up to three views, bottom up to three of the rest, the column the others: no view twice",
          arguments: groupCases)
    func groups(_ testCase: GroupCase) {
        let ranges = ComposedLayout.groupRanges(count: testCase.count)
        #expect(ranges.top == testCase.top)
        #expect(ranges.center == testCase.center)
        #expect(ranges.bottom == testCase.bottom)
    }

    // MARK: - Placement

    struct PlacementCase: Sendable, CustomTestStringConvertible {
        let count: Int
        let spacing: CGFloat
        let size: CGSize
        /// Each 40×40 tile's origin, from the layout's origin.
        let origins: [CGPoint]
        var testDescription: String { "\(count) views, spacing \(spacing)" }
    }

    static let placementCases: [PlacementCase] = [
        .init(count: 9, spacing: 0, size: CGSize(width: 120, height: 200), origins: [
            CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 0),
            CGPoint(x: 40, y: 40), CGPoint(x: 40, y: 80), CGPoint(x: 40, y: 120),
            CGPoint(x: 0, y: 160), CGPoint(x: 40, y: 160), CGPoint(x: 80, y: 160),
        ]),
        .init(count: 9, spacing: 10, size: CGSize(width: 120, height: 220), origins: [
            CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 0),
            CGPoint(x: 40, y: 50), CGPoint(x: 40, y: 90), CGPoint(x: 40, y: 130),
            CGPoint(x: 0, y: 180), CGPoint(x: 40, y: 180), CGPoint(x: 80, y: 180),
        ]),
        .init(count: 6, spacing: 10, size: CGSize(width: 120, height: 90), origins: [
            CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 0),
            CGPoint(x: 0, y: 50), CGPoint(x: 40, y: 50), CGPoint(x: 80, y: 50),
        ]),
        .init(count: 4, spacing: 0, size: CGSize(width: 120, height: 80), origins: [
            CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 0), CGPoint(x: 40, y: 40),
        ]),
        .init(count: 5, spacing: 5, size: CGSize(width: 120, height: 85), origins: [
            CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 0), CGPoint(x: 20, y: 45), CGPoint(x: 60, y: 45),
        ]),
        .init(count: 7, spacing: 0, size: CGSize(width: 120, height: 120), origins: [
            CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 80, y: 0), CGPoint(x: 40, y: 40),
            CGPoint(x: 0, y: 80), CGPoint(x: 40, y: 80), CGPoint(x: 80, y: 80),
        ]),
        .init(count: 1, spacing: 30, size: CGSize(width: 40, height: 40), origins: [.zero]),
        .init(count: 0, spacing: 30, size: .zero, origins: []),
    ]

    @Test("A row on top, a column between, a row at the bottom; each group centred; spacing between groups with views",
          arguments: placementCases)
    func placement(_ testCase: PlacementCase) throws {
        let result = try LayoutPass.run(ComposedLayout(spacing: testCase.spacing), subviews: Self.tiles(testCase.count),
                                        in: Self.canvas)
        expectClose(result.bounds.width, testCase.size.width, "width")
        expectClose(result.bounds.height, testCase.size.height, "height")
        expectClose(CGPoint(x: result.bounds.midX, y: result.bounds.midY), CGPoint(x: 200, y: 200), "centred in the canvas")
        try #require(result.placements.count == testCase.origins.count)
        for (index, (placement, origin)) in zip(result.placements, testCase.origins).enumerated() {
            let offset = CGPoint(x: placement.frame.minX - result.bounds.minX, y: placement.frame.minY - result.bounds.minY)
            expectClose(offset, origin, "view \(index)")
            #expect(placement.size == CGSize(width: 40, height: 40))
        }
    }

    @Test("Views read top to bottom: 0–2 on top, 3–5 in the column, 6–8 at the bottom. The article's text says 'the next three' go to the bottom; we put the last three there, so the column holds the views between")
    func readingOrder() throws {
        let result = try LayoutPass.run(ComposedLayout(), subviews: Self.tiles(9), in: Self.canvas)
        let rows = result.placements.map(\.frame.minY)
        #expect(rows[0] == rows[2] && rows[6] == rows[8])
        #expect(rows[2] < rows[3] && rows[3] < rows[4] && rows[4] < rows[5] && rows[5] < rows[6])
    }

    @Test("The rows take their ideal heights and the column the height they leave")
    func columnTakesWhatIsLeft() throws {
        let views = Self.tiles(3) + [ViewNode(sizing: .flexible)] + Self.tiles(3)
        let result = try LayoutPass.run(ComposedLayout(spacing: 20), subviews: views, in: Self.canvas)
        expectClose(result.bounds.width, 400, "width")
        expectClose(result.bounds.height, 400, "height")
        let column = result.placements[3].frame
        expectClose(column.minY, 60, "column top: below the row and a gap")
        expectClose(column.height, 400 - 80 - 40, "column height")
        expectClose(result.placements[4].frame.minY, 360, "bottom row")
    }

    @Test("Unspecified, zero and infinite proposals: ideal, smallest and largest compositions")
    func proposals() throws {
        let views = Self.tiles(3) + [ViewNode(sizing: .flexible)] + Self.tiles(3)
        let reports = try LayoutPass.sizes(of: ComposedLayout(), subviews: views, in: Self.canvas,
                                           requests: [.ideal, .minimum, .maximum])
        let root = try #require(reports.first)
        #expect(root.sizes.map(\.size) == [CGSize(width: 120, height: 90), CGSize(width: 120, height: 80),
                                           CGSize(width: CGFloat.infinity, height: .infinity)])
    }

    // MARK: - Caches

    @Test("makeCache makes each stack's cache through its AnyLayout, for that stack's views",
          arguments: [(9, [3, 3, 3]), (6, [3, 0, 3]), (4, [3, 0, 1]), (1, [1, 0, 0]), (0, [0, 0, 0])])
    func caches(count: Int, subviewCounts: [Int]) throws {
        let log = ComposedCacheLog()
        let composed = ComposedLayout(spacing: 12)
        let result = try LayoutPass.run(ComposedCacheProbe(composed: composed, log: log), subviews: Self.tiles(count), in: Self.canvas)
        #expect(log.counts.first == subviewCounts)
        #expect(log.gaps.first == Array(repeating: 0, count: min(count, 3)), "the rows are HStackLayout(spacing: 0)")
        let direct = try LayoutPass.run(composed, subviews: Self.tiles(count), in: Self.canvas)
        #expect(result.placements == direct.placements)
        #expect(log.sizes.last == direct.bounds.size)
    }

    // MARK: - Parameters

    @Test("The article's composition has no spacing; spacing is a length parameter and the animatable data")
    func parameters() throws {
        #expect(ComposedLayout().spacing == 0)
        #expect(ComposedLayout.parameters.map(\.description) == ["spacing (points)"])
        let parameter = try #require(ComposedLayout.parameter(named: "spacing"))
        #expect(parameter.validRange == 0...10_000)
        var composed = ComposedLayout()
        parameter.setValue(25, in: &composed)
        #expect(composed.spacing == 25)
        #expect(composed.animatableData == 25)
        composed.animatableData = 7.5
        #expect(parameter.value(in: composed) == 7.5)
    }

    @Test("scenes/composed.json: nine views in 3/3/3 groups move apart with the animated spacing")
    func scene() throws {
        let trajectories = try captureTrajectories(ofSceneAt: scenes.appendingPathComponent("composed.json"))
        #expect(trajectories.mode == .parameters)
        let spacings = try #require(trajectories.parameterValues(named: "spacing"))
        #expect(spacings.first == 0)
        #expect(spacings.max().map { $0 > 29 } == true)
        for (frame, spacing) in zip(trajectories.frames, spacings) {
            let frames = frame.placements.map(\.frame)
            try #require(frames.count == 9)
            expectClose(frames[3].minY - frames[0].maxY, CGFloat(spacing), "gap above the column at \(frame.time)s")
            expectClose(frames[6].minY - frames[5].maxY, CGFloat(spacing), "gap below the column at \(frame.time)s")
            expectClose(frames[4].midX, frames[1].midX, "the column under the middle of the top row")
        }
    }
}
