import Foundation
import LayoutCore
import Testing

@Suite("ViewSizing")
struct ViewSizingTests {
    static let proposals: [ProposedViewSize] = [
        .zero, .unspecified, .infinity, ProposedViewSize(width: 37, height: 12), ProposedViewSize(width: nil, height: 5),
    ]

    @Test(".fixed answers its size whatever it is proposed", arguments: proposals)
    func fixed(proposal: ProposedViewSize) {
        #expect(ViewSizing.fixed(width: 70, height: 30).size(for: proposal) == CGSize(width: 70, height: 30))
        #expect(ViewSizing.fixed(CGSize(width: 0, height: 0)).size(for: proposal) == .zero)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let proposal: ProposedViewSize
        let expected: CGSize
        var testDescription: String { "proposal \(proposal)" }
    }

    @Test(".flexible is 10×10 when unspecified, takes finite proposals, and is infinite for .infinity", arguments: [
        Case(proposal: .zero, expected: .zero),
        Case(proposal: .unspecified, expected: CGSize(width: 10, height: 10)),
        Case(proposal: .infinity, expected: CGSize(width: CGFloat.infinity, height: .infinity)),
        Case(proposal: ProposedViewSize(width: 250, height: 40), expected: CGSize(width: 250, height: 40)),
        Case(proposal: ProposedViewSize(width: nil, height: 40), expected: CGSize(width: 10, height: 40)),
    ])
    func flexible(_ testCase: Case) {
        #expect(ViewSizing.flexible.size(for: testCase.proposal) == testCase.expected)
    }

    /// Accepts 20...100 wide and 10...∞ high, and prefers 50×30.
    static let bounded = ViewSizing.flexible(minimum: CGSize(width: 20, height: 10), ideal: CGSize(width: 50, height: 30),
                                             maximum: CGSize(width: 100, height: CGFloat.infinity))

    @Test(".flexible(minimum:ideal:maximum:) clamps each dimension, and is ideal where unspecified", arguments: [
        Case(proposal: .zero, expected: CGSize(width: 20, height: 10)),
        Case(proposal: .unspecified, expected: CGSize(width: 50, height: 30)),
        Case(proposal: .infinity, expected: CGSize(width: 100, height: CGFloat.infinity)),
        Case(proposal: ProposedViewSize(width: 60, height: 500), expected: CGSize(width: 60, height: 500)),
        Case(proposal: ProposedViewSize(width: 5, height: 5), expected: CGSize(width: 20, height: 10)),
        Case(proposal: ProposedViewSize(width: 150, height: nil), expected: CGSize(width: 100, height: 30)),
        Case(proposal: ProposedViewSize(width: nil, height: 12), expected: CGSize(width: 50, height: 12)),
    ])
    func flexibleWithBounds(_ testCase: Case) {
        #expect(Self.bounded.size(for: testCase.proposal) == testCase.expected)
    }

    @Test("A custom sizing answers what its function returns")
    func custom() {
        let square = ViewSizing { proposal in
            let side = min(proposal.width ?? 40, proposal.height ?? 40)
            return CGSize(width: side, height: side)
        }
        #expect(square.size(for: .unspecified) == CGSize(width: 40, height: 40))
        #expect(square.size(for: ProposedViewSize(width: 90, height: 60)) == CGSize(width: 60, height: 60))
    }
}
