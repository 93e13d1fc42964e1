import Foundation

/// The frames of an animation: which frames there are and the time of each.
///
/// Frame *n* is at time *n / fps*, computed directly from *n* (never by adding frame durations,
/// which would accumulate rounding error), so any frame can be computed alone and in any order.
///
/// The frames cover `0...duration` **inclusive**: there are `⌊duration · fps⌋ + 1` frames, and the
/// last one is at `duration` exactly when `duration · fps` is a whole number (a 2-second clock at
/// 24 fps has 49 frames, 0 to 48, the last at 2.0 s). A clock of duration 0 has one frame, at 0.
public struct FrameClock: Hashable, Sendable {
    /// The most frames a clock counts: over two days at 60 fps.
    public static let frameLimit = 10_000_000

    /// The frame rate.
    public let rate: FrameRate
    /// The duration in seconds.
    public let duration: TimeInterval
    /// The number of frames.
    public let frameCount: Int

    /// Creates a clock.
    /// - Parameters:
    ///   - rate: The frame rate.
    ///   - duration: The duration in seconds.
    /// - Throws: ``FrameClockError`` for a negative, NaN or infinite duration, or too many frames.
    public init(rate: FrameRate, duration: TimeInterval) throws(FrameClockError) {
        guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
        let exact = duration * Double(rate.numerator) / Double(rate.denominator)
        guard exact < Double(Self.frameLimit) else {
            throw .tooManyFrames(duration: duration, frameRate: rate.description, limit: Self.frameLimit)
        }
        // A duration such as 0.1 s at 30 fps is 2.9999999999999996 frames in binary; it means 3.
        let nearest = exact.rounded()
        let lastFrame = abs(exact - nearest) < 1e-9 ? Int(nearest) : Int(exact.rounded(.down))
        self.rate = rate
        self.duration = duration
        self.frameCount = lastFrame + 1
    }

    /// Creates a clock at a whole number of frames per second.
    /// - Parameters:
    ///   - fps: Frames per second.
    ///   - duration: The duration in seconds.
    /// - Throws: ``FrameClockError`` for a non-positive rate or an invalid duration.
    public init(fps: Int, duration: TimeInterval) throws(FrameClockError) {
        try self.init(rate: FrameRate(fps), duration: duration)
    }

    /// All frame numbers, from 0.
    public var frames: Range<Int> { 0..<frameCount }

    /// The time of frame `frame`, exactly `frame / fps`.
    /// - Parameter frame: The frame number.
    /// - Returns: The time in seconds.
    public func time(ofFrame frame: Int) -> TimeInterval { rate.time(ofFrame: frame) }

    /// Checks that a range of frames exists on this clock.
    /// - Parameter range: The frames asked for.
    /// - Returns: The same range.
    /// - Throws: ``FrameClockError/frameRangeOutOfBounds(requested:available:)`` when it does not.
    public func validate(_ range: ClosedRange<Int>) throws(FrameClockError) -> ClosedRange<Int> {
        guard range.lowerBound >= 0, range.upperBound < frameCount else {
            throw .frameRangeOutOfBounds(requested: range, available: 0...(frameCount - 1))
        }
        return range
    }
}
