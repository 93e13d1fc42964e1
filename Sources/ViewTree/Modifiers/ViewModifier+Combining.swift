import AnimationCore
import Foundation

extension ViewModifier {
    /// This modifier, then `modifier`: SwiftUI's `ViewModifier.concat(_:)`.
    /// - Parameter modifier: The modifier applied after this one.
    /// - Returns: The two as one modifier.
    public func concat<T: ViewModifier>(_ modifier: T) -> ConcatenatedModifier<Self, T> {
        ConcatenatedModifier(first: self, second: modifier)
    }

    /// This modifier with its changes animated: SwiftUI's `ViewModifier.animation(_:)`.
    /// - Parameter animation: The animation; `nil` for none.
    /// - Returns: The modifier.
    public func animation(_ animation: Animation?) -> some ViewModifier {
        AnimatedModifier(base: self, animation: animation)
    }
}
