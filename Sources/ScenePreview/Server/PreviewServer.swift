import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import Synchronization

/// `zoetrope preview`'s server: serves scenes' frames, trajectories and descriptions over HTTP,
/// with the page that scrubs and plays them, and reloads scene files when they are saved.
///
/// A scene that fails to load, at the start or after a save, never stops the server: its last
/// good version stays served, and its error (located as `zoetrope validate` prints it) is in its
/// description and sent as an `error` event; a save that fixes it sends `reload`. docs/preview.md
/// describes the API.
public final class PreviewServer: Sendable {
    /// Where the server listens.
    public let host: String
    /// The port asked for; 0 for one the system picks.
    public let port: Int
    private let responder: PreviewResponder
    private let scenes: [ServedScene]
    private let report: @Sendable (_ line: String, _ isError: Bool) -> Void
    /// A file of errors to show over scenes, watched: a JSON object from scene names to messages.
    private let problemsFile: String?
    private let control = Mutex<(group: ServiceGroup?, watcher: FileWatcher?, stopped: Bool)>((nil, nil, false))

    /// Loads the scenes and the page; nothing listens yet.
    /// - Parameters:
    ///   - sources: The scenes, in the order the scene picker lists them; at least one.
    ///   - host: The address to listen on; 127.0.0.1 (this machine only) by default.
    ///   - port: The port; 0 for a free one the system picks.
    ///   - frameCacheBytes: The most bytes of drawn frames kept for later requests; 64 MiB by default.
    ///   - problemsFile: A file of errors to show over scenes (a JSON object from scene names to
    ///     messages; written by whoever builds the scenes, such as `zoetrope preview` rebuilding a
    ///     package), watched: a scene it names shows the message over its last good version, and
    ///     one it no longer names is cleared. A missing file names none.
    ///   - report: Called with a line for the terminal at each reload (`Reloaded wheel (version 2)`)
    ///     or failed load (its located error, `isError` true); on the watcher's thread.
    /// - Throws: ``PreviewError``: a scene file that cannot be read, two scenes of one name, or the
    ///   page missing from the resources. An invalid scene is served with its error instead.
    public init(sources: [PreviewSource], host: String = "127.0.0.1", port: Int = 0, frameCacheBytes: Int = 64 << 20,
                problemsFile: String? = nil,
                report: @escaping @Sendable (_ line: String, _ isError: Bool) -> Void = { _, _ in }) throws(PreviewError) {
        var served: [ServedScene] = []
        for source in sources {
            let scene: ServedScene
            do throws(SceneLoad.Problem) {
                scene = try ServedScene(source)
            } catch {
                throw PreviewError(.unreadableScene, error.message)
            }
            if let other = served.first(where: { $0.name == scene.name }) {
                throw PreviewError(.badArguments, "\(other.source.path ?? other.name) and \(source.path ?? source.name) are both named "
                                   + "'\(scene.name)' in the preview: serve one of them, or rename one")
            }
            served.append(scene)
        }
        self.host = host
        self.port = port
        self.scenes = served
        self.report = report
        self.problemsFile = problemsFile
        responder = PreviewResponder(scenes: Dictionary(uniqueKeysWithValues: served.map { ($0.name, $0) }), names: served.map(\.name),
                                     frames: FrameDrawer(cache: FrameCache(capacity: frameCacheBytes)), trajectories: TrajectoryFile(),
                                     events: PreviewEvents(), page: try PreviewPage(), rebuiltOnSave: problemsFile != nil)
    }

    /// The errors of the scenes that did not load at the start, one per scene.
    public var initialErrors: [String] {
        scenes.compactMap { $0.snapshot.error }
    }

    /// Listens, watches the scene files and serves until ``stop()``.
    /// - Parameter listening: Called once the server listens, with its address
    ///   (`http://127.0.0.1:PORT/`, the port the system picked when 0 was asked for).
    /// - Throws: ``PreviewError`` when the files cannot be watched or the address cannot be listened on.
    public func run(listening: @escaping @Sendable (URL) -> Void) async throws(PreviewError) {
        let watcher: FileWatcher
        do throws(FileWatcherError) {
            watcher = try FileWatcher(paths: scenes.compactMap(\.source.path) + (problemsFile.map { [$0] } ?? [])) { [self] path in
                if path == problemsFile { imposeProblemsFile() } else { reloadScenes(at: path) }
            }
        } catch {
            throw PreviewError(.cannotServe, "cannot watch the scene files: \(error.message)")
        }
        if problemsFile != nil { imposeProblemsFile() }
        let keepAlive = responder.events.keepAlive(every: .seconds(15))
        defer {
            watcher.stop()
            keepAlive.cancel()
        }
        var logger = Logger(label: "zoetrope.preview")
        logger.logLevel = .critical
        let host = host
        let app = Application(responder: responder, configuration: .init(address: .hostname(host, port: port), serverName: nil),
                              onServerRunning: { channel in
                                  let port = channel.localAddress?.port ?? 0
                                  let shown = host.contains(":") ? "[\(host)]" : host
                                  if let url = URL(string: "http://\(shown):\(port)/") { listening(url) }
                              }, logger: logger)
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        let stopped = control.withLock { control in
            control.group = group
            control.watcher = watcher
            return control.stopped
        }
        if stopped { await group.triggerGracefulShutdown() }
        do {
            try await group.run()
        } catch {
            throw PreviewError(.cannotServe, "cannot serve on \(host) port \(port): \(error); --port 0 picks a free port")
        }
    }

    /// Stops the server: every event stream ends, files are no longer watched, and ``run(listening:)``
    /// returns once open requests are answered. Safe to call from any thread, more than once, and
    /// before the server runs (it then stops as soon as it starts).
    public func stop() {
        let (group, watcher) = control.withLock { control in
            control.stopped = true
            return (control.group, control.watcher)
        }
        watcher?.stop()
        responder.events.finish()
        if let group { Task { await group.triggerGracefulShutdown() } }
    }

    /// Loads the scenes of a saved file again, announcing what changed.
    private func reloadScenes(at path: String) {
        for scene in scenes where scene.source.path == path {
            announce(scene.reload(), of: scene)
        }
    }

    /// Shows each message over the scene it names, keeping the scene's last good version served,
    /// and clears the errors shown so over the scenes it does not name; announced as reloads are.
    /// - Parameter problems: Scene names → messages.
    public func impose(_ problems: [String: String]) {
        for scene in scenes {
            announce(scene.impose(problems[scene.name]), of: scene)
        }
    }

    /// Reads the problems file and imposes it; a file that is missing or not a JSON object of
    /// strings names no problem.
    private func imposeProblemsFile() {
        guard let problemsFile else { return }
        let data = (try? Data(contentsOf: URL(fileURLWithPath: problemsFile))) ?? Data()
        impose((try? JSONDecoder().decode([String: String].self, from: data)) ?? [:])
    }

    /// Sends the event and reports the line a reload calls for.
    private func announce(_ outcome: ServedScene.ReloadOutcome, of scene: ServedScene) {
        let snapshot = scene.snapshot
        switch outcome {
        case .reloaded:
            responder.events.publish("reload", data: Self.eventData(["scene": .string(scene.name), "version": .number(snapshot.version),
                                                                     "hash": .string(snapshot.hash ?? "")]))
            report("Reloaded \(scene.name) (version \(snapshot.version))", false)
        case .failed(let message):
            responder.events.publish("error", data: Self.eventData(["scene": .string(scene.name), "error": .string(message)]))
            report(message, true)
        case .unchanged, .stillFailing:
            break
        }
    }

    /// An event's data: one line of JSON.
    private static func eventData(_ fields: [String: JSONValue]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(fields)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
