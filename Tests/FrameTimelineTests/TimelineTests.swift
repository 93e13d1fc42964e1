import AnimationCore
import FrameTimeline
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("Timeline")
struct TimelineTests {
    /// A change that appends its label to a list model.
    static func append(_ label: String, at time: TimeInterval, _ animation: Animation? = nil) -> StateChange<[String]> {
        StateChange(at: time, animation: animation, label: label) { $0.append(label) }
    }

    // MARK: - Edge cases

    @Test("No changes: one state, the initial one, and a natural duration of 0")
    func noChanges() throws {
        let timeline = try Timeline(initial: ["start"])
        #expect(timeline.changes.isEmpty)
        #expect(timeline.states == [["start"]])
        #expect(timeline.naturalDuration == 0)
    }

    @Test("One change at time 0 is allowed")
    func changeAtZero() throws {
        let timeline = try Timeline(initial: [String](), changes: [Self.append("a", at: 0)])
        #expect(timeline.states == [[], ["a"]])
    }

    // MARK: - Order

    @Test("Changes are sorted by time; changes at the same time keep the order they were given in")
    func stableSort() throws {
        let given = [
            Self.append("a", at: 2), Self.append("b", at: 1), Self.append("c", at: 2),
            Self.append("d", at: 0), Self.append("e", at: 1), Self.append("f", at: 2),
        ]
        let timeline = try Timeline(initial: [String](), changes: given)
        #expect(timeline.changes.map(\.label) == ["d", "b", "e", "a", "c", "f"])
        #expect(timeline.changes.map(\.time) == [0, 1, 1, 2, 2, 2])
    }

    @Test("Many changes at one time keep their order", arguments: [2, 17, 64])
    func stableSortManyTies(count: Int) throws {
        let given = (0..<count).map { Self.append("\($0)", at: 1) }
        let timeline = try Timeline(initial: [String](), changes: given)
        #expect(timeline.changes.map(\.label) == (0..<count).map { "\($0)" })
    }

    @Test("states applies the changes in time order, one state per change")
    func states() throws {
        let timeline = try Timeline(initial: ["start"], changes: [Self.append("late", at: 3), Self.append("early", at: 1)])
        #expect(timeline.states == [["start"], ["start", "early"], ["start", "early", "late"]])
    }

    @Test("adding(at:) puts the new change in time order, after changes at the same time")
    func adding() throws {
        let timeline = try Timeline(initial: [String](), changes: [Self.append("a", at: 1), Self.append("b", at: 3)])
            .adding(at: 1, animation: nil) { $0.append("c") }
            .adding(at: 0.5, animation: .linear) { $0.append("d") }
        #expect(timeline.states.last == ["d", "a", "c", "b"])
    }

    // MARK: - Natural duration

    @Test("naturalDuration is when the last animation ends", arguments: [
        NaturalCase(name: "one 2 s animation at 0.5", changes: [(0.5, .easeInOut(duration: 2))], expected: 2.5),
        NaturalCase(name: "the later end wins, not the later start",
                    changes: [(0, .linear(duration: 5)), (1, .linear(duration: 1))], expected: 5),
        NaturalCase(name: "a delay counts", changes: [(1, .easeInOut(duration: 2).delay(0.5))], expected: 3.5),
        NaturalCase(name: "repeats count", changes: [(0, .linear(duration: 1).repeatCount(3))], expected: 3),
        NaturalCase(name: "speed counts", changes: [(0, .linear(duration: 2).speed(4))], expected: 0.5),
        NaturalCase(name: "a change without animation lasts until it happens",
                    changes: [(0, .linear(duration: 1)), (4, nil)], expected: 4),
        NaturalCase(name: "a named curve without a duration lasts 0.35 s", changes: [(1, .easeInOut)], expected: 1.35),
    ])
    func naturalDuration(_ testCase: NaturalCase) throws {
        let changes = testCase.changes.map { StateChange<Int>(at: $0.0, animation: $0.1) { $0 += 1 } }
        let timeline = try Timeline(initial: 0, changes: changes)
        expectClose(timeline.naturalDuration, testCase.expected, tolerance: 1e-12)
    }

    struct NaturalCase: CustomTestStringConvertible, Sendable {
        let name: String
        let changes: [(TimeInterval, Animation?)]
        let expected: TimeInterval
        var testDescription: String { name }
    }

    @Test("naturalDuration is nil when an animation repeats forever, whatever else there is")
    func repeatForever() throws {
        let timeline = try Timeline(initial: 0, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 += 1 },
            StateChange(at: 2, animation: .linear(duration: 1).repeatForever()) { $0 += 1 },
            StateChange(at: 5, animation: nil) { $0 += 1 },
        ])
        #expect(timeline.naturalDuration == nil)
    }

    // MARK: - Invalid times

    @Test("A change at a negative, NaN or infinite time throws, naming its index as given",
          arguments: [-1.0, -0.001, Double.infinity, -Double.infinity])
    func invalidTime(time: TimeInterval) {
        let changes = [Self.append("ok", at: 5), Self.append("bad", at: time), Self.append("ok too", at: 1)]
        let error = #expect(throws: TimelineError.self) { try Timeline(initial: [String](), changes: changes) }
        #expect(error == .invalidChangeTime(index: 1, time: time))
        #expect(error?.description == "change 1 is at time \(time); times must be finite and not negative")
    }

    @Test("A change at NaN throws")
    func nanTime() throws {
        let error = try #require(#expect(throws: TimelineError.self) {
            try Timeline(initial: [String](), changes: [Self.append("bad", at: .nan)])
        })
        guard case .invalidChangeTime(let index, let time) = error else { return }
        #expect(index == 0)
        #expect(time.isNaN)
        #expect(error.description.hasPrefix("change 0 is at time nan"))
    }

    @Test("adding a change at an invalid time throws, with the index it would have had")
    func addingInvalidTime() throws {
        let timeline = try Timeline(initial: [String](), changes: [Self.append("a", at: 1), Self.append("b", at: 2)])
        #expect(throws: TimelineError.invalidChangeTime(index: 2, time: -3)) {
            try timeline.adding(at: -3, animation: nil) { $0.append("x") }
        }
    }
}
