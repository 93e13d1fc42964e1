import FrameTimeline
import Foundation
import Testing
import ZoetropeTestSupport

@Suite("FrameRate")
struct FrameRateTests {
    // MARK: - Invalid rates

    @Test("A rate that is not positive throws, saying which", arguments: [
        (0, 1, "0/1"), (-24, 1, "-24/1"), (24, 0, "24/0"), (24000, -1001, "24000/-1001"), (0, 0, "0/0"),
    ])
    func invalidRate(numerator: Int, denominator: Int, text: String) {
        let error = #expect(throws: FrameClockError.self) { try FrameRate(numerator, per: denominator) }
        #expect(error == .invalidFrameRate(text))
        #expect(error?.description == "frame rate \(text) is not positive")
    }

    // MARK: - Description and value

    @Test("Whole rates print as `N fps`, fractional ones as `N/D fps`")
    func description() throws {
        #expect(try FrameRate(24).description == "24 fps")
        #expect(try FrameRate(24000, per: 1001).description == "24000/1001 fps")
    }

    @Test("framesPerSecond is the ratio")
    func framesPerSecond() throws {
        #expect(try FrameRate(60).framesPerSecond == 60)
        expectClose(try FrameRate(24000, per: 1001).framesPerSecond, 23.976, tolerance: 1e-3)
    }

    // MARK: - Frame times without accumulation

    @Test("time(ofFrame:) is exactly n / fps for every frame", arguments: [24, 25, 30, 60, 120])
    func exactFrameTimes(fps: Int) throws {
        let rate = try FrameRate(fps)
        for frame in 0...(10 * fps) {
            // `==` on purpose: the time must be the single correctly rounded quotient.
            #expect(rate.time(ofFrame: frame) == Double(frame) / Double(fps), "frame \(frame) at \(fps) fps")
        }
    }

    @Test("time(ofFrame:) at 24000/1001 is exactly n·1001 / 24000")
    func exactNTSCFrameTimes() throws {
        let rate = try FrameRate(24000, per: 1001)
        for frame in 0...2400 {
            #expect(rate.time(ofFrame: frame) == Double(frame * 1001) / 24000, "frame \(frame)")
        }
    }

    @Test("Adding up frame durations drifts from n / fps, which is why the clock never does it",
          arguments: [24, 30, 60])
    func naiveAccumulationDrifts(fps: Int) throws {
        let rate = try FrameRate(fps)
        var accumulated = 0.0
        var differing: [Int] = []
        for frame in 0...(2 * fps) {
            if accumulated != rate.time(ofFrame: frame) { differing.append(frame) }
            accumulated += 1 / Double(fps)
        }
        // The exact comparison in exactFrameTimes would catch an accumulating implementation.
        #expect(!differing.isEmpty, "t += 1/\(fps) matched n/\(fps) at every frame; the exactness test proves nothing")
    }

    @Test("Huge frame numbers do not overflow into nonsense")
    func hugeFrameNumber() throws {
        let rate = try FrameRate(24000, per: 1001)
        let frame = Int.max / 2
        let time = rate.time(ofFrame: frame)
        #expect(time.isFinite)
        #expect(time.isApproximatelyEqual(to: Double(frame) * 1001 / 24000, relativeTolerance: 1e-12))
    }
}
