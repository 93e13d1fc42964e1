import AnimationCore
import Foundation
import LayoutCatalog
import LayoutCore
import SceneFiles
import Testing
import ZoetropeTestSupport

@Suite("AdaptiveBalancedStack")
struct AdaptiveBalancedStackTests {
    static let canvas = CGSize(width: 400, height: 400)
    /// The balanced row of the four words is 344 points wide.
    static let rowWidth: CGFloat = 344

    static func run(width: CGFloat, views: [ViewNode] = BalancedStackTests.labels(),
                    canvas: CGSize = canvas) throws -> LayoutPass.Result {
        try LayoutPass.run(AdaptiveBalancedStack(width: width), subviews: views, in: canvas)
    }

    @Test("A row while the row fits in `width`, a column once `width` is narrower than the row",
          arguments: [(400.0, true), (345, true), (344, true), (343.999, false), (200, false), (80, false), (0, false)])
    func switchesAsWidthShrinks(width: CGFloat, expectRow: Bool) throws {
        let result = try Self.run(width: width)
        let expected = try LayoutPass.run(BalancedStack(expectRow ? .row : .column), subviews: BalancedStackTests.labels(),
                                          in: Self.canvas)
        #expect(result == expected, "width \(width): expected the \(expectRow ? "row" : "column")")
        #expect(BalancedStackTests.isRow(result) == expectRow)
    }

    @Test("The proposal limits the width too: a 300-wide canvas gets the column even with width 400")
    func proposalLimitsWidth() throws {
        let narrow = try Self.run(width: 400, canvas: CGSize(width: 300, height: 400))
        #expect(!BalancedStackTests.isRow(narrow))
        expectClose(narrow.bounds.width, 80, "column width")
        let wide = try Self.run(width: 400, canvas: CGSize(width: 344, height: 400))
        #expect(BalancedStackTests.isRow(wide))
    }

    @Test("When nothing fits (a canvas lower than a line), the last alternative, the column, is used")
    func noneFitsTakesTheLast() throws {
        let result = try Self.run(width: 400, canvas: CGSize(width: 400, height: 20))
        #expect(!BalancedStackTests.isRow(result))
        expectClose(result.bounds.height, 112, "column height")
    }

    @Test("No subviews: the row, of zero size, whatever the width", arguments: [0.0, 400])
    func empty(width: CGFloat) throws {
        let result = try Self.run(width: width, views: [])
        #expect(result.placements.isEmpty)
        #expect(result.bounds.size == .zero)
    }

    @Test("One subview: placed the same by the row and the column")
    func oneSubview() throws {
        let result = try Self.run(width: 10, views: BalancedStackTests.labels([45]))
        try BalancedStackTests.expectFrames(result, [CGRect(x: 177.5, y: 189, width: 45, height: 22)])
    }

    struct ProposalCase: CustomTestStringConvertible, Sendable {
        let proposal: ProposedViewSize
        let width: CGFloat
        let expected: CGSize
        var testDescription: String { "proposal \(proposal), width \(width)" }
    }

    static let proposalCases: [ProposalCase] = [
        // Unspecified: offered `width` and any height.
        .init(proposal: .unspecified, width: 400, expected: CGSize(width: 344, height: 22)),
        .init(proposal: .unspecified, width: 300, expected: CGSize(width: 80, height: 112)),
        // Infinite: offered `width` and any height.
        .init(proposal: .infinity, width: 400, expected: CGSize(width: 344, height: 22)),
        .init(proposal: .infinity, width: 343, expected: CGSize(width: 80, height: 112)),
        // Zero: nothing fits, so the column.
        .init(proposal: .zero, width: 400, expected: CGSize(width: 80, height: 112)),
        // Width proposed, height unspecified.
        .init(proposal: ProposedViewSize(width: 350, height: nil), width: 400, expected: CGSize(width: 344, height: 22)),
        .init(proposal: ProposedViewSize(width: 340, height: nil), width: 400, expected: CGSize(width: 80, height: 112)),
    ]

    @Test("Its size is the chosen stack's, for unspecified, infinite, zero and partial proposals",
          arguments: proposalCases)
    func sizeForProposals(_ testCase: ProposalCase) throws {
        let answers = AnsweringLayout.Answers()
        let stack = ViewNode(layout: AdaptiveBalancedStack(width: testCase.width), children: BalancedStackTests.labels())
        _ = try LayoutPass.run(AnsweringLayout(childProposal: testCase.proposal, answers: answers), subviews: [stack],
                               in: Self.canvas)
        try #require(!answers.sizes.isEmpty)
        for size in answers.sizes {
            expectClose(size.width, testCase.expected.width, "width")
            expectClose(size.height, testCase.expected.height, "height")
        }
    }

    @Test("The chosen stack is centred in the canvas", arguments: [400.0, 100])
    func centred(width: CGFloat) throws {
        let result = try Self.run(width: width)
        let frames = result.placements.map(\.frame)
        let union = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
        expectClose(union.midX, 200, "midX")
        expectClose(union.midY, 200, "midY")
    }

    // MARK: - Parameters

    @Test("Defaults: width 400, one parameter `width` in points, 0...16384")
    func parameters() throws {
        #expect(AdaptiveBalancedStack().width == 400)
        #expect(AdaptiveBalancedStack.parameters.map(\.name) == ["width"])
        let parameter = try #require(AdaptiveBalancedStack.parameter(named: "width"))
        #expect(parameter.unit == .points)
        #expect(parameter.validRange == 0...16384)
        var stack = AdaptiveBalancedStack()
        parameter.setValue(120, in: &stack)
        #expect(stack.width == 120)
        #expect(parameter.value(in: stack) == 120)
    }

    @Test("animatableData is the width", arguments: [0.0, 12.5, 344, 16384])
    func animatableData(width: CGFloat) {
        var stack = AdaptiveBalancedStack()
        stack.animatableData = width
        #expect(stack.width == width)
        #expect(stack.animatableData == width)
    }

    @Test("Scenes can name it: \"adaptiveBalancedStack\" is registered with its width parameter")
    func registered() throws {
        #expect(LayoutRegistry.names.contains("adaptiveBalancedStack"))
        #expect(LayoutRegistry.parameterDescriptions(of: "adaptiveBalancedStack") == ["width (points)"])
    }
}
