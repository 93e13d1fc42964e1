import ArgumentParser
import Foundation
import SceneExport

/// The `zoetrope` command.
@main
struct ZoetropeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render SwiftUI-style layout animations headlessly: frames (PNG, SVG), videos, GIFs, PDFs, trajectories, sheets and plots.",
        discussion: """
            A scene file (JSON) names a layout, its views and a timeline of animated parameter \
            changes. Zoetrope interpolates the layout's animatable parameters, re-runs the layout on \
            every frame, and writes what it sees. The scene format is described in README.md, \
            under "Scene files"; docs/distributed.md covers rendering on many machines.

            Exit codes:
              0    success
              64   bad command-line arguments (including an empty or dangerous --out)
              65   the scene is invalid (the message names the file, field and value, and points at
                   it: file:line:column: error: …), has warnings and --warnings-as-errors was given, asks for more
                   work than its limits allow (--allow-large raises them), has a view that cannot
                   be drawn (the message names the frame and view), or the output folder holds
                   another render that --resume, --frames or merge cannot add to
              66   the scene file does not exist or cannot be read (a folder, a device)
              69   a program an output needs (ffmpeg, for mp4, webm, gif and apng) is not installed
              70   a frame could not be drawn or encoded, or ffmpeg failed (its last lines are shown)
              73   the output folder cannot be created or written, or another render holds it
              130  stopped by Ctrl-C (SIGINT); finished frames are kept: --resume completes them
              143  stopped by SIGTERM; likewise
            """,
        version: "zoetrope \(RenderSession.zoetropeVersion)",
        subcommands: [Render.self, Validate.self, Still.self, Sheet.self, Plot.self, Merge.self, Sizes.self, Layouts.self, Schema.self],
        defaultSubcommand: Render.self)

    /// Runs the command. A file that reaches the size limit (`ulimit -f`) makes `write` fail with
    /// EFBIG, which the render reports with the file and cleans up after, instead of the process
    /// being killed by SIGXFSZ with a file half written.
    static func main() {
        signal(SIGXFSZ, SIG_IGN)
        main(nil)
    }
}
