import Foundation
import Hummingbird
import SceneCore
import SceneExport

/// Answers every request to the preview server: the page, the API and the events. A request is
/// read as a ``PreviewRoute`` first; a scene is found by name among the served ones only.
package struct PreviewResponder: HTTPResponder {
    /// The request context: Hummingbird's basic one.
    package typealias Context = BasicRequestContext

    /// The served scenes, by name.
    let scenes: [String: ServedScene]
    /// Their names, in the order given on the command line.
    let names: [String]
    let frames: FrameDrawer
    let trajectories: TrajectoryFile
    let parameterTracks = KeptPerVersion<ParameterTrack>()
    let events: PreviewEvents
    let page: PreviewPage
    /// Whether the scenes built in Swift are rebuilt when their code is saved (a package's
    /// previews served live), rather than once.
    var rebuiltOnSave = false

    /// Answers one request: the page, the API or the events; a refusal as JSON.
    package func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get else {
            return APIProblem(.methodNotAllowed, "\(request.method) \(request.uri.path): the preview answers GET only").response
        }
        do throws(APIProblem) {
            return try await answer(PreviewRoute(path: request.uri.path), sizes: request.uri.queryParameters["sizes"])
        } catch {
            return error.response
        }
    }

    /// The answer to a route; `sizes` is the query's `sizes` value, read for frames only.
    private func answer(_ route: PreviewRoute, sizes: Substring?) async throws(APIProblem) -> Response {
        switch route {
        case .page: return PreviewResponses.bytes(page.index.bytes, type: page.index.type)
        case .pageFile(let name):
            guard let file = page.files[name] else { throw APIProblem(.notFound, "/page/\(name): the page has no such file") }
            return PreviewResponses.bytes(file.bytes, type: file.type)
        case .sceneList: return PreviewResponses.json(["scenes": names])
        case .scene(let name):
            let served = try scene(named: name)
            return PreviewResponses.json(SceneDescription(name: name, file: served.source.path, snapshot: served.snapshot,
                                                           rebuiltOnSave: rebuiltOnSave && served.source.path == nil))
        case .frame(let name, let frame): return try await framePicture(scene: name, frame: frame, showSizes: try Self.showsSizes(sizes))
        case .frameValues(let name, let frame): return try await frameValues(scene: name, frame: frame)
        case .trajectories(let name): return try await trajectoryTable(scene: name)
        case .parameters(let name): return try await parameterTrack(scene: name)
        case .events: return eventStream()
        case .notFound(let path): throw APIProblem(.notFound, "\(path): no such page or API (the API is under /api/scenes and /api/events)")
        case .invalid(let reason): throw APIProblem(.badRequest, reason)
        }
    }

    /// The served scene named `name`.
    private func scene(named name: String) throws(APIProblem) -> ServedScene {
        guard let served = scenes[name] else {
            throw APIProblem(.notFound, "no scene named '\(name)' is served (the scenes: \(names.joined(separator: ", ")))")
        }
        return served
    }

    /// The scene's last good version, or a refusal saying why there is none.
    private func goodScene(_ served: ServedScene) throws(APIProblem) -> (scene: Scene, version: Int) {
        let snapshot = served.snapshot
        guard let scene = snapshot.scene else {
            throw APIProblem(.conflict, "\(served.name) has never loaded: \(snapshot.error ?? "no error was recorded")")
        }
        return (scene, snapshot.version)
    }

    /// Whether a request asks for the sizes over the views: `?sizes=1` (or `true`); `0`, `false`
    /// or nothing for none.
    private static func showsSizes(_ value: Substring?) throws(APIProblem) -> Bool {
        switch value {
        case nil, "0", "false": return false
        case "1", "true": return true
        case let other?: throw APIProblem(.badRequest, "sizes=\(other): expected 1 or true to draw the sizes, 0 or false for none")
        }
    }

    /// Frame `text` of the scene as PNG, drawn as `zoetrope still` draws it (with `--show-sizes`
    /// when `showSizes`), or kept from before.
    private func framePicture(scene name: String, frame text: String, showSizes: Bool) async throws(APIProblem) -> Response {
        let (scene, version, frame) = try sceneFrame(scene: name, frame: text, example: "frames/30.png")
        let key = FrameCache.Key(scene: name, version: version, frame: frame, showsSizes: showSizes)
        do {
            let bytes = try await frames.png(for: key) {
                try StillFrame.png(of: scene, frame: frame, showSizes: showSizes ? StillFrame.sizesOverlay : nil, name: "\(name)/frames/\(frame).png")
            }
            return PreviewResponses.bytes(bytes, type: "image/png")
        } catch {
            throw APIProblem(.unprocessableContent, "\(error)")
        }
    }

    /// The last good version of the scene named `name` and the frame `text` names in it.
    /// - Throws: 404 for an unknown scene or a frame outside it, 400 for a frame that is not a whole
    ///   number from 0 (`example` shows one), 409 for a scene that never loaded.
    private func sceneFrame(scene name: String, frame text: String, example: String) throws(APIProblem) -> (Scene, Int, Int) {
        let served = try scene(named: name)
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw APIProblem(.badRequest, "frame '\(text)': a frame is a whole number from 0, such as \(example)")
        }
        let (scene, version) = try goodScene(served)
        guard let frame = Int(text), scene.clock.frames.contains(frame) else {
            throw APIProblem(.notFound, "frame \(text) is outside \(name)'s frames 0-\(scene.clock.frameCount - 1)")
        }
        return (scene, version, frame)
    }

    /// Frame `text`'s parameters and views' values, from the sample its CSV rows are written from.
    private func frameValues(scene name: String, frame text: String) async throws(APIProblem) -> Response {
        let (scene, version, frame) = try sceneFrame(scene: name, frame: text, example: "frames/30.json")
        do {
            let values = try await DrawingQueue.run { try FrameValues(of: scene, name: name, version: version, frame: frame) }
            return PreviewResponses.json(values)
        } catch {
            throw APIProblem(.unprocessableContent, "\(error)")
        }
    }

    /// Every layout parameter of the scene at every frame, kept for the scene's version.
    private func parameterTrack(scene name: String) async throws(APIProblem) -> Response {
        let (scene, version) = try goodScene(try self.scene(named: name))
        do {
            let track = try await DrawingQueue.run { [parameterTracks] in
                try parameterTracks.value(scene: name, version: version) { () throws(SceneError) in
                    try ParameterTrack(of: scene, name: name, version: version)
                }
            }
            return PreviewResponses.json(track)
        } catch {
            throw APIProblem(.unprocessableContent, "\(error)")
        }
    }

    /// The scene's `trajectories.csv`, as a render writes it.
    private func trajectoryTable(scene name: String) async throws(APIProblem) -> Response {
        let (scene, version) = try goodScene(try self.scene(named: name))
        do {
            let bytes = try await DrawingQueue.run { [trajectories] in try trajectories.bytes(of: scene, name: name, version: version) }
            return PreviewResponses.bytes(bytes, type: "text/csv; charset=utf-8")
        } catch {
            throw APIProblem(.unprocessableContent, "\(error)")
        }
    }

    /// The server-sent events: a comment at once (`: connected`), then every `reload` and `error`.
    private func eventStream() -> Response {
        let stream = events.subscribe()
        let headers: HTTPFields = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            try await writer.write(ByteBuffer(string: ": connected\n\n"))
            for await message in stream {
                try await writer.write(ByteBuffer(string: message))
            }
            try await writer.finish(nil)
        })
    }
}
