import CairoRasterizer
import Foundation
import SnapshotTesting
import Testing
import ZoetropeSnapshotTesting
import ZoetropeTestSupport

/// Each strategy must fail when the layout moves a view by one point, and say where: a reference
/// is recorded from the wheel at radius 130, then the wheel at radius 131 (its top view one point
/// higher) is checked against it.
@Suite("Snapshots that fail")
struct SnapshotFailureTests {
    /// Records `reference` with `strategy` in `folder`, then checks `changed` against it.
    /// - Returns: The failure message, or nil when the check passed.
    static func verify<Format>(_ reference: Scene, _ changed: Scene, as strategy: Snapshotting<Scene, Format>,
                               in folder: URL, testName: String = #function) -> String? {
        _ = verifySnapshot(of: reference, as: strategy, named: "reference", record: .all, snapshotDirectory: folder.path,
                           testName: testName)
        return verifySnapshot(of: changed, as: strategy, named: "reference", record: .never, snapshotDirectory: folder.path,
                              testName: testName)
    }

    @Test("a frame one point off fails, counting the pixels, naming the first and worst, with a difference image")
    func frameFails() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try #require(Self.verify(try SwiftWheel.scene(radius: 130), try SwiftWheel.scene(radius: 131),
                                               as: .frame(0), in: folder))
        #expect(message.contains("pixels differ ("), "\(message)")
        #expect(message.contains("at most 0% may); the first at ("), "\(message)")
        let path = try #require(message.range(of: "The difference image is at ").map { message[$0.upperBound...] }?
            .prefix { $0 != "\n" }.dropLast())
        let difference = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: String(path)))
        #expect(difference.width == 360 && difference.height == 360)
        // Every pixel is a light grey (the faded reference) or the strong colour of a difference,
        // and there are differences: a thin change reads at a glance.
        var (marked, shaded) = (0, 0)
        for y in 0..<difference.height {
            for x in 0..<difference.width {
                let pixel = difference.pixel(x: x, y: y)
                if pixel == RGBA8(red: 255, green: 0, blue: 255) {
                    marked += 1
                } else {
                    #expect(pixel.red == pixel.green && pixel.green == pixel.blue && pixel.red >= 191 && pixel.alpha == 255,
                            "(\(x), \(y)): \(pixel)")
                    if pixel.red < 250 { shaded += 1 }
                }
            }
        }
        let count = try #require(message.range(of: " of ").map { message[..<$0.lowerBound].split(separator: " ").last ?? "" })
        let counted = try #require(Int(count.filter(\.isNumber)), "\(message)")
        #expect(marked == counted, "one marked pixel per differing pixel the message counts: \(message)")
        #expect(shaded > 1_000, "the faded reference shows the wheel's tiles under the marks")
        try? FileManager.default.removeItem(atPath: String(path))
    }

    @Test("the same frame passes; so does the moved one when enough pixels may differ")
    func tolerances() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = Self.verify(try SwiftWheel.scene(radius: 130), try SwiftWheel.scene(radius: 130), as: .frame(0), in: folder)
        #expect(same == nil)
        let loose = Self.verify(try SwiftWheel.scene(radius: 130), try SwiftWheel.scene(radius: 131),
                                as: .frame(0, precision: 0.9), in: folder)
        #expect(loose == nil, "a one-point move changes under 10% of the pixels")
    }

    /// A grey disc on a 60-point canvas.
    static func disc(grey: Double, background: RGBAColor = .white) throws -> Scene {
        try Scene(named: "disc", canvas: CGSize(width: 60, height: 60), background: background) {
            Circle().fill(Color(white: grey)).frame(width: 40, height: 40)
        }
    }

    /// Grey 0.5 against 0.51 is about ΔE 0.9 (under the 2 that a `perceptualPrecision` of 0.98
    /// allows); against 0.6 about ΔE 8.
    @Test("perceptualPrecision lets through the colour changes people cannot see, and only those", arguments: [
        (0.51, 0.98, true), (0.51, 1.0, false), (0.6, 0.98, false), (0.6, 0.9, true),
    ])
    func perceptualPrecision(grey: Double, precision: Double, passes: Bool) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = Self.verify(try Self.disc(grey: 0.5), try Self.disc(grey: grey), as: .frame(0, perceptualPrecision: precision),
                                  in: folder)
        #expect((message == nil) == passes, "\(message ?? "passed")")
        if let message, precision < 1 {
            #expect(message.contains("each by more than ΔE \(precision == 0.98 ? "2" : "10")"), "\(message)")
        }
    }

    /// Composited over white, a transparent pixel and a white one are the same colour: only the
    /// alpha term of the difference tells them apart.
    @Test("a transparent background where the reference has white fails at any perceptualPrecision, as does the reverse")
    func perceptualPrecisionSeesAlpha() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (reference, changed) in [(RGBAColor.white, RGBAColor.clear), (.clear, .white)] {
            let message = try #require(Self.verify(try Self.disc(grey: 0.5, background: reference), try Self.disc(grey: 0.5, background: changed),
                                                   as: .frame(0, perceptualPrecision: 0.5), in: folder),
                                       "a \(changed == .clear ? "transparent" : "white") background passed against a \(reference == .clear ? "transparent" : "white") one")
            #expect(message.contains("the largest, ΔE 100"), "\(message)")
        }
    }

    @Test("the trajectories one point off fail with the changed rows, each naming frame, view and label")
    func trajectoriesFail() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try #require(Self.verify(try SwiftWheel.scene(radius: 130), try SwiftWheel.scene(radius: 131),
                                               as: .trajectories, in: folder))
        // The line diff shows the old and the new row of frame 0, view 0 (label "0"): the top view, one point higher.
        #expect(message.contains("−0,0,0,180.0,50.0,60.0,60.0,0,0,130.0,1.0,1.0,0,"), "\(message)")
        #expect(message.contains("+0,0,0,180.0,49.0,60.0,60.0,0,0,131.0,1.0,1.0,0,"), "\(message)")
    }

    @Test("a sheet and a GIF one point off fail; the GIF names the first frame that differs")
    func sheetAndGIFFail() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = try #require(Self.verify(try SwiftWheel.scene(radius: 130), try SwiftWheel.scene(radius: 131),
                                             as: .sheet(), in: folder))
        #expect(sheet.contains("pixels differ"), "\(sheet)")
        let gif = try #require(Self.verify(try SwiftWheel.scene(radius: 55, canvas: 160, tile: 26),
                                           try SwiftWheel.scene(radius: 56, canvas: 160, tile: 26), as: .gif, in: folder))
        #expect(gif.contains("frame 0 of 31: ") && gif.contains("pixels differ"), "\(gif)")
    }

    @Test("a GIF made again matches its reference; record mode comes from swift-snapshot-testing's configuration")
    func gifAndRecordMode() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try SwiftWheel.scene(radius: 55, canvas: 160, tile: 26)
        #expect(Self.verify(scene, scene, as: .gif, in: folder) == nil)
        let recorded = withSnapshotTesting(record: .all) {
            verifySnapshot(of: scene, as: .lastFrame, snapshotDirectory: folder.path)
        }
        #expect(recorded?.contains("Record mode is on") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.contains { $0.hasSuffix(".png") } && files.contains { $0.hasSuffix(".gif") }, "\(files)")
    }

    @Test("a scene that cannot be drawn at a frame records why, naming the scene and the frame")
    func unmakeableSnapshot() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try SwiftWheel.scene(radius: 130)
        withKnownIssue("frame 99 is not one of the scene's") {
            _ = verifySnapshot(of: scene, as: .frame(99), record: .all, snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the frame 99 snapshot could not be made: swift-wheel (built in Swift): frame 99 is outside the scene's frames 0-30") }
        }
    }

    @Test("a Swift scene that gives the wrong number of looks is refused, naming the counts")
    func wrongLooks() {
        #expect {
            try Scene(named: "bad", fps: FrameRate(30), views: [ViewSpec()]) {
                try LayoutAnimation(timeline: Timeline(initial: WheelLayout(radius: 100, rotation: .zero)),
                                    subviews: Array(repeating: ViewNode(sizing: .fixed(width: 10, height: 10)), count: 3),
                                    canvas: CGSize(width: 200, height: 200))
            }
        } throws: { error in
            (error as? SceneError)?.description == "bad (built in Swift): views: gives 1 looks for the 3 views the layout places; give one per view"
        }
    }
}
