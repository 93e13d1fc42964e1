import Foundation
import Testing
import ZoetropeTestSupport

/// Scene files edited under a running `zoetrope preview`: a save reloads the scene and says so as
/// an event; a save that breaks it keeps the last good scene served and reports the error as
/// `zoetrope validate` prints it; a save that fixes it clears the error. Ctrl-C stops the server
/// (exit 130), ending open event streams. Each step waits for the event it causes.
@Suite("zoetrope preview: live reload and stopping", .serialized)
struct PreviewReloadTests {
    static func makeFolder() throws -> URL {
        let folder = try makeTemporaryFolder()
        try FileManager.default.copyItem(at: sceneURL("wheel"), to: folder.appendingPathComponent("wheel.json"))
        return folder
    }

    /// The wheel scene with another duration.
    static func wheel(duration: Double) throws -> Data {
        let text = try String(contentsOf: sceneURL("wheel"), encoding: .utf8)
        return Data(text.replacingOccurrences(of: "\"duration\": 5,", with: "\"duration\": \(duration),").utf8)
    }

    /// The next event that is not about nothing; fails at the end of the stream.
    func nextEvent(_ events: EventStream, sourceLocation: SourceLocation = #_sourceLocation) throws -> (event: String, data: [String: Any]) {
        let message = try #require(try events.next(), "the event stream ended", sourceLocation: sourceLocation)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(message.data.utf8)) as? [String: Any],
                                "event data: \(message.data)", sourceLocation: sourceLocation)
        return (message.event, data)
    }

    @Test("saving the file (written in place, or renamed over it as editors do) reloads the scene: a reload event, a new version and hash",
          arguments: [false, true])
    func reloadAfterWrite(byRename: Bool) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wheel.json")
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let before = try #require(try preview.get("/api/scenes/wheel").json)
        let events = try EventStream(port: preview.port)
        try Self.wheel(duration: 2).write(to: file, options: byRename ? [.atomic] : [])
        let (event, data) = try nextEvent(events)
        #expect(event == "reload")
        #expect(data["scene"] as? String == "wheel")
        #expect(data["version"] as? Int == 2)
        let after = try #require(try preview.get("/api/scenes/wheel").json)
        #expect(after["frameCount"] as? Int == 61)
        #expect(after["version"] as? Int == 2)
        #expect(after["hash"] as? String == (try sha256(of: file)))
        #expect(after["hash"] as? String != before["hash"] as? String)
        #expect(data["hash"] as? String == after["hash"] as? String)
        // Frame 60 is the last now, and is the new scene's still.
        let frame = try preview.get("/api/scenes/wheel/frames/60.png")
        try expectSamePicture(frame.body, as: try still(frame: 60, of: "wheel.json", in: folder), frame: 60)
        #expect(try preview.get("/api/scenes/wheel/frames/61.png").status == 404)
        #expect(preview.errorText.contains("Reloaded wheel (version 2)"), "\(preview.errorText)")
    }

    @Test("a save that breaks the scene keeps the last good one served with validate's located error; fixing it clears the error")
    func errorThenRecovery() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wheel.json")
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let good = try preview.get("/api/scenes/wheel/frames/30.png")
        let events = try EventStream(port: preview.port)

        let broken = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"radius\": 130", with: "\"radius\": \"big\"")
        try Data(broken.utf8).write(to: file)
        let (event, data) = try nextEvent(events)
        #expect(event == "error")
        let validated = try runZoetrope(["validate", "wheel.json"], in: folder)
        #expect(validated.status == 65)
        let message = try #require(data["error"] as? String)
        #expect(message + "\n" == validated.standardError, "served: \(message)\nvalidate: \(validated.standardError)")
        #expect(message.hasPrefix("wheel.json:"), "\(message)")
        let described = try #require(try preview.get("/api/scenes/wheel").json)
        #expect(described["error"] as? String == message)
        #expect(described["frameCount"] as? Int == 151, "the last good scene is still described")
        let kept = try preview.get("/api/scenes/wheel/frames/30.png")
        #expect(kept.status == 200)
        #expect(kept.body == good.body, "the last good scene's frame is still served")
        #expect(preview.process.isRunning)

        try Self.wheel(duration: 3).write(to: file)
        let (fixed, fixedData) = try nextEvent(events)
        #expect(fixed == "reload")
        #expect(fixedData["version"] as? Int == 2)
        let after = try #require(try preview.get("/api/scenes/wheel").json)
        #expect(after["error"] is NSNull, "\(after)")
        #expect(after["frameCount"] as? Int == 91)
    }

    @Test("a scene invalid from the start is served with its error and no frames (409) until a save fixes it")
    func invalidFromTheStart() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wheel.json")
        try Data("{\"version\": 1,".utf8).write(to: file)
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let described = try #require(try preview.get("/api/scenes/wheel").json)
        #expect((described["error"] as? String)?.hasPrefix("wheel.json:1:15: error: not valid JSON") == true, "\(described)")
        #expect(described["frameCount"] is NSNull && described["version"] as? Int == 0)
        let frame = try preview.get("/api/scenes/wheel/frames/0.png")
        #expect(frame.status == 409, "\(frame.text)")
        #expect(try preview.get("/api/scenes/wheel/trajectories.csv").status == 409)
        let events = try EventStream(port: preview.port)
        try Self.wheel(duration: 1).write(to: file)
        let (event, data) = try nextEvent(events)
        #expect(event == "reload" && data["version"] as? Int == 1)
        #expect(try preview.get("/api/scenes/wheel/frames/30.png").status == 200)
    }

    @Test("a scene file that does not exist stops the preview before it serves: exit 66")
    func missingFile() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runZoetrope(["preview", "nope.json", "--port", "0"], in: folder)
        #expect(outcome.status == 66, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("nope.json"), "\(outcome.standardError)")
        #expect(!outcome.standardOutput.contains("Serving"))
    }

    @Test("refused before serving, exit 64: two scenes of one name, a port out of range, no scene", arguments: [
        (["a/wheel.json", "b/wheel.json", "--port", "0"], "a/wheel.json and b/wheel.json are both named 'wheel'"),
        (["wheel.json", "--port", "70000"], "--port 70000: expected 0 to 65535"),
        (["--port", "0"], "name a scene file, such as scenes/wheel.json"),
    ])
    func refusedBeforeServing(arguments: [String], message: String) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: sceneURL("wheel"), to: folder.appendingPathComponent("\(sub)/wheel.json"))
        }
        let outcome = try runZoetrope(["preview"] + arguments, in: folder)
        #expect(outcome.status == 64, "\(outcome.standardError)")
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(!outcome.standardOutput.contains("Serving"))
    }

    @Test("Ctrl-C stops it with exit 130, ending open event streams; SIGTERM with 143", arguments: [SIGINT, SIGTERM])
    func interrupt(signal: Int32) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let events = try EventStream(port: preview.port)
        #expect(try preview.get("/api/scenes/wheel/frames/3.png").status == 200)
        let status = preview.stop(with: signal)
        #expect(status == (signal == SIGINT ? 130 : 143), "\(preview.errorText)")
        #expect(preview.errorText.contains(signal == SIGINT ? "Stopped (Ctrl-C)." : "Stopped (SIGTERM)."), "\(preview.errorText)")
        #expect(try events.next() == nil, "the event stream ends with the server")
    }
}
