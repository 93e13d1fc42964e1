/// The direction content runs in: SwiftUI's `LayoutDirection`.
///
/// In a right-to-left pass (`LayoutPass.run(…, layoutDirection: .rightToLeft)`, or a scene's
/// `"layoutDirection": "rightToLeft"`), every container's subviews are placed as its layout says
/// and then flipped horizontally within the container's bounds, as SwiftUI does ("SwiftUI
/// horizontally flips the x position of each view within its parent"), so an `HStack` runs from
/// the right. A layout that needs to know reads ``LayoutSubviews/layoutDirection``.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}

/// What should happen to a view when the layout direction changes: SwiftUI's
/// `LayoutDirectionBehavior`, as views and shapes declare it.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored when the layout direction is `direction`: `.mirrors(in: .rightToLeft)` for content
    /// made left to right, `.mirrors(in: .leftToRight)` for content made right to left.
    case mirrors(in: LayoutDirection)

    /// Mirrored when the layout direction is right to left: `.mirrors(in: .rightToLeft)`.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Whether content with this behavior is mirrored in `direction`.
    /// - Parameter direction: The layout direction it is shown in.
    public func isMirrored(in direction: LayoutDirection) -> Bool {
        switch self {
        case .fixed: false
        case .mirrors(let mirroredDirection): mirroredDirection == direction
        }
    }
}
