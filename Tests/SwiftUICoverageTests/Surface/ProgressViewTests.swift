import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// `ProgressView` as a spinner and as a bar, in the initialisers apps write: the bar's fill is the
/// tint across the fraction done, read from the decoded frame.
@Suite("ProgressView")
struct ProgressViewTests {
    /// The pixel at `fraction` of the way along a 200-point bar drawn at x 50…250 on a 300 × 40 canvas.
    static func barPixel(_ image: RasterImage, at fraction: Double) -> RGBA8 {
        image.pixel(x: Int(50 + 200 * fraction), y: 20)
    }

    static let track = RGBA8(red: 229, green: 229, blue: 234)

    @Test("ProgressView(value:total:) fills the tint from the leading edge to value/total of the width, over a systemGray5 track", arguments: [
        (0.25, 1.0), (3.0, 4.0), (5.0, 10.0),
    ])
    func valueTotal(value: Double, total: Double) throws {
        let probe = try ViewProbe(width: 300, height: 40) { ProgressView(value: value, total: total).frame(width: 200) }
        let bar = try #require(probe.frames.first)
        #expect(abs(bar.height - 4) < 1e-9, "the bar is 4 points high")
        #expect(abs(bar.width - 200) < 1e-9, "across the width offered")
        let image = try probe.image()
        let fraction = value / total
        expectPixel(image, x: Int(50 + 200 * fraction) - 4, y: 20, Pixel.blue, "just inside the fill")
        expectPixel(image, x: Int(50 + 200 * fraction) + 4, y: 20, Self.track, "just past it, the track")
    }

    @Test("ProgressView(value:) clamps to 0…1, and a nil value draws the spinner, 20 points square (a scene with a spinner, which turns for ever, needs a duration)")
    func clampedAndNil() throws {
        let full = try ViewProbe(width: 300, height: 40) { ProgressView(value: 1.7).frame(width: 200) }.image()
        expectPixel(full, x: 246, y: 20, Pixel.blue, "over 1 fills it all")
        let empty = try ViewProbe(width: 300, height: 40) { ProgressView(value: -0.5).frame(width: 200) }.image()
        expectPixel(empty, x: 54, y: 20, Self.track, "under 0 fills none")
        let none: Double? = nil
        let spinner = try ViewProbe(width: 300, height: 40, duration: 1) { ProgressView(value: none) }
        #expect(spinner.frames.count == 8, "eight spokes")
        let union = spinner.frames.dropFirst().reduce(spinner.frames[0]) { $0.union($1) }
        #expect(union.width <= 20 && union.height <= 20 && abs(union.midX - 150) < 1e-6)
    }

    @Test("ProgressView() is a spinner whose bright spoke turns: frames an eighth of a second apart differ, a second apart match")
    func spinnerTurns() throws {
        func opacities(frame: Int) throws -> [Double] {
            let probe = try ViewProbe(width: 60, height: 60, frame: frame, duration: 2) { ProgressView() }
            return probe.looks.map { Double($0.fill.alpha) }
        }
        let start = try opacities(frame: 0)
        #expect(Set(start).count == 8, "each spoke is drawn at its own opacity")
        #expect(try opacities(frame: 4) != start)
        #expect(try opacities(frame: 30) == start)
    }

    @Test("ProgressView(_:) with a literal or a string: the spinner with its label under it in the secondary colour")
    func titledSpinner() throws {
        let title = "Loading"
        for probe in [try ViewProbe(width: 300, height: 80, duration: 1) { ProgressView("Loading") },
                      try ViewProbe(width: 300, height: 80, duration: 1) { ProgressView(title) }] {
            let label = try #require(probe.looks.compactMap(\.label).first)
            #expect(label.text == "Loading")
            let secondary = try #require(try ViewProbe(width: 300, height: 80) { Text("Loading").foregroundStyle(.secondary) }.looks.compactMap(\.label).first)
            #expect(label.color == secondary.color, "in the secondary style")
            let text = try #require(probe.frames.last)
            let spokes = probe.frames.dropLast().reduce(probe.frames[0]) { $0.union($1) }
            #expect(text.minY >= spokes.maxY, "the label is under the spinner")
        }
    }

    @Test("ProgressView(_:value:total:) with a literal or a string, and ProgressView(value:total:label:currentValueLabel:): label above the bar, value under it")
    func labelledBar() throws {
        let title = "Download"
        for probe in [try ViewProbe(width: 300, height: 100) { ProgressView("Download", value: 0.5).frame(width: 200) },
                      try ViewProbe(width: 300, height: 100) { ProgressView(title, value: 5, total: 10).frame(width: 200) }] {
            #expect(probe.looks.compactMap(\.label).first?.text == "Download")
            let frames = probe.frames
            try #require(frames.count == 3)
            #expect(frames[1].minY >= frames[0].maxY + 4 - 1e-9, "the bar 4 points under the label")
            #expect(abs(frames[0].minX - 50) < 1e-9, "the label at the leading edge")
        }
        let both = try ViewProbe(width: 300, height: 100) {
            ProgressView(value: 0.3, total: 1) { Text("Copying") } currentValueLabel: { Text("30%") }.frame(width: 200)
        }
        #expect(both.looks.compactMap(\.label).map(\.text) == ["Copying", "30%"])
        let valueLabel = try #require(both.frames.last)
        #expect(valueLabel.minY > both.frames[2].maxY - 1e-9 || valueLabel.minY > both.frames[1].maxY, "the value label under the bar")
        let labelled = try ViewProbe(width: 300, height: 100) { ProgressView(value: 0.3) { Text("Copying") }.frame(width: 200) }
        #expect(labelled.looks.compactMap(\.label).map(\.text) == ["Copying"])
    }

    @Test("ProgressView(label:) is a spinner with a view of your own under it; ProgressView(_:) with a Progress draws its fraction")
    func labelAndProgress() throws {
        let spinner = try ViewProbe(width: 300, height: 80, duration: 1) { ProgressView { Text("Wait") } }
        #expect(spinner.looks.compactMap(\.label).first?.text == "Wait")
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 3
        let image = try ViewProbe(width: 300, height: 40) { ProgressView(progress).frame(width: 200) }.image()
        expectPixel(image, x: 196, y: 20, Pixel.blue, "three quarters filled")
        expectPixel(image, x: 204, y: 20, Self.track, "the last quarter is track")
    }

    @Test("a bar is filled with the tint set around it")
    func tinted() throws {
        let image = try ViewProbe(width: 300, height: 40) { ProgressView(value: 0.5).frame(width: 200).tint(.red) }.image()
        expectPixel(image, x: 100, y: 20, Pixel.red)
    }

    @Test("ProgressView(timerInterval:countsDown:) empties through the interval with the time left under it; the label: forms put a label above")
    func timerInterval() throws {
        let start = Scene.defaultStartDate
        let ten = start...start.addingTimeInterval(10)
        /// Whether the bar is tinted a quarter and three quarters of the way along.
        func tinted(_ probe: ViewProbe) throws -> (quarter: Bool, threeQuarters: Bool) {
            let bar = try #require(probe.frames.filter { $0.height == 4 }.last, "the bar")
            let image = try probe.image()
            let isTint = { (x: CGFloat) in image.pixel(x: Int(bar.minX + x * bar.width), y: Int(bar.midY)).maximumComponentDifference(from: Pixel.blue) <= 2 }
            return (isTint(0.25), isTint(0.75))
        }
        let atStart = try ViewProbe(width: 200, height: 100, frame: 0, duration: 10) { ProgressView(timerInterval: ten).frame(width: 200) }
        let halfway = try ViewProbe(width: 200, height: 100, frame: 150, duration: 10) { ProgressView(timerInterval: ten).frame(width: 200) }
        let filling = try ViewProbe(width: 200, height: 100, frame: 90, duration: 10) { ProgressView(timerInterval: ten, countsDown: false).frame(width: 200) }
        #expect(try tinted(atStart) == (true, true), "full at the start")
        #expect(try tinted(halfway) == (true, false), "half left at 5 s")
        #expect(try tinted(filling) == (true, false), "under half gone at 3 s")
        #expect(halfway.looks.compactMap(\.label).map(\.text) == ["0:05"], "the time left under the bar")
        let labelled = try ViewProbe(width: 200, height: 100, frame: 150, duration: 10) {
            VStack {
                ProgressView(timerInterval: ten, countsDown: true) { Text("Boiling") }
                ProgressView(timerInterval: ten, countsDown: false) { Text("Steeping") } currentValueLabel: { Text("Soon") }
            }
            .frame(width: 200)
        }
        #expect(labelled.looks.compactMap(\.label).map(\.text) == ["Boiling", "0:05", "Steeping", "Soon"])
    }
}
