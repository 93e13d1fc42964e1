import CairoRasterizer
import Foundation
import Synchronization
import Testing
import ZoetropeTestSupport

/// `zoetrope preview` as a user runs it: the built binary on a free port, asked over HTTP by a
/// client that sends paths exactly as written. Frames and trajectories are checked against what
/// `zoetrope still` and `zoetrope render` write; every wait is for an event (a line printed, an
/// event received, the process ending), never a deadline.
@Suite("zoetrope preview: the server and its API", .serialized)
struct PreviewServerTests {
    /// A folder with `wheel.json` and `flow.json` copied from scenes/, and a file beside them
    /// that no request may read.
    static func makeFolder() throws -> URL {
        let folder = try makeTemporaryFolder()
        for name in ["wheel", "flow"] {
            try FileManager.default.copyItem(at: sceneURL(name), to: folder.appendingPathComponent("\(name).json"))
        }
        try Data("SECRET-\(UUID().uuidString)".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        return folder
    }

    @Test("GET /api/scenes lists the scenes in the order given")
    func sceneList() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json", "flow.json"], in: folder)
        let answer = try preview.get("/api/scenes")
        #expect(answer.status == 200)
        #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true)
        #expect(answer.json?["scenes"] as? [String] == ["wheel", "flow"], "\(answer.text)")
    }

    @Test("GET /api/scenes/NAME describes the scene: clock, canvas, views, parameters, its file's hash, no error")
    func description() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let answer = try preview.get("/api/scenes/wheel")
        #expect(answer.status == 200)
        let scene = try #require(answer.json, "\(answer.text)")
        #expect(scene["name"] as? String == "wheel")
        #expect(scene["file"] as? String == "wheel.json")
        #expect(scene["fps"] as? Double == 30)
        #expect(scene["frameCount"] as? Int == 151)
        #expect(scene["duration"] as? Double == 5)
        #expect(scene["canvas"] as? [String: Double] == ["width": 400, "height": 400])
        let views = try #require(scene["views"] as? [[String: Any]])
        #expect(views.map { $0["label"] as? String } == (1...8).map { "\($0)" })
        #expect(views.map { $0["index"] as? Int } == Array(0..<8))
        #expect(scene["parameterNames"] as? [String] == ["rotation", "radius"])
        #expect(scene["hash"] as? String == (try sha256(of: folder.appendingPathComponent("wheel.json"))))
        #expect(scene["version"] as? Int == 1)
        #expect(scene.keys.contains("error") && scene["error"] is NSNull, "\(answer.text)")
    }

    @Test("GET …/frames/N.png is the picture `zoetrope still --frame N` draws, pixel for pixel", arguments: [0, 30, 150])
    func frameIsTheStill(frame: Int) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let answer = try preview.get("/api/scenes/wheel/frames/\(frame).png")
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.headers["content-type"] == "image/png")
        try expectSamePicture(answer.body, as: try still(frame: frame, of: "wheel.json", in: folder), frame: frame)
    }

    @Test("GET …/frames/N.png?sizes=1 is the picture `zoetrope still --frame N --show-sizes` draws; sizes=0 the plain one")
    func frameWithSizes() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let sized = try preview.get("/api/scenes/wheel/frames/30.png?sizes=1")
        #expect(sized.status == 200, "\(sized.text)")
        try expectSamePicture(sized.body, as: try still(frame: 30, of: "wheel.json", in: folder, options: ["--show-sizes"]), frame: 30)
        let plain = try preview.get("/api/scenes/wheel/frames/30.png?sizes=0")
        try expectSamePicture(plain.body, as: try still(frame: 30, of: "wheel.json", in: folder), frame: 30)
        #expect(try PNGDecoder.decode(sized.body) != PNGDecoder.decode(plain.body), "the sizes are drawn")
        let bad = try preview.get("/api/scenes/wheel/frames/30.png?sizes=maybe")
        #expect(bad.status == 400 && (bad.json?["error"] as? String)?.contains("sizes=maybe") == true, "\(bad.text)")
    }

    @Test("64 frame requests at once, 8 frames 8 times each: every answer is the still of its frame")
    func parallelFrames() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let frames = [0, 7, 21, 45, 60, 99, 120, 150]
        let stills = try Dictionary(uniqueKeysWithValues: frames.map { ($0, try PNGDecoder.decode(still(frame: $0, of: "wheel.json", in: folder))) })
        let answers = Mutex<[(Int, Result<HTTPAnswer, any Error>)]>([])
        let port = preview.port
        let group = DispatchGroup()
        for index in 0..<64 {
            let frame = frames[index % frames.count]
            group.enter()
            Thread {
                let answer = Result { try HTTPConnection.get("/api/scenes/wheel/frames/\(frame).png", port: port) }
                answers.withLock { $0.append((frame, answer)) }
                group.leave()
            }.start()
        }
        group.wait()
        let all = answers.withLock { $0 }
        #expect(all.count == 64)
        for (frame, result) in all {
            let answer = try result.get()
            #expect(answer.status == 200, "frame \(frame): \(answer.text)")
            let picture = try PNGDecoder.decode(answer.body)
            #expect(picture == stills[frame], "frame \(frame): the answer differs from the still")
        }
    }

    @Test("GET …/trajectories.csv is byte for byte the trajectories.csv `zoetrope render --format csv` writes")
    func trajectoriesAreTheRender() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json", "flow.json"], in: folder)
        for name in ["wheel", "flow"] {
            let answer = try preview.get("/api/scenes/\(name)/trajectories.csv")
            #expect(answer.status == 200, "\(answer.text)")
            #expect(answer.headers["content-type"]?.hasPrefix("text/csv") == true)
            let rendered = try runZoetrope(["render", "\(name).json", "--format", "csv", "--out", "out-\(name)", "--quiet"], in: folder)
            #expect(rendered.status == 0, "\(rendered.standardError)")
            let written = try [UInt8](Data(contentsOf: folder.appendingPathComponent("out-\(name)/trajectories.csv")))
            #expect(answer.body == written, "\(name): \(answer.body.count) bytes served, \(written.count) rendered")
        }
    }

    static let badRequests: [(path: String, status: Int, says: String)] = [
        ("/api/scenes/nope", 404, "no scene named 'nope'"),
        ("/api/scenes/nope/frames/0.png", 404, "no scene named 'nope'"),
        ("/api/scenes/nope/trajectories.csv", 404, "no scene named 'nope'"),
        ("/api/scenes/wheel/frames/151.png", 404, "frame 151 is outside wheel's frames 0-150"),
        ("/api/scenes/wheel/frames/99999999999999999999999.png", 404, "is outside wheel's frames 0-150"),
        ("/api/scenes/wheel/frames/abc.png", 400, "a frame is a whole number"),
        ("/api/scenes/wheel/frames/-1.png", 400, "a frame is a whole number"),
        ("/api/scenes/wheel/frames/1e2.png", 400, "a frame is a whole number"),
        ("/api/scenes/wheel/frames/.png", 400, "a frame is a whole number"),
        ("/secret.txt", 404, "no such page or API"),
        ("/api/scenes/../secret.txt", 400, "has a '..' segment"),
        ("/api/scenes/%2e%2e/secret.txt", 400, "has a '..' segment"),
        ("/page/..%2Fsecret.txt", 400, "encoded slash"),
        ("/page/..%2fsecret.txt", 400, "encoded slash"),
        ("/page/..%5Csecret.txt", 400, "encoded slash"),
        ("/api/scenes/wheel/frames/..%2F..%2F..%2Fsecret.txt", 400, "encoded slash"),
        ("//secret.txt", 400, "empty segment"),
        ("/page/secret.txt", 404, "the page has no such file"),
        ("/page/index.html", 404, "the page has no such file"),
        ("/api/scenes/wheel.json", 404, "no scene named 'wheel.json'"),
        ("/api/scenes/nope/parameters.json", 404, "no scene named 'nope'"),
        ("/api/scenes/nope/frames/0.json", 404, "no scene named 'nope'"),
        ("/api/scenes/wheel/frames/151.json", 404, "frame 151 is outside wheel's frames 0-150"),
        ("/api/scenes/wheel/frames/abc.json", 400, "a frame is a whole number from 0, such as frames/30.json"),
        ("/api/scenes/wheel/frames/-1.json", 400, "a frame is a whole number"),
        ("/api/scenes/wheel/frames/1.5.json", 400, "a frame is a whole number"),
        ("/api/scenes/wheel/frames/.json", 400, "a frame is a whole number"),
        ("/api/scenes/wheel/frames/30.csv", 404, "no such page or API"),
        ("/api/scenes/wheel/parameters.csv", 404, "no such page or API"),
        ("/api/scenes/wheel/parameters.json/0", 404, "no such page or API"),
        ("/api/scenes/..%2Fwheel/parameters.json", 400, "encoded slash"),
        ("*", 400, "does not start with /"),
        ("http://127.0.0.1/secret.txt", 404, "/secret.txt: no such page or API"),
    ]

    @Test("bad requests get a JSON error and a 4xx status, and nothing outside the served scenes is ever read", arguments: badRequests)
    func badRequest(path: String, status: Int, says: String) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = try String(contentsOf: folder.appendingPathComponent("secret.txt"), encoding: .utf8)
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let answer = try preview.get(path)
        #expect(answer.status == status, "\(path): \(answer.text)")
        #expect(answer.headers["content-type"]?.hasPrefix("application/json") == true, "\(path)")
        let error = try #require(answer.json, "\(path): \(answer.text)")
        #expect((error["error"] as? String)?.contains(says) == true, "\(path): \(answer.text)")
        #expect(error["status"] as? Int == status)
        #expect(!answer.text.contains(secret))
    }

    @Test("a port another server holds: exit 69, naming the address, before serving anything")
    func portInUse() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try RunningPreview(["wheel.json"], in: folder)
        let second = try runZoetrope(["preview", "wheel.json", "--port", "\(first.port)"], in: folder)
        #expect(second.status == 69, "\(second.standardError)")
        #expect(second.standardError.contains("cannot serve on 127.0.0.1 port \(first.port)"), "\(second.standardError)")
        #expect(!second.standardOutput.contains("Serving"))
        #expect(try first.get("/api/scenes").status == 200, "the first server serves on")
    }

    @Test("a request other than GET is refused with 405")
    func methodNotAllowed() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let answer = try preview.get("/api/scenes/wheel", method: "DELETE")
        #expect(answer.status == 405, "\(answer.text)")
        #expect(answer.json?["error"] is String)
    }

    @Test("a program of Swift scenes previews them all by name; a frame is its own still's, and the hash names the scene")
    func swiftScenes() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview([], in: folder, program: "ZoetropeExamples")
        let names = try #require(try preview.get("/api/scenes").json?["scenes"] as? [String])
        #expect(names.contains("wheel-tap") && names.contains("shapes"), "\(names)")
        let scene = try #require(try preview.get("/api/scenes/wheel-tap").json)
        #expect(scene["file"] is NSNull && scene["error"] is NSNull && scene["version"] as? Int == 1, "\(scene)")
        #expect((scene["hash"] as? String)?.count == 64)
        let answer = try preview.get("/api/scenes/wheel-tap/frames/45.png")
        #expect(answer.status == 200, "\(answer.text)")
        let program = try executable.deletingLastPathComponent().appendingPathComponent("ZoetropeExamples")
        let drawn = try runProgram(program, ["still", "wheel-tap", "--frame", "45", "-o", "tap.png", "--quiet"], in: folder)
        #expect(drawn.status == 0, "\(drawn.standardError)")
        try expectSamePicture(answer.body, as: [UInt8](Data(contentsOf: folder.appendingPathComponent("tap.png"))), frame: 45)
        #expect(preview.stop() == 130, "\(preview.errorText)")
    }

    @Test("GET / is the page, with its script and style sheet")
    func page() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview(["wheel.json"], in: folder)
        let page = try preview.get("/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"]?.hasPrefix("text/html") == true)
        for id in ["frame", "scrubber", "play", "frame-number", "time", "error", "scene-picker"] {
            #expect(page.text.contains("data-testid=\"\(id)\""), "the page has no \(id)")
        }
        #expect(try preview.get("/page/preview.js").headers["content-type"]?.hasPrefix("text/javascript") == true)
        #expect(try preview.get("/page/preview.css").headers["content-type"]?.hasPrefix("text/css") == true)
    }
}

/// The SHA-256 of a file in hex, by `sha256sum`.
func sha256(of file: URL) throws -> String {
    let outcome = try runProgram(URL(fileURLWithPath: "/usr/bin/sha256sum"), [file.path], in: file.deletingLastPathComponent())
    return String(outcome.standardOutput.prefix(64))
}

/// The PNG `zoetrope still --frame N` writes for a scene, with more options if given.
func still(frame: Int, of scene: String, in folder: URL, options: [String] = [],
           sourceLocation: SourceLocation = #_sourceLocation) throws -> [UInt8] {
    let name = "still-\(frame)-\(UUID().uuidString).png"
    let outcome = try runZoetrope(["still", scene, "--frame", "\(frame)", "-o", name, "--quiet"] + options, in: folder)
    #expect(outcome.status == 0, "\(outcome.standardError)", sourceLocation: sourceLocation)
    defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
    return try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
}

/// Expects two PNGs to decode to the same pixels, saying where they first differ.
func expectSamePicture(_ served: [UInt8], as expected: [UInt8], frame: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let a = try PNGDecoder.decode(served), b = try PNGDecoder.decode(expected)
    #expect(a.width == b.width && a.height == b.height, "frame \(frame): \(a.width)×\(a.height) served, \(b.width)×\(b.height) by still",
            sourceLocation: sourceLocation)
    if let first = a.pixels.indices.first(where: { $0 < b.pixels.count && a.pixels[$0] != b.pixels[$0] }) {
        let pixel = first / 4
        Issue.record("frame \(frame): first differs at x \(pixel % max(a.width, 1)), y \(pixel / max(a.width, 1))", sourceLocation: sourceLocation)
    }
}
