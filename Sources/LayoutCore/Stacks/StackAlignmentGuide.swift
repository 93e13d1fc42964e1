import Foundation

/// A guide a stack lines its subviews up on: ``HorizontalAlignment`` (across a column, or a
/// `ZStack`'s width) or ``VerticalAlignment`` (across a row, or a `ZStack`'s height), so the
/// stacks are written once for both.
protocol StackAlignmentGuide {
    /// The axis the guide's values are measured along: horizontal for a `HorizontalAlignment`.
    static var axis: Axis { get }
    /// The centre guide.
    static var center: Self { get }
    /// The type that identifies the guide and folds explicit values together.
    var idType: any AlignmentID.Type { get }

    /// The guide's value in a view: its explicit value, or its default.
    func value(in dimensions: ViewDimensions) -> CGFloat
    /// The guide's explicit value in a view, or `nil` when the view sets none.
    func explicitValue(in dimensions: ViewDimensions) -> CGFloat?
}

extension HorizontalAlignment: StackAlignmentGuide {
    static var axis: Axis { .horizontal }
    func value(in dimensions: ViewDimensions) -> CGFloat { dimensions[self] }
    func explicitValue(in dimensions: ViewDimensions) -> CGFloat? { dimensions[explicit: self] }
}

extension VerticalAlignment: StackAlignmentGuide {
    static var axis: Axis { .vertical }
    func value(in dimensions: ViewDimensions) -> CGFloat { dimensions[self] }
    func explicitValue(in dimensions: ViewDimensions) -> CGFloat? { dimensions[explicit: self] }
}
