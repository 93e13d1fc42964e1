import ArgumentParser
import Synchronization
import CairoRasterizer
import Foundation
import LayoutCore
import SceneFiles
import SceneExport

/// Values set in the scene from the command line, checked as the file's own are.
struct SceneOptions: ParsableArguments {
    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Set a field of the scene, such as layout.parameters.radius=100 or views.0.fill=red (repeatable).", valueName: "path=value"),
            transform: { text in
                guard let override = SceneOverride(parsing: text) else {
                    throw ValidationError("--set '\(text)': expected PATH=VALUE, such as layout.parameters.radius=100")
                }
                return override
            })
    var set: [SceneOverride] = []

    @Option(help: "The frame rate, instead of the scene's fps (1 to 1000).")
    var fps: Int?

    @Option(help: "The duration in seconds, instead of the scene's.")
    var duration: Double?

    @Option(help: ArgumentHelp("Show the scene on this device's screen, instead of the file's canvas size or device (`zoetrope devices` lists them).",
                               valueName: "name"))
    var device: String?

    @Option(help: "Draw frames this many times larger than the canvas: 0.5 for thumbnails, 2 for high-density output.")
    var scale: Double = 1

    @Flag(name: .customLong("allow-large"),
          help: "Raise every work limit a hundredfold: views (10,000), label length (1,000), changes and keyframes (100,000), frames × views (100 million), pixels drawn (200 billion).")
    var allowLarge = false

    /// The work limits the scene is held to.
    var budget: WorkBudget { allowLarge ? .large : .standard }

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 64 else {
            throw ValidationError("--scale \(scale): expected a number above 0 and at most 64, such as 0.5 or 2")
        }
    }

    /// Every override, in the order they apply: --device, --fps, --duration, then each --set.
    var overrides: [SceneOverride] {
        var all: [SceneOverride] = device.map(SceneOverride.device) ?? []
        if let fps { all.append(SceneOverride(path: ["fps"], json: "\(fps)", origin: "--fps \(fps)")) }
        if let duration {
            let json = duration.isFinite ? "\(duration)" : "\"\(duration)\""
            all.append(SceneOverride(path: ["duration"], json: json, origin: "--duration \(duration)"))
        }
        return all + set
    }
}
