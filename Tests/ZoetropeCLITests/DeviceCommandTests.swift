import CairoRasterizer
import Foundation
import Testing
import ZoetropeTestSupport

/// Scene files on a device's screen (`canvas.device`, `canvas.orientation`), `--device`, and
/// `zoetrope devices`, through the built CLI, read back from the CSV and the PNG.
@Suite("zoetrope: devices")
struct DeviceCommandTests {
    /// A scene of one flexible bar in a stack, which takes all the room the safe area leaves.
    static func scene(canvas: String) -> String {
        """
        {"version": 1, "canvas": \(canvas),
         "layout": {"name": "vstack", "parameters": {"spacing": 0}},
         "views": [{"shape": "rectangle", "fill": "red", "width": 50, "height": 10, "flexible": true}]}
        """
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var canvas: String
        var arguments: [String] = []
        /// The canvas, and the bar's frame: the device's safe rectangle (sources in docs/devices.md).
        var size: (Double, Double)
        var bar: (x: Double, y: Double, width: Double, height: Double)
        var testDescription: String { "\(canvas) \(arguments)" }
    }

    @Test("a device's canvas is its screen; the root layout is given the safe area, upright or on its side, or a --device instead", arguments: [
        // iPhone SE: 375 × 667, a 20-point status bar and nothing else.
        Case(canvas: #"{"device": "iPhone SE (3rd generation)"}"#, size: (375, 667), bar: (187.5, 343.5, 375, 647)),
        // On its side the status bar is hidden: no insets at all.
        Case(canvas: #"{"device": "iPhone 8", "orientation": "landscape"}"#, size: (667, 375), bar: (333.5, 187.5, 667, 375)),
        // iPhone 14 Pro (an iPhone 16's screen): safeAreaLayoutGuide {{0, 59}, {393, 759}} (flutter/flutter#120682).
        Case(canvas: #"{"device": "iphone 14  pro"}"#, size: (393, 852), bar: (196.5, 59 + 759 / 2, 393, 759)),
        // On its side: 59 each side, 21 below.
        Case(canvas: #"{"device": "iPhone 16", "orientation": "landscape", "padding": 10}"#, size: (852, 393),
             bar: (426, (393 - 21) / 2, 852 - 118 - 20, 393 - 21 - 20)),
        // --device replaces the file's size; an iPad keeps its 24-point status bar and 20-point home indicator.
        Case(canvas: #"{"width": 300, "height": 200}"#, arguments: ["--device", "iPad Pro 11-inch (M4)"], size: (834, 1210),
             bar: (417, 24 + 1166 / 2, 834, 1166)),
    ])
    func deviceCanvas(_ test: Case) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.scene(canvas: test.canvas).write(to: folder.appendingPathComponent("screen.json"), atomically: true, encoding: .utf8)
        let outcome = try runZoetrope(["render", "screen.json", "--out", "out", "--format", "png,csv", "--quiet"] + test.arguments, in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let image = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent("out/frame_000000.png"))
        #expect(Double(image.width) == test.size.0 && Double(image.height) == test.size.1)
        let csv = CSVTable(parsing: try String(contentsOf: folder.appendingPathComponent("out/trajectories.csv"), encoding: .utf8))
        let row = try #require(csv.rows.first)
        let frame = try ["x", "y", "width", "height"].map { name in
            let column = try #require(csv.column(name))
            return try #require(Double(row[column]))
        }
        let expected = [test.bar.x, test.bar.y, test.bar.width, test.bar.height]
        for (found, wanted) in zip(frame, expected) {
            #expect(abs(found - wanted) < 1e-9, "bar \(frame), expected \(expected)")
        }
        // The status bar's strip is the background, the safe area the bar's red.
        let top = Int(test.bar.y - test.bar.height / 2)
        let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
        if top > 1 { #expect(image.pixel(x: image.width / 2, y: top - 1) == white, "above the safe area") }
        #expect(image.pixel(x: image.width / 2, y: top + 1).red > 200 && image.pixel(x: image.width / 2, y: top + 1).green < 80,
                "inside the safe area: \(image.pixel(x: image.width / 2, y: top + 1))")
    }

    @Test("a bad device is located in the file (or names --device), with the nearest name", arguments: [
        (#"{"device": "iPhone 61"}"#, [String](), #"canvas.device: unknown device "iPhone 61" (did you mean "iPhone 11"?); known devices: iPhone 16, "#),
        (#"{"device": "iPhone 16", "width": 300}"#, [], "canvas.width: the device gives the canvas its size: give canvas.device or canvas.width and canvas.height, not both"),
        (#"{"width": 300, "height": 200, "orientation": "landscape"}"#, [], "canvas.orientation: an orientation turns a device: give canvas.device too"),
        (#"{"device": "iPhone 16", "orientation": "sideways"}"#, [], #"canvas.orientation: unknown orientation "sideways"; expected one of portrait, landscape"#),
        (#"{"device": 16}"#, [], "canvas.device: expected a string"),
        (#"{"width": 300, "height": 200}"#, ["--device", "Pixel 9"], #"canvas.device: unknown device "Pixel 9""#),
    ])
    func badDevices(canvas: String, arguments: [String], message: String) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.scene(canvas: canvas).write(to: folder.appendingPathComponent("screen.json"), atomically: true, encoding: .utf8)
        let outcome = try runZoetrope(["render", "screen.json", "--out", "out"] + arguments, in: folder)
        #expect(outcome.status == 65, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("screen.json"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        if let flag = arguments.first { #expect(outcome.standardError.contains("(set by \(flag) \(arguments[1]))"), "\(outcome.standardError)") }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test("zoetrope devices lists every device with its screen and safe areas")
    func devicesCommand() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["devices"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "iPhone 16 (also iPhone 15, iPhone 15 Pro, iPhone 14 Pro): 393×852 @3x, safe area 59 0 34 0, on its side 0 59 21 59")
        #expect(lines.contains("iPhone SE (3rd generation) (also iPhone SE (2nd generation), iPhone 8): 375×667 @2x, safe area 20 0 0 0, on its side 0 0 0 0"))
        #expect(lines.contains("iPad Pro 11-inch (M4): 834×1210 @2x, safe area 24 0 20 0, on its side 24 0 20 0"))
        #expect(lines.count >= 5)
    }
}
