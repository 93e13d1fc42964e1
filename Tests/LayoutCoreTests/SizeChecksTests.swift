import Foundation
import LayoutCore
import Testing

/// Article 004's `CrashLayout` and its kin: sizes that would crash SwiftUI fail the pass with a
/// message naming the layout and the proposal.
@Suite("Size checks")
struct SizeChecksTests {
    static let canvas = CGSize(width: 300, height: 200)

    /// Article 004's `CrashLayout`, as printed, with a third answer for every other proposal.
    /// (The article writes `proposal.width = = .infinity`, a typo for `==`.)
    struct CrashLayout: Layout {
        var minimum = CGSize(width: CGFloat.infinity, height: .infinity)
        var maximum = CGSize.zero
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            if proposal.width == 0 {
                return minimum
            } else if proposal.width == .infinity {
                return maximum
            }
            return .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// Asks its one subview for its minimum and maximum, as stacks do, then its ideal size.
    struct ProbingLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            _ = subviews.map { $0.sizeThatFits(.zero) }
            _ = subviews.map { $0.sizeThatFits(.infinity) }
            return subviews.first?.sizeThatFits(.unspecified) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("The article's CrashLayout returns infinity for the zero proposal: an error naming it and the proposal, not a crash")
    func articleCrashLayout() {
        let crash = ViewNode(layout: CrashLayout(), children: tiles(1))
        #expect {
            try LayoutPass.run(ProbingLayout(), subviews: [crash], in: Self.canvas)
        } throws: { error in
            (error as? LayoutError) == .invalidSize(layout: "CrashLayout", proposal: .zero,
                                                   size: CGSize(width: CGFloat.infinity, height: .infinity))
                && "\(error)".contains("CrashLayout.sizeThatFits returned (inf, inf) for proposal (0.0, 0.0)")
        }
    }

    struct ExtremesCase: Sendable, CustomTestStringConvertible {
        let minimum: CGSize
        let maximum: CGSize
        let fails: Bool
        var testDescription: String {
            "minimum \(minimum.width)×\(minimum.height), maximum \(maximum.width)×\(maximum.height) → \(fails ? "error" : "fine")"
        }
    }

    @Test("A finite minimum larger than the maximum fails; trading height for width (as text and flows do) does not",
          arguments: [
              ExtremesCase(minimum: CGSize(width: 50, height: 50), maximum: .zero, fails: true),
              ExtremesCase(minimum: CGSize(width: 50, height: 10), maximum: CGSize(width: 20, height: 10), fails: true),
              ExtremesCase(minimum: CGSize(width: 10, height: 60), maximum: CGSize(width: 10, height: 20), fails: true),
              ExtremesCase(minimum: CGSize(width: 10, height: 60), maximum: CGSize(width: 300, height: 20), fails: false),
              ExtremesCase(minimum: .zero, maximum: CGSize(width: 1000, height: 1000), fails: false),
              ExtremesCase(minimum: CGSize(width: 40, height: 40), maximum: CGSize(width: 40, height: 40), fails: false),
          ])
    func minimumAgainstMaximum(_ testCase: ExtremesCase) throws {
        let crash = ViewNode(layout: CrashLayout(minimum: testCase.minimum, maximum: testCase.maximum), children: [])
        if testCase.fails {
            let expected = LayoutError.minimumExceedsMaximum(layout: "CrashLayout", minimum: testCase.minimum, maximum: testCase.maximum)
            #expect(throws: expected) { try LayoutPass.run(ProbingLayout(), subviews: [crash], in: Self.canvas) }
            #expect(expected.description.contains("CrashLayout.sizeThatFits returned"))
            #expect(expected.description.contains("for proposal (0.0, 0.0) (its minimum)"))
            #expect(expected.description.contains("for proposal (inf, inf) (its maximum)"))
            #expect(expected.description.contains("a minimum cannot be larger than the maximum"))
        } else {
            _ = try LayoutPass.run(ProbingLayout(), subviews: [crash], in: Self.canvas)
        }
    }

    @Test("The size report asks every layout for its minimum and maximum, so it finds a CrashLayout nobody probed")
    func sizeReportFindsCrashLayout() {
        let layout = CrashLayout(minimum: CGSize(width: 50, height: 50), maximum: .zero)
        #expect(throws: LayoutError.minimumExceedsMaximum(layout: "CrashLayout", minimum: CGSize(width: 50, height: 50), maximum: .zero)) {
            try LayoutPass.sizes(of: layout, subviews: [], in: Self.canvas)
        }
    }
}
