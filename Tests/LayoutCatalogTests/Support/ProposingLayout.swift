import Foundation
import LayoutCore

/// A test container that proposes a fixed `proposal` to its children, whatever it is proposed
/// itself, takes the largest size they answer and places them centred with that proposal: how a
/// test reaches a layout with an unspecified or infinite proposal, which the root of a layout pass
/// (always proposed the canvas) never gets.
struct ProposingLayout: Layout {
    let proposal: ProposedViewSize

    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}

/// Runs `layout` over `views` as the only child of a ``ProposingLayout`` that proposes `proposal`,
/// in a 1000×1000 canvas. The result's `bounds` are the frame `layout` was placed in (the
/// container takes its only child's size), and its placements are those of `views`.
/// - Throws: ``LayoutError`` from the pass.
func run<L: Layout>(_ layout: L, proposing proposal: ProposedViewSize, views: [ViewNode]) throws -> LayoutPass.Result {
    try LayoutPass.run(ProposingLayout(proposal: proposal), subviews: [ViewNode(layout: layout, children: views)],
                       in: CGSize(width: 1000, height: 1000))
}
