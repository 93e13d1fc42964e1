import Foundation
import FrameComposition

/// Captures where every view of a layout animation is at every frame of a clock.
///
/// - Parameters:
///   - animation: The layout, its views, canvas, timeline and interpolation mode.
///   - clock: The frames to capture: frame *n* at exactly *n / fps* seconds.
/// - Returns: One trajectory per view, each with one sample per frame of `clock`, and where it
///   comes to rest when the last animation finishes (``Trajectory/settled``), between frames perhaps.
/// - Throws: ``LayoutError`` when the layout returns a size or position no view can have.
/// - Complexity: One layout pass per frame.
public func captureTrajectories<L: Layout>(of animation: LayoutAnimation<L>, clock: FrameClock)
    throws(LayoutError) -> Trajectories {
    var frames: [FrameSample] = []
    frames.reserveCapacity(clock.frameCount)
    // The render's frame loop, serially: a layout animation of any layout type stays on this thread.
    do {
        _ = try FrameLoop.runSerially(frames: Array(clock.frames)) { (frame: Int) throws(LayoutError) in
            try animation.sample(frame: frame, of: clock)
        } deliver: { (_: Int, sample: FrameSample) throws(LayoutError) in
            frames.append(sample)
        }
    } catch {
        throw error.error
    }
    let settled = try animation.naturalDuration.map { time throws(LayoutError) in try animation.sample(at: time) }
    return Trajectories(frames: frames, clock: clock, mode: animation.mode, settled: settled)
}

/// Animates a layout through a list of changes and captures where every view is at every frame.
///
/// ```swift
/// let trajectories = try captureTrajectories(
///     of: WheelLayout(radius: 130, rotation: .zero),
///     views: Array(repeating: ViewNode(sizing: .fixed(width: 70, height: 70)), count: 8),
///     canvas: CGSize(width: 400, height: 400), fps: try FrameRate(24000, per: 1001),
///     changes: [StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.rotation = .degrees(90) }])
/// ```
///
/// - Parameters:
///   - layout: The layout in its initial state.
///   - views: The views it places.
///   - canvas: The canvas size, proposed to the layout, which is centred in it.
///   - fps: The frame rate.
///   - duration: Seconds to capture; by default the timeline's natural duration, when its last
///     animation ends (0 without changes: a single frame).
///   - changes: The changes to the layout, in any order, each with its animation.
///   - mode: What interpolates; `.automatic` interpolates the layout's `animatableData` when it
///     has any and the views' positions otherwise, as SwiftUI does.
/// - Returns: One trajectory per view, each with `⌊duration · fps⌋ + 1` samples.
/// - Throws: ``TimelineError`` for a change at a negative or non-finite time;
///   ``TrajectoryCaptureError/endlessAnimation`` when no `duration` is given and an animation
///   never ends; ``FrameClockError`` for an invalid duration; ``LayoutError`` when the layout
///   returns a size or position no view can have.
/// - Complexity: One layout pass per frame, plus one per change in positions mode.
public func captureTrajectories<L: Layout>(
    of layout: L, views: [ViewNode], canvas: CGSize, fps: FrameRate, duration: TimeInterval? = nil,
    changes: [StateChange<L>] = [], mode: InterpolationMode = .automatic
) throws -> Trajectories {
    let timeline = try Timeline(initial: layout, changes: changes)
    let animation = try LayoutAnimation(timeline: timeline, subviews: views, canvas: canvas, mode: mode)
    let clock = try FrameClock(rate: fps, duration: try resolveDuration(duration, of: animation))
    return try captureTrajectories(of: animation, clock: clock)
}

/// Animates a layout through a list of changes and captures where every view is at every frame,
/// at a whole number of frames per second.
///
/// ```swift
/// let trajectories = try captureTrajectories(
///     of: WheelLayout(radius: 130, rotation: .zero),
///     views: Array(repeating: ViewNode(sizing: .fixed(width: 70, height: 70)), count: 8),
///     canvas: CGSize(width: 400, height: 400), fps: 60,
///     changes: [StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.rotation = .degrees(90) }])
/// ```
///
/// - Parameters:
///   - layout: The layout in its initial state.
///   - views: The views it places.
///   - canvas: The canvas size, proposed to the layout, which is centred in it.
///   - fps: Frames per second.
///   - duration: Seconds to capture; by default the timeline's natural duration, when its last
///     animation ends (0 without changes: a single frame).
///   - changes: The changes to the layout, in any order, each with its animation.
///   - mode: What interpolates; `.automatic` interpolates the layout's `animatableData` when it
///     has any and the views' positions otherwise, as SwiftUI does.
/// - Returns: One trajectory per view, each with `⌊duration · fps⌋ + 1` samples.
/// - Throws: ``FrameClockError`` for a non-positive `fps` or an invalid duration; otherwise what
///   the `FrameRate` variant throws.
/// - Complexity: One layout pass per frame, plus one per change in positions mode.
public func captureTrajectories<L: Layout>(
    of layout: L, views: [ViewNode], canvas: CGSize, fps: Int, duration: TimeInterval? = nil,
    changes: [StateChange<L>] = [], mode: InterpolationMode = .automatic
) throws -> Trajectories {
    try captureTrajectories(of: layout, views: views, canvas: canvas, fps: try FrameRate(fps),
                            duration: duration, changes: changes, mode: mode)
}

/// The duration to capture: the one asked for, or the animation's natural duration.
private func resolveDuration<L: Layout>(_ duration: TimeInterval?, of animation: LayoutAnimation<L>)
    throws(TrajectoryCaptureError) -> TimeInterval {
    if let duration { return duration }
    guard let natural = animation.naturalDuration else { throw .endlessAnimation }
    return natural
}
