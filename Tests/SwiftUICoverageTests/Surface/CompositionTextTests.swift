import CairoRasterizer
import Foundation
import Testing
import Zoetrope

/// Texts made of more than characters: images in the run (`Text(Image(…))`, `"\(Image(…))"`)
/// and iOS 18's live texts from a `TimeDataSource` (`Text(.currentDate, format: …)`).
@Suite("Composition: text")
struct CompositionTextTests {
    /// The texts of the labels drawn at `frame`, in order.
    static func labels<Content: View & SendableMetatype>(frame: Int = 0, duration: TimeInterval? = nil,
                                                         @ViewBuilder _ content: @escaping @Sendable () -> Content) throws -> [String] {
        try ViewProbe(width: 400, height: 100, frame: frame, duration: duration, content: content).looks.compactMap { $0.label?.text }
    }

    /// The scene's date at time 0: 2026-01-01 00:00:00 UTC.
    static let start = Scene.defaultStartDate

    @Test("Text(_:) with an Image: an SF Symbol sized to the font, a square of its point size, drawn in the text's colour")
    func imageText() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            Text(Image(systemName: "heart.fill")).font(.largeTitle).foregroundColor(.red)
        }
        let frame = try #require(probe.frames.first)
        expectFrame(frame, CGRect(x: 83, y: 33, width: 34, height: 34), tolerance: 0.5, "34 points square, the size of .largeTitle")
        expectPixel(try probe.image(), x: 100, y: 50, Pixel.red, "the symbol, drawn in the text's colour")
    }

    @Test("an Image interpolated into a Text literal sits in the run between the words, sized to the font and in the text's colour")
    func imageInterpolation() throws {
        let probe = try ViewProbe(width: 300, height: 100) {
            Text("Tap \(Image(systemName: "star.fill")) to save").foregroundColor(.blue)
        }
        #expect(probe.looks.compactMap { $0.label?.text } == ["Tap ", " to save"])
        #expect(probe.frames.count == 3, "two runs of text and the image")
        let (before, image, after) = (probe.frames[0], probe.frames[1], probe.frames[2])
        expectFrame(image, CGRect(x: before.maxX, y: image.minY, width: 17, height: 17), tolerance: 0.01, "17 points, the body size, right after \"Tap \"")
        #expect(abs(after.minX - image.maxX) < 0.01, "\" to save\" right after the image")
        #expect(image.minY >= before.minY && image.maxY <= before.maxY + 0.01, "the symbol within the line of text")
        #expect(abs(before.minY - after.minY) < 0.01, "both runs on one baseline")
        let row = before.union(after)
        #expect(abs(row.midX - 150) < 0.5, "the text centred as one")
        let pixels = try probe.image()
        expectPixel(pixels, x: Int(image.midX), y: Int(image.midY), Pixel.blue, "the symbol, in the text's colour")
    }

    @Test("Text(_:format:) with TimeDataSource.currentDate writes the scene's date, live: frame 30 is one second later")
    func currentDate() throws {
        let format = Date.FormatStyle.dateTime.hour().minute().second()
        #expect(try Self.labels(frame: 0, duration: 2) { Text(.currentDate, format: format) } == ["12:00:00\u{202F}AM"])
        #expect(try Self.labels(frame: 30, duration: 2) { Text(.currentDate, format: format) } == ["12:00:01\u{202F}AM"])
        #expect(try Self.labels(frame: 30, duration: 2) { Text(.currentDate, format: .dateTime.hour().minute()) } == ["12:00\u{202F}AM"],
                "a style without seconds does not change within the minute")
    }

    @Test("Text(_:format:) with TimeDataSource.durationOffset(to:) counts up from a past date, as a soccer clock does")
    func durationOffset() throws {
        let kickOff = Self.start.addingTimeInterval(-65)
        let clock = Duration.TimeFormatStyle(pattern: .minuteSecond)
        #expect(try Self.labels(frame: 0, duration: 3) { Text(.durationOffset(to: kickOff), format: clock) } == ["1:05"])
        #expect(try Self.labels(frame: 60, duration: 3) { Text(.durationOffset(to: kickOff), format: clock) } == ["1:07"])
    }

    @Test("Text(_:format:) with a TimeDataSource and a style writing an AttributedString shows its characters, live")
    func attributedTimeData() throws {
        let kickOff = Self.start.addingTimeInterval(-65)
        let clock = Duration.TimeFormatStyle(pattern: .minuteSecond).attributed
        #expect(try Self.labels(frame: 0, duration: 3) { Text(.durationOffset(to: kickOff), format: clock) } == ["1:05"])
        #expect(try Self.labels(frame: 60, duration: 3) { Text(.durationOffset(to: kickOff), format: clock) } == ["1:07"])
    }
}
