import Foundation
import SceneCore
import SceneExport
import Synchronization

/// A scene's `trajectories.csv`, made by a render of the CSV alone into a temporary folder (the
/// render `zoetrope render --format csv` runs), then read back; kept for the scene's version.
package final class TrajectoryFile: Sendable {
    private let kept = Mutex<[String: (version: Int, bytes: [UInt8])]>([:])

    /// Creates a store with nothing kept.
    package init() {}

    /// The CSV of a scene's version: the one kept, or a new render's.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - name: Its name in the API, under which its CSV is kept.
    ///   - version: Its version; a CSV of another version is rendered again.
    /// - Returns: The file's bytes.
    /// - Throws: ``RenderError`` when the render fails (a frame that cannot be sampled).
    package func bytes(of scene: Scene, name: String, version: Int) throws -> [UInt8] {
        if let kept = kept.withLock({ $0[name] }), kept.version == version { return kept.bytes }
        let bytes = try Self.render(scene)
        kept.withLock { $0[name] = (version, bytes) }
        return bytes
    }

    /// Renders the CSV of `scene` into a temporary folder and reads it back.
    private static func render(_ scene: Scene) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let request = RenderRequest(outputDirectory: folder, sinks: [.csv], jobs: 1)
        _ = try RenderSession(scene: scene, request: request).run()
        return [UInt8](try Data(contentsOf: folder.appendingPathComponent(FrameSink.csvFileName)))
    }
}
