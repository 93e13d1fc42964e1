import Foundation

/// SwiftUI's `.overlay(alignment:content:)` and `.background(alignment:content:)` as a layout of
/// two views: a primary view that decides the size, and a secondary one proposed exactly that
/// size and aligned in it by its guides. The secondary view never changes the primary's size
/// or position, and the pair's explicit guides are the primary's.
///
/// The views are given in drawing order: for an overlay the primary first, for a background the
/// secondary first.
public struct OverlayLayout: Layout, Sendable {
    /// Where the secondary view sits on the primary.
    public var alignment: Alignment
    /// Which of the two views is the primary: 0 for an overlay, 1 for a background.
    public var primaryIndex: Int

    /// Creates the layout.
    /// - Parameters:
    ///   - alignment: Where the secondary view sits; centred by default.
    ///   - primaryIndex: 0 when the secondary view is drawn over the primary, 1 when behind it.
    public init(alignment: Alignment = .center, primaryIndex: Int = 0) {
        self.alignment = alignment
        self.primaryIndex = primaryIndex
    }

    /// The primary view's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        primary(of: subviews)?.sizeThatFits(proposal) ?? .zero
    }

    /// The primary view in `bounds`, the secondary proposed the bounds' size and aligned in them.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = ProposedViewSize(width: bounds.width, height: bounds.height)
        for (index, subview) in subviews.enumerated() {
            if index == primaryIndex {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: offer)
            } else {
                subview.place(at: FrameAlignment.origin(of: subview.dimensions(in: offer), in: bounds, alignment: alignment),
                              anchor: .topLeading, proposal: offer)
            }
        }
    }

    /// The primary view's explicit value for `guide`; `nil` when it has none.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        primary(of: subviews)?.dimensions(in: ProposedViewSize(width: bounds.width, height: bounds.height))[explicit: guide]
            .map { bounds.minX + $0 }
    }

    /// The primary view's explicit value for `guide`; `nil` when it has none.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        primary(of: subviews)?.dimensions(in: ProposedViewSize(width: bounds.width, height: bounds.height))[explicit: guide]
            .map { bounds.minY + $0 }
    }

    private func primary(of subviews: Subviews) -> LayoutSubview? {
        subviews.indices.contains(primaryIndex) ? subviews[primaryIndex] : subviews.first
    }
}
