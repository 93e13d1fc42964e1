import AnimationCore
import Foundation
import Numerics
import Testing
import ZoetropeTestSupport

/// Runs an animation for one frame with a fresh context, the way a stateless renderer does.
///
/// - Parameters:
///   - animation: The animation.
///   - value: The whole change.
///   - time: Seconds since the animation started.
/// - Returns: The animated value, or nil if the animation has finished.
func sample<V: VectorArithmetic>(_ animation: Animation, value: V, at time: TimeInterval) -> V? {
    var context = AnimationContext<V>()
    return animation.animate(value: value, time: time, context: &context)
}

/// Returns the velocity of an animation at one time, with a fresh context.
///
/// - Parameters:
///   - animation: The animation.
///   - value: The whole change.
///   - time: Seconds since the animation started.
/// - Returns: The velocity, or nil if the animation cannot tell.
func sampleVelocity<V: VectorArithmetic>(_ animation: Animation, value: V, at time: TimeInterval) -> V? {
    animation.velocity(value: value, time: time, context: AnimationContext<V>())
}

/// The times of the frames of a clip: frame n is at n / fps seconds, exactly as the frame clock
/// computes it.
///
/// - Parameters:
///   - seconds: How long the clip is.
///   - fps: Frames per second.
/// - Returns: The times of frames 0 through `seconds × fps`, both ends included.
func frameTimes(seconds: Double, fps: Int) -> [TimeInterval] {
    let lastFrame = Int((seconds * Double(fps)).rounded())
    return (0...lastFrame).map { Double($0) / Double(fps) }
}

/// Expects two animation results to agree: both finished (nil), or both running with values
/// within `tolerance`.
///
/// - Parameters:
///   - actual: The result under test.
///   - reference: The result it should equal, such as the base animation's at a shifted time.
///   - tolerance: The largest absolute difference accepted.
///   - what: What is compared, for the failure message.
///   - sourceLocation: Where the expectation is written; failures point there.
func expectSameResult(
    _ actual: Double?,
    _ reference: Double?,
    tolerance: Double,
    _ what: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    switch (actual, reference) {
    case (nil, nil):
        return
    case let (actual?, reference?):
        expectClose(actual, reference, tolerance: tolerance, what(), sourceLocation: sourceLocation)
    case let (actual, reference):
        Issue.record(
            "\(what()): expected \(reference.map { "\($0)" } ?? "finished"), got \(actual.map { "\($0)" } ?? "finished")",
            sourceLocation: sourceLocation
        )
    }
}
