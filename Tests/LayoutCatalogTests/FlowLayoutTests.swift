import AnimationCore
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport
import ZoetropeSceneTesting

@Suite("FlowLayout")
struct FlowLayoutTests {
    static func views(_ sizes: [CGSize]) -> [ViewNode] {
        sizes.map { ViewNode(sizing: .fixed($0)) }
    }

    static func squares(_ count: Int, side: CGFloat) -> [CGSize] {
        Array(repeating: CGSize(width: side, height: side), count: count)
    }

    /// Runs a flow for one proposal and returns its size and each view's frame relative to its bounds.
    static func flow(_ layout: FlowLayout, _ sizes: [CGSize],
                     proposal: ProposedViewSize) throws -> (size: CGSize, frames: [CGRect]) {
        let result = try LayoutPass.run(ProposalProbe(proposal: proposal),
                                        subviews: [ViewNode(layout: layout, children: views(sizes))],
                                        in: CGSize(width: 2000, height: 2000))
        let frames = result.placements.map {
            $0.frame.offsetBy(dx: -result.bounds.minX, dy: -result.bounds.minY)
        }
        return (result.bounds.size, frames)
    }

    /// Expects each view's top-leading corner, relative to the flow's bounds.
    static func expectOrigins(_ frames: [CGRect], _ expected: [CGPoint], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(frames.count == expected.count, "number of views", sourceLocation: sourceLocation)
        for (index, (frame, point)) in zip(frames, expected).enumerated() {
            expectClose(frame.origin, point, "view \(index) origin", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Edge cases

    @Test("No subviews: zero by zero, nothing placed, for any proposal",
          arguments: [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: 300, height: 300)])
    func empty(proposal: ProposedViewSize) throws {
        let (size, frames) = try Self.flow(FlowLayout(), [], proposal: proposal)
        #expect(size == .zero)
        #expect(frames.isEmpty)
    }

    @Test("One view sits at the top-leading corner and the flow is its size",
          arguments: [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: 30, height: 30)])
    func oneView(proposal: ProposedViewSize) throws {
        let (size, frames) = try Self.flow(FlowLayout(), [CGSize(width: 70, height: 40)], proposal: proposal)
        #expect(size == CGSize(width: 70, height: 40))
        Self.expectOrigins(frames, [.zero])
        #expect(frames.first?.size == CGSize(width: 70, height: 40))
    }

    @Test("Zero-size views keep the spacing between them")
    func zeroSizeViews() throws {
        let (size, frames) = try Self.flow(FlowLayout(spacing: 8), Self.squares(3, side: 0),
                                           proposal: ProposedViewSize(width: 100, height: 100))
        Self.expectOrigins(frames, [CGPoint(x: 0, y: 0), CGPoint(x: 8, y: 0), CGPoint(x: 16, y: 0)])
        #expect(size == CGSize(width: 16, height: 0))
    }

    // MARK: - Line breaks

    struct FlowCase: CustomTestStringConvertible, Sendable {
        let name: String
        let spacing: CGFloat
        let sizes: [CGSize]
        let width: CGFloat?
        let origins: [CGPoint]
        let size: CGSize
        var testDescription: String { name }
    }

    static let flowCases: [FlowCase] = [
        // The article's example: ten 50×50 symbols, spacing 12; five fit in 300 (298 wide).
        .init(name: "the article's ten 50-point symbols at spacing 12 in 300", spacing: 12, sizes: squares(10, side: 50),
              width: 300,
              origins: (0..<10).map { CGPoint(x: CGFloat($0 % 5) * 62, y: CGFloat($0 / 5) * 62) },
              size: CGSize(width: 298, height: 112)),
        .init(name: "mixed sizes: a line is as tall as its tallest view", spacing: 8,
              sizes: [CGSize(width: 40, height: 20), CGSize(width: 60, height: 30), CGSize(width: 30, height: 10),
                      CGSize(width: 80, height: 25)],
              width: 120,
              origins: [CGPoint(x: 0, y: 0), CGPoint(x: 48, y: 0), CGPoint(x: 0, y: 38), CGPoint(x: 38, y: 38)],
              size: CGSize(width: 118, height: 63)),
        .init(name: "a view that ends exactly at the width stays on the line", spacing: 10,
              sizes: squares(3, side: 50), width: 110,
              origins: [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 60)],
              size: CGSize(width: 110, height: 110)),
        .init(name: "a view wider than the width in the middle gets a line of its own", spacing: 8,
              sizes: [CGSize(width: 30, height: 10), CGSize(width: 150, height: 20), CGSize(width: 30, height: 10)],
              width: 100,
              origins: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 18), CGPoint(x: 0, y: 46)],
              size: CGSize(width: 150, height: 56)),
        .init(name: "spacing zero packs views edge to edge", spacing: 0, sizes: squares(5, side: 20), width: 60,
              origins: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 20),
                        CGPoint(x: 20, y: 20)],
              size: CGSize(width: 60, height: 40)),
        .init(name: "a zero width puts every view on a line of its own", spacing: 5, sizes: squares(3, side: 10), width: 0,
              origins: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 15), CGPoint(x: 0, y: 30)],
              size: CGSize(width: 10, height: 40)),
        .init(name: "an unspecified width puts every view on one line", spacing: 8, sizes: squares(4, side: 30), width: nil,
              origins: [CGPoint(x: 0, y: 0), CGPoint(x: 38, y: 0), CGPoint(x: 76, y: 0), CGPoint(x: 114, y: 0)],
              size: CGSize(width: 144, height: 30)),
        .init(name: "an infinite width puts every view on one line", spacing: 8, sizes: squares(4, side: 30),
              width: .infinity,
              origins: [CGPoint(x: 0, y: 0), CGPoint(x: 38, y: 0), CGPoint(x: 76, y: 0), CGPoint(x: 114, y: 0)],
              size: CGSize(width: 144, height: 30)),
    ]

    @Test("Views wrap when they would end past the width (positions worked out by hand)", arguments: flowCases)
    func lineBreaks(_ testCase: FlowCase) throws {
        let (size, frames) = try Self.flow(FlowLayout(spacing: testCase.spacing), testCase.sizes,
                                           proposal: ProposedViewSize(width: testCase.width, height: 500))
        Self.expectOrigins(frames, testCase.origins)
        #expect(frames.map(\.size) == testCase.sizes, "every view at its ideal size")
        expectClose(size.width, testCase.size.width, "width")
        expectClose(size.height, testCase.size.height, "height")
    }

    @Test("The article's code wraps a first view wider than the width, leaving an empty line and a spacing above it; the text flows views into lines, so we keep it on the first line")
    func wideFirstViewStaysOnFirstLine() throws {
        // The article: 0 + 150 > 100 wraps at once, so view 0 would be at y = 0 + spacing = 8.
        let sizes = [CGSize(width: 150, height: 20), CGSize(width: 30, height: 10)]
        let (size, frames) = try Self.flow(FlowLayout(spacing: 8), sizes, proposal: ProposedViewSize(width: 100, height: 100))
        Self.expectOrigins(frames, [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 28)])
        #expect(size == CGSize(width: 150, height: 38))
    }

    // MARK: - Size

    @Test("The article's code answers width ∞ for an unspecified width (no size at all); the text says it calculates the size needed to fit all subviews, which we answer",
          arguments: [ProposedViewSize.unspecified, ProposedViewSize(width: nil, height: 300), .infinity])
    func unspecifiedWidthIsContentWidth(proposal: ProposedViewSize) throws {
        let (size, _) = try Self.flow(FlowLayout(spacing: 8), Self.squares(3, side: 40), proposal: proposal)
        #expect(size == CGSize(width: 136, height: 40))
    }

    @Test("The article's code answers the proposed width for a finite proposal; we answer the widest line, so a parent can centre the flow",
          arguments: [300.0, 200, 136, 95])
    func finiteWidthIsWidestLine(width: CGFloat) throws {
        // Three 40-point squares at spacing 8: one line of 136, or lines of 88 and 40 below 136.
        let (size, _) = try Self.flow(FlowLayout(spacing: 8), Self.squares(3, side: 40),
                                      proposal: ProposedViewSize(width: width, height: 300))
        #expect(size.width == (width >= 136 ? 136 : 88))
    }

    @Test("Proposing the answered width back gives the same lines, when the proposal fits the widest view",
          arguments: [60.0, 100, 150, 250, 1000])
    func answeredWidthIsStable(width: CGFloat) throws {
        let sizes = [CGSize(width: 55, height: 20), CGSize(width: 30, height: 35), CGSize(width: 48, height: 10),
                     CGSize(width: 12.5, height: 30), CGSize(width: 60, height: 22), CGSize(width: 41, height: 41)]
        let first = try Self.flow(FlowLayout(spacing: 7), sizes, proposal: ProposedViewSize(width: width, height: 500))
        let again = try Self.flow(FlowLayout(spacing: 7), sizes, proposal: ProposedViewSize(width: first.size.width, height: 500))
        #expect(again.size == first.size)
        #expect(again.frames == first.frames)
    }

    // MARK: - Wrap width

    struct WrapCase: CustomTestStringConvertible, Sendable {
        let proposedWidth: CGFloat?
        let maxWidth: CGFloat
        let wrapWidth: CGFloat
        var testDescription: String { "proposed \(proposedWidth.map { "\($0)" } ?? "nil"), maxWidth \(maxWidth)" }
    }

    static let wrapCases: [WrapCase] = [
        .init(proposedWidth: 400, maxWidth: 0, wrapWidth: 400),
        .init(proposedWidth: 400, maxWidth: 120, wrapWidth: 120),
        .init(proposedWidth: 100, maxWidth: 120, wrapWidth: 100),
        .init(proposedWidth: nil, maxWidth: 120, wrapWidth: 120),
        .init(proposedWidth: nil, maxWidth: 0, wrapWidth: .infinity),
        .init(proposedWidth: .infinity, maxWidth: 250, wrapWidth: 250),
        .init(proposedWidth: 400, maxWidth: -5, wrapWidth: 400),
    ]

    @Test("The wrap width is the proposed width capped by a positive maxWidth", arguments: wrapCases)
    func wrapWidth(_ testCase: WrapCase) throws {
        let layout = FlowLayout(spacing: 8, maxWidth: testCase.maxWidth)
        #expect(layout.wrapWidth(for: ProposedViewSize(width: testCase.proposedWidth, height: 100)) == testCase.wrapWidth)
        // Ten 30-point squares: floor((wrap + 8) / 38) per line.
        let (_, frames) = try Self.flow(layout, Self.squares(10, side: 30),
                                        proposal: ProposedViewSize(width: testCase.proposedWidth, height: 100))
        let perLine = testCase.wrapWidth.isFinite ? Int((testCase.wrapWidth + 8) / 38) : 10
        for (index, frame) in frames.enumerated() {
            expectClose(frame.origin, CGPoint(x: CGFloat(index % perLine) * 38, y: CGFloat(index / perLine) * 38),
                        "view \(index)")
        }
    }

    // MARK: - Cache

    @Test("sizeThatFits fills the cache with the article's sizes and positions")
    func sizeThatFitsFillsCache() throws {
        let sizes = [CGSize(width: 40, height: 20), CGSize(width: 60, height: 30), CGSize(width: 30, height: 10)]
        let outcome = try CacheProbe.run(FlowLayout(spacing: 8), views: Self.views(sizes),
                                         proposal: ProposedViewSize(width: 120, height: 100))
        #expect(outcome.failure == nil)
        #expect(outcome.size == CGSize(width: 108, height: 48))
        #expect(outcome.cache.sizes == sizes)
        #expect(outcome.cache.positions == [CGPoint(x: 0, y: 0), CGPoint(x: 48, y: 0), CGPoint(x: 0, y: 38)])
        #expect(outcome.cache.contentSize == CGSize(width: 108, height: 48))
    }

    @Test("placeSubviews with a fresh cache, or one filled for another width, flows for the proposal it is given",
          arguments: [nil, ProposedViewSize(width: 1000, height: 100), ProposedViewSize(width: 10, height: 10)])
    func placeWithoutMatchingSizeThatFits(measureFirst: ProposedViewSize?) throws {
        let layout = PlacementProbe(inner: FlowLayout(spacing: 10), proposal: ProposedViewSize(width: 110, height: 100),
                                    measureFirst: measureFirst)
        let result = try LayoutPass.run(layout, subviews: Self.views(Self.squares(3, side: 50)),
                                        in: CGSize(width: 400, height: 400))
        Self.expectOrigins(result.placements.map(\.frame), [CGPoint(x: 0, y: 0), CGPoint(x: 60, y: 0), CGPoint(x: 0, y: 60)])
    }

    // MARK: - Animation and parameters

    @Test("The default layout is the article's: spacing 8, no cap on the wrap width")
    func defaults() {
        let layout = FlowLayout()
        #expect(layout.spacing == 8)
        #expect(layout.maxWidth == 0)
        #expect(FlowLayout.parameters.map(\.name) == ["spacing", "maxWidth"])
    }

    @Test("spacing and maxWidth are lengths that scenes may set from 0 to 10000", arguments: ["spacing", "maxWidth"])
    func lengthParameters(name: String) throws {
        let parameter = try #require(FlowLayout.parameter(named: name))
        #expect(parameter.unit == .points)
        #expect(parameter.validRange == 0...10_000)
        var layout = FlowLayout()
        parameter.setValue(123, in: &layout)
        #expect(parameter.value(in: layout) == 123)
    }

    @Test("animatableData is (spacing, maxWidth), and round-trips", arguments: [(0.0, 0.0), (12, 180), (3.5, 1000)])
    func animatableData(spacing: CGFloat, maxWidth: CGFloat) {
        var layout = FlowLayout()
        layout.animatableData = AnimatablePair(spacing, maxWidth)
        #expect(layout.spacing == spacing)
        #expect(layout.maxWidth == maxWidth)
        #expect(layout.animatableData == AnimatablePair(spacing, maxWidth))
    }

    // MARK: - The scene

    static let sceneURL = ZoetropeTestSupport.sceneURL("flow.json")

    /// The largest distance any view moves between two consecutive frames.
    static func largestStep(_ trajectories: Trajectories) -> CGFloat {
        trajectories.map { trajectory in
            zip(trajectory.centers, trajectory.centers.dropFirst()).map { distance($0, $1) }.max() ?? 0
        }.max() ?? 0
    }

    @Test("scenes/flow.json re-flows by positions: views slide, and no view moves more than 15 points a frame")
    func sceneSlides() throws {
        let trajectories = try captureTrajectories(ofSceneAt: Self.sceneURL)
        #expect(trajectories.mode == .positions)
        #expect(Self.largestStep(trajectories) < 15)
        // The lines really change: some view ends the first move far from where it started.
        let moved = trajectories.map { distance($0.centers[0], $0.centers[75]) }.max() ?? 0
        #expect(moved > 100)
    }

    @Test("The same re-flow in parameters mode jumps: a view crosses to the next line within one frame")
    func parametersModeJumps() throws {
        // The scene's views, starting parameters and canvas (the flow is centred in it), replayed
        // with the wrap width interpolated and the flow re-run at every frame.
        let scene = try captureTrajectories(ofSceneAt: Self.sceneURL)
        let first = try #require(scene.frames.first)
        let spacing = try #require(scene.parameterValues(named: "spacing")?.first)
        let maxWidth = try #require(scene.parameterValues(named: "maxWidth")?.first)
        let trajectories = try captureTrajectories(
            of: FlowLayout(spacing: spacing, maxWidth: maxWidth),
            views: scene.map { ViewNode(sizing: .fixed($0.samples[0].size)) },
            canvas: CGSize(width: 2 * first.bounds.midX, height: 2 * first.bounds.midY), fps: 30,
            changes: [StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.maxWidth = 180 }], mode: .parameters)
        #expect(Self.largestStep(trajectories) > 60)
    }
}
