import ArgumentParser
import FileAccess
import Foundation
import ScenePreview
import Synchronization

/// `zoetrope preview` run in a package's root: the live page of the package's previews. The
/// library targets' previews are built into one program (the runner package's
/// `zoetrope-previews`), which serves them on the page; a save of a source file rebuilds it, and
/// a build that compiles replaces the program serving (the open page reconnects by itself and
/// shows the new build at the frame it showed), while one that does not leaves the last good
/// one serving with the compiler's errors, located, over each preview of the targets they are
/// in (written to a problems file the serving program watches). Before the first good build, a
/// page of its own shows the errors.
struct LivePreviews {
    let packagePath: URL
    let scratchPath: URL
    let host: String
    let port: Int

    /// What is serving now, and what the run knows.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var child: PreviewServerProcess?
        var own: (server: PreviewServer, finished: DispatchSemaphore)?
        var port: Int
        var jobs: [PreviewJob] = []
        var announced = false

        init(port: Int) {
            self.port = port
        }
    }

    /// Serves until Ctrl-C or SIGTERM.
    func run() throws {
        let processes = PreviewProcesses()
        let changes = DispatchSemaphore(value: 0)
        let state = State(port: port)
        let signals = try SignalWatcher.startForCommand {
            processes.stop()
            changes.signal()
        }
        let previews = PackagePreviews(packagePath: packagePath, scratchPath: scratchPath, targets: [], processes: processes)
        var prepared = try prepare(previews)
        let problemsFile = scratchPath.appending(path: "zoetrope-previews/problems.json")
        var watcher = try watch(prepared, changes: changes)
        defer {
            watcher.stop()
            stopServing(state)
        }
        while signals.received == nil {
            rebuild(prepared, previews: previews, state: state, problemsFile: problemsFile, processes: processes)
            changes.wait()
            guard signals.received == nil else { break }
            // A save is often several writes (a new file renamed over the old): let them land.
            Thread.sleep(forTimeInterval: 0.3)
            while changes.wait(timeout: .now()) == .success {}
            if signals.received != nil { break }
            watcher.stop()
            if let again = try? prepare(previews) { prepared = again }
            watcher = try watch(prepared, changes: changes)
        }
        let signal = signals.received ?? SIGINT
        FileHandle.standardError.write(Data("Stopped (\(signal == SIGINT ? "Ctrl-C" : "SIGTERM")).\n".utf8))
        throw signal == SIGINT ? ExitCodes.interrupted : ExitCodes.terminated
    }

    /// Reads the package and writes the runner package; leaves when there is nothing to serve.
    private func prepare(_ previews: PackagePreviews) throws -> PackagePreviews.Prepared {
        let prepared: PackagePreviews.Prepared
        do {
            prepared = try previews.prepare()
        } catch {
            printError(error.message)
            throw ExitCode(error.exitCode)
        }
        guard prepared.runner != nil else {
            printError("\(prepared.summary.name) has previews only in executable targets: the live page shows library targets' previews;"
                + " an executable that runs Zoetrope's command line serves its own (swift run <it> preview)")
            throw ExitCodes.missingScene
        }
        return prepared
    }

    /// Watches every folder of the package's library and executable targets, and the package's
    /// own (for Package.swift), for Swift files saved, made or removed.
    private func watch(_ prepared: PackagePreviews.Prepared, changes: DispatchSemaphore) throws -> FileWatcher {
        var folders = [packagePath.path]
        for target in prepared.summary.targets where ["library", "executable"].contains(target.type) {
            let root = packagePath.appending(path: target.path)
            folders.append(root.path)
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
            while let url = enumerator?.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true { folders.append(url.path) }
            }
        }
        do {
            return try FileWatcher(folders: folders, suffix: ".swift") { _ in changes.signal() }
        } catch {
            printError("cannot watch the package's sources: \(error.message)")
            throw ExitCodes.internalFailure
        }
    }

    /// Builds the program of every library product's previews; serves the new build, or shows
    /// its errors over the last good one.
    private func rebuild(_ prepared: PackagePreviews.Prepared, previews: PackagePreviews, state: State, problemsFile: URL,
                         processes: PreviewProcesses) {
        guard let (_, tool) = prepared.runner, !processes.isStopped else { return }
        FileHandle.standardError.write(Data("Building the previews of \(prepared.summary.name)…\n".utf8))
        let program = prepared.binFolder.appending(path: PreviewRunnerPackage.combinedName)
        let build: SwiftTool.Result
        do {
            build = try tool.run(["build", "--product", PreviewRunnerPackage.combinedName])
        } catch {
            printError(error.message)
            return
        }
        guard !processes.isStopped else { return }
        if build.succeeded, let jobs = previews.listedJobs(of: program) {
            writeProblems([:], to: problemsFile)
            serve(program, jobs: jobs, state: state, problemsFile: problemsFile, processes: processes)
            return
        }
        let members = prepared.products.values.flatMap(\.self)
        let outcomes = previews.failures(of: members, declarations: prepared.declarations, summary: prepared.summary, build: build)
        let message = outcomes.first?.error ?? "the previews did not build:\n" + build.output.split(whereSeparator: \.isNewline).suffix(5).joined(separator: "\n")
        printError(message)
        state.lock.lock()
        let jobs = state.jobs
        let serving = state.child != nil
        state.lock.unlock()
        if serving {
            // Each preview shows the errors of its own target; one whose target compiled shows
            // the others' too, since the program that serves them cannot be rebuilt.
            var problems: [String: String] = [:]
            for job in jobs {
                problems[job.sceneName] = outcomes.first { $0.module == job.module }?.error ?? message
            }
            writeProblems(problems, to: problemsFile)
        } else {
            let errors = CompilerDiagnostic.errors(in: build.output).prefix(5).map { $0.description(relativeTo: packagePath.path) }
            serveOwnPage(name: prepared.summary.name, error: "the previews of \(prepared.summary.name) have not compiled yet; the first build"
                + " that does takes this page's place:\n" + (errors.isEmpty ? message : errors.joined(separator: "\n")), state: state)
        }
    }

    /// Replaces what serves with the newly built program, on the same port.
    private func serve(_ program: URL, jobs: [PreviewJob], state: State, problemsFile: URL, processes: PreviewProcesses) {
        stopServing(state)
        state.lock.lock()
        let port = state.port
        state.lock.unlock()
        let child: PreviewServerProcess
        do {
            child = try PreviewServerProcess(program: program, host: host, port: port, problemsFile: problemsFile, processes: processes)
        } catch {
            printError("cannot start \(program.path): \(error)")
            return
        }
        guard let url = child.waitUntilListening() else {
            printError("\(program.lastPathComponent) stopped before serving (its errors are above); the next save tries again")
            child.stop()
            return
        }
        state.lock.lock()
        state.child = child
        state.jobs = jobs
        state.port = url.port ?? port
        let first = !state.announced
        state.announced = true
        state.lock.unlock()
        let line = first ? "Serving \(url.absoluteString) (Ctrl-C to stop)" : "Rebuilt: serving \(jobs.count) previews at \(url.absoluteString)"
        FileHandle.standardOutput.write(Data("\(line)\n".utf8))
    }

    /// Serves a page of its own showing why nothing built yet, as the one scene `name`.
    private func serveOwnPage(name: String, error message: String, state: State) {
        stopServing(state)
        state.lock.lock()
        let port = state.port
        state.lock.unlock()
        let server: PreviewServer
        do {
            server = try PreviewServer(sources: [.built(name: name, build: { throw SceneUnavailable(message) })], host: host, port: port)
        } catch {
            printError(error.message)
            return
        }
        let finished = DispatchSemaphore(value: 0)
        let listening = DispatchSemaphore(value: 0)
        let address = Mutex<URL?>(nil)
        Task.detached {
            do throws(PreviewError) {
                try await server.run { url in
                    address.withLock { $0 = url }
                    listening.signal()
                }
            } catch {
                printError(error.message)
            }
            listening.signal()
            finished.signal()
        }
        listening.wait()
        guard let url = address.withLock({ $0 }) else { return }
        state.lock.lock()
        state.own = (server, finished)
        state.port = url.port ?? port
        let first = !state.announced
        state.announced = true
        state.lock.unlock()
        if first { FileHandle.standardOutput.write(Data("Serving \(url.absoluteString) (Ctrl-C to stop)\n".utf8)) }
    }

    /// Stops what serves, and waits until the port is free.
    private func stopServing(_ state: State) {
        state.lock.lock()
        let (child, own) = (state.child, state.own)
        state.child = nil
        state.own = nil
        state.lock.unlock()
        child?.stop()
        if let own {
            own.server.stop()
            own.finished.wait()
        }
    }

    /// Writes the errors the serving program shows over its previews.
    private func writeProblems(_ problems: [String: String], to file: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(problems) else { return }
        try? BinaryFile.writeAtomically(Array(data), to: file)
    }
}
