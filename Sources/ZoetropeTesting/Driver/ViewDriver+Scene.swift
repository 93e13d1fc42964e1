import Foundation
import SceneCore
import ViewTree

extension ViewDriver {
    /// Adds `interaction` (made by `call`) at the driver's time, checks that the view answers it, and moves the
    /// clock on by `frames`. Nothing changes when it fails.
    func perform(_ interaction: Interaction, lasting frames: Int, call doing: String) throws(ViewDriverError) {
        let (before, start) = (interactions, frame)
        interactions.append(interaction)
        frame += frames
        do {
            _ = try scene(doing: doing)
        } catch {
            (interactions, frame) = (before, start)
            throw ViewDriverError(call: doing, time: Double(start) / Double(framesPerSecond), message: error.message)
        }
    }

    /// Moves the clock to `target`, checking that the view can be shown until then.
    func advance(toFrame target: Int, doing: String) throws(ViewDriverError) {
        let start = frame
        frame = target
        do {
            _ = try scene(doing: doing)
        } catch {
            frame = start
            throw error
        }
    }

    /// The scene of the interactions so far, lasting until now or until the last of them ends,
    /// built again only when they or the time have changed.
    func scene(doing call: String) throws(ViewDriverError) -> Scene {
        if let built, built.interactions == interactions, built.changes == changes.count, built.frame == frame { return built.scene }
        let end = max(interactions.map(\.end).max() ?? 0, changes.last?.time ?? 0)
        let duration = max(time, end)
        do {
            let scene = try build(duration, interactions, changes)
            built = (scene, interactions, changes.count, frame)
            return scene
        } catch {
            throw ViewDriverError(call: call, time: time, message: error.message)
        }
    }

    /// Runs `body` on the scene of now, its errors told as `call`'s.
    func sceneCall<T>(_ call: String, _ body: (Scene) throws(SceneError) -> T) throws(ViewDriverError) -> T {
        let scene = try scene(doing: call)
        do {
            return try body(scene)
        } catch {
            throw ViewDriverError(call: call, time: time, message: error.message)
        }
    }

    /// The views `name` finds now, and the frame of now.
    func found(_ name: String, in call: String) throws(ViewDriverError) -> (views: [Int], sample: SampledFrame) {
        let (found, sample, identifiers) = try sceneCall(call) { scene throws(SceneError) in
            (try scene.views(named: name, atFrame: frame), try scene.sample(frame: frame), try scene.identifiers(atFrame: frame))
        }
        // Views that have left are found while they are still drawn (fading or sliding out).
        let views = found?.views.filter { sample.placements.indices.contains($0) && (found?.leaving == false || Self.isDrawn($0, in: sample)) } ?? []
        guard !views.isEmpty else {
            let known = identifiers.map { "\"\($0)\"" }
            throw ViewDriverError(call: call, time: time, message: "\(ViewDriverError.nothingAnswering) \"\(name)\""
                                    + " (accessibility identifiers now: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
        }
        if found?.match == .text, views.count > 1 {
            throw ViewDriverError(call: call, time: time,
                                  message: "\(views.count) views show \"\(name)\"; give the one you mean an .accessibilityIdentifier")
        }
        return (views, sample)
    }

    /// How many frames `seconds` is at the driver's rate.
    /// - Throws: ``ViewDriverError`` for a time that is negative, zero (unless allowed), not
    ///   finite, or not a whole number of frames.
    func wholeFrames(_ seconds: TimeInterval, in call: String, allowingZero: Bool = false) throws(ViewDriverError) -> Int {
        let frames = seconds * Double(framesPerSecond)
        guard seconds.isFinite, seconds > 0 || (allowingZero && seconds == 0) else {
            throw ViewDriverError(call: call, time: time, message: "\(seconds) s: time only moves forward; give "
                                    + (allowingZero ? "0 or more" : "more than 0") + " seconds")
        }
        let whole = frames.rounded()
        guard abs(frames - whole) < 1e-6, whole <= Double(Int32.max) else {
            throw ViewDriverError(call: call, time: time, message: "\(seconds) s is \(Format.number(frames)) frames at \(framesPerSecond) fps;"
                                    + " the driver's clock moves in whole frames of 1/\(framesPerSecond) s")
        }
        return Int(whole)
    }

    /// Whether view `view` is drawn in `sample`: its opacity, the layout's times its own, is
    /// more than 0.
    static func isDrawn(_ view: Int, in sample: SampledFrame) -> Bool {
        sample.placements[view].opacity * (sample.looks.indices.contains(view) ? sample.looks[view].opacity : 1) > 0
    }

    /// The frame of one placement: its centre and size.
    static func rect(of placement: ViewPlacement) -> CGRect {
        CGRect(x: placement.center.x - placement.size.width / 2, y: placement.center.y - placement.size.height / 2,
               width: placement.size.width, height: placement.size.height)
    }
}

/// One change of a driven view's state, at the driver's time when it was made, its state's type
/// erased so one driver type drives views of any state.
struct StateEdit: Sendable {
    let time: TimeInterval
    let animation: Animation?
    /// The change, a `@Sendable (inout State) -> Void`.
    let apply: any Sendable

    init<State>(time: TimeInterval, animation: Animation?, apply: @escaping @Sendable (inout State) -> Void) {
        self.time = time
        self.animation = animation
        self.apply = apply
    }

    /// The change as a scene's `StateChange` of `State`; `nil` for a change of another state.
    func change<State>(of state: State.Type) -> StateChange<State>? {
        guard let apply = apply as? @Sendable (inout State) -> Void else { return nil }
        return StateChange(at: time, animation: animation, apply: apply)
    }
}
