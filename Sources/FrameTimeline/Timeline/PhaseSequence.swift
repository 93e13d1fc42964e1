import AnimationCore
import Foundation

/// A model stepped through a list of states, each entered with its own animation, once or over
/// and over: SwiftUI's `PhaseAnimator`, on a timeline.
///
/// The sequence starts at ``time`` by moving into the first phase, then moves into each next
/// phase as soon as the animation into the current one has completed (and its hold has passed).
/// After the last phase it starts again from the first, for as many cycles as asked. Like
/// SwiftUI, an animation "completes" when it is *logically* complete: a spring completes when it
/// reports ``AnimationCore/AnimationContext/isLogicallyComplete`` (about its perceptual duration),
/// before its last invisible oscillations; other animations when they finish.
///
/// A phase sequence is a way of writing changes: ``changes(until:)`` turns it into the
/// ``StateChange``s it stands for, which a ``Timeline`` animates like any other.
public struct PhaseSequence<Model> {
    /// When the sequence starts, in seconds.
    public let time: TimeInterval
    /// The phases, in order; at least one.
    public let phases: [Phase<Model>]
    /// How many times the sequence goes through the phases; nil for ever.
    public let cycles: Int?

    /// Creates a phase sequence.
    /// - Parameters:
    ///   - time: When it starts, in seconds from the start of the timeline.
    ///   - phases: The phases, in order.
    ///   - cycles: How many times to go through the phases, 1 or more; nil for ever. One if not
    ///     given.
    public init(at time: TimeInterval, phases: [Phase<Model>], cycles: Int? = 1) {
        self.time = time
        self.phases = phases
        self.cycles = cycles
    }

    /// The changes the sequence stands for, up to a moment.
    ///
    /// - Parameter end: No change is made after this time; needed when the sequence cycles for
    ///   ever, optional otherwise.
    /// - Returns: One change per phase entered, in time order.
    /// - Throws: ``PhaseSequenceError`` when there are no phases, the start or a cycle count is
    ///   invalid, an animation never completes, or the sequence cycles for ever with no end given,
    ///   with no time passing in a cycle, or with a phase too short to move the time on before
    ///   `end` (``PhaseSequenceError/phaseLostInRounding(phase:length:end:spacing:)``).
    public func changes(until end: TimeInterval? = nil) throws(PhaseSequenceError) -> [StateChange<Model>] {
        let steps = try validatedSteps()
        let cycleLength = steps.reduce(0, +)
        guard cycles != nil || (end != nil && cycleLength > 0) else {
            throw cycleLength > 0 ? .endlessWithoutEnd : .endlessWithoutTime
        }
        if let end { try checkStepsMoveTime(steps, until: end) }
        return makeChanges(steps: steps, until: end)
    }

    /// How many changes ``changes(until:)`` would make, worked out without making them, so that a
    /// sequence that would enter billions of phases (a 1 ms hold repeated over a day) can be
    /// refused before any memory is spent on it.
    /// - Parameter end: As for ``changes(until:)``.
    /// - Returns: The count, as a `Double` because it may exceed any `Int`; it can differ from the
    ///   count made by one where a phase starts within a rounding error of `end`.
    /// - Throws: ``PhaseSequenceError`` as ``changes(until:)`` does.
    public func changeCount(until end: TimeInterval? = nil) throws(PhaseSequenceError) -> Double {
        let steps = try validatedSteps()
        let cycleLength = steps.reduce(0, +)
        let all = cycles.map { Double($0) * Double(phases.count) }
        guard let end else {
            guard let all else { throw cycleLength > 0 ? .endlessWithoutEnd : .endlessWithoutTime }
            return all
        }
        guard end >= time else { return 0 }
        guard cycleLength > 0 else {
            guard let all else { throw .endlessWithoutTime }
            return all
        }
        try checkStepsMoveTime(steps, until: end)
        let fullCycles = ((end - time) / cycleLength).rounded(.down)
        var offset = 0.0
        var inLastCycle = 0.0
        for step in steps where time + fullCycles * cycleLength + offset <= end {
            inLastCycle += 1
            offset += step
        }
        let count = fullCycles * Double(phases.count) + inLastCycle
        return all.map { min($0, count) } ?? count
    }

    /// How long the sequence stays on each phase, after checking the phases, the start and the cycles.
    private func validatedSteps() throws(PhaseSequenceError) -> [TimeInterval] {
        guard !phases.isEmpty else { throw .noPhases }
        guard time.isFinite, time >= 0 else { throw .invalidStart(time) }
        if let cycles, cycles < 1 { throw .invalidCycles(cycles) }
        return try phases.enumerated().map { index, phase throws(PhaseSequenceError) in
            try Self.stepLength(of: phase, index: index)
        }
    }

    /// Refuses a sequence that cycles for ever with a phase whose length is lost in rounding
    /// before `end`: at `end`, times are `end.ulp` apart, and adding a shorter step to the time
    /// does not move it (by more than half the step), so the expansion would never reach `end`, or
    /// make more changes than ``changeCount(until:)`` counted. With every step longer than that
    /// spacing, each moves the time by at least half its length. Phases of no length are fine, and
    /// so are sequences with a cycle count, which make a fixed number of changes.
    private func checkStepsMoveTime(_ steps: [TimeInterval], until end: TimeInterval) throws(PhaseSequenceError) {
        guard cycles == nil, end >= time else { return }
        let spacing = end.ulp
        guard let index = steps.firstIndex(where: { $0 > 0 && $0 <= spacing }) else { return }
        throw .phaseLostInRounding(phase: index, length: steps[index], end: end, spacing: spacing)
    }

    /// Lays the phases out in time, cycle after cycle.
    private func makeChanges(steps: [TimeInterval], until end: TimeInterval?) -> [StateChange<Model>] {
        var changes: [StateChange<Model>] = []
        var moment = time
        var cycle = 0
        while cycles.map({ cycle < $0 }) ?? true {
            for (index, phase) in phases.enumerated() {
                if let end, moment > end { return changes }
                changes.append(StateChange(at: moment, animation: phase.animation,
                                           label: phase.label.isEmpty ? "phase \(index)" : phase.label, apply: phase.apply))
                moment += steps[index]
            }
            cycle += 1
        }
        return changes
    }

    /// How long the sequence stays on a phase: until its animation completes, plus its hold.
    private static func stepLength(of phase: Phase<Model>, index: Int) throws(PhaseSequenceError) -> TimeInterval {
        guard let animation = phase.animation else { return phase.hold }
        guard let completion = logicalCompletionTime(of: animation) else { throw .endlessAnimation(phase: index) }
        return completion + phase.hold
    }

    /// The first time an animation is logically complete or finished, to a microsecond.
    /// - Parameter animation: The animation.
    /// - Returns: The time, or nil if the animation never finishes.
    static func logicalCompletionTime(of animation: Animation) -> TimeInterval? {
        guard let duration = animation.duration else { return nil }
        func isComplete(at time: TimeInterval) -> Bool {
            var context = AnimationContext<Double>()
            let covered = animation.animate(value: 1.0, time: time, context: &context)
            return covered == nil || context.isLogicallyComplete
        }
        guard duration > 0, isComplete(at: duration) else { return duration }
        return bisect(from: 0, to: duration, tolerance: 1e-6, isAfter: isComplete).high
    }
}
