import ArgumentParser

/// The `zoetrope` command.
@main
struct ZoetropeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zoetrope",
        abstract: "Render SwiftUI-style layout animations headlessly: PNG frames and CSV trajectories.",
        discussion: """
            A scene file (JSON) names a layout, its views and a timeline of animated parameter \
            changes. Zoetrope interpolates the layout's animatable parameters, re-runs the layout on \
            every frame, and writes what it sees. The scene format is described in the README.

            Exit codes:
              0   success
              64  bad command-line arguments
              65  the scene is invalid (the message names the file, field and value)
              66  the scene file does not exist or cannot be read
              73  the output folder cannot be created or written
              70  a frame could not be drawn or encoded
            """,
        subcommands: [Render.self, Sizes.self, Layouts.self],
        defaultSubcommand: Render.self)
}
