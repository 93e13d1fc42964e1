import SceneExport
import Testing
@testable import ZoetropeCommandLine

@Suite("Progress line")
struct ProgressLineTests {
    @Test("the line says frames done of the total, the rate, the time elapsed and the time left")
    func describe() {
        let progress = RenderProgress(done: 120, total: 480, elapsed: 2)
        #expect(ProgressLine.describe(progress) == "120/480 frames (25%), 60.0 frames/s, 0:02 elapsed, 0:06 left")
        let done = RenderProgress(done: 480, total: 480, elapsed: 8)
        #expect(ProgressLine.describe(done) == "480/480 frames (100%), 60.0 frames/s, 0:08 elapsed")
        let started = RenderProgress(done: 0, total: 10, elapsed: 0)
        #expect(ProgressLine.describe(started) == "0/10 frames (0%), 0.0 frames/s, 0:00 elapsed")
    }

    @Test("times read as minutes and seconds, with hours past an hour", arguments: [
        (0.0, "0:00"), (59.4, "0:59"), (65, "1:05"), (3599.6, "1:00:00"), (3725, "1:02:05"), (.infinity, "0:00"), (.nan, "0:00"),
    ])
    func clock(seconds: Double, text: String) {
        #expect(ProgressLine.clock(seconds) == text)
    }
}

@Suite("Progress line modes")
struct ProgressLineModeTests {
    /// Feeds a 30-second render's progress, one frame every 10 ms, and collects what is written.
    static func show(_ mode: ProgressLine.Mode) -> [String] {
        var written: [String] = []
        let line = ProgressLine(mode: mode) { written.append($0) }
        for done in 1...3_000 {
            line.update(RenderProgress(done: done, total: 3_000, elapsed: Double(done) / 100))
        }
        line.clear()
        return written
    }

    @Test("not on a terminal: a plain line every 5 seconds, never redrawn, none at the end")
    func plain() {
        let written = Self.show(.plain)
        #expect(written.count == 5, "\(written)")
        #expect(written.allSatisfy { $0.hasPrefix("zoetrope: ") && $0.hasSuffix("\n") && !$0.contains("\r") })
        #expect(written.first == "zoetrope: 500/3000 frames (16%), 100.0 frames/s, 0:05 elapsed, 0:25 left\n")
    }

    @Test("on a terminal: redrawn in place at most ten times a second, shown at the end, then cleared")
    func terminal() {
        let written = Self.show(.terminal)
        #expect(written.count >= 250 && written.count <= 302, "\(written.count) lines: at most ten a second over 30 s, and the last")
        #expect(written.dropLast().allSatisfy { $0.hasPrefix("\r\u{1B}[K") && !$0.hasSuffix("\n") })
        #expect(written.dropLast().last?.contains("3000/3000 frames (100%)") == true)
        #expect(written.last == "\r\u{1B}[K")
    }

    @Test("quiet: nothing")
    func quiet() {
        #expect(Self.show(.quiet).isEmpty)
    }
}
