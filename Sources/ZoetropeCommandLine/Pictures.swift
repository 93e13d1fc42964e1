import ArgumentParser
import CairoRasterizer
import Foundation
import SceneCore
import FrameComposition
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneFiles
import SceneExport

/// The picture file `-o` names, checked when the arguments are read.
private func pictureURL(_ path: String) throws -> URL {
    guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw ValidationError("-o '': name a file ending in .png, .svg or .pdf")
    }
    let url = URL(fileURLWithPath: path)
    do {
        _ = try PictureFile.kind(of: url)
    } catch {
        throw ValidationError("-o \(error.description)")
    }
    return url
}

/// Writes a picture, mapping failures to messages and exit codes.
private func writePicture(_ make: () throws(RenderError) -> DisplayList, to url: URL, scale: Double = 1, quiet: Bool,
                          summary: String) throws {
    do {
        try PictureFile.write(try make().scaled(by: scale), to: url, compression: .small)
        if !quiet { print("\(summary) → \(url.relativePath)") }
    } catch {
        printError(error.description)
        throw Render.exitCode(for: error)
    }
}

/// What every picture command takes: the scene, the file to write, and quiet.
struct PictureOptions: ParsableArguments {
    @Argument(help: "The scene file (JSON), e.g. scenes/wheel.json.")
    var scene: String

    @Option(name: .shortAndLong, help: "The file to write: .png, .svg or .pdf.")
    var out: String

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    @OptionGroup(title: "Scene overrides")
    var sceneOptions: SceneOptions

    func validate() throws {
        _ = try pictureURL(out)
    }

    /// The file to write.
    var url: URL {
        get throws { try pictureURL(out) }
    }
}

/// `zoetrope still`: one frame to one named file, like `remotion still`.
struct Still: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw one frame of a scene into a PNG, SVG or PDF file.",
        discussion: """
            The file's extension says what to write. --time picks the frame nearest that time (frame n is at n/fps).

            Examples:
              zoetrope still scenes/wheel.json --frame 45 -o wheel.png
              zoetrope still scenes/wheel.json --time 1.5 --scale 2 -o wheel@2x.png
              zoetrope still scenes/balanced_stack.json --show-sizes -o sizes.svg
            """)

    @OptionGroup var picture: PictureOptions

    @Option(help: "The frame to draw. (default: 0)")
    var frame: Int?

    @Option(help: "The time to draw, in seconds, instead of --frame.")
    var time: Double?

    @Flag(name: .customLong("show-sizes"),
          help: "Draw every view's minimum, ideal, maximum and current size over the frame (article 004's showSizes).")
    var showSizes = false

    func validate() throws {
        if frame != nil, time != nil { throw ValidationError("--frame and --time name the same thing: give one") }
        if let time, !(time.isFinite && time >= 0) { throw ValidationError("--time \(time): a time is a number of seconds from 0") }
    }

    func run() throws {
        let loaded = try loadScene(picture.scene, overrides: picture.sceneOptions.overrides, budget: picture.sceneOptions.budget)
        let chosen = frame ?? time.map { Int(min(($0 * loaded.clock.rate.framesPerSecond).rounded(), 1e9)) } ?? 0
        guard loaded.clock.frames.contains(chosen) else {
            let asked = time.map { "--time \($0) (frame \(chosen))" } ?? "--frame \(chosen)"
            printError("\(picture.scene): \(asked) is outside the scene's frames 0-\(loaded.clock.frameCount - 1) "
                       + "(0 to \(loaded.clock.time(ofFrame: loaded.clock.frameCount - 1)) s)")
            throw ExitCodes.invalidScene
        }
        let sizes = showSizes ? StillFrame.sizesOverlay : nil
        try writePicture({ () throws(RenderError) in try StillFrame.displayList(of: loaded, frame: chosen, showSizes: sizes) }, to: try picture.url, scale: picture.sceneOptions.scale, quiet: picture.quiet,
                         summary: "Drew frame \(chosen) of \(loaded.name) (t = \(NumberText.describe(loaded.clock.time(ofFrame: chosen), decimals: 3)) s)")
    }
}

/// `zoetrope sheet`: a contact sheet of frames in a grid.
struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw frames of a scene in a grid, each labelled with its frame number and time (a contact sheet).",
        discussion: """
            By default about a dozen frames evenly spread from the first to the last. The file's extension says what to write.

            Examples:
              zoetrope sheet scenes/wheel.json -o sheet.png
              zoetrope sheet scenes/wheel.json --frames 0,15,30,45 --width 160 -o strip.png
              zoetrope sheet scenes/wheel.json --every 10 --columns 4 -o sheet.pdf
              zoetrope sheet scenes/flow.json --count 5 -o flow.svg
            """)

    @OptionGroup var picture: PictureOptions

    @Option(help: "Frames per row. (default: as many frames as there are, up to 6)")
    var columns: Int?

    @Option(help: "The frames: a comma-separated list of frames and ranges, such as 0,9,18,24 or 0-60.",
            transform: { text in
                guard let frames = FrameSet(parsing: text), !frames.isEmpty else {
                    throw ValidationError("--frames '\(text)': expected frames and ranges separated by commas, such as 0,9,18,24 or 0-60")
                }
                return frames
            })
    var frames: FrameSet?

    @Option(help: "Every Kth of the frames (all the scene's, or --frames), from the first, and the last.")
    var every: Int?

    @Option(help: "N of the frames, evenly spread from the first to the last, instead of --every.")
    var count: Int?

    @Option(help: "Each frame's width in the sheet, in points.")
    var width: Double = 200

    func validate() throws {
        if let every, every < 1 { throw ValidationError("--every \(every): expected a whole number from 1") }
        if let columns, !(1...100).contains(columns) { throw ValidationError("--columns \(columns): expected 1 to 100") }
        if let count, !(1...ContactSheet.maximumFrames).contains(count) {
            throw ValidationError("--count \(count): expected 1 to \(ContactSheet.maximumFrames)")
        }
        if every != nil, count != nil { throw ValidationError("--every and --count both thin the frames out: give one") }
    }

    func run() throws {
        let loaded = try loadScene(picture.scene, overrides: picture.sceneOptions.overrides, budget: picture.sceneOptions.budget)
        let last = loaded.clock.frameCount - 1
        let asked = frames ?? FrameSet([0...last])
        if let outside = asked.ranges.last?.upperBound, outside > last {
            printError("\(picture.scene): --frames \(asked): frame \(outside) is outside the scene's frames 0-\(last)")
            throw ExitCodes.invalidScene
        }
        let all = asked.frames
        var chosen: [Int]
        if let count {
            // N frames evenly spread: the first, the last, and the nearest between.
            chosen = count == 1 || all.count == 1 ? [all[0]]
                : (0..<min(count, all.count)).map { all[Int((Double($0) * Double(all.count - 1) / Double(min(count, all.count) - 1)).rounded())] }
        } else {
            let step = every ?? (frames == nil ? ContactSheet.defaultStep(of: loaded) : 1)
            chosen = Swift.stride(from: 0, to: all.count, by: step).map { all[$0] }
            if let final = all.last, chosen.last != final { chosen.append(final) }
        }
        let sheet = ContactSheet(scene: loaded, frames: chosen, columns: columns, cellWidth: width)
        try writePicture({ () throws(RenderError) in try sheet.displayList() }, to: try picture.url, scale: picture.sceneOptions.scale, quiet: picture.quiet,
                         summary: "Drew \(chosen.count) frame\(chosen.count == 1 ? "" : "s") of \(loaded.name) in a sheet")
    }
}

/// `zoetrope plot`: every view's trajectory over the animation.
struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw every view's path over a scene's animation: a line, a dot per frame, a ring at the start and a square at the end.",
        discussion: """
            Faint pictures of the first and last frames sit underneath. With --compare, the same scene \
            interpolated the other way is drawn over it, dashed and grey: for a wheel, arcs (parameters) \
            against chords (positions).

            Examples:
              zoetrope plot scenes/wheel.json -o paths.png
              zoetrope plot scenes/wheel.json --compare positions -o arcs-vs-chords.svg
            """)

    @OptionGroup var picture: PictureOptions

    @Option(help: "Also draw the scene interpolated this way (positions or parameters), dashed.")
    var compare: InterpolationMode?

    func validate() throws {
        if compare == .automatic { throw ValidationError("--compare automatic: name positions or parameters") }
    }

    func run() throws {
        let loaded = try loadScene(picture.scene, overrides: picture.sceneOptions.overrides, budget: picture.sceneOptions.budget)
        var comparison: Scene?
        if let compare {
            guard compare != loaded.interpolation else {
                printError("\(picture.scene): the scene already interpolates \(compare.rawValue); --compare draws the other way, "
                           + "\(compare == .parameters ? "positions" : "parameters")")
                throw ExitCode.validationFailure
            }
            do {
                comparison = try TrajectoryPlot.otherInterpolation(of: loaded)
            } catch {
                printError(error.description)
                throw Render.exitCode(for: error)
            }
        }
        let plot = TrajectoryPlot(scene: loaded, comparison: comparison)
        try writePicture({ () throws(RenderError) in try plot.displayList() }, to: try picture.url, scale: picture.sceneOptions.scale, quiet: picture.quiet,
                         summary: "Plotted \(loaded.views.count) paths of \(loaded.name) over \(loaded.clock.frameCount) frames"
                            + (comparison.map { " against \($0.interpolation.rawValue)" } ?? ""))
    }
}

extension InterpolationMode: ExpressibleByArgument {}
