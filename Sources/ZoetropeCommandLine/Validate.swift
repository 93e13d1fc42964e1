import ArgumentParser
import CairoRasterizer
import Foundation
import SceneCore
import SceneFiles

/// `zoetrope validate`: checks scene files without rendering them.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check scene files without rendering: every error in each, and warnings for what would do nothing.",
        discussion: """
            Reads each scene, reporting every problem rather than only the first (each top-level \
            field, view and timeline entry is read on its own), builds it, and samples its frames \
            (all of them, or evenly spaced ones for a long scene) without drawing them, so a \
            layout that fails at some frame is found too. Errors and warnings go to standard \
            error as compilers print them (file:line:column: error: …, then the line with a caret), \
            so editors link them; a summary line per scene goes to standard output.

            Warnings, which never fail the check unless --warnings-as-errors is given: an entry of \
            the timeline that starts after the scene's last frame; an animation or keyframe run the \
            scene's end cuts short; a last phase's hold a scene without a duration never shows; a \
            change that sets a parameter to the value it already has; a view outside the canvas in \
            every frame.

            Every scene is checked either way, and the exit code is the first failing scene's: \
            65 when it is invalid (or has warnings, with --warnings-as-errors), 66 when it cannot \
            be read; 0 when every scene is valid. A file with more than 100 errors lists the first \
            100 and says how many more there are.

            Examples:
              zoetrope validate scenes/*.json
              zoetrope validate scenes/wheel.json --warnings-as-errors
              zoetrope validate scenes/wheel.json --set layout.parameters.radius=900
            """)

    @Argument(help: "The scene files (JSON), e.g. scenes/*.json.")
    var scenes: [String] = []

    @OptionGroup(title: "Scene overrides")
    var sceneOptions: SceneOptions

    @Flag(name: .customLong("warnings-as-errors"), help: "Fail (exit 65) when a scene has warnings.")
    var warningsAsErrors = false

    mutating func validate() throws {
        if scenes.isEmpty { scenes = SwiftScenes.names }
        guard !scenes.isEmpty else { throw ValidationError("name a scene file, such as scenes/wheel.json") }
    }

    func run() throws {
        var firstFailure: ExitCode?
        for scene in scenes {
            if let failure = check(scene) { firstFailure = firstFailure ?? failure }
        }
        if let firstFailure { throw firstFailure }
    }

    /// Checks one scene, printing what it finds.
    /// - Returns: The exit code it fails with, or nil when it passes.
    private func check(_ path: String) -> ExitCode? {
        if let build = SwiftScenes.builder(named: path) {
            do {
                return report(path, scene: try buildSwiftScene(named: path, build, overrides: sceneOptions.overrides), document: nil)
            } catch {
                print("\(path): 1 error")
                return error as? ExitCode ?? ExitCodes.invalidScene
            }
        }
        do {
            if let viewScene = try ViewSceneReader.read(contentsOf: URL(fileURLWithPath: path), file: path, overrides: sceneOptions.overrides) {
                return report(path, scene: try Scene(viewScene: viewScene), document: nil)
            }
        } catch {
            printError(error.description)
            print("\(path): 1 error")
            return error.kind == .unreadable ? ExitCodes.missingScene : ExitCodes.invalidScene
        }
        let document: SceneDocument
        do {
            document = try SceneReader.readReportingAll(contentsOf: URL(fileURLWithPath: path), file: path, overrides: sceneOptions.overrides,
                                                        budget: sceneOptions.budget)
        } catch {
            error.errors.forEach { printError($0.description) }
            if let unlisted = error.unlistedSummary { printError("\(path): \(unlisted)") }
            print("\(path): \(count(error.count, "error"))")
            return error.isUnreadable ? ExitCodes.missingScene : ExitCodes.invalidScene
        }
        let scene: Scene
        do {
            scene = try Scene(document, textMeasurer: CairoTextMeasurer(), budget: sceneOptions.budget)
        } catch {
            printError(error.description)
            print("\(path): 1 error")
            return ExitCodes.invalidScene
        }
        return report(path, scene: scene, document: document)
    }

    /// Lints a built scene and prints its summary and warnings.
    /// - Returns: The exit code it fails with, or nil when it passes.
    private func report(_ path: String, scene: Scene, document: SceneDocument?) -> ExitCode? {
        let warnings: [SceneWarning]
        do {
            let timeline = document.map { SceneLinter.timelineWarnings(for: scene, document: $0) } ?? []
            warnings = timeline + (try SceneLinter.placementWarnings(for: scene))
        } catch {
            printError(error.description)
            print("\(path): 1 error")
            return ExitCodes.invalidScene
        }
        warnings.forEach { printWarning($0.description) }
        let clock = scene.clock
        var summary = "\(path): valid: \(count(clock.frameCount, "frame")) (\(seconds(clock.duration)) s at \(clock.rate)), "
            + count(scene.views.count, "view")
        if !warnings.isEmpty { summary += "; \(count(warnings.count, "warning"))" }
        print(summary)
        return warningsAsErrors && !warnings.isEmpty ? ExitCodes.invalidScene : nil
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private func seconds(_ time: Double) -> String {
        NumberText.describe(time, decimals: 3)
    }
}

/// Writes a warning to standard error: as it is when it says where (`file:line:column: warning: …`),
/// after `zoetrope: warning: ` otherwise.
func printWarning(_ message: String) {
    let located = message.range(of: #"^[^\n]+?: warning: "#, options: .regularExpression) != nil
    FileHandle.standardError.write(Data("\(located ? "" : "zoetrope: warning: ")\(message)\n".utf8))
}
