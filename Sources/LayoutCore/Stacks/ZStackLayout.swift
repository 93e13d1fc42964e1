import AnimationCore
import Foundation

/// A layout that puts its subviews on top of one another: SwiftUI's `ZStackLayout`.
///
/// Every subview is offered the stack's proposal, and the subviews are lined up on both guides
/// of ``alignment``. The stack is as big as the aligned subviews reach: the widest by the
/// tallest, for the default guides. An empty stack is zero-sized.
///
/// In scenes the stack has two parameters, `alignmentX` (−1 leading, 0 centre, 1 trailing) and
/// `alignmentY` (−1 top, 0 centre, 1 bottom), numbers in `-1...1`; a value between puts the guide
/// at fraction `(1 + a) / 2` of each view's width (height), so an animated alignment moves the
/// views continuously.
public struct ZStackLayout: ParameterizedLayout, Sendable {
    /// The guides the subviews are lined up on. Setting it drops alignment numbers set by a scene.
    public var alignment: Alignment {
        didSet {
            horizontalFraction = nil
            verticalFraction = nil
        }
    }
    /// The fraction of each view's width the views are lined up at, when a scene or an animation
    /// set `alignmentX`; it takes the place of the horizontal guide while set.
    var horizontalFraction: CGFloat?
    /// The fraction of each view's height the views are lined up at, when a scene or an animation
    /// set `alignmentY`; it takes the place of the vertical guide while set.
    var verticalFraction: CGFloat?

    /// Creates an overlay.
    /// - Parameter alignment: The guides the subviews are lined up on; the centre by default.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// A centred overlay.
    public init() { self.init(alignment: .center) }

    // MARK: Parameters

    /// `alignmentX` and `alignmentY`, numbers in −1...1.
    public static var parameters: [LayoutParameter<ZStackLayout>] {
        [.number("alignmentX", \.horizontalNumber, validRange: -1...1),
         .number("alignmentY", \.verticalNumber, validRange: -1...1)]
    }

    /// The horizontal alignment as a number: −1 leading, 0 centre, 1 trailing.
    var horizontalNumber: CGFloat {
        get { horizontalFraction.map(StackGuide.number(ofFraction:)) ?? StackGuide.number(of: alignment.horizontal) }
        set { horizontalFraction = StackGuide.fraction(ofNumber: newValue) }
    }

    /// The vertical alignment as a number: −1 top, 0 centre, 1 bottom.
    var verticalNumber: CGFloat {
        get { verticalFraction.map(StackGuide.number(ofFraction:)) ?? StackGuide.number(of: alignment.vertical) }
        set { verticalFraction = StackGuide.fraction(ofNumber: newValue) }
    }

    /// The horizontal and vertical alignment numbers.
    ///
    /// Writing the number a guide already reads as leaves a named guide named, so an animation of
    /// one axis leaves the other as it was.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(horizontalNumber, verticalNumber) }
        set {
            horizontalFraction = StackGuide.fraction(current: horizontalFraction,
                                                     guideNumber: StackGuide.number(of: alignment.horizontal),
                                                     settingNumber: newValue.first)
            verticalFraction = StackGuide.fraction(current: verticalFraction,
                                                   guideNumber: StackGuide.number(of: alignment.vertical),
                                                   settingNumber: newValue.second)
        }
    }

    // MARK: Layout

    private var horizontalGuide: StackGuide { StackGuide(alignment.horizontal, fraction: horizontalFraction) }
    private var verticalGuide: StackGuide { StackGuide(alignment.vertical, fraction: verticalFraction) }

    /// The extent of the aligned subviews, each offered `proposal`: the widest by the tallest for
    /// the default guides. Zero with no subviews.
    /// - Complexity: O(*n*) in the number of subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        return CGSize(width: horizontalGuide.extent(of: dimensions), height: verticalGuide.extent(of: dimensions))
    }

    /// Places every subview, offered `proposal`, with its guides on the guides of `bounds`.
    /// - Complexity: O(*n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, origin) in zip(subviews, origins(in: bounds, proposal: proposal, subviews: subviews)) {
            subview.place(at: origin, anchor: .topLeading, proposal: proposal)
        }
    }

    /// Where each subview's top-leading corner goes: its guides (explicit ones included) on the
    /// lines the aligned subviews share within `bounds`.
    private func origins(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> [CGPoint] {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let anchor = CGPoint(x: bounds.minX + horizontalGuide.line(for: dimensions, in: bounds.width),
                             y: bounds.minY + verticalGuide.line(for: dimensions, in: bounds.height))
        return dimensions.map { CGPoint(x: anchor.x - horizontalGuide.value(in: $0), y: anchor.y - verticalGuide.value(in: $0)) }
    }

    /// The subviews' explicit values for `guide`, where they are placed, merged (an average by
    /// default); `nil` when none has one.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        let placed = zip(subviews, origins(in: bounds, proposal: proposal, subviews: subviews))
        return combineExplicit(placed.compactMap { subview, origin in
            subview.dimensions(in: proposal)[explicit: guide].map { origin.x + $0 }
        }, with: guide.idType)
    }

    /// The subviews' explicit values for `guide`, where they are placed, merged; `nil` when none has one.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        let placed = zip(subviews, origins(in: bounds, proposal: proposal, subviews: subviews))
        return combineExplicit(placed.compactMap { subview, origin in
            subview.dimensions(in: proposal)[explicit: guide].map { origin.y + $0 }
        }, with: guide.idType)
    }
}
