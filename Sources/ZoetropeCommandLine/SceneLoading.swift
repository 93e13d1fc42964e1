import ArgumentParser
import Synchronization
import CairoRasterizer
import Foundation
import LayoutCore
import SceneFiles
import SceneExport

/// Reads and builds a scene file with the command line's overrides, measuring labels as the
/// renderer draws them, within `budget`; exits with 66 for a missing file and 65 for an invalid scene.
func loadScene(_ path: String, overrides: [SceneOverride] = [], budget: WorkBudget = .standard) throws -> Scene {
    try loadSceneAndDocument(path, overrides: overrides, budget: budget).scene
}

/// Reads and builds a scene as ``loadScene(_:overrides:budget:)`` does, with the document a scene
/// file was read from (`nil` for a scene written in Swift), for the linter's timeline warnings.
func loadSceneAndDocument(_ path: String, overrides: [SceneOverride] = [],
                          budget: WorkBudget = .standard) throws -> (scene: Scene, document: SceneDocument?) {
    if let build = SwiftScenes.builder(named: path) {
        return (try buildSwiftScene(named: path, build, overrides: overrides), nil)
    }
    let names = SwiftScenes.names
    if !names.isEmpty, !FileManager.default.fileExists(atPath: path) {
        let suggestion = NameSuggestion.nearest(to: path, in: names).map { "did you mean \($0)? " } ?? ""
        printError("\(path): no such scene file, and no scene of this program has that name; \(suggestion)(its scenes: \(names.joined(separator: ", ")))")
        throw ExitCodes.missingScene
    }
    do {
        if let viewScene = try ViewSceneReader.read(contentsOf: URL(fileURLWithPath: path), file: path, overrides: overrides) {
            return (try Scene(viewScene: viewScene), nil)
        }
        let document = try SceneReader.read(contentsOf: URL(fileURLWithPath: path), file: path, overrides: overrides, budget: budget)
        return (try Scene(document, textMeasurer: CairoTextMeasurer(), budget: budget), document)
    } catch {
        printError(error.description)
        throw error.kind == .unreadable ? ExitCodes.missingScene : ExitCodes.invalidScene
    }
}

/// Builds a scene written in Swift; `--set`, `--fps` and `--duration` change scene files only,
/// and are refused for it (exit 64). Exits 65 when the scene cannot be built.
func buildSwiftScene(named name: String, _ build: @Sendable () throws -> Scene, overrides: [SceneOverride]) throws -> Scene {
    if let first = overrides.first {
        printError("\(first.origin): \(name) is built in Swift, and --set, --device, --fps and --duration change scene files: change it in its code (Scene(named:device:…) for a device)")
        throw ExitCode.validationFailure
    }
    do {
        return try build()
    } catch {
        printError("\(name) (built in Swift): \(error)")
        throw ExitCodes.invalidScene
    }
}
