import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneDescription

extension Scene {
    /// A scene of a view: what it looks like, as a still scene, through the same pipeline as
    /// scene files (frames, CSV, snapshots).
    ///
    /// ```swift
    /// let scene = try Scene(named: "wheel", canvas: CGSize(width: 400, height: 400)) {
    ///     WheelLayout(radius: 130, rotation: .zero) {
    ///         ForEach(0..<8) { _ in RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 70, height: 70) }
    ///     }
    /// }
    /// ```
    ///
    /// The view's top-level views are laid out as SwiftUI lays out a body of several: one above
    /// the other, centred in the canvas. `content` is called again for every thread that samples
    /// frames, so it must build the same view every time.
    /// - Parameters:
    ///   - name: The scene's name, for output folders and messages.
    ///   - canvas: The canvas size, proposed to the view.
    ///   - background: The background; white by default.
    ///   - fps: Frames per second; 30 by default.
    ///   - duration: Seconds to show; 0 (one frame) by default.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`; without one, text takes no room.
    ///   - content: The view.
    /// - Throws: `SceneError` when the view cannot be laid out or asks for more than the work budget.
    public init<Content: View>(named name: String, canvas: CGSize, background: RGBAColor = .white, fps: Int = 30,
                               duration: TimeInterval = 0, textMeasurer: (any TextMeasuring)? = nil,
                               @ViewBuilder content: @escaping @Sendable () -> Content) throws(SceneError) {
        try self.init(named: name, canvas: canvas, background: background, fps: fps, duration: duration, initial: true,
                      changes: [], textMeasurer: textMeasurer) { _ in content() }
    }

    /// A scene of a view whose state changes over time, each change with its animation, as
    /// `withAnimation` makes them in an app: the headless form of a `ContentView` with `@State`.
    ///
    /// ```swift
    /// struct Wheel: Sendable { var angle = Angle.zero }
    /// let scene = try Scene(named: "rotate", canvas: CGSize(width: 400, height: 400), initial: Wheel(), changes: [
    ///     StateChange(at: 0.5, animation: .easeInOut(duration: 2)) { $0.angle = .degrees(90) },
    /// ]) { state in
    ///     WheelLayout(radius: 130, rotation: state.angle) {
    ///         ForEach(0..<8) { _ in RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 70, height: 70) }
    ///     }
    /// }
    /// ```
    ///
    /// At every frame the body is the one for the state after every change made by then, and
    /// everything animatable in it shows its value interpolated by the changes' animations:
    /// custom layouts' `animatableData` (however deeply nested), `rotationEffect`, `scaleEffect`,
    /// `opacity`, `offset`, `frame` and `padding`. Views are matched from one state's body to the
    /// next by structural identity (their place in the body, `ForEach` ids), springs carry their
    /// velocity into a change that interrupts them, and animations that overlap add up, as in
    /// SwiftUI. The whole tree is laid out in one pass every frame, so views follow their
    /// layouts' paths (arcs, not chords).
    ///
    /// Every state's body must have the same views, of the same shapes and texts (views that come
    /// and go, and shapes or texts that change with state, are refused with the change that does
    /// it); what they animate is free to change, their colours included, which animate too. `content` is called for every state, again for every thread that
    /// samples frames, so it must build the same view for the same state.
    /// - Parameters:
    ///   - name: The scene's name, for output folders and messages.
    ///   - canvas: The canvas size, proposed to the view.
    ///   - background: The background; white by default.
    ///   - fps: Frames per second; 30 by default.
    ///   - duration: Seconds to show; by default until the last animation ends.
    ///   - initial: The state at time zero.
    ///   - changes: The changes, at their times, with their animations (`nil` to change at once).
    ///   - layoutDirection: The direction content runs in; left to right by default.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`; without one, text takes no room.
    ///   - budget: The most work the scene may ask for; ``WorkBudget/standard`` by default.
    ///   - content: The view for a state.
    /// - Throws: `SceneError` for a change at a time that is negative or not finite, a body whose
    ///   views change with state, an animation that never ends without a `duration`, or a scene
    ///   that asks for more than the work budget.
    public init<State: Sendable, Content: View>(
        named name: String, canvas: CGSize, background: RGBAColor = .white, fps: Int = 30, duration: TimeInterval? = nil,
        initial: State, changes: [StateChange<State>], layoutDirection: LayoutDirection = .leftToRight,
        textMeasurer: (any TextMeasuring)? = nil, budget: WorkBudget = .standard,
        @ViewBuilder content: @escaping @Sendable (State) -> Content
    ) throws(SceneError) {
        let file = Scene.swiftFile(named: name)
        let rate: FrameRate
        let timeline: Timeline<State>
        do {
            rate = try FrameRate(fps)
        } catch {
            throw SceneError(file: file, path: "fps", message: error.description)
        }
        do {
            timeline = try Timeline(initial: initial, changes: changes)
        } catch {
            let index = switch error { case .invalidChangeTime(let index, _), .invalidKeyframeTime(let index, _): index }
            throw SceneError(file: file, path: "changes[\(index)]", message: error.description)
        }
        let states = timeline.states
        let moments = timeline.changes.map { (time: $0.time, animation: $0.animation, label: $0.label) }
        let resolve = { @Sendable () -> [(nodes: [ViewNode], looks: [ViewSpec])] in
            states.map { ResolveContext(textMeasurer: textMeasurer).children(of: content($0)) }
        }
        let resolved = resolve()
        try Self.checkSameViews(resolved, changes: moments, file: file)
        let makeSampler = { @Sendable (bodies: [(nodes: [ViewNode], looks: [ViewSpec])]) in
            ViewStateSampler(trees: bodies.map(\.nodes), looks: bodies.map(\.looks),
                             changes: moments.map { (time: $0.time, animation: $0.animation) },
                             canvas: canvas, layoutDirection: layoutDirection, rate: rate)
        }
        let first = makeSampler(resolved)
        try self.init(named: name, canvas: canvas, background: background, fps: rate, duration: duration,
                      naturalDuration: first.naturalDuration, views: resolved.first?.looks ?? [], layoutDirection: layoutDirection,
                      budget: budget) { makeSampler(resolve()) }
    }

    /// Refuses bodies whose views differ between states: the same views, by identity, looking the same.
    private static func checkSameViews(_ bodies: [(nodes: [ViewNode], looks: [ViewSpec])],
                                       changes: [(time: TimeInterval, animation: Animation?, label: String)], file: String) throws(SceneError) {
        guard let first = bodies.first else { return }
        let firstLeaves = first.nodes.flatMap(\.leafIdentities)
        for (index, body) in bodies.enumerated().dropFirst() {
            let change = changes[index - 1]
            let named = "the change at \(change.time) s\(change.label.isEmpty ? "" : " (\(change.label))")"
            let leaves = body.nodes.flatMap(\.leafIdentities)
            if leaves != firstLeaves {
                throw SceneError(file: file, path: "changes[\(index - 1)]",
                                 message: "\(named) makes the body's views \(leaves.count) where they were \(firstLeaves.count) "
                                    + "(or puts others in their places); views that come and go with state are not animated yet: "
                                    + "keep every view in the body and hide one with .opacity(0)")
            }
            let unfilled = { (look: ViewSpec) -> ViewSpec in
                var look = look
                look.fill = .clear
                return look
            }
            if let view = body.looks.indices.first(where: { unfilled(body.looks[$0]) != unfilled(first.looks[$0]) }) {
                throw SceneError(file: file, path: "changes[\(index - 1)]",
                                 message: "\(named) changes view \(view)'s shape or text; only a view's colour changes with "
                                    + "state yet (and animates): keep its shape and text, and animate what it does instead")
            }
        }
    }
}

extension ViewNode {
    /// The identities of the tree's leaves, depth first.
    var leafIdentities: [ViewIdentity?] {
        switch content {
        case .leaf: [identity]
        case .container(_, let children): children.flatMap(\.leafIdentities)
        }
    }
}
