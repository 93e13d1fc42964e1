import AnimationCore
import Foundation

/// A stack along one axis: everything ``HStackLayout`` and ``VStackLayout`` share, written once.
///
/// A conforming type holds only its stored properties and names its ``axis``; its parameters,
/// `animatableData` and `Layout` methods come from this protocol's extension, which hands the
/// sizing and placing to ``StackAlgorithm``. (OpenSwiftUI's `HVStack` has the same shape.)
protocol AxisStackLayout: ParameterizedLayout
where Cache == StackLayoutCache, AnimatableData == AnimatablePair<CGFloat, CGFloat> {
    /// The guide type across the axis: `VerticalAlignment` for a row, `HorizontalAlignment` for a column.
    associatedtype CrossAlignment: StackAlignmentGuide

    /// The axis the subviews follow one another along.
    static var axis: Axis { get }

    /// The guide the subviews are lined up on, across the axis.
    var alignment: CrossAlignment { get set }
    /// The distance between neighbours; `nil` for what each pair of neighbours prefers.
    var spacing: CGFloat? { get set }
    /// The fraction of each view's length across the axis that the views are lined up at, when a
    /// scene or an animation set the alignment as a number; it takes the place of ``alignment``
    /// while set.
    var alignmentFraction: CGFloat? { get set }

    /// Creates a stack.
    init(alignment: CrossAlignment, spacing: CGFloat?)
}

extension AxisStackLayout {
    /// A centred stack with the spacing its subviews prefer.
    public init() { self.init(alignment: .center, spacing: nil) }

    /// The stack's axis as its orientation.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    // MARK: Parameters

    /// `spacing` in points (0...10000) and `alignment`, a number in −1...1.
    public static var parameters: [LayoutParameter<Self>] {
        [.length("spacing", \.spacingValue, validRange: 0...10_000),
         .number("alignment", \.alignmentNumber, validRange: -1...1)]
    }

    /// The spacing, 8 when it is `nil`; setting it makes it explicit.
    var spacingValue: CGFloat {
        get { StackAlgorithm.spacingValue(of: spacing) }
        set { spacing = newValue }
    }

    /// The alignment as a number: −1 leading (top), 0 centre, 1 trailing (bottom); setting it sets a fraction.
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
        StackAlgorithm(axis: Self.axis, spacing: spacing, guide: StackGuide(alignment, fraction: alignmentFraction))
    }

    /// A cache holding the gaps between the subviews.
    /// - Complexity: O(*n*) in the number of subviews.
    public func makeCache(subviews: Subviews) -> StackLayoutCache {
        algorithm.makeCache(subviews: subviews)
    }

    /// The stack's size: along its axis, the subviews' lengths plus the gaps; across it, the
    /// length of the longest subview (of the aligned subviews, for guides other than the default
    /// ones). Zero with no subviews. An unspecified length along the axis sums the subviews'
    /// ideal lengths; an infinite one their largest.
    /// - Complexity: O(*n* log *n*) in the number of subviews, and three proposals to each.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Places the subviews one after another from the leading (top) edge of `bounds`, each with
    /// the length along the axis it was given for `proposal`, lined up on the alignment guide of
    /// `bounds`.
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
