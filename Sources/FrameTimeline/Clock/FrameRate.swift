import Foundation

/// Frames per second as a ratio of whole numbers, so 24, 60 and NTSC's 24000/1001 are all exact.
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
    /// Frames per `denominator` seconds.
    public let numerator: Int
    /// Seconds per `numerator` frames.
    public let denominator: Int

    /// Creates a rate of `numerator / denominator` frames per second.
    /// - Parameters:
    ///   - numerator: Frames.
    ///   - denominator: Seconds; 1 by default.
    /// - Throws: ``FrameClockError/invalidFrameRate(_:)`` unless both are positive.
    public init(_ numerator: Int, per denominator: Int = 1) throws(FrameClockError) {
        guard numerator > 0, denominator > 0 else {
            throw .invalidFrameRate("\(numerator)/\(denominator)")
        }
        self.numerator = numerator
        self.denominator = denominator
    }

    /// Frames per second as a floating-point number.
    public var framesPerSecond: Double { Double(numerator) / Double(denominator) }

    /// The time of frame `frame`: exactly `frame / fps`, computed with one rounding, never accumulated.
    /// - Parameter frame: The frame number, from 0.
    /// - Returns: The time in seconds.
    public func time(ofFrame frame: Int) -> TimeInterval {
        let (product, overflow) = frame.multipliedReportingOverflow(by: denominator)
        if overflow { return Double(frame) * Double(denominator) / Double(numerator) }
        return Double(product) / Double(numerator)
    }

    /// `24 fps` or `24000/1001 fps`.
    public var description: String {
        denominator == 1 ? "\(numerator) fps" : "\(numerator)/\(denominator) fps"
    }
}
