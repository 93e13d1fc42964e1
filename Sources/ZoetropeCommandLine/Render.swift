import ArgumentParser
import Synchronization
import CairoRasterizer
import Foundation
import SceneCore
import LayoutCore
import SceneFiles
import SceneExport

/// `zoetrope render`: renders a scene file into a folder.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene file into frames (PNG, SVG), a video, GIF or PDF, and a CSV of trajectories.",
        discussion: """
            Writes frames/<scene>/frame_000000.png …, frames/<scene>/trajectories.csv, with \
            --format mp4 (webm, gif, apng) frames/<scene>/<scene>.mp4 (.webm, …: one video frame per \
            scene frame, by ffmpeg), and frames/<scene>/manifest.json (the scene's SHA-256, the settings, and every file with \
            its size and SHA-256). Each frame appears whole the moment it is done. Rendering the \
            same scene twice gives byte-identical files, whatever --jobs.

            Ctrl-C (or SIGTERM) stops cleanly: finished frames stay, listed in the manifest, and \
            --resume renders only what is missing. --frames adds or replaces frames in a folder \
            holding the same scene; a folder holding another scene or settings is refused for \
            --resume and --frames (render without them to replace it). --shard K/N renders part \
            K of N; `zoetrope merge DIR` joins the parts (docs/distributed.md).

            Examples:
              zoetrope render scenes/wheel.json
              zoetrope render scenes/wheel.json --format png,csv,mp4 --crf 20 -o /tmp/wheel
              zoetrope render scenes/wheel.json --format mp4 --preset medium
              zoetrope render scenes/*.json --format csv
              zoetrope render scenes/wheel.json --frames 0-30 --compression small --jobs 2
              zoetrope render scenes/wheel.json --resume
              zoetrope render scenes/wheel.json --fps 60 --set views.0.fill=red --scale 0.5
              zoetrope render scenes/wheel.json --shard 2/3 --out frames/wheel
              zoetrope merge frames/wheel   (when shards 1, 2 and 3 are done)
            """)

    @Argument(help: "The scene file (JSON), e.g. scenes/wheel.json; or several (scenes/*.json), each into its own folder. In an executable with scenes written in Swift, also a scene's name; all of them when none is given.")
    var scenes: [String] = []

    @OptionGroup(title: "Scene overrides")
    var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: "The output folder; with several scenes, the folder that holds theirs. (default: frames/<scene name>)")
    var out: String?

    @Option(help: "What to write, comma-separated: png, csv, svg (a file per frame), pdf (a page per frame), mp4, webm, gif, apng, or all (every one of them). Videos, GIFs and APNGs need ffmpeg.",
            transform: OutputFormat.parseList)
    var format: [OutputFormat] = [.png, .csv]

    @Option(help: ArgumentHelp("The videos' constant-rate factor: lower is better and larger (mp4: 0-51, default 23; webm: 0-63, default 31).",
                               valueName: "n"))
    var crf: Int?

    @Option(help: ArgumentHelp("libx264's speed for mp4: ultrafast, superfast, veryfast, faster, fast, medium, slow, slower or veryslow; slower is a little smaller at the same --crf and takes more CPU. (default: \(VideoPreset.mp4Default.rawValue))",
                               valueName: "name"),
            transform: { text in
                guard let preset = VideoPreset(rawValue: text) else {
                    throw ValidationError("expected one of \(VideoPreset.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return preset
            })
    var preset: VideoPreset?

    @Option(help: "The frames to render: A-B (inclusive), N, or A- (to the last frame); frame n is at time n/fps.",
            transform: { text in try FrameRangeArgument.parse(text) })
    var frames: FrameSelection?

    @Flag(help: "Keep the frames already in the output folder that match its manifest; render only what is missing or different.")
    var resume = false

    @Option(help: "Render part K of N of the frames (1-based, e.g. 2/3), for splitting a render across processes or machines.",
            transform: { text in
                guard let shard = ShardSpec(parsing: text) else {
                    throw ValidationError("--shard '\(text)': expected K/N with 1 ≤ K ≤ N, such as 2/3")
                }
                return shard
            })
    var shard: ShardSpec?

    @Option(help: "How many frames to compute at once. (default: the number of active cores)")
    var jobs: Int?

    @Option(help: "PNG compression, after PNG's sub, up or paeth filter chosen per row: fast (Zoetrope's own run-length encoder with Huffman codes built from each frame: the fastest, and about as small as pycairo's PNGs) or small (libdeflate level 6: smaller files where gradients and text repeat, ten times slower). A frame whose background is not opaque goes through libpng and zlib, at level 1 or 6. docs/outputs.md says more.")
    var compression: Compression = .fast

    @Flag(name: .shortAndLong, help: "Print nothing on success, and no progress.")
    var quiet = false

    @Flag(name: .customLong("warnings-as-errors"),
          help: "Refuse (exit 65) to render a scene with warnings: timeline entries after its end, animations its end cuts short, changes that change nothing.")
    var warningsAsErrors = false

    @Flag(name: .customLong("show-sizes"),
          help: "Draw every view's minimum, ideal, maximum and current size over the frames (article 004's showSizes).")
    var showSizes = false

    enum Compression: String, ExpressibleByArgument, CaseIterable {
        case fast, small

        var options: PNGEncodingOptions {
            switch self {
            case .fast: .fast
            case .small: .small
            }
        }
    }

    mutating func validate() throws {
        if scenes.isEmpty { scenes = SwiftScenes.names }
        guard let first = scenes.first else {
            throw ValidationError("name a scene file, such as scenes/wheel.json")
        }
        // `zoetrope rendr x.json` arrives here with "rendr" as a scene: say which command was meant.
        if let command = Self.commandMeant(by: first) {
            throw ValidationError("'\(first)' is not a command or a scene file; did you mean `zoetrope \(command)`?")
        }
        // `zoetrope watch x.json`: a bare word that is no file, where a command goes, is a
        // command this tool does not have, not a scene to skip while the others render.
        if SwiftScenes.names.isEmpty, !first.contains("."), !first.contains("/"), !FileManager.default.fileExists(atPath: first) {
            let commands = ZoetropeCommand.configuration.subcommands.map { $0._commandName }
            throw ValidationError("'\(first)' is not a command or a scene file (the commands: \(commands.joined(separator: ", ")); "
                                    + "scene files end in .json)")
        }
        let names = scenes.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw ValidationError("two scenes are named \(repeated): each renders into a folder named after it, so they would share one")
        }
        if scenes.count > 1, shard != nil {
            throw ValidationError("--shard renders part of one scene: give one scene file")
        }
        if let crf, !format.contains(where: { $0 == .mp4 || $0 == .webm }) {
            throw ValidationError("--crf \(crf): it sets the quality of mp4 and webm, and --format names neither")
        }
        if let preset, !format.contains(.mp4) {
            throw ValidationError("--preset \(preset.rawValue): it sets libx264's speed for mp4, and --format names no mp4")
        }
        if let jobs, !(1...1024).contains(jobs) {
            throw ValidationError("--jobs \(jobs): expected a whole number from 1 to 1024")
        }
        if let out {
            guard !out.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw ValidationError("--out '\(out)': the path is empty; name a folder, such as frames/wheel")
            }
            do {
                try OutputFolder.check(URL(fileURLWithPath: out))
            } catch .invalidOutputPath(let path, let reason) {
                throw ValidationError("--out '\(path)': \(reason)")
            } catch {
                // Other problems (a file in the way) are reported when rendering, with their exit code.
            }
        }
    }

    func run() throws {
        let current = CurrentSession()
        let signals = try SignalWatcher.startForCommand { current.cancel() }
        var firstFailure: ExitCode?
        for scene in scenes {
            guard !current.isCancelled else { break }
            do {
                try render(scene, current: current, signals: signals)
            } catch let code as ExitCode where scenes.count > 1 && code != ExitCodes.interrupted && code != ExitCodes.terminated {
                // One scene failing does not stop the others; the exit code is the first failure's.
                firstFailure = firstFailure ?? code
            }
        }
        if let firstFailure { throw firstFailure }
    }

    /// Renders one scene into its folder.
    private func render(_ scene: String, current: CurrentSession, signals: SignalWatcher) throws {
        let (loaded, document) = try loadSceneAndDocument(scene, overrides: sceneOptions.overrides, budget: sceneOptions.budget)
        let warnings = document.map { SceneLinter.timelineWarnings(for: loaded, document: $0) } ?? []
        warnings.forEach { printWarning($0.description) }
        if warningsAsErrors, !warnings.isEmpty {
            printError("\(scene): not rendered: it has \(warnings.count) warning\(warnings.count == 1 ? "" : "s") and --warnings-as-errors was given")
            throw ExitCodes.invalidScene
        }
        let output = URL(fileURLWithPath: scenes.count > 1 ? "\(out ?? "frames")/\(loaded.name)" : out ?? "frames/\(loaded.name)")
        var request = RenderRequest(
            outputDirectory: output, sinks: format.map { $0.sink(compression: compression.options, crf: crf, preset: preset, sceneName: loaded.name) },
            frames: frames,
            resume: resume, shard: shard, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            showSizes: showSizes ? SizeRequest.standard + [.current] : nil)
        request.scale = sceneOptions.scale
        request.budget = sceneOptions.budget
        let session = RenderSession(scene: loaded, request: request)
        current.start(session)
        let progress = ProgressLine(quiet: quiet)
        let report: RenderReport
        do {
            report = try session.run { progress.update($0) }
        } catch {
            progress.clear()
            printError(error.description)
            throw Self.exitCode(for: error)
        }
        progress.clear()
        if report.wasCancelled {
            printInterruption(report, scene: scene, signal: signals.received)
            throw signals.received == SIGTERM ? ExitCodes.terminated : ExitCodes.interrupted
        }
        if !quiet { print(Self.summary(report, scene: loaded, scale: sceneOptions.scale)) }
    }

    /// The command a missing "scene" with no extension or folder is a typo of, if it is one.
    static func commandMeant(by scene: String) -> String? {
        guard !scene.contains("."), !scene.contains("/"), !FileManager.default.fileExists(atPath: scene),
              SwiftScenes.builder(named: scene) == nil else { return nil }
        let commands = ZoetropeCommand.configuration.subcommands.map { $0._commandName }
        return NameSuggestion.nearest(to: scene, in: commands)
    }

    static func exitCode(for error: RenderError) -> ExitCode {
        switch error.underlying {
        case .scene, .frames, .foreignRender, .untrustedManifest, .merge: ExitCodes.invalidScene
        case .invalidOutputPath: ExitCode.validationFailure
        case .output, .locked: ExitCodes.cannotWrite
        case .png(_, .fileWriteFailed): ExitCodes.cannotWrite
        case .unsupported: ExitCode.validationFailure
        case .unavailable: ExitCodes.unavailable
        case .drawing(_, .invalidItemValue): ExitCodes.invalidScene
        case .drawing, .png, .picture, .internalFailure, .programFailed, .atFrame: ExitCodes.internalFailure
        }
    }

    /// `Rendered 151 frames of wheel (400×400, 30 fps) in 0.21 s, 719.0 frames/s → frames/wheel/`;
    /// `Computed …` when no frame was drawn; frames drawn at another `--scale` say their size in
    /// pixels and the canvas's (`800×800, the 400×400 canvas at --scale 2`).
    static func summary(_ report: RenderReport, scene: Scene, scale: Double = 1) -> String {
        if report.drawnFrames == 0, report.keptFrames > 0 {
            let rewritten = report.wholeRenderFiles.map(\.file)
            let frames = report.keptFrames == 1 ? "The 1 frame of \(scene.name) was" : "All \(report.keptFrames) frames of \(scene.name) were"
            return "\(frames) already done"
                + (rewritten.isEmpty ? "" : "; wrote \(rewritten.joined(separator: ", ")) again") + " → \(report.output.relativePath)/"
        }
        let count = report.drawnFrames > 0 ? report.drawnFrames : report.computedFrames
        let verb = report.drawnFrames > 0 ? "Rendered" : "Computed"
        let rate = report.seconds > 0 ? Double(count) / report.seconds : 0
        let kept = report.keptFrames > 0 ? " (kept \(report.keptFrames) already done)" : ""
        let canvas = "\(NumberText.describe(Double(scene.canvasSize.width)))×\(NumberText.describe(Double(scene.canvasSize.height)))"
        let drawn = "\(NumberText.describe(Double(scene.canvasSize.width) * scale))×\(NumberText.describe(Double(scene.canvasSize.height) * scale))"
        let size = scale == 1 || report.drawnFrames == 0 ? canvas : "\(drawn), the \(canvas) canvas at --scale \(NumberText.describe(scale))"
        return "\(verb) \(count) frame\(count == 1 ? "" : "s") of \(scene.name)\(kept) (\(size), \(scene.clock.rate)) "
            + "in \(String(format: "%.2f", report.seconds)) s, \(String(format: "%.1f", rate)) frames/s "
            + "→ \(report.output.relativePath)/"
    }

    private func printInterruption(_ report: RenderReport, scene: String, signal: Int32?) {
        let name = signal == SIGTERM ? "Terminated" : "Interrupted"
        var command = ["zoetrope", "render", scene, "--out", report.output.relativePath]
        if let frames { command += ["--frames", frames.description] }
        if let shard { command += ["--shard", shard.description] }
        if let fps = sceneOptions.fps { command += ["--fps", "\(fps)"] }
        if let duration = sceneOptions.duration { command += ["--duration", "\(duration)"] }
        if sceneOptions.scale != 1 { command += ["--scale", "\(sceneOptions.scale)"] }
        if sceneOptions.allowLarge { command.append("--allow-large") }
        command += sceneOptions.set.map { "--set '\($0.description)'" }
        if format != [.png, .csv] { command += ["--format", format.map(\.rawValue).joined(separator: ",")] }
        if compression != .fast { command += ["--compression", compression.rawValue] }
        if let crf { command += ["--crf", "\(crf)"] }
        if let preset { command += ["--preset", preset.rawValue] }
        if showSizes { command.append("--show-sizes") }
        command.append("--resume")
        printError("\(name): \(report.frames.count) frame\(report.frames.count == 1 ? "" : "s") done in "
                   + "\(report.output.relativePath)/ (listed in its manifest). To finish, run: \(command.joined(separator: " "))",
                   prefix: "zoetrope: ")
    }
}
