import AnimationCore
import Foundation
import LayoutCore
import Observation
import SceneCore
import Synchronization

/// Plays a scene's events on its clock, once, to find every state its views' `@State` goes
/// through and the change (moment and transaction) that leads to each: what makes a view that
/// animates itself a pure function of time.
///
/// The first body's views appear at time 0 (their `onAppear` actions run, their `.task`s start,
/// `onChange(initial: true)` runs); then scripted interactions, completions of `withAnimation`,
/// tasks waking from `Task.sleep` and the handlers those trigger run in time order, one event at
/// a time. After each event that writes `@State`, the body is resolved again: views that
/// appeared run their `onAppear` and start their tasks, views that disappeared run their
/// `onDisappear` and have their tasks cancelled, and `onChange` actions whose values changed
/// run, all at the same moment. The writes of one event make one state per transaction they
/// were made in (a write outside `withAnimation` and one inside make two changes at the moment).
///
/// Replaying is deterministic: the same scene gives the same states on every thread and
/// machine, so each sampler replays for itself.
final class EventReplay {
    /// A state change found by replaying: when, and the transaction it was made in.
    struct Change {
        let time: TimeInterval
        let transaction: Transaction
    }

    /// What replaying found: every state's `@State` values, from the first, and the changes
    /// between them (one fewer).
    struct Outcome {
        let states: [[StateKey: Any]]
        let changes: [Change]
        /// The models the views hold, whose properties the states keep.
        let models: ModelRegistry
    }

    /// Resolves the body with the values in a store at a moment, noting its events.
    typealias Resolve = (StateStore, EventCollector, TimeInterval) -> Void

    private let resolve: Resolve
    private let interactions: [Interaction]
    private let end: TimeInterval?
    private let origin: String
    private let maximumChanges: Int
    /// The scene's frames a second: scripted fingers are sampled at each frame's moment.
    private let framesPerSecond: Double
    /// The canvas's size: scripted fingers stay on it.
    private let canvas: CGSize
    private let store = StateStore()
    private let scheduler = EventScheduler()
    private let executor = ReplayExecutor()
    private var states: [[StateKey: Any]] = []
    private var changes: [Change] = []
    /// The running tasks of the views in the body, each with its id and when it started (tasks
    /// are cancelled in that order, the same in every render).
    private var tasks: [EventCollector.ModifierKey: RunningTask] = [:]
    private var tasksStarted = 0
    private var events = 0
    /// The scripted taps, by index, played as touches on gestures (views that answer no tap
    /// otherwise).
    private var tapTouches: Set<Int> = []
    /// The order of each scripted interaction among the events of its moment: typed characters
    /// take their typing's, so they come before what is scripted after it at the same moment.
    private var interactionOrders: [Int] = []

    /// Prepares a replay.
    /// - Parameters:
    ///   - resolve: Resolves the body with a store's values, noting its events in a collector.
    ///   - interactions: The scripted interactions.
    ///   - end: When the scene ends; `nil` to replay until no event is left.
    ///   - origin: The scene's origin, for messages.
    ///   - maximumChanges: The most state changes replaying may find.
    ///   - framesPerSecond: The scene's frame rate, at which scripted fingers are sampled.
    ///   - canvas: The canvas's size: scripted fingers stay on it.
    init(resolve: @escaping Resolve, interactions: [Interaction], end: TimeInterval?, origin: String, maximumChanges: Int,
         framesPerSecond: Double, canvas: CGSize) {
        self.resolve = resolve
        self.canvas = canvas
        self.framesPerSecond = framesPerSecond
        self.interactions = interactions
        self.end = end
        self.origin = origin
        self.maximumChanges = maximumChanges
    }

    /// Replays every event up to the scene's end.
    /// - Returns: The states and the changes between them.
    /// - Throws: ``SceneCore/SceneError`` for a tap no view, or several, answer, and for events
    ///   that never end (without a duration) or make more changes than the budget allows.
    func run() throws(SceneError) -> Outcome {
        defer { stopTasks() }
        states = [store.snapshot()]
        var current = try collect()
        try checkInteractions()
        if try perform({ self.appear(everything: current) }) { current = try settle(after: current) }
        try checkTasks()
        for (index, interaction) in interactions.enumerated() {
            scheduler.schedule(.press(interaction, index: index), at: max(interaction.time - Interaction.pressDuration, 0))
            interactionOrders.append(scheduler.schedule(.interaction(interaction, index: index), at: interaction.time))
        }
        while let event = scheduler.next(until: end) {
            events += 1
            guard events <= maximumChanges else { throw neverEnding() }
            let body = current
            if try perform({ () throws(SceneError) in try self.handle(event, in: body) }) { current = try settle(after: current) }
            guard changes.count <= maximumChanges else { throw neverEnding() }
            try checkTasks()
        }
        let unfinished = stopTasks()
        try checkTasks()
        if let stuck = unfinished.first { throw stillWaiting(stuck) }
        return Outcome(states: states, changes: changes, models: store.models)
    }

    /// The body resolved with the model values, and what it noted.
    /// - Throws: ``SceneCore/SceneError`` for what a view could not make of what it was given.
    private func collect() throws(SceneError) -> EventCollector {
        let collector = EventCollector()
        // A change of an `@Observable` model the body read is announced, in its transaction.
        let models = ReplayBox(value: store.models)
        withObservationTracking {
            // Work a body hands to the scene's clock (the `DispatchQueue.main.async` write-back
            // idiom) is an event of this moment.
            EventScheduler.$current.withValue(scheduler) { resolve(store, collector, scheduler.now) }
        } onChange: {
            models.value.noteWillChange()
        }
        try collector.checkProblems(origin: origin, at: scheduler.now)
        try checkScheduledProblems()
        return collector
    }

    /// Throws the first thing code run in the replay asked of the scene's clock that cannot be
    /// done (a timer repeating every 0 s), as the scene's error at the moment it was asked.
    private func checkScheduledProblems() throws(SceneError) {
        guard let problem = scheduler.problems.first else { return }
        throw SceneError(file: origin, path: "content", message: "at \(NumberText.describe(scheduler.now)) s: \(problem)")
    }

    /// Runs `body` as the replay runs views' code: with this replay's scheduler, writes to
    /// `@State` recorded, and the tasks it wakes run until they wait again. The writes become
    /// states.
    /// - Returns: Whether a state changed.
    private func perform(_ body: () throws(SceneError) -> Void) throws(SceneError) -> Bool {
        store.startRecording()
        let failure: SceneError? = EventScheduler.$current.withValue(scheduler) { () -> SceneError? in
            do throws(SceneError) {
                try body()
            } catch {
                return error
            }
            executor.drain()
            return nil
        }
        let writes = store.stopRecording()
        if let failure { throw failure }
        try checkScheduledProblems()
        return record(writes)
    }

    /// Handles one event of the queue.
    private func handle(_ event: EventScheduler.Event, in current: EventCollector) throws(SceneError) {
        switch event {
        case .action(let action):
            action()
        case .interaction(let interaction, let index):
            switch interaction.kind {
            case .tap(let name):
                // A tap on gestures alone was played from its press on; its release is scheduled.
                guard !tapTouches.contains(index) else { return }
                let target = try tapTarget(named: name, index: index, at: interaction.time, in: current)
                target.press?(false)
                target.action()
            case .touch(let name, let script):
                try startTouches(named: name, script: script, index: index, at: interaction.time, in: current)
            case .type(let name, let text):
                try startTyping(text, into: name, index: index, at: interaction.time, in: current)
            case .select(let name, let option):
                try ChoiceFinder.option(option, in: name, at: interaction.time, path: "interactions[\(index)]", origin: origin,
                                        in: current).choose()
            }
        case .press(let interaction, let index):
            // A tap no view answers is reported when it is let go of, at its own time.
            switch interaction.kind {
            case .tap(let name):
                let answering = tapCandidates(named: name, in: current)
                if answering.isEmpty, let found = TouchSession.targets(named: name, in: current), found.views == 1, !found.targets.isEmpty {
                    // A tap on a view with gestures but no tap action: a finger held from now until the tap's time.
                    tapTouches.insert(index)
                    let script = Interaction.TouchScript(motion: .hold, duration: interaction.time - scheduler.now)
                    try startTouches(named: name, script: script, index: index, at: scheduler.now, in: current)
                } else if answering.count == 1 {
                    answering[0].press?(true)
                }
            case .touch, .type, .select:
                break
            }
        case .wake(let sleeper):
            sleeper.wake()
        }
    }

    /// The writes of one event as states: one per run of writes made in the same transaction,
    /// when it changes a value.
    /// - Returns: Whether a state changed.
    private func record(_ writes: [(key: StateKey, value: Any, transaction: Transaction)]) -> Bool {
        let before = states.count
        var index = writes.startIndex
        while index < writes.endIndex {
            let transaction = writes[index].transaction
            var next = states[states.count - 1]
            var changed = false
            while index < writes.endIndex, writes[index].transaction.isSame(as: transaction) {
                let write = writes[index]
                let old = next[write.key] ?? store.initialValue(for: write.key)
                if old.map({ !StateStore.same($0, write.value) }) ?? true { changed = true }
                next[write.key] = write.value
                index += 1
            }
            guard changed else { continue }
            states.append(next)
            changes.append(Change(time: scheduler.now, transaction: transaction))
        }
        return states.count > before
    }

    /// After an event that changed state: the body again, and what its new and departed views
    /// and changed values do, scheduled now. Tasks start (or restart, or are cancelled) at once,
    /// and what a task writes before it first waits is a change of this moment too; the body is
    /// then resolved again, until it stops changing.
    private func settle(after current: EventCollector) throws(SceneError) -> EventCollector {
        var current = current
        while true {
            let next = try collect()
            scheduleHandlers(from: current, to: next)
            let changed = try perform { self.updateTasks(for: next) }
            current = next
            guard changed else { return next }
            guard changes.count <= maximumChanges else { throw neverEnding() }
        }
    }

    /// Schedules, now, the `onDisappear` actions of views that left, the `onAppear` actions of
    /// views that came, and the `onChange` actions of values that changed between two bodies.
    private func scheduleHandlers(from current: EventCollector, to next: EventCollector) {
        let before = current.presentIdentities, after = next.presentIdentities
        for handler in current.disappearing where handler.isAbsent(from: after) {
            scheduler.schedule(.action(handler.action), at: scheduler.now)
        }
        for handler in next.appearing where handler.isAbsent(from: before) {
            scheduler.schedule(.action(handler.action), at: scheduler.now)
        }
        let oldObservers = Dictionary(current.observers.map { ($0.key, $0) }) { first, _ in first }
        for observer in next.observers {
            if let old = oldObservers[observer.key] {
                guard !old.value.isEqual(to: observer.value) else { continue }
                scheduler.schedule(.action { observer.action(old.value, observer.value) }, at: scheduler.now)
            } else if observer.initial {
                scheduler.schedule(.action { observer.action(observer.value, observer.value) }, at: scheduler.now)
            }
        }
    }

    /// The first body's views appearing: their `onAppear` actions, `onChange(initial: true)`
    /// actions and tasks, in the order the body has them.
    private func appear(everything current: EventCollector) {
        for handler in current.appearing {
            scheduler.schedule(.action(handler.action), at: 0)
        }
        for observer in current.observers where observer.initial {
            scheduler.schedule(.action { observer.action(observer.value, observer.value) }, at: 0)
        }
        updateTasks(for: current)
    }

    /// Starts the tasks of views now in the body, restarts those whose id changed, and cancels
    /// those of views no longer in it.
    private func updateTasks(for collector: EventCollector) {
        var kept: Set<EventCollector.ModifierKey> = []
        for start in collector.tasks {
            kept.insert(start.key)
            if let running = tasks[start.key] {
                if running.id == start.id { continue }
                running.task.cancel()
            }
            let action = ReplayBox(value: start.action)
            let end = TaskEnd()
            let task = EventScheduler.$current.withValue(scheduler) {
                Task(executorPreference: executor) {
                    await action.value()
                    end.note()
                }
            }
            tasks[start.key] = RunningTask(task: task, id: start.id, order: tasksStarted, view: start.view, started: scheduler.now, end: end)
            tasksStarted += 1
        }
        for (key, running) in startOrder(of: tasks) where !kept.contains(key) {
            running.task.cancel()
            tasks[key] = nil
        }
        executor.drain()
    }

    /// `tasks` in the order they started.
    private func startOrder(of tasks: [EventCollector.ModifierKey: RunningTask]) -> [(key: EventCollector.ModifierKey, value: RunningTask)] {
        tasks.sorted { $0.value.order < $1.value.order }
    }

    /// Cancels every task still running at the scene's end and lets them finish; what they
    /// write then is not seen.
    /// - Returns: The tasks that did not finish: each waits on something the replay does not
    ///   drive, in the order they started.
    @discardableResult
    private func stopTasks() -> [RunningTask] {
        let stopping = startOrder(of: tasks).map(\.value)
        for running in stopping { running.task.cancel() }
        tasks.removeAll()
        store.startRecording()
        EventScheduler.$current.withValue(scheduler) { executor.drain() }
        _ = store.stopRecording()
        return stopping.filter { !$0.end.isNoted }
    }

    /// The error for a task that is still waiting once cancelled at the scene's end: it waits
    /// on something other than the scene's clock and its other tasks.
    private func stillWaiting(_ task: RunningTask) -> SceneError {
        SceneError(file: origin, path: "content",
                   message: "the .task of \(task.view), started at \(NumberText.describe(task.started)) s, is still waiting after"
                    + " it was cancelled at the scene's end, on something the scene does not drive: a task may wait on Task.sleep(for:)"
                    + " or Task.sleep(nanoseconds:) (the scene's clock) and on the scene's other tasks, not on a clock of its own,"
                    + " a continuation nothing resumes, or the main actor")
    }

    /// Plays the fingers of `script` on the gestures of the view identified as `name`, going
    /// down now: the first sample now, the others scheduled at their moments.
    private func startTouches(named name: String, script: Interaction.TouchScript, index: Int, at time: TimeInterval,
                              in current: EventCollector) throws(SceneError) {
        let what = "\(script.verb) \"\(name)\" at \(NumberText.describe(time)) s"
        guard let found = TouchSession.targets(named: name, in: current), found.views > 0 else {
            if script.scrolls, current.identifiers.contains(where: { $0.name == name }) {
                throw SceneError(file: origin, path: "interactions[\(index)]", message: Self.notScrolling(what))
            }
            let names = current.identifiers.map { "\"\($0.name)\"" }
            let missing = script.scrolls ? "no ScrollView, nor a view in one, with .accessibilityIdentifier(\"\(name)\")"
                : "no view with .accessibilityIdentifier(\"\(name)\") that has a gesture"
            throw SceneError(file: origin, path: "interactions[\(index)]",
                             message: "\(what): \(missing) (accessibility identifiers: \(names.isEmpty ? "none" : names.joined(separator: ", ")))")
        }
        guard found.views == 1 else {
            throw SceneError(file: origin, path: "interactions[\(index)]",
                             message: "\(what): \(found.views) views with .accessibilityIdentifier(\"\(name)\") have gestures;"
                                + " give one a distinct identifier")
        }
        let targets = try touchedTargets(of: found.targets, script: script, what: what, index: index)
        guard let innermost = targets.min(by: { $0.inside.count < $1.inside.count }) else { return }
        let samples = TouchSession.samples(of: script, from: time, on: innermost.geometry, startDate: innermost.startDate,
                                           rate: framesPerSecond)
        let screen = CGRect(origin: .zero, size: canvas).insetBy(dx: -1e-6, dy: -1e-6)
        if let outside = samples.first(where: { !screen.contains($0.location) }) {
            throw SceneError(file: origin, path: "interactions[\(index)]",
                             message: "\(what): the finger is at (\(NumberText.describe(outside.location.x, decimals: 3)),"
                                + " \(NumberText.describe(outside.location.y, decimals: 3))) at \(NumberText.describe(outside.time, decimals: 3)) s,"
                                + " outside the \(NumberText.describe(canvas.width)) × \(NumberText.describe(canvas.height)) canvas;"
                                + " a finger stays on the screen")
        }
        let session = TouchSession(targets: targets)
        guard let first = samples.first else { return }
        session.feed(first)
        for sample in samples.dropFirst() {
            scheduler.schedule(.action { session.feed(sample) }, at: sample.time)
        }
    }

    /// The gestures a touch is given: all of `found` for a drag, a press, a pinch or a
    /// rotation; for a scroll, the innermost scroll view's own drag and the gestures around it.
    /// - Throws: `SceneError` at `interactions[index]` for a scroll where no scroll view is.
    private func touchedTargets(of found: [EventCollector.GestureTarget], script: Interaction.TouchScript, what: String,
                                index: Int) throws(SceneError) -> [EventCollector.GestureTarget] {
        guard script.scrolls else { return found }
        guard let scroller = found.filter(\.scrolls).min(by: { $0.inside.count < $1.inside.count }) else {
            throw SceneError(file: origin, path: "interactions[\(index)]", message: Self.notScrolling(what))
        }
        return [scroller] + found.filter { !$0.scrolls && $0.inside.contains(scroller.identity) }
    }

    /// What a scroll of a view that does not scroll says.
    private static func notScrolling(_ what: String) -> String {
        "\(what): the view with that .accessibilityIdentifier does not scroll and is not inside a ScrollView;"
            + " identify the ScrollView, or a view in it"
    }

    /// Focuses the one text field answering `name` now and types `text` into it, a character
    /// every ``Interaction/typingInterval`` from now.
    /// - Throws: `SceneError` at `interactions[index]` when no field, or several, answer.
    private func startTyping(_ text: String, into name: String, index: Int, at time: TimeInterval,
                             in current: EventCollector) throws(SceneError) {
        let what = "type \"\(text)\" into \"\(name)\" at \(NumberText.describe(time)) s"
        let fields = textInputCandidates(named: name, in: current)
        guard fields.count == 1, let field = fields.first else {
            let known = current.textInputs.compactMap(\.titles.first).map { "\"\($0)\"" }
            throw SceneError(file: origin, path: "interactions[\(index)]",
                             message: fields.isEmpty
                                ? "\(what): no text field with .accessibilityIdentifier(\"\(name)\") or showing \"\(name)\""
                                    + " (text fields: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
                                : "\(what): \(fields.count) text fields answer; give one a distinct .accessibilityIdentifier")
        }
        field.focus()
        for (offset, character) in text.enumerated() {
            let insert = field.insert, typed = String(character)
            scheduler.schedule(.action { insert(typed) }, at: Interaction.typingTime(of: offset, from: time), order: interactionOrders.indices.contains(index) ? interactionOrders[index] : nil)
        }
    }

    /// The text fields that answer `name` in the body now: those showing it, and the innermost
    /// one in or around each view identified as `name`.
    private func textInputCandidates(named name: String, in current: EventCollector) -> [EventCollector.TextInputTarget] {
        Self.candidates(current.textInputs, named: name, in: current)
    }

    /// The views that answer a tap on `name` in the body now: the `Button`s titled `name`, and
    /// the tap handler of each view identified as `name` (the innermost one in it or around it).
    private func tapCandidates(named name: String, in current: EventCollector) -> [EventCollector.TapTarget] {
        Self.candidates(current.taps, named: name, in: current)
    }

    /// The targets among `targets` that answer `name`: those showing it, and the innermost one
    /// in or around each view identified as `name`.
    static func candidates<Target: NamedTarget>(_ targets: [Target], named name: String, in current: EventCollector) -> [Target] {
        var found = targets.filter { $0.isTitled(name) }
        for identifier in current.identifiers where identifier.name == name {
            let answering = targets.filter { identifier.inside.contains($0.identity) || $0.inside.contains(identifier.identity) }
            if let innermost = answering.min(by: { $0.inside.count < $1.inside.count }),
               !found.contains(where: { $0.identity == innermost.identity }) {
                found.append(innermost)
            }
        }
        return found
    }

    /// The one view that answers a tap on `name` in the body now: the `Button` titled `name`, or
    /// the tap handler of the view identified as `name` (the innermost one in it or around it).
    private func tapTarget(named name: String, index: Int, at time: TimeInterval,
                           in current: EventCollector) throws(SceneError) -> EventCollector.TapTarget {
        let found = tapCandidates(named: name, in: current)
        let path = "interactions[\(index)]"
        guard found.count == 1, let target = found.first else {
            let titles = current.taps.compactMap(\.title).map { "\"\($0)\"" }
            let names = current.identifiers.map { "\"\($0.name)\"" }
            let known = "buttons then: \(titles.isEmpty ? "none" : titles.joined(separator: ", ")); "
                + "accessibility identifiers: \(names.isEmpty ? "none" : names.joined(separator: ", "))"
            let problem = found.isEmpty
                ? "no Button titled \"\(name)\" and no view with .accessibilityIdentifier(\"\(name)\") that answers a tap"
                : "\(found.count) views answer a tap on \"\(name)\"; give one a distinct title or .accessibilityIdentifier"
            throw SceneError(file: origin, path: path, message: "tap \"\(name)\" at \(time) s: \(problem) (\(known))")
        }
        return target
    }

    /// Refuses interactions at moments outside the scene.
    private func checkInteractions() throws(SceneError) {
        for (index, interaction) in interactions.enumerated() {
            guard interaction.time.isFinite, interaction.time >= 0 else {
                throw SceneError(file: origin, path: "interactions[\(index)]",
                                 message: "\(interaction) is at a time that is negative or not finite")
            }
            if let end, interaction.time > end + 1e-12 {
                throw SceneError(file: origin, path: "interactions[\(index)]",
                                 message: "\(interaction) is after the scene's end at \(end) s; it would never be seen")
            }
            if case .touch(_, let script) = interaction.kind {
                try checkScript(script, of: interaction, index: index)
            }
            if case .type(_, let text) = interaction.kind {
                try checkTyping(text, of: interaction, index: index)
            }
        }
    }

    /// Refuses typing of no text, or whose last character comes after the scene's end.
    private func checkTyping(_ text: String, of interaction: Interaction, index: Int) throws(SceneError) {
        guard !text.isEmpty else {
            throw SceneError(file: origin, path: "interactions[\(index)]", message: "\(interaction) types no text; give it at least one character")
        }
        let last = Interaction.typingTime(of: text.count - 1, from: interaction.time)
        if let end, last > end + 1e-9 {
            throw SceneError(file: origin, path: "interactions[\(index)]",
                             message: "\(interaction): its last character comes at \(NumberText.describe(last)) s (one every"
                                + " \(NumberText.describe(Interaction.typingInterval)) s), after the scene's end at \(NumberText.describe(end)) s")
        }
    }

    /// Refuses a scripted touch whose duration, path, scale or angle cannot be played, or that
    /// lifts after the scene's end.
    private func checkScript(_ script: Interaction.TouchScript, of interaction: Interaction, index: Int) throws(SceneError) {
        let moves: Bool
        var problem: String?
        switch script.motion {
        case .path(let offsets):
            moves = true
            if offsets.isEmpty { problem = "has a path of no points" }
            if offsets.contains(where: { !$0.x.isFinite || !$0.y.isFinite }) { problem = "has a path point that is not finite" }
        case .hold:
            moves = false
        case .pinch(let scale):
            moves = true
            if !scale.isFinite || scale <= 0 { problem = "has a scale of \(scale); a pinch scales by more than 0" }
        case .rotate(let radians):
            moves = true
            if !radians.isFinite { problem = "has an angle that is not finite" }
        }
        if !script.duration.isFinite || script.duration < 0 || (moves && script.duration == 0) {
            problem = "has a duration of \(script.duration) s; it must be finite and \(moves ? "more than 0" : "at least 0")"
        }
        if problem == nil, let end, script.end(from: interaction.time) > end + 1e-12 {
            problem = "lifts at \(NumberText.describe(script.end(from: interaction.time))) s, after the scene's end at \(end) s"
        }
        if let problem {
            throw SceneError(file: origin, path: "interactions[\(index)]", message: "\(interaction) \(problem)")
        }
    }

    /// Refuses a task that keeps running without waiting on scene time: more than
    /// ``ReplayExecutor/jobLimit`` jobs at one moment, or more than
    /// ``EventScheduler/sleepsAfterCancellationLimit`` sleeps once cancelled.
    private func checkTasks() throws(SceneError) {
        guard executor.overran || scheduler.parkedALoopingTask else { return }
        throw SceneError(file: origin, path: "content",
                         message: "a view's .task keeps running by \(scheduler.now) s without waiting on scene time;"
                            + " a loop that goes on once the task is cancelled (`while true { try? await Task.sleep(…) }`) never ends:"
                            + " stop it when the sleep throws, or check Task.isCancelled")
    }

    /// The error for events that keep coming.
    private func neverEnding() -> SceneError {
        let limit = "more than \(maximumChanges) \(events > maximumChanges ? "events" : "state changes")"
        return SceneError(file: origin, path: end == nil ? "duration" : "content",
                          message: "the views' events make \(limit) by \(scheduler.now) s"
                            + (end == nil ? " (an animation's completion, a task or onChange that starts the next for ever): give the scene a duration"
                                          : "; a handler that changes what it watches may be starting itself again"),
                          kind: end == nil ? .needsDuration : .invalid)
    }
}

/// A view's task the replay is running.
private struct RunningTask {
    let task: Task<Void, Never>
    /// The id it was started with (`.task(id:)`), which restarts it when it changes.
    let id: AnyEquatable?
    /// When it started, among the replay's tasks.
    let order: Int
    /// The view, for messages.
    let view: String
    /// When it started, in scene time.
    let started: TimeInterval
    /// Whether its action has returned.
    let end: TaskEnd
}

/// Whether a task's action has returned, noted by the task on whatever thread it ends.
private final class TaskEnd: Sendable {
    private let noted = Atomic(false)

    func note() { noted.store(true, ordering: .releasing) }

    var isNoted: Bool { noted.load(ordering: .acquiring) }
}

extension Transaction {
    /// Whether two transactions animate alike: the same animation, and the same choice about
    /// implicit animations.
    func isSame(as other: Transaction) -> Bool {
        animation == other.animation && disablesAnimations == other.disablesAnimations
    }
}
