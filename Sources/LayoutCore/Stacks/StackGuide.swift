import Foundation

/// The alignment guide a stack lines its subviews up on, along one axis: a named guide
/// (`.leading`, `.center`, `.bottom`, ...) or a fraction of each view's length.
///
/// Scenes set a stack's alignment as a number in `-1...1` (−1 leading or top, 0 centre, 1
/// trailing or bottom), and an animation passes through every value between. A number `a` is
/// the guide at fraction `(1 + a) / 2` of a view's length, so −1, 0 and 1 are exactly the
/// leading, centre and trailing guides and the values between move continuously from one to the
/// next. The fraction is kept beside the named guide rather than made into a guide of its own, so
/// `HorizontalAlignment` and `VerticalAlignment` keep their identity (equal when their
/// `AlignmentID` types are).
struct StackGuide {
    /// The axis the guide measures along: horizontal for a `HorizontalAlignment`.
    let axis: Axis
    private let valueIn: (ViewDimensions) -> CGFloat

    /// `guide`, or the guide at `fraction` of a view's length along the guide's axis when one is given.
    init<Guide: StackAlignmentGuide>(_ guide: Guide, fraction: CGFloat?) {
        let axis = Guide.axis
        self.axis = axis
        if let fraction {
            valueIn = { Self.value(atFraction: fraction, of: $0.length(along: axis)) }
        } else {
            valueIn = { guide.value(in: $0) }
        }
    }

    /// The guide's offset from the view's leading (top) edge.
    func value(in dimensions: ViewDimensions) -> CGFloat { valueIn(dimensions) }

    /// The guide's offset in a view of `size`.
    func value(in size: CGSize) -> CGFloat { valueIn(ViewDimensions(size: size)) }

    /// How far the subviews reach along the guide's axis once their guides (explicit ones
    /// included) are lined up: the most any reaches before the line plus the most any reaches
    /// after it. For the default guides this is the largest length. Zero for no views; infinite
    /// when a view is.
    /// - Complexity: O(*n*) in the number of views.
    func extent(of dimensions: [ViewDimensions]) -> CGFloat {
        let lengths = dimensions.map { $0.length(along: axis) }
        guard lengths.allSatisfy(\.isFinite) else { return .infinity }
        let guides = dimensions.map { value(in: $0) }
        let before = guides.max() ?? 0
        let after = zip(lengths, guides).map { $0 - $1 }.max() ?? 0
        return max(before + after, 0)
    }

    /// Where the line the subviews' guides are put on lies in bounds `length` long, from their
    /// start: the most a subview reaches before the line, plus the room the bounds have beyond
    /// the subviews' extent shared as the guide divides a view (none for leading, half for
    /// centre, all for trailing), so a stack given more room aligns within all of it.
    func line(for dimensions: [ViewDimensions], in length: CGFloat) -> CGFloat {
        let before = dimensions.map { value(in: $0) }.max() ?? 0
        let share = value(in: CGSize(width: 1, height: 1))
        return before + (length - extent(of: dimensions)) * share
    }

    /// `fraction · length`, and 0 for a zero fraction of an infinite length (not NaN).
    private static func value(atFraction fraction: CGFloat, of length: CGFloat) -> CGFloat {
        fraction == 0 ? 0 : fraction * length
    }

    // MARK: Alignment numbers

    /// The fraction of a view's length at which the guide for alignment number `number` sits.
    /// - Parameter number: −1 for leading or top, 0 for centre, 1 for trailing or bottom.
    /// - Returns: `(1 + number) / 2`.
    static func fraction(ofNumber number: CGFloat) -> CGFloat { (1 + number) / 2 }

    /// The alignment number of the guide at `fraction` of a view's length: `2·fraction − 1`.
    static func number(ofFraction fraction: CGFloat) -> CGFloat { 2 * fraction - 1 }

    /// The alignment number of a guide: where it sits in a unit square, as a number. −1 for
    /// leading or top, 0 for centre, 1 for trailing, bottom and the text baselines (which are at
    /// the bottom of views without text).
    static func number<Guide: StackAlignmentGuide>(of guide: Guide) -> CGFloat {
        number(ofFraction: guide.value(in: ViewDimensions(size: CGSize(width: 1, height: 1))))
    }

    /// The fraction a stack keeps after its alignment number is set to `number` by an animation.
    ///
    /// An animation writes every parameter on every frame, also those it does not change; a
    /// stack still on its named guide (`current` is `nil`) keeps it when the number written is
    /// that guide's own number, so an animation of the spacing leaves the alignment a named guide.
    /// - Parameters:
    ///   - current: The fraction the stack has, or `nil` when it uses its named guide.
    ///   - guideNumber: The named guide's alignment number.
    ///   - number: The number written.
    /// - Returns: The fraction to keep, or `nil` to keep the named guide.
    static func fraction(current: CGFloat?, guideNumber: CGFloat, settingNumber number: CGFloat) -> CGFloat? {
        if current == nil && number == guideNumber { return nil }
        return fraction(ofNumber: number)
    }
}
