import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import SceneCore
import ViewTree

/// Captures where every view of a SwiftUI-style view is at every frame while its state changes,
/// each change with its animation: the headless form of a `ContentView` with `@State` and
/// `withAnimation`.
///
/// ```swift
/// struct Wheel: Sendable { var angle = Angle.zero }
/// let trajectories = try captureTrajectories(
///     canvas: CGSize(width: 400, height: 400), fps: 30, initial: Wheel(),
///     changes: [StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0.angle = .degrees(90) }]
/// ) { state in
///     WheelLayout(radius: 130, rotation: state.angle) {
///         ForEach(0..<8) { _ in RoundedRectangle(cornerRadius: 8).frame(width: 70, height: 70) }
///     }
/// }
/// trajectories.expectFollowsArc(center: CGPoint(x: 200, y: 200), radius: 130, tolerance: 1e-9)
/// ```
///
/// One trajectory per leaf view (shape, text, colour, spacer) in the order the body lists them,
/// with its placement, rotation, scale and opacity at every frame. How states animate is
/// described at `Scene(named:canvas:…initial:changes:content:)`, which this renders through.
/// - Parameters:
///   - canvas: The canvas size, proposed to the view.
///   - fps: Frames per second; 30 by default.
///   - duration: Seconds to capture; by default until the last animation ends.
///   - initial: The state at time zero.
///   - changes: The changes, at their times, with their animations.
///   - keyframes: Keyframe runs that drive properties of the state; none by default.
///   - layoutDirection: The direction content runs in; left to right by default.
///   - textMeasurer: Sizes `Text` (pass `CairoTextMeasurer()` for the metrics renders use); without one, text takes no room.
///   - content: The view for a state.
/// - Returns: The trajectories.
/// - Throws: `SceneError` for a change or keyframe run at a bad time, a body with two views of
///   one identity, an animation that never ends without a `duration`, or a layout that fails at
///   a frame.
public func captureTrajectories<State: Sendable, Content: View & SendableMetatype>(
    canvas: CGSize, fps: Int = 30, duration: TimeInterval? = nil, initial: State, changes: sending [StateChange<State>],
    keyframes: sending [KeyframeRun<State>] = [], layoutDirection: LayoutDirection = .leftToRight, textMeasurer: (any TextMeasuring)? = nil,
    @ViewBuilder content: @escaping @Sendable (State) -> Content
) throws(SceneError) -> Trajectories {
    try captureTrajectories(of: Scene(named: "view", canvas: canvas, fps: fps, duration: duration, initial: initial, changes: changes,
                                      keyframes: keyframes, layoutDirection: layoutDirection, textMeasurer: textMeasurer, content: content))
}

/// Captures where every view of a SwiftUI-style view that animates itself is at every frame: its
/// `@State` changed by its own events (`onAppear`, `onChange`, `.task`, buttons) and by scripted
/// taps, animated by `withAnimation` and `.animation(_:value:)`, as SwiftUI code writes it.
///
/// ```swift
/// let trajectories = try captureTrajectories(canvas: CGSize(width: 400, height: 460), duration: 3,
///                                            interactions: [.tap("Rotate", at: 0.5)]) {
///     ContentView()
/// }
/// trajectories.expectFollowsArc(center: CGPoint(x: 200, y: 200), radius: 130, tolerance: 1e-9)
/// ```
///
/// How events replay and animate is described at `Scene(named:canvas:…interactions:content:)`,
/// which this renders through.
/// - Parameters:
///   - canvas: The canvas size, proposed to the view.
///   - fps: Frames per second; 30 by default.
///   - duration: Seconds to capture; by default until the last event and animation end (needed
///     when something repeats for ever).
///   - interactions: Taps at moments of the scene; none by default.
///   - layoutDirection: The direction content runs in; left to right by default.
///   - textMeasurer: Sizes `Text` (pass `CairoTextMeasurer()` for the metrics renders use); without one, text takes no room.
///   - content: The view.
/// - Returns: The trajectories.
/// - Throws: `SceneError` for a tap no view or several answer, events or animations that never
///   end without a `duration`, or a layout that fails at a frame.
public func captureTrajectories<Content: View & SendableMetatype>(
    canvas: CGSize, fps: Int = 30, duration: TimeInterval? = nil, interactions: [Interaction] = [],
    layoutDirection: LayoutDirection = .leftToRight, textMeasurer: (any TextMeasuring)? = nil,
    @ViewBuilder content: @escaping @Sendable () -> Content
) throws(SceneError) -> Trajectories {
    try captureTrajectories(of: Scene(named: "view", canvas: canvas, fps: fps, duration: duration, interactions: interactions,
                                      layoutDirection: layoutDirection, textMeasurer: textMeasurer, content: content))
}
