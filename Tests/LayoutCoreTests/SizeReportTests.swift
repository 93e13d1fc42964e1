import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// Article 004's `showSizes`: the minimum, ideal, maximum and current size of every view.
@Suite("Size reports")
struct SizeReportTests {
    static let canvas = CGSize(width: 300, height: 200)

    @Test("Every view and layout reports its minimum, ideal, maximum and current size, root first")
    func standardReport() throws {
        let flexible = ViewNode(sizing: .flexible(minimum: CGSize(width: 5, height: 6), ideal: CGSize(width: 40, height: 30),
                                                  maximum: CGSize(width: 100, height: CGFloat.infinity)))
        let reports = try LayoutPass.sizes(of: RowLayout(), subviews: [tile(20, 10), flexible], in: Self.canvas)
        #expect(reports.map(\.name) == ["RowLayout", "view 0", "view 1"])
        #expect(reports.map(\.depth) == [0, 1, 1])
        #expect(reports.map(\.leafIndex) == [nil, 0, 1])
        #expect(reports.map { $0.sizes.map(\.request) } == Array(repeating: [.minimum, .ideal, .maximum, .current], count: 3))
        let view1 = reports[2].sizes.map(\.size)
        #expect(view1 == [CGSize(width: 5, height: 6), CGSize(width: 40, height: 30), CGSize(width: 100, height: CGFloat.infinity),
                          CGSize(width: 40, height: 30)])
        // The row is 20 + 40 wide and 30 high, centred in the canvas.
        #expect(reports[0].sizes.last?.size == CGSize(width: 60, height: 30))
        expectClose(reports[0].frame, CGRect(x: 120, y: 85, width: 60, height: 30))
        expectClose(reports[1].frame, CGRect(x: 120, y: 85, width: 20, height: 10))
    }

    @Test("A particular proposal can be asked, as showSizes([.proposal(...)]) does")
    func particularProposal() throws {
        let proposal = ProposedViewSize(width: 30, height: .infinity)
        let reports = try LayoutPass.sizes(of: RowLayout(), subviews: [ViewNode(sizing: .flexible)], in: Self.canvas,
                                           requests: [.proposal(proposal)])
        #expect(reports[1].sizes.map(\.size) == [CGSize(width: 30, height: CGFloat.infinity)])
        #expect(SizeRequest.proposal(proposal).description == "proposal \(proposal)")
        #expect(SizeRequest.standard.map(\.description) == ["minimum", "ideal", "maximum"])
    }

    @Test("Asking does not disturb the placement: a layout that keeps the last proposal in its cache still places by the real one")
    func askingKeepsPlacement() throws {
        let reports = try LayoutPass.sizes(of: LastProposalLayout(), subviews: tiles(1), in: Self.canvas)
        expectClose(reports[1].frame.origin, CGPoint(x: 300 - 10, y: 0))
    }

    /// Like article 001's CircularLayout, computes in `sizeThatFits` what `placeSubviews` uses.
    struct LastProposalLayout: Layout {
        func makeCache(subviews: Subviews) -> CGFloat { 0 }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) -> CGSize {
            cache = proposal.width.map { $0.isFinite ? $0 : 0 } ?? 0
            return CGSize(width: cache, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat) {
            subviews[0].place(at: CGPoint(x: bounds.minX + cache - 10, y: 0))
        }
    }
}
