import Foundation

/// A frame rate, duration or frame range that no clock can have.
public enum FrameClockError: Error, Equatable, CustomStringConvertible {
    /// The frame rate is not positive.
    case invalidFrameRate(String)
    /// The duration is negative, NaN or infinite.
    case invalidDuration(Double)
    /// The duration asks for more frames than a clock will count.
    case tooManyFrames(duration: Double, frameRate: String, limit: Int)
    /// A frame range lies outside the clock's frames.
    case frameRangeOutOfBounds(requested: ClosedRange<Int>, available: ClosedRange<Int>)

    /// A sentence that says what was wrong.
    public var description: String {
        switch self {
        case .invalidFrameRate(let rate):
            "frame rate \(rate) is not positive"
        case .invalidDuration(let duration):
            "duration \(duration) is not a finite, non-negative number of seconds"
        case .tooManyFrames(let duration, let rate, let limit):
            "a duration of \(duration) s at \(rate) is more than \(limit) frames"
        case .frameRangeOutOfBounds(let requested, let available):
            "frames \(requested.lowerBound)-\(requested.upperBound) are outside the scene's frames "
                + "\(available.lowerBound)-\(available.upperBound)"
        }
    }
}
