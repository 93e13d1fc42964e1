import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// Three behaviours of SwiftUI's stacks and `ViewThatFits`, as recorded from SwiftUI itself, that
/// an implementation following only the documented outline gets wrong.
@Suite("Stacks and ViewThatFits as SwiftUI behaves")
struct RecordedStackBehaviourTests {
    /// Text `ideal` points wide on one line of 20 points, wrapping at the width offered: as wide as
    /// offered (up to its ideal) and one line higher for every time it wraps.
    static func text(ideal width: CGFloat) -> ViewNode {
        ViewNode(sizing: ViewSizing { proposal in
            let offered = proposal.width.map { min($0, width) } ?? width
            let lines = offered > 0 ? (width / offered).rounded(.up) : width
            return CGSize(width: offered, height: 20 * lines)
        })
    }

    /// Like `.fixedSize()`: proposes its only child nothing and places it at its ideal size.
    struct FixedSize: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(.unspecified) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified)
        }
    }

    // Apple's documentation of ViewThatFits: "selects the first child whose ideal size on the
    // constrained axes fits within the proposed size"; on the axes not constrained the candidate
    // is offered the parent's size, as fixedSize(horizontal: false, vertical: true) offers it.
    @Test("ViewThatFitsLayout(in: .vertical) measures text wrapped at the offered width: 120 high at 200 does not fit 200×100")
    func viewThatFitsWrapsText() throws {
        let tall = Self.text(ideal: 1200)       // six lines at 200: 120 high
        let short = ViewNode(sizing: .fixed(width: 150, height: 20))
        let result = try LayoutPass.run(ViewThatFitsLayout(in: .vertical), subviews: [tall, short], in: CGSize(width: 200, height: 100))
        #expect(result.placements.map(\.opacity) == [0, 1], "the short one is shown")
        // Measured unwrapped it would have been one line, 20 high, and wrongly chosen.
        let fits = try LayoutPass.run(ViewThatFitsLayout(in: .vertical), subviews: [Self.text(ideal: 400), short],
                                      in: CGSize(width: 200, height: 100))
        #expect(fits.placements.map(\.opacity) == [1, 0], "two lines, 40 high, fit")
        expectClose(fits.placements[0].size, CGSize(width: 200, height: 40))
        // Nothing fits: the last is chosen.
        let none = try LayoutPass.run(ViewThatFitsLayout(in: .vertical), subviews: [tall, Self.text(ideal: 1400)],
                                      in: CGSize(width: 200, height: 100))
        #expect(none.placements.map(\.opacity) == [0, 1])
    }

    // Recorded from SwiftUI: VStack { Text(…700 wide…); Rectangle() }.fixedSize() draws the
    // rectangle 700 wide: the stack, placed without a proposed width, proposes its children the
    // width it was placed at, not nothing again.
    @Test("a stack placed without a proposed width proposes its children the width it was placed at")
    func stackProposesPlacedSize() throws {
        let rectangle = ViewNode(sizing: .flexible(minimum: .zero, ideal: CGSize(width: 10, height: 10),
                                                   maximum: CGSize(width: CGFloat.infinity, height: .infinity)))
        let stack = ViewNode(layout: VStackLayout(spacing: 0), children: [ViewNode(sizing: .fixed(width: 700, height: 20)), rectangle])
        let result = try LayoutPass.run(FixedSize(), subviews: [stack], in: CGSize(width: 800, height: 400))
        expectClose(result.placements[0].size, CGSize(width: 700, height: 20))
        expectClose(result.placements[1].size, CGSize(width: 700, height: 10))
    }

    // Recorded from SwiftUI: of two equally flexible children, the one with the larger minimum is
    // offered space first; in source order the second would be offered less than its minimum after
    // the first took its share, and the stack would overflow.
    @Test("equally flexible children: the larger minimum is offered space first, so 50…150 and 100…200 share 180 as 80 and 100")
    func equalFlexibilityLargerMinimumFirst() throws {
        let small = ViewNode(sizing: .flexible(minimum: CGSize(width: 50, height: 10), ideal: CGSize(width: 100, height: 10),
                                               maximum: CGSize(width: 150, height: 10)))
        let large = ViewNode(sizing: .flexible(minimum: CGSize(width: 100, height: 10), ideal: CGSize(width: 150, height: 10),
                                               maximum: CGSize(width: 200, height: 10)))
        let result = try LayoutPass.run(HStackLayout(spacing: 0), subviews: [small, large], in: CGSize(width: 180, height: 10))
        expectClose(Double(result.placements[0].size.width), 80)
        expectClose(Double(result.placements[1].size.width), 100)
        expectClose(Double(result.bounds.width), 180)
    }
}
