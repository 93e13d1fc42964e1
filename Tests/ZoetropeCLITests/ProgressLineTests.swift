import SceneExport
import Testing
@testable import ZoetropeCLI

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
