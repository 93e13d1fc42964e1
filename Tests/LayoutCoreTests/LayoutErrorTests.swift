import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// Article 004's `CrashLayout`: infinity as its minimum size (for a zero proposal) and zero as its
/// maximum. SwiftUI crashes on it; a pass must stop with an error that names it.
private struct CrashLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if proposal.width == 0 {
            return CGSize(width: CGFloat.infinity, height: .infinity)
        } else if proposal.width == .infinity {
            return CGSize(width: 0, height: 0)
        }
        return CGSize(width: 0, height: 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Returns one fixed answer from `sizeThatFits`, and records whether it was asked to place.
private struct FixedAnswerLayout: Layout {
    let answer: CGSize
    var placed: Log<Bool>? = nil

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { answer }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placed?.append(true)
    }
}

/// Places subview 1 at a position that is not finite, the others at the centre.
private struct StrayPlacementLayout: Layout {
    let strayPosition: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for index in subviews.indices {
            subviews[index].place(at: index == 1 ? strayPosition : CGPoint(x: bounds.midX, y: bounds.midY))
        }
    }
}

@Suite("LayoutError")
struct LayoutErrorTests {
    static let canvas = CGSize(width: 300, height: 200)

    // MARK: - A layout's size

    @Test("Article 004's CrashLayout (infinity for a zero proposal) throws, naming it and the proposal")
    func crashLayout() throws {
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(CrashLayout(), subviews: tiles(1), in: .zero)
        }
        #expect(error == .invalidSize(layout: "CrashLayout", proposal: .zero,
                                      size: CGSize(width: CGFloat.infinity, height: .infinity)))
        let message = try #require(error).description
        #expect(message.contains("CrashLayout.sizeThatFits"), "\(message)")
        #expect(message.contains("(inf, inf)"), "\(message)")
        #expect(message.contains("for proposal (0.0, 0.0)"), "\(message)")
    }

    @Test("CrashLayout is fine when proposed a non-zero canvas")
    func crashLayoutWithNonZeroCanvas() throws {
        let result = try LayoutPass.run(CrashLayout(), subviews: tiles(1), in: Self.canvas)
        expectClose(result.bounds, CGRect(x: 150, y: 100, width: 0, height: 0))
    }

    struct BadSizeCase: CustomTestStringConvertible, Sendable {
        let name: String
        let answer: CGSize
        let sizeText: String
        var testDescription: String { name }
    }

    static let badSizes: [BadSizeCase] = [
        .init(name: "infinity for a finite proposal", answer: CGSize(width: CGFloat.infinity, height: .infinity),
              sizeText: "(inf, inf)"),
        .init(name: "infinite width only", answer: CGSize(width: CGFloat.infinity, height: 10), sizeText: "(inf, 10.0)"),
        .init(name: "NaN", answer: CGSize(width: CGFloat.nan, height: .nan), sizeText: "(nan, nan)"),
        .init(name: "NaN height only", answer: CGSize(width: 10, height: CGFloat.nan), sizeText: "(10.0, nan)"),
        .init(name: "negative width", answer: CGSize(width: -1, height: 10), sizeText: "(-1.0, 10.0)"),
        .init(name: "negative infinity", answer: CGSize(width: 10, height: -CGFloat.infinity), sizeText: "(10.0, -inf)"),
    ]

    @Test("A layout whose size is not finite and non-negative throws invalidSize, naming layout and proposal",
          arguments: badSizes)
    func invalidLayoutSize(_ testCase: BadSizeCase) throws {
        let placed = Log<Bool>()
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(FixedAnswerLayout(answer: testCase.answer, placed: placed), subviews: tiles(2), in: Self.canvas)
        }
        let thrown = try #require(error)
        guard case .invalidSize(let layout, let proposal, let size) = thrown else {
            Issue.record("expected invalidSize, got \(thrown)")
            return
        }
        #expect(layout == "FixedAnswerLayout")
        #expect(proposal == ProposedViewSize(Self.canvas))
        #expect(size.width.isNaN == testCase.answer.width.isNaN && (size.width.isNaN || size.width == testCase.answer.width))
        #expect(size.height.isNaN == testCase.answer.height.isNaN && (size.height.isNaN || size.height == testCase.answer.height))
        #expect(thrown.description.hasPrefix("FixedAnswerLayout.sizeThatFits returned \(testCase.sizeText)"), "\(thrown)")
        #expect(thrown.description.contains("for proposal (300.0, 200.0)"), "\(thrown)")
        // The pass stops before placing with a size it cannot use.
        #expect(placed.entries.isEmpty)
    }

    @Test("A nested layout's bad size names the nested layout and the proposal its parent made")
    func nestedInvalidSize() {
        let nested = ViewNode(layout: FixedAnswerLayout(answer: CGSize(width: -5, height: 5)), children: tiles(1))
        let layout = ProbeLayout(size: { _, subviews in subviews[0].sizeThatFits(ProposedViewSize(width: 80, height: nil)) })
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(layout, subviews: [nested], in: Self.canvas)
        }
        #expect(error == .invalidSize(layout: "FixedAnswerLayout", proposal: ProposedViewSize(width: 80, height: nil),
                                      size: CGSize(width: -5, height: 5)))
        #expect(error?.description.contains("for proposal (80.0, nil)") == true)
    }

    @Test("A layout that is placed with a proposal it cannot answer throws after placing")
    func invalidSizeWhenPlaced() {
        let nested = ViewNode(layout: CrashLayout(), children: [])
        let layout = ProbeLayout(place: { _, _, subviews in subviews[0].place(at: .zero, proposal: .zero) })
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(layout, subviews: [nested], in: Self.canvas)
        }
        #expect(error == .invalidSize(layout: "CrashLayout", proposal: .zero,
                                      size: CGSize(width: CGFloat.infinity, height: .infinity)))
    }

    // MARK: - Positions

    @Test("Placing a subview at a position that is not finite throws invalidPosition, naming layout and subview",
          arguments: [
              CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity), CGPoint(x: -CGFloat.infinity, y: .nan),
          ])
    func invalidPosition(position: CGPoint) throws {
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(StrayPlacementLayout(strayPosition: position), subviews: tiles(3), in: Self.canvas)
        }
        let thrown = try #require(error)
        guard case .invalidPosition(let layout, let subview, let where_) = thrown else {
            Issue.record("expected invalidPosition, got \(thrown)")
            return
        }
        #expect(layout == "StrayPlacementLayout")
        #expect(subview == 1)
        #expect(where_.x.isNaN == position.x.isNaN && where_.y.isNaN == position.y.isNaN)
        #expect(thrown.description.hasPrefix("StrayPlacementLayout.placeSubviews placed subview 1 at ("), "\(thrown)")
    }

    @Test("A bad position in a nested container names the nested layout and the index among its own subviews")
    func nestedInvalidPosition() {
        let nested = ViewNode(layout: StrayPlacementLayout(strayPosition: CGPoint(x: CGFloat.infinity, y: 0)),
                              children: tiles(2))
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(RowLayout(), subviews: tiles(4) + [nested], in: Self.canvas)
        }
        #expect(error == .invalidPosition(layout: "StrayPlacementLayout", subview: 1,
                                          position: CGPoint(x: CGFloat.infinity, y: 0)))
        #expect(error?.description == "StrayPlacementLayout.placeSubviews placed subview 1 at (inf, 0.0); positions must be finite")
    }

    // MARK: - Views

    @Test("A view whose sizing answers NaN throws invalidViewSize, naming the view and the proposal")
    func invalidViewSize() throws {
        let nan = ViewNode(sizing: ViewSizing { _ in CGSize(width: CGFloat.nan, height: 4) })
        // Depth-first, the bad view is leaf 2 (after a and b inside the nested row).
        let views = [ViewNode(layout: RowLayout(), children: tiles(2)), nan]
        let layout = ProbeLayout(size: { _, subviews in _ = subviews[1].sizeThatFits(.unspecified); return .zero })
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(layout, subviews: views, in: Self.canvas)
        }
        let thrown = try #require(error)
        guard case .invalidViewSize(let view, let proposal, let size) = thrown else {
            Issue.record("expected invalidViewSize, got \(thrown)")
            return
        }
        #expect(view == 2)
        #expect(proposal == .unspecified)
        #expect(size.width.isNaN && size.height == 4)
        #expect(thrown.description.hasPrefix("view 2 answered (nan, 4.0) for proposal (nil, nil)"), "\(thrown)")
    }

    @Test("A view whose sizing answers a negative or unrequested infinite size throws", arguments: [
        CGSize(width: -1, height: 1), CGSize(width: 1, height: CGFloat.infinity),
    ])
    func invalidViewSizes(answer: CGSize) {
        let view = ViewNode(sizing: .fixed(answer))
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(RowLayout(), subviews: [view], in: Self.canvas)
        }
        #expect(error == .invalidViewSize(view: 0, proposal: .unspecified, size: answer))
    }

    // MARK: - The canvas

    @Test("A canvas that is not a finite, non-negative size throws invalidCanvas", arguments: [
        CGSize(width: CGFloat.nan, height: 100), CGSize(width: 100, height: -1),
        CGSize(width: CGFloat.infinity, height: 100), CGSize(width: -0.5, height: -0.5),
    ])
    func invalidCanvas(canvas: CGSize) throws {
        let placed = Log<Bool>()
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(FixedAnswerLayout(answer: .zero, placed: placed), subviews: tiles(1), in: canvas)
        }
        let thrown = try #require(error)
        guard case .invalidCanvas = thrown else {
            Issue.record("expected invalidCanvas, got \(thrown)")
            return
        }
        #expect(thrown.description.hasPrefix("the canvas (\(canvas.width), \(canvas.height))"), "\(thrown)")
        #expect(placed.entries.isEmpty)
    }

    @Test("The first error found is the one thrown")
    func firstErrorWins() {
        let layout = ProbeLayout(size: { _, subviews in
            _ = subviews[0].sizeThatFits(.unspecified)
            _ = subviews[1].sizeThatFits(.unspecified)
            return CGSize(width: -1, height: -1)
        })
        let views = [ViewNode(sizing: .fixed(width: -3, height: 1)), ViewNode(sizing: .fixed(width: -4, height: 1))]
        let error = #expect(throws: LayoutError.self) {
            try LayoutPass.run(layout, subviews: views, in: Self.canvas)
        }
        #expect(error == .invalidViewSize(view: 0, proposal: .unspecified, size: CGSize(width: -3, height: 1)))
    }
}
