import ArgumentParser
import CairoRasterizer
import Foundation
import SceneDescription
import LayoutCore
import SceneExport

/// `zoetrope render`: renders a scene file into a folder.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene file into PNG frames and/or a CSV of trajectories.",
        discussion: """
            Writes frames/<scene>/frame_000000.png … and frames/<scene>/trajectories.csv. Files \
            appear only when complete; a failed render leaves nothing new behind. Rendering the \
            same scene twice gives byte-identical files.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case png, csv, all

        var outputs: OutputFormats {
            switch self {
            case .png: .png
            case .csv: .csv
            case .all: .all
            }
        }
    }

    enum Compression: String, ExpressibleByArgument, CaseIterable {
        case fast, small

        var options: PNGEncodingOptions {
            switch self {
            case .fast: .fast
            case .small: .small
            }
        }
    }

    @Argument(help: "The scene file (JSON), e.g. scenes/wheel.json.")
    var scene: String

    @Option(name: .shortAndLong, help: "The output folder. (default: frames/<scene name>)")
    var out: String?

    @Option(help: "What to write: png, csv or all.")
    var format: Format = .all

    @Option(help: "The frames to render, as A-B (inclusive) or N; frame n is at time n/fps.")
    var frames: FrameRangeArgument?

    @Option(help: "PNG compression: fast (zlib 1, no filtering) or small (zlib 6, no filtering).")
    var compression: Compression = .fast

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    @Flag(name: .customLong("show-sizes"),
          help: "Draw every view's minimum, ideal, maximum and current size over the frames (article 004's showSizes).")
    var showSizes = false

    func run() throws {
        let loaded = try loadScene(scene)
        let output = URL(fileURLWithPath: out ?? "frames/\(loaded.name)")
        let request = RenderRequest(outputDirectory: output, formats: format.outputs, frames: frames?.range,
                                    pngOptions: compression.options,
                                    showSizes: showSizes ? SizeRequest.standard + [.current] : nil)
        do {
            let report = try SceneRenderer.render(loaded, request: request)
            if !quiet { printSummary(report, scene: loaded, output: output) }
        } catch {
            printError(error.description)
            throw exitCode(for: error)
        }
    }

    private func exitCode(for error: ExportError) -> ExitCode {
        switch error {
        case .scene, .frames: ExitCodes.invalidScene
        case .output: ExitCodes.cannotWrite
        case .png(_, .fileWriteFailed): ExitCodes.cannotWrite
        case .drawing, .png: ExitCodes.internalFailure
        }
    }

    private func printSummary(_ report: RenderReport, scene: Scene, output: URL) {
        let count = report.frames.count
        let rate = String(format: "%.1f", report.framesPerSecond)
        let seconds = String(format: "%.2f", report.seconds)
        print("Rendered \(count) frame\(count == 1 ? "" : "s") of \(scene.name) "
              + "(\(scene.document.canvasSize.width.formatted())×\(scene.document.canvasSize.height.formatted()), "
              + "\(scene.clock.rate)) in \(seconds) s, \(rate) frames/s → \(output.path)/")
    }
}

/// Reads and builds a scene file, measuring labels as the renderer draws them; exits with 66 for
/// a missing file and 65 for an invalid scene.
func loadScene(_ path: String) throws -> Scene {
    let sceneURL = URL(fileURLWithPath: path)
    guard FileManager.default.isReadableFile(atPath: sceneURL.path) else {
        printError("\(path): no such file, or it cannot be read")
        throw ExitCodes.missingScene
    }
    do {
        return try Scene.load(contentsOf: sceneURL, textMeasurer: CairoTextMeasurer())
    } catch {
        printError(error.description)
        throw ExitCodes.invalidScene
    }
}

/// Writes `zoetrope: error: message` to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("zoetrope: error: \(message)\n".utf8))
}

extension CGFloat {
    /// A whole number without a decimal point, anything else as is.
    func formatted() -> String {
        self == rounded() && Swift.abs(self) < 1e9 ? String(Int(self)) : "\(self)"
    }
}
