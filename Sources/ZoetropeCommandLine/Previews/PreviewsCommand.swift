import ArgumentParser
import FileAccess
import Foundation
import SceneExport
import Synchronization
import ViewTree

/// `previews`: renders every `#Preview` and `PreviewProvider` linked into this program.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every #Preview and PreviewProvider of this program: pictures, animations, trajectories, a gallery and a report.",
        discussion: """
            Previews are found in the program with no list to keep: each #Preview leaves a record \
            in it, and PreviewProvider types are found among its conformances. Run it from your own \
            executable (swift run my-scenes previews), which renders the previews of its module and \
            of the library targets it depends on. docs/previews.md describes it.

            Into the output folder go <Module>/<File>/<Name>.png (the preview's last frame; a \
            preview without a name is named after its line, a provider's previews after their \
            places), for a preview that moves <Module>/<File>/<Name>/animation.gif and \
            trajectories.csv, index.html (a gallery) and report.json (for machines). The folder \
            holds exactly the last run's previews: it is written beside and swapped in at the end.

            Each preview renders in a process of its own: one that throws, traps or runs past \
            --timeout is reported with its file and line, and the others still render.

            Exit codes: 0 every preview rendered; 64 bad arguments (an unknown --target or \
            --file); 65 some previews failed (the others are written); 66 the program has no \
            previews; 73 the output folder cannot be written, or holds files it did not write; \
            130 and 143 stopped by Ctrl-C or SIGTERM (the children are killed, the folder is as \
            the last complete run left it).

            Examples:
              my-scenes previews
              my-scenes previews --target MyViews --file ContentView.swift
              my-scenes previews --list
            """)

    @Option(help: ArgumentHelp("Only the previews of this module (target); repeat for several.", valueName: "module"))
    var target: [String] = []

    @Option(help: ArgumentHelp("Only the previews of this file (ContentView.swift) or provider (ContentView_Previews); repeat for several.",
                               valueName: "file"))
    var file: [String] = []

    @Option(name: .shortAndLong, help: "The folder to render into.")
    var out = "previews"

    @Option(help: "Frames per second of previews that move.")
    var fps = 30

    @Option(help: "Seconds to show a preview that moves for ever (repeatForever, timers); one whose animations end is shown until they end.")
    var duration: Double = 2

    @Option(help: "Seconds a preview may take to render before it is stopped and reported.")
    var timeout: Double = 120

    @Option(name: .shortAndLong, help: "How many previews render at once.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "List the previews (module, file, line, name) without rendering them.")
    var list = false

    @Option(help: .hidden)
    var child: Int?

    func validate() throws {
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps \(fps): expected 1 to 240") }
        guard duration.isFinite, duration > 0 else { throw ValidationError("--duration \(duration): expected a positive number of seconds") }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout \(timeout): expected a positive number of seconds") }
        guard jobs > 0 else { throw ValidationError("--jobs \(jobs): expected 1 or more") }
        guard !out.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--out '': name a folder, such as previews") }
    }

    func run() throws {
        let all = ViewTree.Preview.all
        let paths = PreviewPaths.basePaths(of: all)
        let settings = PreviewRun.Settings(fps: fps, duration: nil, repeatingDuration: duration)
        if let child {
            guard all.indices.contains(child) else { throw ValidationError("--child \(child): the program has \(all.count) previews") }
            let outcome = PreviewRun(preview: all[child], basePath: paths[child], settings: settings)
                .render(into: URL(fileURLWithPath: out))
            print(String(decoding: try JSONEncoder().encode(outcome), as: UTF8.self))
            return
        }
        guard !all.isEmpty else {
            printError("this program has no previews: previews are rendered by the program they are linked into. Give your package an"
                + " executable that depends on your views' target and on ZoetropeCommandLine and calls ZoetropeCommand.main(),"
                + " then run `swift run <it> previews` (docs/previews.md, \"Running it\")")
            throw ExitCodes.missingScene
        }
        let chosen = try select(from: all)
        if list {
            for index in chosen { print("\(all[index].location)\t\(all[index].displayName)") }
            return
        }
        try render(chosen, of: all, paths: paths)
    }

    /// The places in `all` of the previews `--target` and `--file` choose.
    private func select(from all: [ViewTree.Preview]) throws -> [Int] {
        let modules = Set(all.map(\.module))
        if let unknown = target.first(where: { !modules.contains($0) }) {
            throw ValidationError("--target \(unknown): no previews in a module of that name; the program's are in \(modules.sorted().joined(separator: ", "))")
        }
        let inModules = all.indices.filter { target.isEmpty || target.contains(all[$0].module) }
        let files = Set(inModules.map { all[$0].file })
        if let unknown = file.first(where: { !files.contains($0) }) {
            throw ValidationError("--file \(unknown): no previews there; these have some: \(files.sorted().joined(separator: ", "))")
        }
        return inModules.filter { file.isEmpty || file.contains(all[$0].file) }
    }

    /// Renders the chosen previews, each in a process of its own, into a folder beside the output
    /// folder, then swaps it in.
    private func render(_ chosen: [Int], of all: [ViewTree.Preview], paths: [String]) throws {
        let folder = URL(fileURLWithPath: out).standardizedFileURL
        let staging = folder.deletingLastPathComponent().appending(path: ".\(folder.lastPathComponent).partial-\(getpid())")
        // Watched before anything is made, so that a stop at any moment cleans up after itself.
        let processes = PreviewProcesses()
        let signals = try SignalWatcher.startForCommand { processes.stop() }
        let existed = FileManager.default.fileExists(atPath: folder.path)
        defer {
            try? FileManager.default.removeItem(at: staging)
            // A run that stops before its folder is swapped in leaves none it made.
            if !existed, (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: folder)
            }
        }
        do {
            // The output folder is checked as a render's is (not the root, the home folder, the
            // current folder or one above it), and made if missing, before anything is rendered.
            try OutputFolder.prepare(folder)
            try OutputFolder.prepare(staging)
        } catch {
            printError(error.description)
            throw ExitCodes.cannotWrite
        }
        let arguments = ["--out", staging.path, "--fps", String(fps), "--duration", String(duration)]
        let outcomes = Mutex([PreviewOutcome?](repeating: nil, count: chosen.count))
        let next = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, chosen.count)) { _ in
            while true {
                let position = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard position < chosen.count, !processes.isStopped else { return }
                let index = chosen[position]
                let outcome = PreviewChild(index: index, preview: all[index], arguments: arguments, timeout: timeout,
                                           processes: processes).run()
                outcomes.withLock { $0[position] = outcome }
            }
        }
        if let signal = signals.received {
            // Nothing of this run is kept: the folder it rendered into is removed on the way out.
            printError("stopped by \(signal == SIGTERM ? "SIGTERM" : "Ctrl-C"); \(out)/ is as the last complete run left it")
            throw signal == SIGTERM ? ExitCodes.terminated : ExitCodes.interrupted
        }
        let results = outcomes.withLock { $0.compactMap(\.self) }
        let failures = results.filter { $0.status != .rendered }
        let report = PreviewsReport(version: RenderSession.zoetropeVersion, rendered: results.count - failures.count,
                                    failed: failures.count, previews: results)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try BinaryFile.writeAtomically(Array(try encoder.encode(report)) + [0x0A], to: staging.appending(path: PreviewsReport.fileName))
            try BinaryFile.writeAtomically(Array(PreviewGallery.page(results).utf8), to: staging.appending(path: "index.html"))
            try swapIn(staging, for: folder)
        } catch let error as RenderError {
            printError(error.description)
            throw ExitCodes.cannotWrite
        } catch {
            printError("cannot write to '\(out)': \(error)")
            throw ExitCodes.cannotWrite
        }
        print("rendered \(report.rendered) of \(results.count) previews into \(out)/ (index.html, report.json)")
        guard failures.isEmpty else {
            for failure in failures {
                printError("\(failure.location) \"\(failure.name)\" \(failure.status.rawValue): \(failure.error ?? "")")
            }
            throw ExitCodes.invalidScene
        }
    }

    /// Puts the rendered folder where the output folder is, replacing an earlier run's. A folder
    /// there that an earlier run did not write (no report of ours in it) is left alone.
    private func swapIn(_ staging: URL, for folder: URL) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            try manager.moveItem(at: staging, to: folder)
            return
        }
        let contents = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        let earlier = try? JSONDecoder().decode(PreviewsReport.self, from: Data(contentsOf: folder.appending(path: PreviewsReport.fileName)))
        guard isDirectory.boolValue, contents.isEmpty || earlier?.generator == PreviewsReport.generatorName else {
            throw RenderError.output(path: folder.path, reason: "it holds files that zoetrope previews did not write; name another --out, or empty it")
        }
        let old = folder.deletingLastPathComponent().appending(path: ".\(folder.lastPathComponent).old-\(getpid())")
        try manager.moveItem(at: folder, to: old)
        try manager.moveItem(at: staging, to: folder)
        try? manager.removeItem(at: old)
    }
}
