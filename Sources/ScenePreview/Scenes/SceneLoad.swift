import CairoRasterizer
import Foundation
import SceneCore
import SceneExport
import SceneFiles

/// A scene read from its source, or why it could not be: the same reading and building as
/// `zoetrope validate` does, and its messages.
package enum SceneLoad {
    /// A loaded scene and its content hash.
    package struct Loaded: Sendable {
        /// The scene.
        package let scene: Scene
        /// The SHA-256 of what the scene was read from (a file's bytes), in hex; for a scene built
        /// in Swift, of its name.
        package let hash: String
    }

    /// Why a scene could not be loaded.
    package struct Problem: Error, Equatable, Sendable {
        /// Every error, one after another, as `zoetrope validate` prints them
        /// (`scenes/x.json:12:15: error: …` with the line and a caret under the place).
        package let message: String
        /// Whether the file could not be read at all (missing, a folder, no permission).
        package let isUnreadable: Bool
    }

    /// Reads and builds the scene `source` names.
    /// - Parameter source: The scene file or the scene built in Swift.
    /// - Returns: The scene, or the problem, located in the file.
    package static func load(_ source: PreviewSource) -> Result<Loaded, Problem> {
        switch source {
        case .file(let path): loadFile(path)
        case .built(let name, let build): loadBuilt(name: name, build)
        }
    }

    /// Reads a scene file reporting every error, then builds it (text measured as cairo draws it).
    private static func loadFile(_ path: String) -> Result<Loaded, Problem> {
        let document: SceneDocument
        do {
            document = try SceneReader.readReportingAll(contentsOf: URL(fileURLWithPath: path), file: path)
        } catch {
            let lines = error.errors.map(\.description) + (error.unlistedSummary.map { ["\(path): \($0)"] } ?? [])
            return .failure(Problem(message: lines.joined(separator: "\n"), isUnreadable: error.isUnreadable))
        }
        do {
            let scene = try Scene(document, textMeasurer: CairoTextMeasurer(), budget: .standard)
            return .success(Loaded(scene: scene, hash: hash(of: [UInt8](scene.source))))
        } catch {
            return .failure(Problem(message: error.description, isUnreadable: false))
        }
    }

    /// Builds a scene written in Swift.
    private static func loadBuilt(name: String, _ build: @Sendable () throws -> Scene) -> Result<Loaded, Problem> {
        do {
            return .success(Loaded(scene: try build(), hash: hash(of: Array("built in Swift: \(name)".utf8))))
        } catch let unavailable as SceneUnavailable {
            return .failure(Problem(message: unavailable.message, isUnreadable: false))
        } catch {
            return .failure(Problem(message: "\(name) (built in Swift): \(error)", isUnreadable: false))
        }
    }

    /// The SHA-256 of `bytes` in hex; empty if libcrypto fails, which it does not for a digest.
    private static func hash(of bytes: [UInt8]) -> String {
        (try? SHA256Hasher.digest(of: bytes)) ?? ""
    }
}
