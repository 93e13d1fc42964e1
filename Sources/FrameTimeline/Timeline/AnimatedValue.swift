import AnimationCore
import Foundation

/// The value a model shows at any time while animations run: SwiftUI's additive model, with
/// animations that take running ones over.
///
/// When a change sets a value from `a` to `b` with an animation, the model value jumps to `b` at
/// once and the animation carries the *difference* `b − a`: at time *t* after the change it has
/// covered `animate(b − a, t)` of it, and the value shown is `b − (b − a) + animate(b − a, t)`.
///
/// When a change comes while animations are still running, the new animation is asked, for each
/// running one, whether it takes it over
/// (``AnimationCore/CustomAnimation/shouldMerge(previous:value:time:context:)``):
/// - **It does not** (every timing-curve animation, `.interpolatingSpring`): both run and their
///   remainders add up, so the new change animates from wherever the running ones have got to.
///   Velocities add up too, so an interpolating spring keeps the momentum of the one before.
/// - **It does** (`.spring` and its presets): the running animation stops, and the new one starts
///   with what it had yet to cover added to its own change, and with its velocity as
///   ``AnimationCore/AnimationContext/initialVelocity``. A spring that follows a spring thus
///   carries on from the current value *and* velocity towards the new target.
///
/// Either way there is no jump and no restart from an old start value.
///
/// The runs and their take-overs are worked out once, when the value is created; the value at a
/// time is then computed from them alone, so values at different times are independent of each
/// other and of the order they are asked for in.
public struct AnimatedValue<Value: VectorArithmetic> {
    /// One animation running from one moment.
    fileprivate struct Run {
        /// When it started.
        let start: TimeInterval
        /// The animation.
        let animation: Animation
        /// The change it covers: its own change plus what the runs it took over had left.
        let delta: Value
        /// Its context at the start: the velocity and state inherited from the runs it took over.
        let context: AnimationContext<Value>
        /// When a later run took it over, if one did.
        var takenOverAt: TimeInterval?
        /// Whether it took other runs over.
        let tookOver: Bool
    }

    private let values: [Value]
    private let changeTimes: [TimeInterval]
    private let runs: [Run]
    /// When each run stops counting (taken over or finished); infinity for one that never does.
    private let runEnds: [TimeInterval]
    /// The latest end among the runs of each subtree of the implicit balanced tree over the runs
    /// (the middle index of a range is its root), indexed by the subtree's root: a subtree whose
    /// runs have all ended by a time is skipped whole, so a time touches only the runs active then.
    private let subtreeEnds: [TimeInterval]

    /// The step used for velocities worked out from values, for animations that do not report one.
    static var velocityStep: TimeInterval { 1e-4 }

    /// Creates an animated value from the model value before and after each change.
    /// - Parameters:
    ///   - values: The model value at the start, then after each change: one more than `changes`.
    ///   - changes: When each change happens and its animation, sorted by time.
    /// - Complexity: O(*n*·*r*) animation evaluations for *n* changes of which at most *r* run at
    ///   once, to work out which runs take over which.
    public init(values: [Value], changes: [(time: TimeInterval, animation: Animation?)]) {
        precondition(values.count == changes.count + 1, "one value before the changes and one after each")
        self.values = values
        self.changeTimes = changes.map(\.time)
        var runs: [Run] = []
        var running: [Int] = []
        for (index, change) in changes.enumerated() {
            guard let animation = change.animation else { continue }
            // Changes come in time order and a finished run stays finished, so only runs still
            // running at the previous change can be running now.
            running.removeAll { !runs[$0].isRunning(at: change.time) }
            let run = Self.start(animation, delta: values[index + 1] - values[index], at: change.time, after: &runs,
                                 running: running)
            running.append(runs.count)
            runs.append(run)
        }
        self.runs = runs
        self.runEnds = runs.map { run in run.takenOverAt ?? run.finishTime().map { run.start + $0 } ?? .infinity }
        self.subtreeEnds = Self.makeSubtreeEnds(runEnds)
    }

    /// The latest end in each subtree of the implicit balanced tree over `ends`.
    private static func makeSubtreeEnds(_ ends: [TimeInterval]) -> [TimeInterval] {
        var result = ends
        func build(_ low: Int, _ high: Int) -> TimeInterval {
            guard low < high else { return -.infinity }
            let middle = (low + high) / 2
            let latest = max(ends[middle], build(low, middle), build(middle + 1, high))
            result[middle] = latest
            return latest
        }
        _ = build(0, ends.count)
        return result
    }

    /// Starts a run, letting it take over the running ones that it merges with.
    private static func start(_ animation: Animation, delta: Value, at time: TimeInterval, after runs: inout [Run],
                              running: [Int]) -> Run {
        var carried = delta
        var context = AnimationContext<Value>()
        var velocity = Value.zero
        var tookOver = false
        for index in running where runs[index].isRunning(at: time) {
            var previousContext = runs[index].context
            let elapsed = time - runs[index].start
            guard animation.shouldMerge(previous: runs[index].animation, value: runs[index].delta, time: elapsed,
                                        context: &previousContext) else { continue }
            carried += runs[index].remainder(at: time)
            velocity += runs[index].velocity(at: time)
            context.state = previousContext.state
            runs[index].takenOverAt = time
            tookOver = true
        }
        context.initialVelocity = velocity
        return Run(start: time, animation: animation, delta: carried, context: context, takenOverAt: nil, tookOver: tookOver)
    }

    /// The number of changes made at or before `time`.
    private func changeCount(at time: TimeInterval) -> Int {
        changeTimes.partitioningIndex { $0 > time }
    }

    /// The model value of one state: the value after the first `index` changes (the initial
    /// value for 0); indices past the last state give the last.
    /// - Parameter index: The state, from 0.
    /// - Returns: The model value.
    public func modelValue(ofState index: Int) -> Value {
        values[min(max(index, 0), values.count - 1)]
    }

    /// The model value at `time`: the value after every change made so far, with no animation.
    /// - Parameter time: Seconds from the start.
    /// - Returns: The model value.
    public func modelValue(at time: TimeInterval) -> Value {
        values[changeCount(at: time)]
    }

    /// The value shown at `time`: the model value less what running animations have yet to cover.
    /// - Parameter time: Seconds from the start.
    /// - Returns: The presentation value.
    /// - Complexity: O(*k* log *n*): one animation evaluation for each of the *k* animations
    ///   running at `time`, whatever the number *n* of changes before it.
    public func value(at time: TimeInterval) -> Value {
        var result = values[changeCount(at: time)]
        forEachRun(runningAt: time) { index in
            result -= runs[index].remainder(at: time)
        }
        return result
    }

    /// Calls `body` with the index of every run that counts at `time` (started, not taken over,
    /// not finished), in ascending order, skipping the subtrees of runs that have all ended.
    private func forEachRun(runningAt time: TimeInterval, _ body: (Int) -> Void) {
        func visit(_ low: Int, _ high: Int) {
            guard low < high else { return }
            let middle = (low + high) / 2
            guard subtreeEnds[middle] > time else { return }
            visit(low, middle)
            // Runs are sorted by start: the middle's right subtree starts no earlier than it.
            guard runs[middle].start <= time else { return }
            if runEnds[middle] > time, runs[middle].isActive(at: time) { body(middle) }
            visit(middle + 1, high)
        }
        visit(0, runs.count)
    }

    /// How fast the value shown changes at `time`, in its units per second: the sum of the
    /// running animations' velocities.
    ///
    /// Animations that do not report a velocity have theirs worked out from their values, over
    /// ``velocityStep``. The value's velocity is zero where no animation runs; a change made without
    /// an animation is a jump, which has no velocity.
    /// - Parameter time: Seconds from the start.
    /// - Returns: The velocity.
    public func velocity(at time: TimeInterval) -> Value {
        var result = Value.zero
        forEachRun(runningAt: time) { index in
            result += runs[index].velocity(at: time)
        }
        return result
    }

    /// The moment the last animation finishes, or nil if one never does (it repeats forever);
    /// 0 when there are no changes.
    ///
    /// Changes made without an animation count at their time. A run that another took over ends
    /// when it was taken over; a run that took others over ends when it has covered everything it
    /// carries, which may be later than its animation's ``AnimationCore/Animation/duration`` says.
    public var endTime: TimeInterval? {
        let end = max(changeTimes.max() ?? 0, runEnds.max() ?? 0)
        return end.isFinite ? end : nil
    }
}

extension AnimatedValue.Run {
    /// Whether the run counts at `time`: it has started and no later run has taken it over.
    fileprivate func isActive(at time: TimeInterval) -> Bool {
        guard time >= start else { return false }
        guard let takenOverAt else { return true }
        return time < takenOverAt
    }

    /// Whether the run is active and its animation has not finished at `time`.
    fileprivate func isRunning(at time: TimeInterval) -> Bool {
        isActive(at: time) && covered(at: time) != nil
    }

    /// How much of its change the run has covered at `time`, or nil once it has finished.
    fileprivate func covered(at time: TimeInterval) -> Value? {
        var runContext = context
        return animation.animate(value: delta, time: time - start, context: &runContext)
    }

    /// What the run has yet to cover at `time`; zero once it has finished.
    fileprivate func remainder(at time: TimeInterval) -> Value {
        guard let covered = covered(at: time) else { return .zero }
        return delta - covered
    }

    /// The run's velocity at `time`: the animation's own, or one worked out from its values.
    fileprivate func velocity(at time: TimeInterval) -> Value {
        guard covered(at: time) != nil else { return .zero }
        if let reported = animation.velocity(value: delta, time: time - start, context: context) {
            return reported
        }
        let step = AnimatedValue.velocityStep
        let before = max(time - step, start)
        let after = time + step
        let difference = (covered(at: after) ?? delta) - (covered(at: before) ?? delta)
        return difference.scaled(by: 1 / (after - before))
    }

    /// Seconds from the start until the run finishes, or nil if it never does.
    ///
    /// A run that took nothing over finishes at its animation's duration, when the animation says
    /// so. One that took others over carries a different change and starts moving, and an
    /// animation may misreport its duration, so otherwise it is asked: the first time its
    /// animation returns nil, found by doubling and then bisecting to a microsecond.
    fileprivate func finishTime() -> TimeInterval? {
        guard let duration = animation.duration, duration.isFinite else { return nil }
        if !tookOver, covered(at: start + duration + 1e-9) == nil { return duration }
        var high = max(duration, 1e-3)
        var low = 0.0
        while covered(at: start + high) != nil {
            guard high < 1e6 else { return nil }
            (low, high) = (high, high * 2)
        }
        return bisect(from: low, to: high, tolerance: 1e-6) { covered(at: start + $0) == nil }.high
    }
}
