import ArgumentParser
import CairoRasterizer
import Foundation
import SceneCore
import ScenePreview
import Synchronization
import ViewTree

/// `zoetrope preview`: a live page to scrub, play and inspect scenes while their files are edited.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve a page that scrubs and plays scenes, reloading each scene file when it is saved.",
        discussion: """
            Open the address it prints in a browser. Frames are drawn on demand as `zoetrope still` \
            draws them; a save that breaks a scene keeps its last good version on the page, with \
            the error (file:line:column, as `validate` prints it) over it, until a save fixes it. \
            docs/preview.md describes the page and its HTTP API. Ctrl-C stops it (exit 130).

            Examples:
              With no scene named, a program of Swift scenes previews its scenes, and a program with \
            #Previews its previews. Run in a package's root by a program with neither (zoetrope), \
            it serves the package's previews live: its library targets are built into one program \
            that serves them, every save of a Swift file rebuilds it, and a build that does not \
            compile leaves the last good one on the page with the compiler's errors over it. \
            docs/previews.md, "The live page".

            Examples:
              zoetrope preview scenes/wheel.json
              zoetrope preview scenes/*.json --port 8080
              zoetrope preview scenes/wheel.json --host 0.0.0.0 --port 0
              zoetrope preview                        (in a package's root)
            """)

    @Argument(help: "The scene files (JSON), e.g. scenes/wheel.json; a program's own scenes by name.")
    var scenes: [String] = []

    @Option(help: "The address to listen on: 127.0.0.1 (this machine only) unless given.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 for a free one, which the printed address names.")
    var port = 8080

    @Option(help: ArgumentHelp("The package whose previews to serve live; the current folder when no scene is named and the program has none.",
                               valueName: "folder"))
    var packagePath: String?

    @Option(help: ArgumentHelp("The package's build folder (its .build unless given).", valueName: "folder"))
    var scratchPath: String?

    @Option(help: .hidden)
    var problems: String?

    mutating func validate() throws {
        if scenes.isEmpty { scenes = SwiftScenes.names }
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port): expected 0 to 65535 (0 for a free one)") }
        guard !host.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--host '': name an address, such as 127.0.0.1") }
    }

    func run() throws {
        guard scenes.isEmpty else { return try serve(scenes.map(source(of:))) }
        let previews = ViewTree.Preview.all
        if packagePath == nil, !previews.isEmpty {
            return try serve(PreviewJob.jobs(of: previews).map { job in
                let preview = previews[job.index]
                return .built(name: job.sceneName, build: { try Scene(preview: preview, textMeasurer: CairoTextMeasurer()) })
            })
        }
        let package = URL(fileURLWithPath: packagePath ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        guard FileManager.default.fileExists(atPath: package.appending(path: "Package.swift").path) else {
            if let packagePath { throw ValidationError("--package-path \(packagePath): no Package.swift there; name the folder of a Swift package") }
            throw ValidationError("name a scene file, such as scenes/wheel.json, or run it in a package's root to preview its #Previews")
        }
        let scratch = scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? package.appending(path: ".build")
        try LivePreviews(packagePath: package, scratchPath: scratch, host: host, port: port).run()
    }

    /// Serves the scenes until Ctrl-C or SIGTERM.
    private func serve(_ sources: [PreviewSource]) throws {
        let server: PreviewServer
        do {
            server = try PreviewServer(sources: sources, host: host, port: port, problemsFile: problems, report: { line, isError in
                if isError { printError(line) } else { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
            })
        } catch {
            printError(error.message)
            throw Self.exitCode(for: error.kind)
        }
        server.initialErrors.forEach { printError($0) }
        let watcher = try SignalWatcher.startForCommand { server.stop() }
        let failure = withExtendedLifetime(watcher) { serve(server) }
        if let signal = watcher.received {
            FileHandle.standardError.write(Data("Stopped (\(signal == SIGINT ? "Ctrl-C" : "SIGTERM")).\n".utf8))
            throw signal == SIGINT ? ExitCodes.interrupted : ExitCodes.terminated
        }
        if let failure {
            printError(failure.message)
            throw Self.exitCode(for: failure.kind)
        }
    }

    /// Runs the server until it stops; why it failed, if it did.
    private func serve(_ server: PreviewServer) -> PreviewError? {
        let finished = DispatchSemaphore(value: 0)
        let failure = Mutex<PreviewError?>(nil)
        Task.detached {
            do throws(PreviewError) {
                try await server.run { url in
                    FileHandle.standardOutput.write(Data("Serving \(url.absoluteString) (Ctrl-C to stop)\n".utf8))
                }
            } catch {
                failure.withLock { $0 = error }
            }
            finished.signal()
        }
        finished.wait()
        return failure.withLock { $0 }
    }

    /// A scene of the program's own by name, or a scene file.
    private func source(of scene: String) -> PreviewSource {
        if let build = SwiftScenes.builder(named: scene) { return .built(name: scene, build: build) }
        return .file(scene)
    }

    /// The exit code of a failure: 66 for a file that cannot be read, 64 for scenes that cannot be
    /// served together, 69 when the server cannot listen.
    static func exitCode(for kind: PreviewError.Kind) -> ExitCode {
        switch kind {
        case .unreadableScene: ExitCodes.missingScene
        case .badArguments: ExitCode.validationFailure
        case .cannotServe: ExitCodes.unavailable
        }
    }
}
