import Foundation
import LayoutCore

/// Measures its one child with a chosen proposal and places it at its bounds' origin, so tests
/// can see what a stack answers for proposals a canvas cannot make (unspecified, zero, infinite).
struct AnsweringLayout: Layout {
    let childProposal: ProposedViewSize
    let answers: Answers

    final class Answers {
        var sizes: [CGSize] = []
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(childProposal) ?? .zero
        answers.sizes.append(size)
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: childProposal)
    }
}
