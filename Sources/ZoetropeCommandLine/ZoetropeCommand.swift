import ArgumentParser
#if canImport(CProcessSettings)
import CProcessSettings
#endif
import Foundation
import LayoutCore
import SceneFiles
import SceneExport
import ViewTree

/// The `zoetrope` command line: `render`, `validate`, `still`, `preview`, `sheet`, `plot`, `merge`, `sizes`,
/// `layouts` and `schema`.
///
/// The `zoetrope` executable runs it for scene files. Your own executable runs it for scenes you
/// write in Swift, with every option `zoetrope render` has (`--frames`, `--format`, `--jobs`,
/// `--shard`, `--resume`, …), as Manim's command line runs scene classes:
///
/// ```swift
/// import Zoetrope
/// import ZoetropeCommandLine
///
/// ZoetropeCommand.main(scenes: [
///     "wheel": { try Scene(named: "wheel", canvas: CGSize(width: 400, height: 400), initial: Angle.zero, changes: [
///         StateChange(at: 0, animation: .easeInOut(duration: 2)) { $0 = .degrees(90) },
///     ]) { angle in WheelLayout(radius: 130, rotation: angle) { ForEach(0..<8) { _ in Circle().frame(width: 40, height: 40) } } } },
/// ])
/// ```
///
/// `my-scenes render wheel --format png,mp4` then renders it into `frames/wheel/`; `my-scenes
/// render` renders every scene; scene files still work beside them.
public struct ZoetropeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render SwiftUI-style layout animations headlessly: frames (PNG, SVG), videos, GIFs, PDFs, trajectories, sheets and plots.",
        discussion: """
            A scene file (JSON) names a layout, its views and a timeline of animated parameter \
            changes. Zoetrope interpolates the layout's animatable parameters, re-runs the layout on \
            every frame, and writes what it sees. docs/scene-format.md describes scene files, \
            docs/command-line.md every command, and docs/distributed.md rendering on many machines.

            Exit codes:
              0    success
              64   bad command-line arguments (including an empty or dangerous --out)
              65   the scene is invalid (the message names the file, field and value, and
                   points at it: file:line:column: error: …), has warnings and
                   --warnings-as-errors was given, asks for more work than its limits allow
                   (--allow-large raises them), has a view that cannot be drawn (the
                   message names the frame and view), or the output folder holds another
                   render that --resume, --frames or merge cannot add to
              66   the scene file does not exist or cannot be read (a folder, a device)
              69   a program an output needs (ffmpeg, for mp4, webm, gif and apng) is not
                   installed
              70   a frame could not be drawn or encoded, or ffmpeg failed (its last lines
                   are shown)
              73   the output folder cannot be made or written, or another render holds it
              130  stopped by Ctrl-C (SIGINT); finished frames are kept, and --resume
                   completes the render
              143  stopped by SIGTERM; likewise
            """,
        version: "zoetrope \(RenderSession.zoetropeVersion)",
        subcommands: [Render.self, Validate.self, Still.self, Preview.self, PreviewsCommand.self, Sheet.self, Plot.self, Merge.self, Sizes.self, Layouts.self, Devices.self, Schema.self],
        defaultSubcommand: Render.self)

    /// Creates the command; the argument parser fills it in.
    public init() {}

    /// Runs the command line for scene files. A file that reaches the size limit (`ulimit -f`)
    /// makes `write` fail with EFBIG, which the render reports with the file and cleans up after,
    /// instead of the process being killed by SIGXFSZ with a file half written.
    public static func main() {
        signal(SIGXFSZ, SIG_IGN)
        keepFreedMemory()
        main(nil)
    }

    /// Asks glibc's allocator to keep memory a render frees for the next frame instead of handing
    /// it back to the system at once: a render allocates the same sizes frame after frame (a
    /// video frame's 3 MB of YUV, a batch of CSV rows), and memory handed back and asked for
    /// again costs a page fault and a page cleared for every 4 KiB. Blocks up to 32 MiB (glibc's
    /// largest setting; a 4K frame's pixels are mapped as before) come from the heap, and up to
    /// 128 MiB freed at its top stay mapped. Measured with hyperfine on the benchmark's scenes:
    /// the CSV of 200 views × 10,000 frames takes a third less system time (151 to 100 ms); the
    /// bytes written are the same (docs/performance.md, "Memory the allocator keeps").
    private static func keepFreedMemory() {
        #if canImport(CProcessSettings)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 128 << 20)
        #endif
    }

    /// Runs the command line with scenes written in Swift, by name, beside scene files: each
    /// command takes a name where it takes a scene file, and `render` with no scene renders them
    /// all.
    /// - Parameter scenes: Builds each scene, by the name the command line uses. A builder is
    ///   called when its scene is rendered, once per command.
    public static func main(scenes: [String: @Sendable () throws -> Scene]) {
        SwiftScenes.register(scenes)
        // The program's own help says which scenes it has before the tool's help.
        if ["--help", "-h", "help"].contains(CommandLine.arguments.dropFirst().first ?? ""), CommandLine.arguments.count == 2 {
            print(swiftScenesHelp())
            return
        }
        main()
    }

    /// Runs the command line with scenes written in Swift and layouts of the program's own, which
    /// its scene files can name as they name the built-in ones: `"layout": {"name": "spiral"}`
    /// renders with the program's `SpiralLayout`, its parameters (a `ParameterizedLayout`'s)
    /// checked by `validate`, listed by `layouts` and in `schema`.
    /// - Parameters:
    ///   - scenes: Builds each scene written in Swift, by name; none is needed.
    ///   - layouts: The program's layouts, by the name scene files use. A name a built-in layout
    ///     has is refused when the program starts (exit 64).
    public static func main(scenes: [String: @Sendable () throws -> Scene], layouts: [String: any ParameterizedLayout.Type]) {
        let taken = LayoutRegistry.register(layouts)
        guard taken.isEmpty else {
            printError("layouts \(taken.joined(separator: ", ")): built-in layouts have these names; give the program's own others")
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        main(scenes: scenes)
    }

    /// Runs the command line with scenes written in Swift and views that scene files show by
    /// name, under interactions they script:
    ///
    /// ```swift
    /// ZoetropeCommand.main(scenes: [:], views: ["swipe-card": { SwipeCard() }])
    /// ```
    ///
    /// and `swipe.json`: `{"view": "swipe-card", "canvas": {"device": "iPhone 16"}, "interactions":
    /// [{"drag": "card", "by": [240, 0], "at": 0.3, "duration": 0.3}]}`, rendered with
    /// `Program render swipe.json` (docs/scene-format.md, "View scenes").
    /// - Parameters:
    ///   - scenes: The program's scenes written in Swift, by name.
    ///   - layouts: Layouts of the program's own that its scene files can name.
    ///   - views: The views its view scene files can show, by name.
    public static func main(scenes: [String: @Sendable () throws -> Scene], layouts: [String: any ParameterizedLayout.Type] = [:],
                            views: [String: @Sendable () -> any View]) {
        SwiftViews.register(views)
        main(scenes: scenes, layouts: layouts)
    }

    /// The help of a program of scenes written in Swift: its scenes by name, how to use them, then
    /// the whole command line's help.
    static func swiftScenesHelp() -> String {
        let program = URL(fileURLWithPath: CommandLine.arguments.first ?? "scenes").lastPathComponent
        return programHelp(program: program, scenes: SwiftScenes.names, layouts: LayoutRegistry.registeredNames, views: SwiftViews.names)
            + "\n\n" + helpMessage()
    }

    /// What a program of scenes and layouts of its own has, and how to use them: the start of
    /// its help.
    /// - Parameters:
    ///   - program: The program's name.
    ///   - scenes: Its scenes written in Swift, by name.
    ///   - layouts: The names of its own layouts, which its scene files can name.
    ///   - views: The names of its views, which view scene files can show.
    /// - Returns: The lines, ending in a line break.
    static func programHelp(program: String, scenes: [String], layouts: [String], views: [String] = []) -> String {
        let has = [scenes.isEmpty ? nil : "scenes written in Swift", layouts.isEmpty ? nil : "layouts",
                   views.isEmpty ? nil : "views"].compactMap(\.self)
        var lines = ["\(program): the zoetrope command line for the \(has.isEmpty ? "scene files" : has.joined(separator: " and ")) of this program.", ""]
        if let first = scenes.first {
            lines += [
                "SCENES: \(scenes.joined(separator: ", "))", "",
                "Every command takes a scene's name where it takes a scene file (`\(program) render \(first)`), "
                    + "`\(program) render` renders them all, and scene files work beside them.", "",
            ]
        }
        if !layouts.isEmpty {
            lines += [
                "LAYOUTS: \(layouts.joined(separator: ", "))", "",
                "Scene files name them as they name the built-in ones (`\"layout\": {\"name\": \"\(layouts[0])\"}`); "
                    + "`\(program) layouts` lists every layout with its parameters.", "",
            ]
        }
        if let first = views.first {
            lines += [
                "VIEWS: \(views.joined(separator: ", "))", "",
                "A view scene file shows one under scripted interactions (`{\"view\": \"\(first)\", \"canvas\": {\"device\": \"iPhone 16\"},"
                    + " \"interactions\": [{\"tap\": \"Add\", \"at\": 1}]}`; docs/scene-format.md, \"View scenes\").", "",
            ]
        }
        return lines.joined(separator: "\n")
    }
}
