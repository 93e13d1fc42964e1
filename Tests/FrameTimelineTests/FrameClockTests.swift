import FrameTimeline
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("FrameClock")
struct FrameClockTests {
    // MARK: - Edge cases

    @Test("A zero duration has one frame, at 0", arguments: [1, 24, 60])
    func zeroDuration(fps: Int) throws {
        let clock = try FrameClock(fps: fps, duration: 0)
        #expect(clock.frameCount == 1)
        #expect(clock.frames == 0..<1)
        #expect(clock.time(ofFrame: 0) == 0)
    }

    @Test("A duration shorter than one frame still has frame 0 only")
    func shorterThanAFrame() throws {
        #expect(try FrameClock(fps: 24, duration: 0.04).frameCount == 1)
    }

    // MARK: - Frame counts

    @Test("A 2-second clock has ⌊2·fps⌋ + 1 frames and its last frame is at exactly 2 s",
          arguments: [(24, 49), (30, 61), (60, 121)])
    func twoSecondsAtWholeRates(fps: Int, expectedCount: Int) throws {
        let clock = try FrameClock(fps: fps, duration: 2)
        #expect(clock.frameCount == expectedCount)
        #expect(clock.frameCount == Int((2 * Double(fps)).rounded(.down)) + 1)
        #expect(clock.time(ofFrame: clock.frameCount - 1) == 2)
        #expect(clock.frames == 0..<expectedCount)
    }

    @Test("At 24000/1001 fps a 2-second clock has ⌊47.95⌋ + 1 = 48 frames, the last just before 2 s")
    func twoSecondsAtNTSC() throws {
        let clock = try FrameClock(rate: FrameRate(24000, per: 1001), duration: 2)
        #expect(clock.frameCount == 48)
        let last = clock.time(ofFrame: 47)
        #expect(last == 47.0 * 1001 / 24000)
        #expect(last <= 2)
        #expect(clock.time(ofFrame: 48) > 2, "frame 48 would be past the end")
    }

    @Test("At 24000/1001 fps a duration of a whole number of frames (48 frames = 2.002 s) ends on its last frame")
    func wholeFramesAtNTSC() throws {
        let clock = try FrameClock(rate: FrameRate(24000, per: 1001), duration: 2.002)
        #expect(clock.frameCount == 49)
        #expect(clock.time(ofFrame: 48) == 2.002)
    }

    @Test("Durations that are whole frames in decimal count their last frame despite binary rounding",
          arguments: [(0.1, 30, 4), (0.3, 10, 4), (0.7, 10, 8), (0.29, 100, 30), (1.1, 30, 34), (2.3, 60, 139)])
    func decimalDurations(duration: Double, fps: Int, expectedCount: Int) throws {
        let clock = try FrameClock(fps: fps, duration: duration)
        #expect(clock.frameCount == expectedCount)
        expectClose(clock.time(ofFrame: clock.frameCount - 1), duration, tolerance: 1e-12, "last frame time")
    }

    @Test("A duration between frames rounds down to the last frame inside it", arguments: [
        (0.1, 24, 3), (1.0 / 3.0 + 0.01, 30, 11), (2.5, 1, 3),
    ])
    func partialFrames(duration: Double, fps: Int, expectedCount: Int) throws {
        let clock = try FrameClock(fps: fps, duration: duration)
        #expect(clock.frameCount == expectedCount)
        #expect(clock.time(ofFrame: clock.frameCount - 1) <= duration)
    }

    @Test("Frame times are the rate's exact times", arguments: [24, 60])
    func clockTimesAreRateTimes(fps: Int) throws {
        let clock = try FrameClock(fps: fps, duration: 3)
        for frame in clock.frames {
            #expect(clock.time(ofFrame: frame) == Double(frame) / Double(fps))
        }
    }

    // MARK: - Invalid clocks

    @Test("A duration that is NaN, negative or infinite throws, saying which", arguments: [
        -1.0, -0.0001, Double.infinity, -Double.infinity,
    ])
    func invalidDuration(duration: Double) {
        let error = #expect(throws: FrameClockError.self) { try FrameClock(fps: 24, duration: duration) }
        #expect(error == .invalidDuration(duration))
        #expect(error?.description == "duration \(duration) is not a finite, non-negative number of seconds")
    }

    @Test("A NaN duration throws invalidDuration")
    func nanDuration() throws {
        let error = try #require(#expect(throws: FrameClockError.self) { try FrameClock(fps: 24, duration: .nan) })
        guard case .invalidDuration(let duration) = error else {
            Issue.record("expected invalidDuration, got \(error)")
            return
        }
        #expect(duration.isNaN)
        #expect(error.description == "duration nan is not a finite, non-negative number of seconds")
    }

    @Test("An invalid rate throws from the clock too", arguments: [0, -30])
    func invalidRate(fps: Int) {
        #expect(throws: FrameClockError.invalidFrameRate("\(fps)/1")) { try FrameClock(fps: fps, duration: 1) }
    }

    @Test("More frames than the limit throws, naming duration, rate and limit")
    func tooManyFrames() {
        let error = #expect(throws: FrameClockError.self) { try FrameClock(fps: 60, duration: 1e9) }
        #expect(error == .tooManyFrames(duration: 1e9, frameRate: "60 fps", limit: FrameClock.frameLimit))
        #expect(error?.description == "a duration of 1000000000.0 s at 60 fps is more than 10000000 frames")
    }

    @Test("The frame limit itself is allowed; one frame more is not")
    func frameLimitBoundary() throws {
        // At 1 fps a duration of d seconds has d + 1 frames.
        let atLimit = try FrameClock(fps: 1, duration: Double(FrameClock.frameLimit - 1))
        #expect(atLimit.frameCount == FrameClock.frameLimit)
        #expect(throws: FrameClockError.self) { try FrameClock(fps: 1, duration: Double(FrameClock.frameLimit)) }
    }

    // MARK: - Frame ranges

    @Test("validate accepts ranges inside the clock's frames", arguments: [0...48, 0...0, 48...48, 10...20])
    func validRanges(range: ClosedRange<Int>) throws {
        let clock = try FrameClock(fps: 24, duration: 2)
        #expect(try clock.validate(range) == range)
    }

    @Test("validate refuses ranges outside the clock's frames, naming both", arguments: [0...49, -1...3, 49...60, -5...(-1)])
    func invalidRanges(range: ClosedRange<Int>) throws {
        let clock = try FrameClock(fps: 24, duration: 2)
        let error = #expect(throws: FrameClockError.self) { try clock.validate(range) }
        #expect(error == .frameRangeOutOfBounds(requested: range, available: 0...48))
        #expect(error?.description == "frames \(range.lowerBound)-\(range.upperBound) are outside the scene's frames 0-48")
    }

    @Test("A one-frame clock accepts only frame 0")
    func oneFrameClockRanges() throws {
        let clock = try FrameClock(fps: 30, duration: 0)
        #expect(try clock.validate(0...0) == 0...0)
        #expect(throws: FrameClockError.frameRangeOutOfBounds(requested: 0...1, available: 0...0)) {
            try clock.validate(0...1)
        }
    }
}
