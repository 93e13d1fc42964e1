import AnimationCore
import Foundation

/// SwiftUI's `.frame(width:height:alignment:)` as a layout of one view: a given width or height
/// is proposed to the view and is the frame's, whatever the view takes; a dimension not given
/// passes the proposal through and takes the view's. The view is aligned in the frame by its
/// guides (explicit ones included), centred by default.
public struct FrameLayout: SingleViewLayout, Sendable {
    /// The fixed width, if any.
    public var width: CGFloat?
    /// The fixed height, if any.
    public var height: CGFloat?
    /// Where the view sits in the frame.
    public var alignment: Alignment

    /// Creates a fixed frame.
    public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The width and height given (0 for one not given, which is left unset): what a view's state
    /// change animates, so a frame grows rather than jumps.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width ?? 0, height ?? 0) }
        set {
            if width != nil { width = newValue.first }
            if height != nil { height = newValue.second }
        }
    }

    /// The given dimensions, and the view's size in the others.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The view aligned in `bounds`.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        let offer = childProposal(ProposedViewSize(width: bounds.width, height: bounds.height))
        return (FrameAlignment.origin(of: subview.dimensions(in: offer), in: bounds, alignment: alignment), offer)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}

/// SwiftUI's `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// as a layout of one view.
///
/// Per dimension: the proposal is clamped to the bounds given (an unspecified one becomes the
/// ideal when given, which is then the frame's length) and offered to the view; the frame then
/// takes the view's length, raised
/// towards the proposal by a minimum and lowered towards it by a maximum: `max(min, min(view,
/// proposal))` with a minimum, `min(max, max(view, proposal))` with a maximum. So
/// `.frame(maxWidth: .infinity)` fills the width offered and `.frame(minWidth: 80)` is never
/// narrower than 80. The view is aligned in the frame by its guides.
///
/// Bounds out of order are put in order first, as SwiftUI's `_FlexFrameLayout` does (and warns
/// "Contradictory frame constraints specified"): a negative minimum is 0, an ideal below the
/// minimum is raised to it, and a maximum below the ideal (or, without one, the minimum) is raised
/// to that. So `.frame(idealWidth: 100, maxWidth: 80)` offered nothing is 100 wide, and
/// `.frame(minWidth: 80, maxWidth: 40)` is 80 wide, as SwiftUI measures them.
public struct FlexibleFrameLayout: SingleViewLayout, Sendable {
    /// The bounds of each dimension; `nil` where not given.
    public var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    /// See ``minWidth``.
    public var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    /// Where the view sits in the frame.
    public var alignment: Alignment

    /// Creates a flexible frame.
    public init(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    /// The view's size in the clamped proposal, bounded as the type describes.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        let (width, height) = (Self.ordered(minWidth, idealWidth, maxWidth), Self.ordered(minHeight, idealHeight, maxHeight))
        return CGSize(width: Self.length(view: size.width, proposed: proposal.width, ideal: width.ideal, width.low, width.high),
                      height: Self.length(view: size.height, proposed: proposal.height, ideal: height.ideal, height.low, height.high))
    }

    /// The view aligned in `bounds`.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        let offer = childProposal(ProposedViewSize(width: bounds.width, height: bounds.height))
        return (FrameAlignment.origin(of: subview.dimensions(in: offer), in: bounds, alignment: alignment), offer)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let (width, height) = (Self.ordered(minWidth, idealWidth, maxWidth), Self.ordered(minHeight, idealHeight, maxHeight))
        return ProposedViewSize(width: Self.clamp(proposal.width ?? width.ideal, width.low, width.high),
                                height: Self.clamp(proposal.height ?? height.ideal, height.low, height.high))
    }

    /// A dimension's bounds in order, as SwiftUI's `_FlexFrameLayout.init` puts them: the minimum
    /// at least 0, the ideal at least the minimum, the maximum at least the ideal (or the minimum).
    private static func ordered(_ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?) -> (low: CGFloat?, ideal: CGFloat?, high: CGFloat?) {
        let low = low.map { max($0, 0) }
        let ideal = ideal.map { max($0, low ?? 0) }
        let high = high.map { max($0, ideal ?? low ?? 0) }
        return (low, ideal, high)
    }

    private static func clamp(_ value: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if let low { value = max(value, low) }
        if let high { value = min(value, high) }
        return value
    }

    /// The frame's length: its ideal (within its bounds) for an unspecified proposal when it has
    /// one; otherwise from the view's length, the proposed one and the bounds given.
    private static func length(view: CGFloat, proposed: CGFloat?, ideal: CGFloat?, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
        if proposed == nil, let ideal { return clamp(ideal, low, high) ?? ideal }
        let proposed = proposed ?? view
        var length = view
        if let low { length = max(low, min(length, proposed)) }
        if let high { length = min(high, max(length, proposed)) }
        return length
    }
}

/// Where a view goes in a frame: its guides on the frame's guides.
enum FrameAlignment {
    static func origin(of dimensions: ViewDimensions, in bounds: CGRect, alignment: Alignment) -> CGPoint {
        let frame = ViewDimensions(size: bounds.size)
        return CGPoint(x: bounds.minX + frame[alignment.horizontal] - dimensions[alignment.horizontal],
                       y: bounds.minY + frame[alignment.vertical] - dimensions[alignment.vertical])
    }
}

/// SwiftUI's `.fixedSize(horizontal:vertical:)` as a layout of one view: along a fixed axis the
/// view is proposed nothing and takes its ideal length, whatever the frame was offered.
public struct FixedSizeLayout: SingleViewLayout, Sendable {
    /// Whether the width is the view's ideal.
    public var horizontal: Bool
    /// Whether the height is the view's ideal.
    public var vertical: Bool

    /// Creates a fixed-size frame; both axes by default.
    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The view's size with the fixed axes unproposed.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    /// The view at the frame's centre, at its own size.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        let offer = childProposal(proposal)
        let size = subview.sizeThatFits(offer)
        return (CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), offer)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}

/// SwiftUI's `.offset(x:y:)` as a layout of one view: the view is drawn moved, and the frame it
/// takes in its parent's layout does not move.
public struct OffsetLayout: DrawingOnlyLayout, Sendable {
    /// How far the view is moved.
    public var offset: CGSize

    /// Creates an offset.
    public init(x: CGFloat = 0, y: CGFloat = 0) {
        offset = CGSize(width: x, height: y)
    }

    /// The offset: what a view's state change animates.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }

    /// The view's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// The view moved by the offset.
    func arrangement(of subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, offer: ProposedViewSize) {
        (CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), ProposedViewSize(width: bounds.width, height: bounds.height))
    }
}
