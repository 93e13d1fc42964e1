/// Properties of a layout type.
///
/// SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Hashable, Sendable {
    /// The axis a stack lays its subviews out along, or `nil` for layouts that are not stacks.
    public var stackOrientation: Axis?

    /// Creates properties with no stack orientation.
    public init() {}
}
