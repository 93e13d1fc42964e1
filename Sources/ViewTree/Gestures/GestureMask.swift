import AnimationCore
import Foundation
import LayoutCore

/// Which gestures a `.gesture(_:including:)` leaves on: SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Hashable, Sendable {
    /// The options, as bits.
    public let rawValue: UInt8

    /// The options whose bits are `rawValue`.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Neither the gesture nor those of the views inside.
    public static let none = GestureMask([])
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Both: the default.
    public static let all = GestureMask([.gesture, .subviews])
}
