import ArgumentParser
import Foundation
import SceneExport

/// `zoetrope merge`: joins the parts that `render --shard K/N` wrote into one folder.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Join the shards of a render (render --shard K/N) into the files of one render.",
        discussion: """
            Checks that every shard's part is there and finished, that all render the same scene \
            with the same settings, and that every frame file is present with the size and SHA-256 \
            its shard recorded; then joins the CSV parts under one header, writes manifest.json and \
            removes the parts. The folder then holds exactly the files one unsharded render writes. \
            Nothing changes when a check fails (exit 65). See docs/distributed.md.

            Examples:
              seq 1 3 | xargs -P 3 -I{} \\
                zoetrope render scenes/wheel.json --out frames/wheel --shard {}/3 --quiet
              zoetrope merge frames/wheel
            """)

    @Argument(help: "The folder the shards rendered into, e.g. frames/wheel.")
    var folder: String

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    func run() throws {
        do {
            let report = try ShardMerger.merge(URL(fileURLWithPath: folder))
            if !quiet {
                print("Merged \(report.shards) shard\(report.shards == 1 ? "" : "s") into \(folder)/: "
                      + "frames \(report.frames), \(report.files.joined(separator: ", "))")
            }
        } catch {
            printError(error.description)
            throw Render.exitCode(for: error)
        }
    }
}
