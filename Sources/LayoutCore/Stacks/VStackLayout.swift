import AnimationCore
import Foundation

/// A layout that puts its subviews in a column, top to bottom: SwiftUI's `VStackLayout`.
///
/// Each subview is offered a share of the height in SwiftUI's order: higher layout priorities
/// first (offered what is left after the least that lower priorities need), within a priority
/// the least flexible first, each an equal share of what is still left. The subviews are lined
/// up horizontally on ``alignment``. With no ``spacing``, each gap is what the two neighbours
/// prefer (8 points for views that say nothing). An empty stack is zero-sized; one subview is
/// offered the whole proposal.
///
/// In scenes the stack has two parameters: `spacing` (points; a stack without spacing reads as
/// 8, and a scene that sets it makes it explicit) and `alignment`, a number in `-1...1`
/// (−1 leading, 0 centre, 1 trailing); a value between puts the guide at fraction `(1 + a) / 2` of each
/// view's width, so an animated alignment moves the views continuously.
public struct VStackLayout: ParameterizedLayout, Sendable {
    /// The guide the subviews are lined up on. Setting it drops an alignment number set by a scene.
    public var alignment: HorizontalAlignment {
        didSet { alignmentFraction = nil }
    }
    /// The distance between neighbours; `nil` for what each pair of neighbours prefers.
    public var spacing: CGFloat?
    /// The fraction of each view's width the views are lined up at, when a scene or an animation
    /// set the alignment as a number; it takes the place of ``alignment`` while set.
    var alignmentFraction: CGFloat?

    /// Creates a column.
    /// - Parameters:
    ///   - alignment: The guide the subviews are lined up on; the centre by default.
    ///   - spacing: The distance between neighbours; `nil` (the default) for what they prefer.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A centred column with the spacing its subviews prefer.
    public init() { self.init(alignment: .center, spacing: nil) }

    /// A vertical stack orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    // MARK: Parameters

    /// `spacing` in points (0...10000) and `alignment`, a number in −1...1.
    public static var parameters: [LayoutParameter<VStackLayout>] {
        [.length("spacing", \.spacingValue, validRange: 0...10_000),
         .number("alignment", \.alignmentNumber, validRange: -1...1)]
    }

    /// The spacing, 8 when it is `nil`; setting it makes it explicit.
    var spacingValue: CGFloat {
        get { StackAlgorithm.spacingValue(of: spacing) }
        set { spacing = newValue }
    }

    /// The alignment as a number: −1 leading, 0 centre, 1 trailing; setting it sets a fraction.
    var alignmentNumber: CGFloat {
        get { alignmentFraction.map(StackGuide.number(ofFraction:)) ?? StackGuide.number(of: alignment) }
        set { alignmentFraction = StackGuide.fraction(ofNumber: newValue) }
    }

    /// The spacing (8 when it is `nil`) and the alignment number.
    ///
    /// Writing the value a stack already reads as leaves a `nil` spacing `nil` and a named guide
    /// named, so an animation of one parameter leaves the other as it was.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(spacingValue, alignmentNumber) }
        set {
            spacing = StackAlgorithm.spacing(current: spacing, settingAnimatedValue: newValue.first)
            alignmentFraction = StackGuide.fraction(current: alignmentFraction, guideNumber: StackGuide.number(of: alignment),
                                                    settingNumber: newValue.second)
        }
    }

    // MARK: Layout

    private var algorithm: StackAlgorithm {
        StackAlgorithm(axis: .vertical, spacing: spacing, guide: StackGuide(alignment, fraction: alignmentFraction))
    }

    /// A cache holding the gaps between the subviews.
    /// - Complexity: O(*n*) in the number of subviews.
    public func makeCache(subviews: Subviews) -> StackLayoutCache {
        algorithm.makeCache(subviews: subviews)
    }

    /// The column's size: the width of the widest subview (of the aligned subviews, for guides
    /// other than the default ones) by the subviews' heights plus the gaps. Zero with no subviews.
    /// An unspecified height sums the subviews' ideal heights; an infinite one their largest.
    /// - Complexity: O(*n* log *n*) in the number of subviews, and three proposals to each.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews top to bottom from the top edge of `bounds`, each with the height it
    /// was given for `proposal`, lined up on the alignment guide of `bounds`.
    /// - Complexity: O(*n* log *n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                              cache: inout StackLayoutCache) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The subviews' explicit values for `guide`, where they are placed, merged (an average by
    /// default); `nil` when none has one.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout StackLayoutCache) -> CGFloat? {
        algorithm.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The subviews' explicit values for `guide`, where they are placed, merged; `nil` when none has one.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout StackLayoutCache) -> CGFloat? {
        algorithm.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
