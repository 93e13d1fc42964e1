import Foundation
import Testing
import ViewTree
import ZoetropeTestSupport

/// Timeline schedules' dates against SwiftUI's: the numbers of OpenSwiftUI's
/// `TimelineScheduleTests` (OpenSwiftUIProject/OpenSwiftUI, OpenSwiftUICompatibilityTests), which
/// run the same expectations against Apple's SwiftUI.
@Suite("Timeline schedules, as SwiftUI gives their dates")
struct TimelineScheduleRecordedTests {
    @Test("a periodic schedule's dates start at the period boundary at or before the date asked for", arguments: [
        (0.0, 5.0, 12.0, [10.0, 15, 20]),
        (0.0, 10.0, 25.0, [20.0, 30]),
        (0.0, 5.0, 15.0, [15.0, 20]),
        // Asked from before the schedule's start: from its start (SwiftUI's tests do not say).
        (100.0, 5.0, 12.0, [100.0, 105]),
    ])
    func periodic(start: Double, interval: Double, asked: Double, dates: [Double]) {
        let schedule = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: start), by: interval)
        let entries = Array(schedule.entries(from: Date(timeIntervalSince1970: asked), mode: .normal).prefix(dates.count))
        #expect(entries.count == dates.count)
        for (entry, date) in zip(entries, dates) {
            expectClose(entry.timeIntervalSince1970, date, tolerance: 1e-9)
        }
    }

    @Test("an animation schedule gives every minimum interval, and nothing paused or in low-frequency mode")
    func animation() {
        let start = Date(timeIntervalSince1970: 0)
        let entries = Array(AnimationTimelineSchedule(minimumInterval: 1.5).entries(from: start, mode: .normal).prefix(3))
        #expect(entries.map(\.timeIntervalSince1970) == [0, 1.5, 3])
        #expect(Array(AnimationTimelineSchedule().entries(from: start, mode: .lowFrequency).prefix(2)).isEmpty)
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal).prefix(2)).isEmpty)
    }
}
