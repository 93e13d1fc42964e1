import ArgumentParser
import FileAccess
import Foundation
import SceneCore
import SceneExport
import Synchronization
import ViewTree

/// `previews`: renders every `#Preview` and `PreviewProvider` linked into this program, or, run
/// in a package's root by a program with none (`zoetrope` itself), every one of the package.
struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every #Preview and PreviewProvider of this program or package: pictures, animations, trajectories, a gallery and a report.",
        discussion: """
            Previews are found in the program with no list to keep: each #Preview leaves a record \
            in it, and PreviewProvider types are found among its conformances. Run from your own \
            executable (swift run my-scenes previews), it renders the previews of its module and of \
            the library targets it depends on. Run by a program with no previews (zoetrope) in a \
            package's root, or with --package-path, it renders every preview of the package: its \
            library targets are built into a program per library product (a package written in \
            the build folder, sharing its build), its executables that run ZoetropeCommand.main() \
            are built, and a target that does not compile has its previews reported with the \
            compiler's errors while the others render. docs/previews.md describes it.

            Into the output folder go <Module>/<File>/<Name>.png (the preview's last frame; a \
            preview without a name is named after its line, a provider's previews after their \
            places), for a preview that moves <Module>/<File>/<Name>/animation.gif and \
            trajectories.csv, index.html (a gallery) and report.json (for machines). The folder \
            holds exactly the last run's previews: it is written beside and swapped in at the end.

            Each preview renders in a process of its own: one that throws, traps or runs past \
            --timeout is reported with its file and line, and the others still render.

            Exit codes: 0 every preview rendered; 64 bad arguments (an unknown --target or \
            --file); 65 some previews failed or were not built (the others are written), or the \
            package does not depend on Zoetrope; 66 no previews (the program has none and the \
            folder is not a package, or the package has none); 69 swift cannot be run; 73 the output folder cannot be written, or holds files it did not write; \
            130 and 143 stopped by Ctrl-C or SIGTERM (the children are killed, the folder is as \
            the last complete run left it).

            Examples:
              my-scenes previews
              my-scenes previews --target MyViews --file ContentView.swift
              my-scenes previews --list
              zoetrope previews                      (in a package's root)
              zoetrope previews --package-path ../MyViews --target MyViews
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

    @Option(help: ArgumentHelp("The device previews are shown on unless they name one (.previewDevice): iPhone 16 unless given. `zoetrope devices` lists them.",
                               valueName: "name"))
    var device: String?

    @Option(help: "Seconds a preview may take to render before it is stopped and reported.")
    var timeout: Double = 120

    @Option(name: .shortAndLong, help: "How many previews render at once.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "List the previews (module, file, line, name) without rendering them.")
    var list = false

    @Option(help: ArgumentHelp("The package whose previews to render: its targets are built into programs that render them. The current folder when this program has no previews of its own.",
                               valueName: "folder"))
    var packagePath: String?

    @Option(help: ArgumentHelp("The package's build folder (its .build unless given); shared with swift build, so only the programs that render previews are new to build.",
                               valueName: "folder"))
    var scratchPath: String?

    @Option(help: .hidden)
    var child: Int?

    @Flag(help: .hidden)
    var describe = false

    func validate() throws {
        guard fps > 0, fps <= 240 else { throw ValidationError("--fps \(fps): expected 1 to 240") }
        guard duration.isFinite, duration > 0 else { throw ValidationError("--duration \(duration): expected a positive number of seconds") }
        if let device, Device.named(device) == nil { throw ValidationError("--device: " + Device.unknownDeviceMessage(device)) }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout \(timeout): expected a positive number of seconds") }
        guard jobs > 0 else { throw ValidationError("--jobs \(jobs): expected 1 or more") }
        guard !out.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--out '': name a folder, such as previews") }
        if scratchPath != nil, packagePath == nil, !ViewTree.Preview.all.isEmpty {
            throw ValidationError("--scratch-path is the build folder of a package's previews: give --package-path too")
        }
    }

    func run() throws {
        let all = ViewTree.Preview.all
        if let child {
            guard all.indices.contains(child) else { throw ValidationError("--child \(child): the program has \(all.count) previews") }
            let settings = PreviewRun.Settings(fps: fps, duration: nil, repeatingDuration: duration,
                                               device: device.flatMap(Device.named) ?? .standard)
            let outcome = PreviewRun(preview: all[child], basePath: PreviewPaths.basePaths(of: all)[child], settings: settings)
                .render(into: URL(fileURLWithPath: out))
            print(String(decoding: try JSONEncoder().encode(outcome), as: UTF8.self))
            return
        }
        if describe {
            print(String(decoding: try JSONEncoder().encode(PreviewJob.jobs(of: all)), as: UTF8.self))
            return
        }
        // Watched before anything is built or made, so that a stop at any moment cleans up after itself.
        let processes = PreviewProcesses()
        let signals = try SignalWatcher.startForCommand { processes.stop() }
        let plan = try plan(all: all, processes: processes)
        try stopIfAsked(signals)
        let (chosen, notBuilt) = try select(plan)
        if list {
            for job in chosen { print("\(job.location)\t\(job.name)") }
            for outcome in notBuilt { print("\(outcome.location)\t\(outcome.name)\tnot built") }
            return
        }
        try render(chosen, notBuilt: notBuilt, processes: processes, signals: signals)
    }

    /// The previews to render: this program's own, or, when it has none or `--package-path` is
    /// given, those of the package's programs, built for the purpose.
    private func plan(all: [ViewTree.Preview], processes: PreviewProcesses) throws -> PackagePreviews.Plan {
        if packagePath == nil, !all.isEmpty { return PackagePreviews.Plan(jobs: PreviewJob.jobs(of: all), notBuilt: []) }
        let package = URL(fileURLWithPath: packagePath ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        guard FileManager.default.fileExists(atPath: package.appending(path: "Package.swift").path) else {
            if let packagePath {
                printError("--package-path \(packagePath): no Package.swift there; name the folder of a Swift package")
                throw ExitCode.validationFailure
            }
            printError("this program has no previews, and \(package.path) is not a package (no Package.swift): run `zoetrope previews`"
                + " in a package's root to render every preview of its targets, or run it from your own executable that depends on"
                + " your views' target and calls ZoetropeCommand.main() (docs/previews.md, \"Running it\")")
            throw ExitCodes.missingScene
        }
        let scratch = scratchPath.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? package.appending(path: ".build")
        do {
            return try PackagePreviews(packagePath: package, scratchPath: scratch, targets: target, processes: processes).plan()
        } catch {
            printError(error.message)
            throw ExitCode(error.exitCode)
        }
    }

    /// Leaves with 130 or 143 when Ctrl-C or SIGTERM came.
    private func stopIfAsked(_ signals: SignalWatcher) throws {
        guard let signal = signals.received else { return }
        printError("stopped by \(signal == SIGTERM ? "SIGTERM" : "Ctrl-C"); \(out)/ is as the last complete run left it")
        throw signal == SIGTERM ? ExitCodes.terminated : ExitCodes.interrupted
    }

    /// The previews `--target` and `--file` choose, to render and not built.
    private func select(_ plan: PackagePreviews.Plan) throws -> (jobs: [PreviewJob], notBuilt: [PreviewOutcome]) {
        let places = plan.jobs.map { (module: $0.module, file: $0.file) } + plan.notBuilt.map { (module: $0.module, file: $0.file) }
        let modules = Set(places.map(\.module))
        if let unknown = target.first(where: { !modules.contains($0) }) {
            throw ValidationError("--target \(unknown): no previews in a module of that name; the program's are in \(modules.sorted().joined(separator: ", "))")
        }
        let files = Set(places.filter { target.isEmpty || target.contains($0.module) }.map(\.file))
        if let unknown = file.first(where: { !files.contains($0) }) {
            throw ValidationError("--file \(unknown): no previews there; these have some: \(files.sorted().joined(separator: ", "))")
        }
        func isChosen(module: String, file name: String) -> Bool {
            (target.isEmpty || target.contains(module)) && (file.isEmpty || file.contains(name))
        }
        return (plan.jobs.filter { isChosen(module: $0.module, file: $0.file) }, plan.notBuilt.filter { isChosen(module: $0.module, file: $0.file) })
    }

    /// Renders the chosen previews, each in a process of its own, into a folder beside the output
    /// folder, then swaps it in.
    private func render(_ chosen: [PreviewJob], notBuilt: [PreviewOutcome], processes: PreviewProcesses, signals: SignalWatcher) throws {
        let folder = URL(fileURLWithPath: out).standardizedFileURL
        let staging = folder.deletingLastPathComponent().appending(path: ".\(folder.lastPathComponent).partial-\(getpid())")
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
        let arguments = ["--out", staging.path, "--fps", String(fps), "--duration", String(duration)] + (device.map { ["--device", $0] } ?? [])
        let outcomes = Mutex([PreviewOutcome?](repeating: nil, count: chosen.count))
        let next = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: max(min(jobs, chosen.count), 1)) { _ in
            while true {
                let position = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard position < chosen.count, !processes.isStopped else { return }
                let outcome = PreviewChild(job: chosen[position], arguments: arguments, timeout: timeout, processes: processes).run()
                outcomes.withLock { $0[position] = outcome }
            }
        }
        // Nothing of a stopped run is kept: the folder it rendered into is removed on the way out.
        try stopIfAsked(signals)
        let results = outcomes.withLock { $0.compactMap(\.self) } + notBuilt
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
