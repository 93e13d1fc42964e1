import Foundation

/// Where a ``DrawingScopeLayout`` container is at the end of a layout pass, and its effect's
/// numbers then: what an effect drawn over the views inside it needs.
public struct DrawingScope: Hashable, Sendable {
    /// The container's frame, turned, scaled and faded by the effects around it as a leaf's
    /// placement is (its ``ViewPlacement/opacity`` is the effects' only).
    public var frame: ViewPlacement
    /// The container's ``DrawingScopeLayout/amounts`` in the pass (animated ones as they are shown).
    public var amounts: [Double]

    /// Creates a scope.
    /// - Parameters:
    ///   - frame: The container's frame.
    ///   - amounts: The effect's numbers; none by default.
    public init(frame: ViewPlacement, amounts: [Double] = []) {
        self.frame = frame
        self.amounts = amounts
    }
}
