import AnimationCore
import Numerics
import FrameTimeline
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("PhaseSequence")
struct PhaseSequenceTests {
    /// Three phases setting a number: 0 (jump), 10 over 1 s, 20 over 2 s with a 0.5 s hold.
    static var phases: [Phase<Double>] { [
        Phase(animation: nil) { $0 = 0 },
        Phase(animation: .linear(duration: 1)) { $0 = 10 },
        Phase(animation: .easeInOut(duration: 2), hold: 0.5) { $0 = 20 },
    ] }

    @Test("Each phase starts when the animation into the one before has completed, plus its hold")
    func phaseTimes() throws {
        let changes = try PhaseSequence(at: 1, phases: Self.phases, cycles: 2).changes()
        #expect(changes.map(\.time) == [1, 1, 2, 4.5, 4.5, 5.5])
        var model = -1.0
        let states = changes.map { change in
            change.apply(&model)
            return model
        }
        #expect(states == [0, 10, 20, 0, 10, 20])
        #expect(changes.map { $0.animation == nil } == [true, false, false, true, false, false])
    }

    @Test("A sequence that cycles for ever stops making changes after the end it is given")
    func forever() throws {
        let changes = try PhaseSequence(at: 0, phases: Self.phases, cycles: nil).changes(until: 10)
        #expect(changes.map(\.time).allSatisfy { $0 <= 10 })
        // A cycle lasts 3.5 s: phases at 0, 0, 1, then 3.5, 3.5, 4.5, 7, 7, 8.
        #expect(changes.map(\.time) == [0, 0, 1, 3.5, 3.5, 4.5, 7, 7, 8])
    }

    @Test("A spring phase moves on when the spring is logically complete, before it has settled")
    func logicalCompletion() throws {
        /// Finishes after 2 s and is logically complete after 0.75 s.
        struct SettlesLate: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                if time >= 0.75 { context.isLogicallyComplete = true }
                return time < 2 ? value.scaled(by: min(time / 0.75, 1)) : nil
            }
            var duration: TimeInterval? { 2 }
        }
        let phases: [Phase<Double>] = [
            Phase(animation: Animation(SettlesLate())) { $0 = 1 },
            Phase(animation: nil) { $0 = 2 },
        ]
        let changes = try PhaseSequence(at: 0, phases: phases).changes()
        #expect(changes.count == 2)
        #expect(abs(changes[1].time - 0.75) <= 1e-6, "the second phase starts at \(changes[1].time)")
    }

    @Test("Errors name what is wrong", arguments: [
        (PhaseSequenceError.noPhases, "at least one phase"),
        (.invalidStart(-1), "starts at -1.0 s"),
        (.invalidCycles(0), "runs 0 cycles"),
        (.endlessAnimation(phase: 1), "phase 1 never finishes"),
        (.endlessWithoutEnd, "needs an end time"),
        (.endlessWithoutTime, "no time passes"),
        (.phaseLostInRounding(phase: 1, length: 1e-17, end: 2, spacing: Double(2).ulp), "phases[1] lasts 1e-17 s"),
    ] as [(PhaseSequenceError, String)])
    func errorMessages(error: PhaseSequenceError, fragment: String) {
        #expect(error.description.contains(fragment), "\(error.description)")
    }

    @Test("Bad sequences throw")
    func badSequences() {
        #expect(throws: PhaseSequenceError.noPhases) { try PhaseSequence<Double>(at: 0, phases: []).changes() }
        #expect(throws: PhaseSequenceError.invalidCycles(0)) { try PhaseSequence(at: 0, phases: Self.phases, cycles: 0).changes() }
        #expect(throws: PhaseSequenceError.endlessWithoutEnd) { try PhaseSequence(at: 0, phases: Self.phases, cycles: nil).changes() }
        let still: [Phase<Double>] = [Phase(animation: nil) { $0 = 1 }]
        #expect(throws: PhaseSequenceError.endlessWithoutTime) { try PhaseSequence(at: 0, phases: still, cycles: nil).changes(until: 5) }
        let endless: [Phase<Double>] = [Phase(animation: nil) { $0 = 1 }, Phase(animation: .linear.repeatForever()) { $0 = 2 }]
        #expect(throws: PhaseSequenceError.endlessAnimation(phase: 1)) { try PhaseSequence(at: 0, phases: endless).changes() }
        #expect(throws: PhaseSequenceError.invalidStart(-1)) { try PhaseSequence(at: -1, phases: Self.phases).changes() }
    }

    /// Sequences cycling for ever whose phase `phase` is too short to move the time on at `end`.
    static let lostInRounding: [(start: Double, end: Double, holds: [Double], phase: Int)] = [
        // Starting at the end: the whole cycle (1e-17 s) vanishes against 2 s, and the expansion
        // never moved on (it ran until memory ran out).
        (2, 2, [1e-17], 0),
        // Far from zero, with room for ten thousand cycles by the count, and none by the sum.
        (1000, 1000.0000000001, [1e-14, 1e-14], 0),
        // One phase that moves time and one lost in rounding.
        (0, 86_400, [1, 1e-12], 1),
        // Half the spacing: 2 + ulp(2) / 2 rounds back to 2.
        (0, 2, [Double(2).ulp / 2], 0),
    ]

    @Test("A sequence cycling for ever with a phase lost in rounding at its end is refused, naming the phase",
          arguments: lostInRounding)
    func phaseLostInRounding(_ testCase: (start: Double, end: Double, holds: [Double], phase: Int)) {
        let phases = testCase.holds.enumerated().map { index, hold in Phase<Double>(animation: nil, hold: hold) { $0 = Double(index) } }
        let sequence = PhaseSequence(at: testCase.start, phases: phases, cycles: nil)
        let expected = PhaseSequenceError.phaseLostInRounding(phase: testCase.phase, length: testCase.holds[testCase.phase],
                                                              end: testCase.end, spacing: testCase.end.ulp)
        #expect(throws: expected) { try sequence.changes(until: testCase.end) }
        #expect(throws: expected) { try sequence.changeCount(until: testCase.end) }
    }

    @Test("Phases just longer than the spacing, phases of no length, and tiny phases in a counted cycle still work")
    func shortPhasesThatMoveTime() throws {
        // Steps of 1.5 spacings near 1 + 1e-13: each moves the time on, so the expansion ends, with
        // no more than twice the changes counted.
        let end = 1.0000000000001
        let short = PhaseSequence<Double>(at: 1, phases: [Phase(animation: nil) { $0 = 0 }, Phase(animation: nil, hold: 1.5 * end.ulp) { $0 = 1 }],
                                          cycles: nil)
        let made = try short.changes(until: end)
        let counted = try short.changeCount(until: end)
        #expect(!made.isEmpty && Double(made.count) <= 2 * counted + 2, "made \(made.count), counted \(counted)")
        #expect(made.map(\.time).allSatisfy { $0 <= end })
        // A fixed number of cycles makes a fixed number of changes, however short.
        let counted3 = PhaseSequence<Double>(at: 2, phases: [Phase(animation: nil, hold: 1e-17) { $0 = 1 }], cycles: 3)
        #expect(try counted3.changes(until: 2).count == 3)
    }

    @Test("A phase sequence on a timeline animates each phase from where the last left off", arguments: [24, 60])
    func onATimeline(fps: Int) throws {
        let changes = try PhaseSequence(at: 0, phases: Self.phases, cycles: 1).changes()
        let timeline = try Timeline(initial: 0.0, changes: changes)
        let value = AnimatedValue(values: timeline.states, changes: timeline.changes.map { (time: $0.time, animation: $0.animation) })
        for frame in 0...(4 * fps) {
            let t = Double(frame) / Double(fps)
            let expected: Double
            switch t {
            case ..<1: expected = 10 * t
            case ..<3: expected = 10 + 10 * UnitCurve.easeInOut.value(at: (t - 1) / 2)
            default: expected = 20
            }
            expectClose(value.value(at: t), expected, tolerance: 1e-9, "t = \(t) at \(fps) fps")
        }
    }
}

@Suite("PhaseSequence.changeCount: the changes counted without making them")
struct PhaseSequenceCountTests {
    static let cases: [(cycles: Int?, start: Double, end: Double?)] = [
        (1, 0, nil), (3, 1, nil), (3, 1, 6), (nil, 0, 10), (nil, 0, 7), (nil, 2.5, 100), (5, 0, 0), (nil, 20, 10), (2, 0, 3.5),
    ]

    @Test("the count equals the number of changes made", arguments: cases)
    func countMatches(_ testCase: (cycles: Int?, start: Double, end: Double?)) throws {
        let sequence = PhaseSequence(at: testCase.start, phases: PhaseSequenceTests.phases, cycles: testCase.cycles)
        let made = try sequence.changes(until: testCase.end).count
        #expect(try sequence.changeCount(until: testCase.end) == Double(made))
    }

    @Test("a millisecond hold repeated over a day is counted (86 million), not made")
    func countsWithoutMaking() throws {
        let sequence = PhaseSequence<Double>(at: 0, phases: [Phase(animation: nil, hold: 0.001) { $0 = 1 }], cycles: nil)
        let count = try sequence.changeCount(until: 86_400)
        #expect(count.isApproximatelyEqual(to: 86_400_001, absoluteTolerance: 1))
        let tiny = PhaseSequence<Double>(at: 0, phases: [Phase(animation: nil, hold: 1e-9) { $0 = 1 }, Phase(animation: nil, hold: 1e-9) { $0 = 2 }],
                                         cycles: nil)
        #expect(try tiny.changeCount(until: 86_400) > 1e13)
    }

    @Test("the same errors as changes(until:)")
    func sameErrors() {
        #expect(throws: PhaseSequenceError.endlessWithoutEnd) {
            try PhaseSequence(at: 0, phases: PhaseSequenceTests.phases, cycles: nil).changeCount()
        }
        #expect(throws: PhaseSequenceError.noPhases) { try PhaseSequence<Double>(at: 0, phases: [], cycles: 1).changeCount() }
    }
}
