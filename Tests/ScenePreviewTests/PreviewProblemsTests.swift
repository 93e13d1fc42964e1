import Foundation
import Testing
@testable import ScenePreview
import ZoetropeTestSupport

/// What `zoetrope preview` in a package's root builds on: a program serving its previews as
/// scenes, a problems file that puts the compiler's errors over the last good version of each
/// (the program rebuilt on save replaces the serving one), and folders watched for Swift files.
/// The whole live page, rebuilding a package under headless Chromium, is
/// script/test-package-previews (Tests/PreviewTests/Browser/live_page.py).
@Suite("zoetrope preview: previews served, problems shown over them, folders watched", .serialized)
struct PreviewProblemsTests {
    /// The next event that is not about nothing; fails at the end of the stream.
    func nextEvent(_ events: EventStream, sourceLocation: SourceLocation = #_sourceLocation) throws -> (event: String, data: [String: Any]) {
        let message = try #require(try events.next(), "the event stream ended", sourceLocation: sourceLocation)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(message.data.utf8)) as? [String: Any],
                                "event data: \(message.data)", sourceLocation: sourceLocation)
        return (message.event, data)
    }

    static func write(_ problems: [String: String], to file: URL) throws {
        try JSONSerialization.data(withJSONObject: problems).write(to: file, options: .atomic)
    }

    @Test("a program with #Previews and no scenes serves each preview as a scene named by its place; rebuiltOnSave with a problems file")
    func servesPreviews() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let problems = folder.appendingPathComponent("problems.json")
        let preview = try RunningPreview(["--problems", problems.path], in: folder, program: "PreviewExamples")
        defer { _ = preview.stop() }
        let names = try #require(try preview.get("/api/scenes").json?["scenes"] as? [String])
        #expect(names.count == 13, "\(names)")
        #expect(names.contains("PreviewExamples › ProfileCard.swift › Fits"), "\(names)")
        #expect(names.contains("PreviewExamples › TagList_Previews › Two tags"), "\(names)")
        let fits = try #require(try preview.get("/api/scenes/PreviewExamples%20%E2%80%BA%20ProfileCard.swift%20%E2%80%BA%20Fits").json)
        #expect(fits["rebuiltOnSave"] as? Bool == true && fits["file"] is NSNull, "\(fits)")
        #expect(fits["error"] is NSNull)
        let frame = try preview.get("/api/scenes/PreviewExamples%20%E2%80%BA%20ProfileCard.swift%20%E2%80%BA%20Fits/frames/0.png")
        #expect(frame.status == 200 && frame.headers["content-type"] == "image/png", "\(frame.status) \(frame.text)")

        // The compiler's error over one preview: its last good version stays served.
        let events = try EventStream(port: preview.port)
        let error = "Sources/Cards/ProfileCard.swift:12:5: error: cannot find 'x' in scope"
        try Self.write(["PreviewExamples › ProfileCard.swift › Fits": error], to: problems)
        let (event, data) = try nextEvent(events)
        #expect(event == "error" && data["scene"] as? String == "PreviewExamples › ProfileCard.swift › Fits" && data["error"] as? String == error)
        let described = try #require(try preview.get("/api/scenes/PreviewExamples%20%E2%80%BA%20ProfileCard.swift%20%E2%80%BA%20Fits").json)
        #expect(described["error"] as? String == error && described["frameCount"] as? Int == 1, "\(described)")
        let kept = try preview.get("/api/scenes/PreviewExamples%20%E2%80%BA%20ProfileCard.swift%20%E2%80%BA%20Fits/frames/0.png")
        #expect(kept.body == frame.body, "the last good frame is still served")

        // Cleared: a reload event, and no error.
        try Self.write([:], to: problems)
        let (cleared, clearedData) = try nextEvent(events)
        #expect(cleared == "reload" && clearedData["scene"] as? String == "PreviewExamples › ProfileCard.swift › Fits")
        #expect(try preview.get("/api/scenes/PreviewExamples%20%E2%80%BA%20ProfileCard.swift%20%E2%80%BA%20Fits").json?["error"] is NSNull)
    }

    @Test("without a problems file, a program's previews are built once: rebuiltOnSave is false")
    func builtOnce() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try RunningPreview([], in: folder, program: "PreviewExamples")
        defer { _ = preview.stop() }
        let fits = try #require(try preview.get("/api/scenes/PreviewExamples%20%E2%80%BA%20ProfileCard.swift%20%E2%80%BA%20Fits").json)
        #expect(fits["rebuiltOnSave"] as? Bool == false, "\(fits)")
    }

    @Test("imposed errors: shown while the scene is kept, said once, cleared once; a scene that never loaded keeps its own error")
    func imposedErrors() throws {
        let wheel = try ServedScene(.file(sceneURL("wheel").path))
        #expect(wheel.impose("broken") == .failed("broken"))
        #expect(wheel.snapshot.error == "broken" && wheel.snapshot.scene != nil)
        #expect(wheel.impose("broken") == .stillFailing)
        #expect(wheel.impose(nil) == .reloaded)
        #expect(wheel.snapshot.error == nil && wheel.snapshot.version == 1)
        #expect(wheel.impose(nil) == .unchanged)

        let unavailable = try ServedScene(.built(name: "Views", build: { throw SceneUnavailable("Sources/V/V.swift:1:1: error: no") }))
        #expect(unavailable.snapshot.error == "Sources/V/V.swift:1:1: error: no", "said as it is, without (built in Swift)")
        #expect(unavailable.impose(nil) == .unchanged)
        #expect(unavailable.snapshot.error == "Sources/V/V.swift:1:1: error: no")
    }

    @Test("a watched folder reports Swift files made, saved, renamed onto and removed; other files and subfolders are not reported")
    func watchesFolders() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let seen = SeenPaths()
        let watcher = try FileWatcher(folders: [folder.path], suffix: ".swift") { seen.add($0) }
        defer { watcher.stop() }
        let view = folder.appendingPathComponent("View.swift")
        try Data("struct V {}".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub.swift"), withIntermediateDirectories: false)
        try Data("struct V {}".utf8).write(to: view)
        #expect(seen.wait(for: view.path), "a new file is reported")
        seen.clear()
        try Data("struct W {}".utf8).write(to: view, options: .atomic)
        #expect(seen.wait(for: view.path), "a file renamed over it (an editor's save) is reported")
        seen.clear()
        try FileManager.default.removeItem(at: view)
        #expect(seen.wait(for: view.path), "a removed file is reported")
        #expect(seen.all.allSatisfy { $0 == view.path }, "\(seen.all)")
    }
}

/// The paths a watcher reported, waited for with a semaphore: an event, not a deadline (the
/// 60-second backstop only stops a watcher that never reports).
private final class SeenPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []
    private let changed = DispatchSemaphore(value: 0)

    func add(_ path: String) {
        lock.withLock { paths.append(path) }
        changed.signal()
    }

    func clear() {
        lock.withLock { paths.removeAll() }
    }

    var all: [String] { lock.withLock { paths } }

    func wait(for path: String) -> Bool {
        while !all.contains(path) {
            guard changed.wait(timeout: .now() + 60) == .success else { return false }
        }
        return true
    }
}
