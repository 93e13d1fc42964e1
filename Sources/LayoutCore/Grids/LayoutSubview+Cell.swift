import Foundation

extension LayoutSubview {
    /// Places the subview offered `offer`, with its `guides` on the same guides of `cell` (a
    /// grid's cell): its top-leading corner for `.topLeading`, centred for `.center`.
    func place(in cell: CGRect, offer: ProposedViewSize, alignedOn guides: Alignment) {
        let dimensions = dimensions(in: offer)
        let cellDimensions = ViewDimensions(size: cell.size)
        let origin = CGPoint(x: cell.minX + cellDimensions[guides.horizontal] - dimensions[guides.horizontal],
                             y: cell.minY + cellDimensions[guides.vertical] - dimensions[guides.vertical])
        place(at: origin, anchor: .topLeading, proposal: offer)
    }
}
