import Foundation

/// How a leaf view answers size proposals.
///
/// A layout never sees a view, only what it answers when asked how big it would be for a proposal.
/// This type is that answer, for the kinds of views scenes and tests describe.
public struct ViewSizing: Sendable {
    /// How the size is found: kept apart for a fixed size, which a layout pass answers without
    /// calling a function or reading the view's values (most of a pass's questions, in scenes).
    private enum Measure: Sendable {
        case fixed(CGSize)
        case ofProposal(@Sendable (ProposedViewSize) -> CGSize)
        case reading(@Sendable (ProposedViewSize, LayoutValues) -> CGSize)
    }

    private let measure: Measure

    /// Creates a sizing from a function of the proposal.
    ///
    /// The function must return a finite, non-negative size for every proposal, including
    /// `.zero`, `.unspecified` and `.infinity`; the layout pass checks this.
    /// - Parameter measure: The size the view takes for a proposal.
    public init(_ measure: @escaping @Sendable (ProposedViewSize) -> CGSize) {
        self.measure = .ofProposal(measure)
    }

    /// Creates a sizing that also reads the view's layout values, such as a value a layout wrote
    /// back with ``LayoutSubview/writeValue(_:for:)``.
    /// - Parameter measure: The size the view takes for a proposal and its values.
    public init(reading measure: @escaping @Sendable (ProposedViewSize, LayoutValues) -> CGSize) {
        self.measure = .reading(measure)
    }

    private init(fixed size: CGSize) {
        measure = .fixed(size)
    }

    /// The size the view takes for `proposal`.
    /// - Parameters:
    ///   - proposal: The proposal.
    ///   - values: The view's layout values; none by default.
    /// - Returns: The view's size.
    public func size(for proposal: ProposedViewSize, values: LayoutValues = LayoutValues()) -> CGSize {
        size(for: proposal, values: { values })
    }

    /// The size the view takes for `proposal`, reading its values only when it asks for them.
    /// - Parameters:
    ///   - proposal: The proposal.
    ///   - values: Makes the view's layout values; called only for a sizing made with
    ///     ``init(reading:)``.
    /// - Returns: The view's size.
    func size(for proposal: ProposedViewSize, values: () -> LayoutValues) -> CGSize {
        switch measure {
        case .fixed(let size): size
        case .ofProposal(let measure): measure(proposal)
        case .reading(let measure): measure(proposal, values())
        }
    }

    /// A view of one size whatever it is offered, like `.frame(width:height:)`.
    /// - Parameter size: The size.
    /// - Returns: The sizing.
    public static func fixed(_ size: CGSize) -> ViewSizing { ViewSizing(fixed: size) }

    /// A view of one size whatever it is offered, like `.frame(width:height:)`.
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    /// - Returns: The sizing.
    public static func fixed(width: CGFloat, height: CGFloat) -> ViewSizing {
        fixed(CGSize(width: width, height: height))
    }

    /// A view that takes whatever it is offered, like a SwiftUI shape: its ideal size is 10×10,
    /// its minimum is zero and an infinite proposal makes it infinite.
    public static let flexible = ViewSizing { $0.replacingUnspecifiedDimensions() }

    /// A view that takes what it is offered within bounds, like
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)` on a shape.
    /// - Parameters:
    ///   - minimum: The smallest size it accepts.
    ///   - ideal: The size it takes when a dimension is unspecified.
    ///   - maximum: The largest size it accepts; may be infinite.
    /// - Returns: The sizing.
    public static func flexible(minimum: CGSize, ideal: CGSize, maximum: CGSize) -> ViewSizing {
        ViewSizing { proposal in
            func clamp(_ value: CGFloat?, _ low: CGFloat, _ ideal: CGFloat, _ high: CGFloat) -> CGFloat {
                guard let value else { return ideal }
                return min(max(value, low), high)
            }
            return CGSize(
                width: clamp(proposal.width, minimum.width, ideal.width, maximum.width),
                height: clamp(proposal.height, minimum.height, ideal.height, maximum.height))
        }
    }
}
