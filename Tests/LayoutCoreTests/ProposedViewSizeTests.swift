import Foundation
import LayoutCore
import Testing

@Suite("ProposedViewSize")
struct ProposedViewSizeTests {
    // MARK: - The named proposals

    @Test(".zero proposes 0 in both dimensions: the minimum size")
    func zero() {
        #expect(ProposedViewSize.zero.width == 0)
        #expect(ProposedViewSize.zero.height == 0)
    }

    @Test(".unspecified leaves both dimensions nil: the ideal size")
    func unspecified() {
        #expect(ProposedViewSize.unspecified.width == nil)
        #expect(ProposedViewSize.unspecified.height == nil)
    }

    @Test(".infinity proposes infinity in both dimensions: the maximum size")
    func infinity() {
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ProposedViewSize.infinity.height == .infinity)
    }

    @Test("The three named proposals are different from each other")
    func namedProposalsDiffer() {
        let named: [ProposedViewSize] = [.zero, .unspecified, .infinity]
        #expect(Set(named).count == 3)
    }

    @Test("A proposal made from a size proposes exactly that size")
    func fromSize() {
        let proposal = ProposedViewSize(CGSize(width: 120, height: 45))
        #expect(proposal == ProposedViewSize(width: 120, height: 45))
    }

    // MARK: - Replacing unspecified dimensions

    struct ReplacementCase: CustomTestStringConvertible, Sendable {
        let proposal: ProposedViewSize
        let replacement: CGSize?
        let expected: CGSize
        var testDescription: String {
            "\(proposal) with \(replacement.map { "\($0.width)×\($0.height)" } ?? "the default")"
        }
    }

    static let replacementCases: [ReplacementCase] = [
        // SwiftUI's default replacement is 10×10.
        .init(proposal: .unspecified, replacement: nil, expected: CGSize(width: 10, height: 10)),
        .init(proposal: ProposedViewSize(width: 30, height: nil), replacement: nil, expected: CGSize(width: 30, height: 10)),
        .init(proposal: ProposedViewSize(width: nil, height: 40), replacement: nil, expected: CGSize(width: 10, height: 40)),
        .init(proposal: .zero, replacement: nil, expected: .zero),
        .init(proposal: .infinity, replacement: nil, expected: CGSize(width: CGFloat.infinity, height: .infinity)),
        .init(proposal: ProposedViewSize(width: 30, height: 20), replacement: nil, expected: CGSize(width: 30, height: 20)),
        // A custom replacement fills only the unspecified dimensions.
        .init(proposal: .unspecified, replacement: CGSize(width: 70, height: 35), expected: CGSize(width: 70, height: 35)),
        .init(proposal: ProposedViewSize(width: 5, height: nil), replacement: CGSize(width: 70, height: 35),
              expected: CGSize(width: 5, height: 35)),
        .init(proposal: .zero, replacement: CGSize(width: 70, height: 35), expected: .zero),
    ]

    @Test("replacingUnspecifiedDimensions fills only the nil dimensions", arguments: replacementCases)
    func replacingUnspecifiedDimensions(_ testCase: ReplacementCase) {
        let size = testCase.replacement.map { testCase.proposal.replacingUnspecifiedDimensions(by: $0) }
            ?? testCase.proposal.replacingUnspecifiedDimensions()
        #expect(size == testCase.expected)
    }

    // MARK: - Description

    @Test("The description shows nil for unspecified dimensions")
    func description() {
        #expect(ProposedViewSize(width: nil, height: 20).description == "(nil, 20.0)")
        #expect(ProposedViewSize.zero.description == "(0.0, 0.0)")
        #expect(ProposedViewSize.infinity.description == "(inf, inf)")
    }
}
