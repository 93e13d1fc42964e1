import AnimationCore
import Foundation
import LayoutCatalog
import LayoutCore
import SceneFiles
import Testing
import ZoetropeTestSupport

// MARK: - Article 000's code, as published

// Article 000 declares `axis` itself. LayoutCore has a public `SLEDirection.axis` too; this
// internal extension must still compile next to it (it shadows it in this test module), so code
// copied from the article builds unchanged.
extension SLEDirection {
    var axis: Axis {
        switch self {
        case .row: return .horizontal
        case .column: return .vertical
        }
    }
}

/// Article 000's `BalancedStack`, copied as published (including `print`), to compare with ours.
private struct ArticleBalancedStack: Layout {
    let direction: SLEDirection

    init(_ direction: SLEDirection) {
        self.direction = direction
    }

    struct CacheData {
        let childSize: CGSize
        let distances: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> CacheData {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = subviewSizes.map { $0.width }.max() ?? 0
        let height = subviewSizes.map { $0.height }.max() ?? 0
        let distances: [CGFloat] = (0..<subviews.count).map { idx in
            guard idx < subviews.count - 1 else { return 0 }
            return subviews[idx].spacing.distance(to: subviews[idx + 1].spacing, along: direction.axis)
        }
        return CacheData(
            childSize: CGSize(width: width, height: height),
            distances: distances
        )
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        let totalDistance = cache.distances.reduce(0, +)
        let containerWidth: CGFloat
        let containerHeight: CGFloat
        switch direction {
        case .row:
            containerWidth = cache.childSize.width * CGFloat(subviews.count) + totalDistance
            containerHeight = cache.childSize.height
        case .column:
            containerWidth = cache.childSize.width
            containerHeight = cache.childSize.height * CGFloat(subviews.count) + totalDistance
        }
        return CGSize(width: containerWidth, height: containerHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        let layout = SLELayout(parentFrame: bounds, direction: direction, alignment: .center)
        do {
            var items: [SLEItem] = []
            for idx in 0..<subviews.count {
                items.append(try layout.add(item: .size(cache.childSize)))
                try layout.add(item: .width(cache.distances[idx]))
            }
            for (idx, subview) in subviews.enumerated() {
                subview.place(
                    at: try items[idx].frame().origin,
                    proposal: ProposedViewSize(cache.childSize)
                )
            }
        } catch { print("Unable to layout \(error)") }
    }
}

@Suite("BalancedStack")
struct BalancedStackTests {
    static let canvas = CGSize(width: 400, height: 400)

    /// "hi", "!", "beautiful", "world": their ideal widths, all 22 high.
    static let wordWidths: [CGFloat] = [20, 8, 80, 45]
    static let widest: CGFloat = 80
    static let lineHeight: CGFloat = 22

    /// Views like the article's `WLText`: ideal size the text's, taking any size they are offered
    /// (a text with `.frame(maxWidth: .infinity)` behind a background).
    static func labels(_ widths: [CGFloat] = wordWidths, spacing: ViewSpacing = ViewSpacing()) -> [ViewNode] {
        widths.map { width in
            ViewNode(sizing: .flexible(minimum: .zero, ideal: CGSize(width: width, height: lineHeight),
                                       maximum: CGSize(width: CGFloat.infinity, height: CGFloat.infinity)),
                     spacing: spacing)
        }
    }

    /// The frames `count` slots of `slot` take one after the other from `origin`, `gap` apart.
    static func slots(_ count: Int, of slot: CGSize, gap: CGFloat, from origin: CGPoint, direction: SLEDirection) -> [CGRect] {
        (0..<count).map { index in
            let step = CGFloat(index) * ((direction == .row ? slot.width : slot.height) + gap)
            return CGRect(origin: direction == .row ? CGPoint(x: origin.x + step, y: origin.y)
                                                    : CGPoint(x: origin.x, y: origin.y + step), size: slot)
        }
    }

    static func expectFrames(_ result: LayoutPass.Result, _ expected: [CGRect],
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(result.placements.count == expected.count, sourceLocation: sourceLocation)
        for (index, (placement, frame)) in zip(result.placements, expected).enumerated() {
            expectClose(placement.center, CGPoint(x: frame.midX, y: frame.midY), "view \(index) centre",
                        sourceLocation: sourceLocation)
            expectClose(placement.size.width, frame.width, "view \(index) width", sourceLocation: sourceLocation)
            expectClose(placement.size.height, frame.height, "view \(index) height", sourceLocation: sourceLocation)
        }
    }

    /// Whether the placements follow one another along `direction` (not stacked across it).
    static func isRow(_ result: LayoutPass.Result) -> Bool {
        let ys = result.placements.map(\.center.y)
        return ys.allSatisfy { abs($0 - (ys.first ?? 0)) < 1e-9 }
    }

    // MARK: - Edge cases

    @Test("No subviews: a zero size, no placements, no failure", arguments: SLEDirection.allCases)
    func empty(direction: SLEDirection) throws {
        let result = try LayoutPass.run(BalancedStack(direction), subviews: [], in: Self.canvas)
        #expect(result.placements.isEmpty)
        expectClose(result.bounds.width, 0, "width")
        expectClose(result.bounds.height, 0, "height")
    }

    @Test("One subview: its ideal size, placed at the stack's origin", arguments: SLEDirection.allCases)
    func oneSubview(direction: SLEDirection) throws {
        let result = try LayoutPass.run(BalancedStack(direction), subviews: Self.labels([45]), in: Self.canvas)
        expectClose(result.bounds.width, 45, "width")
        expectClose(result.bounds.height, 22, "height")
        try Self.expectFrames(result, [CGRect(x: 177.5, y: 189, width: 45, height: 22)])
    }

    @Test("Zero-size subviews: a zero-size stack with only the gaps", arguments: SLEDirection.allCases)
    func zeroSizeSubviews(direction: SLEDirection) throws {
        let views = (0..<3).map { _ in ViewNode(sizing: .fixed(width: 0, height: 0)) }
        let result = try LayoutPass.run(BalancedStack(direction), subviews: views, in: Self.canvas)
        expectClose(result.bounds.width, direction == .row ? 16 : 0, "width")
        expectClose(result.bounds.height, direction == .row ? 0 : 16, "height")
        let expected = Self.slots(3, of: .zero, gap: 8, from: result.bounds.origin, direction: direction)
        try Self.expectFrames(result, expected)
    }

    // MARK: - The article's words

    @Test("Row: every word as wide as 'beautiful', 8 points apart (the default spacing)")
    func rowOfWords() throws {
        let result = try LayoutPass.run(BalancedStack(.row), subviews: Self.labels(), in: Self.canvas)
        // 4 × 80 + 3 × 8 = 344 wide, centred in the 400 × 400 canvas.
        #expect(result.bounds == CGRect(x: 28, y: 189, width: 344, height: 22))
        let expected = Self.slots(4, of: CGSize(width: 80, height: 22), gap: 8, from: CGPoint(x: 28, y: 189), direction: .row)
        try Self.expectFrames(result, expected)
    }

    @Test("Column: every word as wide as 'beautiful', 8 points apart (the default spacing)")
    func columnOfWords() throws {
        let result = try LayoutPass.run(BalancedStack(.column), subviews: Self.labels(), in: Self.canvas)
        // 4 × 22 + 3 × 8 = 112 high.
        #expect(result.bounds == CGRect(x: 160, y: 144, width: 80, height: 112))
        let expected = Self.slots(4, of: CGSize(width: 80, height: 22), gap: 8, from: CGPoint(x: 160, y: 144),
                                  direction: .column)
        try Self.expectFrames(result, expected)
    }

    @Test("BalancedHStack is BalancedStack(.row) and article 000's row code, placement for placement")
    func balancedHStackIsTheRow() throws {
        let hstack = try LayoutPass.run(BalancedHStack(), subviews: Self.labels(), in: Self.canvas)
        let row = try LayoutPass.run(BalancedStack(.row), subviews: Self.labels(), in: Self.canvas)
        let article = try LayoutPass.run(ArticleBalancedStack(.row), subviews: Self.labels(), in: Self.canvas)
        #expect(hstack == row)
        try #require(article.placements.count == row.placements.count)
        for (index, (ours, theirs)) in zip(row.placements, article.placements).enumerated() {
            expectClose(ours.center, theirs.center, "view \(index)")
        }
    }

    /// The article's column code spaces with `.width(distance)`, which in a column is a fixed width
    /// and a flexible height: the 24 points of gaps are shared by 4 spacers (the last after the last
    /// view), so the gaps are 6. The text says the gaps are the distances between neighbours; ours are 8.
    @Test("The article's column code gives gaps of 6 (.width spacers are flexible in a column); the text says 8; we do 8")
    func articleColumnSpacerBug() throws {
        let article = try LayoutPass.run(ArticleBalancedStack(.column), subviews: Self.labels(), in: Self.canvas)
        let ours = try LayoutPass.run(BalancedStack(.column), subviews: Self.labels(), in: Self.canvas)
        #expect(article.bounds == ours.bounds)

        func gaps(_ result: LayoutPass.Result) -> [CGFloat] {
            zip(result.placements, result.placements.dropFirst()).map { $1.frame.minY - $0.frame.maxY }
        }
        let articleGaps = gaps(article), ourGaps = gaps(ours)
        try #require(articleGaps.count == 3 && ourGaps.count == 3)
        for index in 0..<3 {
            expectClose(articleGaps[index], 6, "article gap \(index)")
            expectClose(ourGaps[index], 8, "our gap \(index)")
        }
        // The article's last view stops 6 points short of the bottom; ours ends at the bottom.
        expectClose(ours.bounds.maxY - (ours.placements.last?.frame.maxY ?? 0), 0, "ours: space below")
        expectClose(article.bounds.maxY - (article.placements.last?.frame.maxY ?? 0), 6, "article: space below")
    }

    // MARK: - Sizes and spacing

    struct SizeCase: CustomTestStringConvertible, Sendable {
        let direction: SLEDirection
        let widths: [CGFloat]
        let expected: CGSize
        var testDescription: String { "\(direction) of \(widths)" }
    }

    static let sizeCases: [SizeCase] = [
        .init(direction: .row, widths: [20, 8, 80, 45], expected: CGSize(width: 344, height: 22)),
        .init(direction: .column, widths: [20, 8, 80, 45], expected: CGSize(width: 80, height: 112)),
        .init(direction: .row, widths: [10, 10], expected: CGSize(width: 28, height: 22)),
        .init(direction: .column, widths: [0, 33], expected: CGSize(width: 33, height: 52)),
        .init(direction: .row, widths: [], expected: .zero),
        .init(direction: .column, widths: [7], expected: CGSize(width: 7, height: 22)),
    ]

    @Test("The size is the same for unspecified, zero, infinite and finite proposals",
          arguments: sizeCases, [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 50, height: 10)])
    func sizeIgnoresProposal(_ testCase: SizeCase, proposal: ProposedViewSize) throws {
        let answers = AnsweringLayout.Answers()
        let stack = ViewNode(layout: BalancedStack(testCase.direction), children: Self.labels(testCase.widths))
        _ = try LayoutPass.run(AnsweringLayout(childProposal: proposal, answers: answers), subviews: [stack],
                               in: Self.canvas)
        try #require(!answers.sizes.isEmpty)
        for size in answers.sizes {
            expectClose(size.width, testCase.expected.width, "width")
            expectClose(size.height, testCase.expected.height, "height")
        }
    }

    @Test("Many views: slot i starts at i × (widest + 8)", arguments: [2, 10, 50])
    func manyViews(count: Int) throws {
        let widths = (0..<count).map { CGFloat(5 + (7 * $0) % 31) }
        let widest = widths.max() ?? 0
        let result = try LayoutPass.run(BalancedStack(.row), subviews: Self.labels(widths),
                                        in: CGSize(width: 2000, height: 100))
        expectClose(result.bounds.width, widest * CGFloat(count) + 8 * CGFloat(count - 1), "width")
        let expected = Self.slots(count, of: CGSize(width: widest, height: 22), gap: 8, from: result.bounds.origin,
                                  direction: .row)
        try Self.expectFrames(result, expected)
    }

    @Test("Fixed-size views keep their size at the leading corner of slots as large as the largest view",
          arguments: SLEDirection.allCases)
    func fixedSizeViews(direction: SLEDirection) throws {
        let sizes = [CGSize(width: 20, height: 22), CGSize(width: 8, height: 30), CGSize(width: 80, height: 10)]
        let views = sizes.map { ViewNode(sizing: .fixed($0)) }
        let result = try LayoutPass.run(BalancedStack(direction), subviews: views, in: Self.canvas)
        let slot = CGSize(width: 80, height: 30)
        let origins = Self.slots(3, of: slot, gap: 8, from: result.bounds.origin, direction: direction).map(\.origin)
        try Self.expectFrames(result, zip(origins, sizes).map { CGRect(origin: $0, size: $1) })
    }

    @Test("Distances come from the spacing along the axis: leading/trailing in a row, top/bottom in a column",
          arguments: SLEDirection.allCases)
    func distancesFollowTheAxis(direction: SLEDirection) throws {
        var spacing = ViewSpacing(uniform: 30)
        spacing.setValue(4, at: .top)
        spacing.setValue(4, at: .bottom)
        let result = try LayoutPass.run(BalancedStack(direction), subviews: Self.labels([10, 10, 10], spacing: spacing),
                                        in: Self.canvas)
        let gap: CGFloat = direction == .row ? 30 : 4
        let expected = Self.slots(3, of: CGSize(width: 10, height: 22), gap: gap, from: result.bounds.origin,
                                  direction: direction)
        try Self.expectFrames(result, expected)
    }

    @Test("Uneven distances: each gap is the distance its two neighbours ask for", arguments: SLEDirection.allCases)
    func unevenSpacing(direction: SLEDirection) throws {
        var views = Self.labels([10, 10, 10])
        views[2].spacing = ViewSpacing(uniform: 20)
        let result = try LayoutPass.run(BalancedStack(direction), subviews: views, in: Self.canvas)
        let frames = result.placements.map(\.frame)
        try #require(frames.count == 3)
        // Gaps of 8 then 20, not two equal shares of 28.
        if direction == .row {
            expectClose(result.bounds.width, 58, "width: 3 × 10 + 8 + 20")
            expectClose(frames[1].minX - frames[0].maxX, 8, "first gap")
            expectClose(frames[2].minX - frames[1].maxX, 20, "second gap")
        } else {
            expectClose(result.bounds.height, 94, "height: 3 × 22 + 8 + 20")
            expectClose(frames[1].minY - frames[0].maxY, 8, "first gap")
            expectClose(frames[2].minY - frames[1].maxY, 20, "second gap")
        }
    }

    @Test("Negative spacing cannot be laid out by the engine: the pass fails with its message, naming the values")
    func negativeSpacingFails() {
        let views = Self.labels([20, 20], spacing: ViewSpacing(uniform: -5))
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(BalancedStack(.row), subviews: views, in: Self.canvas)
        }
        guard case .layoutFailed(let layout, let message) = error else {
            Issue.record("expected layoutFailed, got \(String(describing: error))")
            return
        }
        #expect(layout == "BalancedStack")
        #expect(message == "cannot place 2 subviews of 20.0×22.0 with distances [-5.0] in bounds (182.5, 189.0, 35.0, 22.0): "
            + "invalid fixed length: item 1 has a fixed width of -5.0; fixed lengths must be finite and non-negative")
    }

    @Test("makeCache keeps the largest size and one distance between each pair of neighbours",
          arguments: SLEDirection.allCases)
    func cacheContents(direction: SLEDirection) throws {
        final class Seen { var cache: BalancedStack.CacheData? }
        let seen = Seen()
        struct Spy: Layout {
            let direction: SLEDirection
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.cache = BalancedStack(direction).makeCache(subviews: subviews)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        _ = try LayoutPass.run(Spy(direction: direction, seen: seen), subviews: Self.labels(), in: Self.canvas)
        let cache = try #require(seen.cache)
        #expect(cache.childSize == CGSize(width: 80, height: 22))
        #expect(cache.distances == [8, 8, 8])
    }
}
