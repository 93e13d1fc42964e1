import AnimationCore
import Foundation
import LayoutCore

/// The kinds of input a gesture recognizes: SwiftUI's `GestureInputKinds`. A scene's scripted
/// interactions are direct touches.
public struct GestureInputKinds: OptionSet, Hashable, Sendable {
    /// The kinds, as bits.
    public let rawValue: UInt

    /// The kinds whose bits are `rawValue`.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Fingers on the screen (what scripted interactions are).
    public static let directTouch = GestureInputKinds(rawValue: 1 << 0)
    /// Fingers on a trackpad or a remote's surface.
    public static let indirectTouch = GestureInputKinds(rawValue: 1 << 1)
    /// A pencil on the screen.
    public static let pencil = GestureInputKinds(rawValue: 1 << 2)
    /// A mouse or trackpad button pressed over the view.
    public static let pointer = GestureInputKinds(rawValue: 1 << 3)
    /// Every kind, present and future.
    public static let all = GestureInputKinds(rawValue: .max)
}
