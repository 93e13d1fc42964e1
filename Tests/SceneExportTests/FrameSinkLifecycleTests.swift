import Foundation
import FrameComposition
import SceneFiles
import SceneExport
import Testing
import ZoetropeTestSupport

/// Every sink is started, given its own encoder's bytes in frame order, and finished exactly once
/// with the render's outcome; a sink that did not complete leaves no file.
@Suite("FrameSink's lifecycle")
struct FrameSinkLifecycleTests {
    /// What the recording sinks of one render saw, in order.
    final class Log: Sendable {
        let events = Locked<[String]>([])

        func append(_ event: String) { events.withLock { $0.append(event) } }

        var all: [String] { events.withLock { $0 } }

        /// The events of one sink, without the frames.
        func lifecycle(of sink: String) -> [String] {
            all.filter { $0.hasPrefix("\(sink) ") && !$0.hasPrefix("\(sink) frame") }
        }

        /// The frames one sink was given, in order.
        func frames(of sink: String) -> [Int] {
            all.compactMap { $0.hasPrefix("\(sink) frame ") ? Int($0.dropFirst("\(sink) frame ".count)) : nil }
        }
    }

    /// Tags each frame with its sink's name, so a writer can tell whose bytes it was given.
    final class TaggingEncoder: FrameEncoding {
        let tag: String

        init(tag: String) { self.tag = tag }

        func encode(_ frame: ComposedFrame) throws(RenderError) -> [UInt8] { Array("\(tag):\(frame.frame)\n".utf8) }
    }

    /// Writes what it is given to its file, and logs every call.
    final class RecordingWriter: FrameSinkWriter {
        let name: String
        let log: Log
        let destination: URL
        var text = ""

        init(name: String, log: Log, destination: URL) {
            self.name = name
            self.log = log
            self.destination = destination
            _ = FileManager.default.createFile(atPath: destination.path, contents: nil)
            log.append("\(name) start")
        }

        func write(_ frame: ComposedFrame, encoded: [UInt8]?) throws(RenderError) {
            let expected = "\(name):\(frame.frame)\n"
            guard let encoded, String(decoding: encoded, as: UTF8.self) == expected else {
                throw .internalFailure("\(name) was given \(encoded.map { String(decoding: $0, as: UTF8.self) } ?? "nothing") for frame \(frame.frame)")
            }
            log.append("\(name) frame \(frame.frame)")
            text += expected
        }

        func finish(_ outcome: RenderOutcome) throws(RenderError) -> (sha256: String, bytes: Int)? {
            switch outcome {
            case .completed:
                log.append("\(name) finish completed")
                try? Data(text.utf8).write(to: destination)
            case .cancelled:
                log.append("\(name) finish cancelled")
                try? FileManager.default.removeItem(at: destination)
            case .failed:
                log.append("\(name) finish failed")
                try? FileManager.default.removeItem(at: destination)
            }
            return nil
        }
    }

    static func sink(_ name: String, log: Log, failsToStart: Bool = false) -> FrameSink {
        FrameSink(name: name, wholeRenderFile: "\(name).txt", makeEncoder: { _ in TaggingEncoder(tag: name) }) { start throws(RenderError) in
            if failsToStart { throw .unsupported("\(name) cannot start") }
            return RecordingWriter(name: name, log: log, destination: start.destination)
        }
    }

    static func request(_ folder: URL, _ sinks: [FrameSink], jobs: Int = 3) -> RenderRequest {
        RenderRequest(outputDirectory: folder, sinks: sinks, frames: FrameSelection(0...29), jobs: jobs)
    }

    @Test("a completed render gives each sink every frame in order with its own encoder's bytes, then finishes it once",
          arguments: [1, 3])
    func completed(jobs: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = Log()
        let report = try RenderSession(scene: loadScene("wheel"), request: Self.request(folder, [Self.sink("a", log: log), .png(),
                                                                                                 Self.sink("b", log: log)], jobs: jobs)).run()
        for name in ["a", "b"] {
            #expect(log.lifecycle(of: name) == ["\(name) start", "\(name) finish completed"])
            #expect(log.frames(of: name) == Array(0...29))
            let text = try String(contentsOf: folder.appendingPathComponent("\(name).txt"), encoding: .utf8)
            #expect(text == (0...29).map { "\(name):\($0)\n" }.joined())
        }
        #expect(report.wholeRenderFiles.map(\.file) == ["a.txt", "b.txt"])
        #expect(!contents(of: folder).contains { $0.hasSuffix(".tmp") })
    }

    @Test("a cancelled render finishes each sink once as cancelled, and no file of theirs is left")
    func cancelled() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = Log()
        let session = RenderSession(scene: try loadScene("wheel"), request: Self.request(folder, [Self.sink("a", log: log), .png()]))
        let report = try session.run { if $0.done == 5 { session.cancel() } }
        #expect(report.wasCancelled)
        #expect(log.lifecycle(of: "a") == ["a start", "a finish cancelled"])
        #expect(!contents(of: folder).contains { $0.hasPrefix("a.txt") || $0.hasPrefix(".a.txt") })
    }

    @Test("a render that fails at a frame finishes each sink once as failed, and no file of theirs is left")
    func failed() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The radius passes -35 at frame 7 and the wheel asks for a negative size.
        let scene = try makeScene("""
            {"version": 1, "canvas": {"width": 300, "height": 300}, "fps": 10,
             "layout": {"name": "wheel", "parameters": {"radius": 100}},
             "views": [{"shape": "rectangle", "width": 70, "height": 70}],
             "timeline": [{"at": 0, "animation": {"type": "linear", "duration": 1}, "set": {"radius": -100}}]}
            """, name: "shrinking")
        let log = Log()
        let request = RenderRequest(outputDirectory: folder, sinks: [Self.sink("a", log: log), Self.sink("b", log: log)], jobs: 2)
        #expect(throws: RenderError.self) { _ = try RenderSession(scene: scene, request: request).run() }
        for name in ["a", "b"] {
            #expect(log.lifecycle(of: name) == ["\(name) start", "\(name) finish failed"])
            #expect(log.frames(of: name) == Array(0...6))
        }
        #expect(contents(of: folder).allSatisfy { !$0.contains(".txt") }, "\(contents(of: folder))")
    }

    @Test("when a sink cannot start, those started before it are finished as failed, and the render throws its error")
    func failsToStart() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = Log()
        let request = Self.request(folder, [Self.sink("a", log: log), Self.sink("b", log: log, failsToStart: true)])
        #expect {
            _ = try RenderSession(scene: loadScene("wheel"), request: request).run()
        } throws: { error in
            "\(error)" == "b cannot start"
        }
        #expect(log.all == ["a start", "a finish failed"])
        #expect(contents(of: folder).allSatisfy { !$0.contains(".txt") }, "\(contents(of: folder))")
    }

    @Test("two sinks of one name are refused before the folder is touched; so is a shard of a sink that cannot be joined")
    func refusals() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = Log()
        let scene = try loadScene("wheel")
        #expect {
            _ = try RenderSession(scene: scene, request: Self.request(folder, [.png(), .csv, .png(.small)])).run()
        } throws: { error in
            "\(error)".contains("two outputs of one render are named png")
        }
        var shard = Self.request(folder, [Self.sink("a", log: log)])
        shard.shard = ShardSpec(index: 1, count: 2)
        #expect {
            _ = try RenderSession(scene: scene, request: shard).run()
        } throws: { error in
            "\(error)".hasPrefix("--shard 1/2 cannot make the a file")
        }
        #expect(log.all.isEmpty)
        #expect(contents(of: folder).isEmpty)
    }
}
