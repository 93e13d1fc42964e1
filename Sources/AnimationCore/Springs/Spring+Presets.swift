import Foundation

// MARK: - Presets

extension Spring {
    /// A smooth spring with no bounce: duration 0.5, bounce 0.
    public static let smooth = Spring(duration: 0.5, bounce: 0)

    /// A smooth spring with no bounce, tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration; 0.5 if not given.
    ///   - extraBounce: Bounce added to the base bounce of 0.
    /// - Returns: `Spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small amount of bounce that feels snappy: duration 0.5, bounce 0.15.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)

    /// A snappy spring, tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration; 0.5 if not given.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    /// - Returns: `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a noticeable bounce: duration 0.5, bounce 0.3.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A bouncy spring, tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration; 0.5 if not given.
    ///   - extraBounce: Bounce added to the base bounce of 0.3.
    /// - Returns: `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
