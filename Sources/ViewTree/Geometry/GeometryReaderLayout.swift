import Foundation
import LayoutCore

/// The layout of a `GeometryReader`: it takes the whole of what it is offered (nothing in a
/// dimension left unspecified) and puts each of its views at its top-leading corner, offering
/// each its whole size.
///
/// This is SwiftUI's behaviour as OpenSwiftUI reconstructs it
/// (`Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift`, audited against SwiftUICore
/// 6.5.4): `proposal.replacingUnspecifiedDimensions(by: .zero)`, and every subview placed at
/// `bounds.origin` with the `.topLeading` anchor for `bounds.size`.
struct GeometryReaderLayout: Layout, Sendable {
    /// The proposal, with an unspecified dimension taken as zero.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    /// Every view at the top-leading corner of `bounds`, offered its size.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = ProposedViewSize(width: bounds.width, height: bounds.height)
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: offer)
        }
    }
}
