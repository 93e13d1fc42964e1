import FrameComposition
import Foundation
import SceneCore
import ViewTree

/// A view on a screen that a test drives as a person would, a step at a time: tap, let time
/// pass, check where a view is in the middle of its animation, drag, check again.
///
/// ```swift
/// let screen = try ViewDriver(canvas: CGSize(width: 400, height: 440), fps: 60,
///                             textMeasurer: CairoTextMeasurer()) { ContentView() }
/// try screen.tap("Rotate")
/// try screen.advance(by: 0.25)
/// let dot = try screen.frame(of: "dot")
/// ```
///
/// The driver keeps a clock that starts at 0 and moves in whole frames, and the interactions made
/// so far, each at the clock's time when it was made. What it shows at its time is exactly what
/// a ``Scene`` of the same view with the same scripted ``Interaction``s shows at that time:
/// `tap("x")` at time *t* is `Interaction.tap("x", at: t)`, and `frame(of:)` at *t* is the view's
/// frame in the scene's frame at *t* (the centre and size of the trajectories' CSV). So a test
/// may drive a view and compare with a render of the scene, frame for frame.
///
/// Views are named as scripted interactions name them: an `.accessibilityIdentifier` on or
/// around them (all the views inside it), the title of a control (a `Button`'s, a text field's
/// placeholder, a `Picker`'s label), or the text a view shows. A name nothing answers, a
/// gesture on a view that does not take it, or a step back in time throws a ``ViewDriverError``
/// naming the call, the name and the time.
///
/// As in a scene, a tap presses a `Button` for ``Interaction/pressDuration`` before its moment:
/// frames just before the tap show the press once the tap is made. Each step builds the scene
/// of the interactions so far again, so a driver is for tests, not for rendering long scenes.
public final class ViewDriver {
    /// The frames a second the clock runs at.
    public let framesPerSecond: Int
    /// The interactions made so far, each at its time.
    public internal(set) var interactions: [Interaction] = []
    /// The clock's frame: the driver's time is exactly `frame / framesPerSecond`.
    public internal(set) var frame = 0
    /// The changes of the view's state made so far, for a driver of a view drawn from a state
    /// (``init(canvas:fps:textMeasurer:initial:content:)``).
    var changes: [StateEdit] = []
    /// The type of that state; `nil` for a view that changes itself.
    let stateType: Any.Type?
    /// Builds the scene of a duration with interactions and changes.
    let build: (TimeInterval?, [Interaction], [StateEdit]) throws(SceneError) -> Scene
    /// The last scene built, with the interactions, the number of changes and the frame it was built for.
    var built: (scene: Scene, interactions: [Interaction], changes: Int, frame: Int)?

    /// The driver's time in seconds of scene time: `frame / framesPerSecond`.
    public var time: TimeInterval { Double(frame) / Double(framesPerSecond) }

    /// A driver of a view on a canvas.
    /// - Parameters:
    ///   - canvas: The canvas size, proposed to the view.
    ///   - safeArea: The canvas's safe-area insets; none by default.
    ///   - fps: The frames a second of the driver's clock; 60 by default, as a display's.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`; without one,
    ///     text takes no room.
    ///   - content: The view.
    /// - Throws: ``ViewDriverError`` when the view cannot be shown (a body with two views of one
    ///   identity, a frame rate out of range).
    public convenience init<Content: View & SendableMetatype>(canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(), fps: Int = 60,
                                                             textMeasurer: (any TextMeasuring)? = nil,
                                                             @ViewBuilder content: @escaping @Sendable () -> Content) throws(ViewDriverError) {
        try self.init(fps: fps, stateType: nil) { (duration, interactions, _) throws(SceneError) in
            try Scene(named: "driver", canvas: canvas, safeArea: safeArea, fps: fps, duration: duration, interactions: interactions,
                      textMeasurer: textMeasurer, content: content)
        }
    }

    /// A driver of a view on a device's screen, as an app shows it
    /// (`Scene(named:device:orientation:colorScheme:…)`).
    /// - Parameters:
    ///   - device: The device, such as ``Device/iPhone16``.
    ///   - orientation: How it is held; upright by default.
    ///   - colorScheme: The appearance; light by default.
    ///   - fps: The frames a second of the driver's clock; 60 by default.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`.
    ///   - content: The view.
    /// - Throws: ``ViewDriverError`` when the view cannot be shown.
    public convenience init<Content: View & SendableMetatype>(device: Device, orientation: InterfaceOrientation = .portrait,
                                                             colorScheme: ColorScheme = .light, fps: Int = 60,
                                                             textMeasurer: (any TextMeasuring)? = nil,
                                                             @ViewBuilder content: @escaping @Sendable () -> Content) throws(ViewDriverError) {
        try self.init(fps: fps, stateType: nil) { (duration, interactions, _) throws(SceneError) in
            try Scene(named: "driver", device: device, orientation: orientation, colorScheme: colorScheme, fps: fps, duration: duration,
                      interactions: interactions, textMeasurer: textMeasurer, content: content)
        }
    }

    /// A driver of a view drawn from a state (`Scene(named:canvas:…initial:changes:content:)`):
    /// the test changes the state with ``change(animation:_:)``, as a scene's `StateChange`s do.
    /// - Parameters:
    ///   - canvas: The canvas size, proposed to the view.
    ///   - fps: The frames a second of the driver's clock; 60 by default.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`.
    ///   - initial: The state at time 0.
    ///   - content: The view of a state.
    /// - Throws: ``ViewDriverError`` when the view cannot be shown.
    public convenience init<State: Sendable, Content: View & SendableMetatype>(canvas: CGSize, fps: Int = 60,
                                                                              textMeasurer: (any TextMeasuring)? = nil, initial: State,
                                                                              @ViewBuilder content: @escaping @Sendable (State) -> Content) throws(ViewDriverError) {
        try self.init(fps: fps, stateType: State.self) { (duration, interactions, edits) throws(SceneError) in
            guard interactions.isEmpty else {
                throw SceneError(file: "view (built in Swift)", path: "interactions",
                                 message: "this driver's view is drawn from its state: change the state with change(animation:_:), it takes no taps or gestures")
            }
            let changes = edits.compactMap { $0.change(of: State.self) }
            return try Scene(named: "driver", canvas: canvas, fps: fps, duration: duration, initial: initial, changes: changes,
                             textMeasurer: textMeasurer, content: content)
        }
    }

    private init(fps: Int, stateType: Any.Type?,
                 build: @escaping (TimeInterval?, [Interaction], [StateEdit]) throws(SceneError) -> Scene) throws(ViewDriverError) {
        self.framesPerSecond = fps
        self.stateType = stateType
        self.build = build
        _ = try scene(doing: "ViewDriver(…)")
    }

    // MARK: Acting

    /// Taps the `Button` titled `name`, or the view with that accessibility identifier, now:
    /// `Interaction.tap(name, at: time)`. The clock does not move.
    /// - Parameter name: The button's title or the view's accessibility identifier.
    /// - Throws: ``ViewDriverError`` when no view, or several, answer the tap now.
    public func tap(_ name: String) throws(ViewDriverError) {
        try perform(.tap(name, at: time), lasting: 0, call: "tap(\"\(name)\")")
    }

    /// Drags the view identified as `name` by `translation`, starting now and lifting `duration`
    /// later, at constant speed: `Interaction.drag(name, by: translation, at: time, duration:)`.
    /// The clock moves on to the lift.
    /// - Parameters:
    ///   - name: The view's accessibility identifier.
    ///   - translation: How far the finger moves.
    ///   - duration: How long it moves, in seconds: a whole number of frames, more than 0.
    /// - Throws: ``ViewDriverError`` when no view with a gesture answers, or the duration is not
    ///   a whole number of frames.
    public func drag(_ name: String, by translation: CGSize, duration: TimeInterval) throws(ViewDriverError) {
        let call = "drag(\"\(name)\", by: \(translation), duration: \(duration))"
        try perform(.drag(name, by: translation, at: time, duration: duration), lasting: try wholeFrames(duration, in: call), call: call)
    }

    /// Drags the view identified as `name` along `path` (offsets from its centre), starting now
    /// and lifting `duration` later: `Interaction.drag(name, along: path, at: time, duration:)`.
    /// The clock moves on to the lift.
    /// - Parameters:
    ///   - name: The view's accessibility identifier.
    ///   - path: The finger's path, as offsets from the view's centre.
    ///   - duration: How long it moves, in seconds: a whole number of frames, more than 0.
    /// - Throws: ``ViewDriverError`` as ``drag(_:by:duration:)`` does.
    public func drag(_ name: String, along path: [CGPoint], duration: TimeInterval) throws(ViewDriverError) {
        let call = "drag(\"\(name)\", along: \(path), duration: \(duration))"
        try perform(.drag(name, along: path, at: time, duration: duration), lasting: try wholeFrames(duration, in: call), call: call)
    }

    /// Scrolls the scroll view identified as `name` (or the one around the view so identified):
    /// the finger moves by `translation` from now for `duration`, as
    /// `Interaction.scroll(name, by: translation, at: time, duration:)`. The clock moves on to the
    /// lift; a fast release keeps the content running after it.
    /// - Parameters:
    ///   - name: The accessibility identifier of the scroll view or of a view in it.
    ///   - translation: How far the finger moves.
    ///   - duration: How long it moves, in seconds: a whole number of frames, more than 0.
    /// - Throws: ``ViewDriverError`` when nothing scrolls there.
    public func scroll(_ name: String, by translation: CGSize, duration: TimeInterval) throws(ViewDriverError) {
        let call = "scroll(\"\(name)\", by: \(translation), duration: \(duration))"
        try perform(.scroll(name, by: translation, at: time, duration: duration), lasting: try wholeFrames(duration, in: call), call: call)
    }

    /// Holds a finger still on the view identified as `name` from now for `duration`:
    /// `Interaction.longPress(name, at: time, duration:)`. The clock moves on to the lift.
    /// - Parameters:
    ///   - name: The view's accessibility identifier.
    ///   - duration: How long, in seconds: a whole number of frames.
    /// - Throws: ``ViewDriverError`` when no view with a gesture answers.
    public func longPress(_ name: String, duration: TimeInterval) throws(ViewDriverError) {
        let call = "longPress(\"\(name)\", duration: \(duration))"
        try perform(.longPress(name, at: time, duration: duration), lasting: try wholeFrames(duration, in: call, allowingZero: true), call: call)
    }

    /// Types `text` into the text field identified as, or showing, `field`: the first character
    /// now, then one every ``Interaction/typingInterval``, as `Interaction.type(text, into: field,
    /// at: time)`. The clock moves on to the last character.
    /// - Parameters:
    ///   - text: What is typed; at least one character.
    ///   - field: The field's accessibility identifier, or the placeholder or text it shows.
    /// - Throws: ``ViewDriverError`` when no text field, or several, answer.
    public func type(_ text: String, into field: String) throws(ViewDriverError) {
        let call = "type(\"\(text)\", into: \"\(field)\")"
        let typing = Interaction.type(text, into: field, at: time)
        try perform(typing, lasting: try wholeFrames(typing.end - time, in: call, allowingZero: true), call: call)
    }

    /// Chooses the option showing `option` in the `Picker` labelled, showing or identified as
    /// `picker`, now: `Interaction.select(option, in: picker, at: time)`. The clock does not move.
    /// - Parameters:
    ///   - option: The text the option shows.
    ///   - picker: The picker's label, shown text or accessibility identifier.
    /// - Throws: ``ViewDriverError`` when no picker, or no option of it, answers.
    public func select(_ option: String, in picker: String) throws(ViewDriverError) {
        try perform(.select(option, in: picker, at: time), lasting: 0, call: "select(\"\(option)\", in: \"\(picker)\")")
    }

    /// Changes the view's state now, in `animation` (none: at once), as a `StateChange` at the
    /// driver's time does, for a driver of a view drawn from a state. The clock does not move.
    /// - Parameters:
    ///   - animation: How the change animates; `nil` for at once.
    ///   - apply: The change.
    /// - Throws: ``ViewDriverError`` for a driver of a view that changes itself, or of a state of
    ///   another type.
    public func change<State>(animation: Animation? = nil, _ apply: @escaping @Sendable (inout State) -> Void) throws(ViewDriverError) {
        let call = "change(animation: \(animation.map { "\($0)" } ?? "nil"))"
        guard let stateType else {
            throw ViewDriverError(call: call, time: time, message: "this driver's view changes itself; drive it with tap, drag, type and the other gestures")
        }
        guard stateType == State.self else {
            throw ViewDriverError(call: call, time: time, message: "the view's state is \(stateType), not \(State.self)")
        }
        let before = changes
        changes.append(StateEdit(time: time, animation: animation, apply: apply))
        do {
            _ = try scene(doing: call)
        } catch {
            changes = before
            throw error
        }
    }

    /// Lets `seconds` of scene time pass.
    /// - Parameter seconds: How long: a whole number of frames, at least 0.
    /// - Throws: ``ViewDriverError`` for a negative time, or one that is not a whole number of
    ///   frames, or when something the view does in that time fails.
    public func advance(by seconds: TimeInterval) throws(ViewDriverError) {
        let doing = "advance(by: \(seconds))"
        let frames = try wholeFrames(seconds, in: doing, allowingZero: true)
        try advance(toFrame: frame + frames, doing: doing)
    }

    /// Lets time pass until every event and animation the view has started has ended: the clock
    /// moves to the first frame at or after the moment the last one ends (a spring settles when
    /// it does, perhaps between frames), or stays where it is if that is earlier.
    /// - Parameter limit: The longest wait, in seconds; 60 by default.
    /// - Throws: ``ViewDriverError`` when the view does not come to rest within `limit` (an
    ///   animation that repeats for ever, a timer that keeps firing).
    public func advanceUntilIdle(limit: TimeInterval = 60) throws(ViewDriverError) {
        let doing = "advanceUntilIdle(limit: \(limit))"
        let natural: Scene
        do {
            natural = try build(nil, interactions, changes)
        } catch {
            throw ViewDriverError(call: doing, time: time, message: "the view does not come to rest: \(error.message)")
        }
        // The first frame at or after the moment everything has ended, which may fall between frames.
        let last = Int((natural.clock.duration * Double(framesPerSecond) - 1e-9).rounded(.up))
        guard Double(last - frame) / Double(framesPerSecond) <= limit + 1e-9 else {
            throw ViewDriverError(call: doing, time: time,
                                  message: "the view comes to rest at \(Format.time(Double(last) / Double(framesPerSecond))) s, more than \(Format.time(limit)) s from now")
        }
        try advance(toFrame: max(frame, last), doing: doing)
    }

    // MARK: Querying

    /// The frame of the views `name` finds now, in canvas coordinates (y down): for one view, the
    /// rectangle of its centre and size in the trajectories' CSV; for several (an identifier on a
    /// container), the smallest rectangle holding all of theirs.
    /// - Parameter name: An accessibility identifier, a control's title, or a text shown.
    /// - Returns: The frame.
    /// - Throws: ``ViewDriverError`` naming `name` and the time when no view answers.
    public func frame(of name: String) throws(ViewDriverError) -> CGRect {
        let (views, sample) = try found(name, in: "frame(of: \"\(name)\")")
        let rects = views.map { Self.rect(of: sample.placements[$0]) }
        return rects.dropFirst().reduce(rects[0]) { $0.union($1) }
    }

    /// How opaque the views `name` finds are drawn now, `0...1`: the layout's opacity times the
    /// view's own, as the trajectories' CSV has it; for several views, the most opaque's.
    /// - Parameter name: An accessibility identifier, a control's title, or a text shown.
    /// - Returns: The opacity.
    /// - Throws: ``ViewDriverError`` naming `name` and the time when no view answers.
    public func opacity(of name: String) throws(ViewDriverError) -> Double {
        let (views, sample) = try found(name, in: "opacity(of: \"\(name)\")")
        return views.map { sample.placements[$0].opacity * (sample.looks.indices.contains($0) ? sample.looks[$0].opacity : 1) }.max() ?? 0
    }

    /// The text the views `name` finds show now, in the order they are drawn, joined by spaces.
    /// - Parameter name: An accessibility identifier or a control's title.
    /// - Returns: The text; empty when they show none.
    /// - Throws: ``ViewDriverError`` naming `name` and the time when no view answers.
    public func text(of name: String) throws(ViewDriverError) -> String {
        let (views, sample) = try found(name, in: "text(of: \"\(name)\")")
        return views.compactMap { sample.looks.indices.contains($0) ? sample.looks[$0].label?.text : nil }.joined(separator: " ")
    }

    /// Whether a view answers `name` now: one in the body (perhaps transparent), or one that has
    /// left and is still drawn as it goes, identified as, titled or showing it.
    /// - Parameter name: An accessibility identifier, a control's title, or a text shown.
    /// - Returns: Whether one does.
    /// - Throws: ``ViewDriverError`` when the scene cannot be built.
    public func exists(_ name: String) throws(ViewDriverError) -> Bool {
        do {
            _ = try found(name, in: "exists(\"\(name)\")")
            return true
        } catch where error.isNothingAnswering {
            return false
        }
    }

    /// Every view's trajectory from time 0 to now, one sample per frame: what
    /// ``captureTrajectories(of:)`` captures of the scene of the interactions so far, up to now.
    /// - Returns: The trajectories.
    /// - Throws: ``ViewDriverError`` when a frame cannot be laid out.
    public func trajectories() throws(ViewDriverError) -> Trajectories {
        try sceneCall("trajectories()") { scene throws(SceneError) in
            let frames = Array(scene.clock.frames.prefix(frame + 1))
            var sampled: [SampledFrame] = []
            try FrameLoop.compose(frames, with: FrameComposer(scene: scene, showSizes: []), drawing: { _ in false }) { composed in
                sampled.append(composed.sample)
            }
            return Trajectories(sampledFrames: sampled, clock: scene.clock, mode: scene.interpolation)
        }
    }

    /// The scene of the interactions so far, lasting until now (or until the last interaction
    /// ends, if later): render it, or compare its CSV with what the driver showed.
    /// - Returns: The scene.
    /// - Throws: ``ViewDriverError`` when it cannot be built.
    public func scene() throws(ViewDriverError) -> Scene {
        try scene(doing: "scene()")
    }

    /// The frame the driver shows now, sampled: where every view is and how it looks.
    /// - Returns: The frame.
    /// - Throws: ``ViewDriverError`` when the frame cannot be laid out.
    public func sampledFrame() throws(ViewDriverError) -> SampledFrame {
        try sceneCall("sampledFrame()") { scene throws(SceneError) in try scene.sample(frame: frame) }
    }
}
