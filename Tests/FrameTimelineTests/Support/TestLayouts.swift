import Foundation
import LayoutCore

/// A row that places its subviews left to right from the top-leading corner of its bounds, with
/// `gap` points between them. It declares no `animatableData`, so it animates by positions.
struct GapRowLayout: Layout {
    var gap: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.reduce(0) { $0 + $1.width } + gap * CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY))
            x += subview.sizeThatFits(.unspecified).width + gap
        }
    }
}

/// `count` fixed views of one size.
func tiles(_ count: Int, width: CGFloat = 70, height: CGFloat = 70) -> [ViewNode] {
    (0..<count).map { _ in ViewNode(sizing: .fixed(width: width, height: height)) }
}
