import Foundation

/// What a run of keyframes does to a model once it knows where it starts: how long one play
/// lasts, and the values it writes at each moment of it.
///
/// A ``KeyframeRun`` makes one from the model as it is when the run starts, so that keyframes
/// begin from the value shown at that moment.
public struct KeyframeMotion<Model> {
    /// Seconds one play lasts: the longest of its tracks; 0 or more.
    public let duration: TimeInterval
    /// Writes the keyframed values at a time (seconds into one play, in `0...duration`) into a
    /// model, leaving what the keyframes do not drive as it is.
    public let apply: (TimeInterval, inout Model) -> Void

    /// Creates a motion.
    /// - Parameters:
    ///   - duration: Seconds one play lasts. Negative and NaN durations are read as 0.
    ///   - apply: Writes the keyframed values at a time into a model.
    public init(duration: TimeInterval, apply: @escaping (TimeInterval, inout Model) -> Void) {
        self.duration = duration > 0 ? duration : 0
        self.apply = apply
    }
}
