import CairoRasterizer
import Foundation
import SceneFiles

extension Scene {
    /// Reads and builds a scene file for a snapshot, measuring labels with the font metrics
    /// `zoetrope render` draws with: `try Scene.load("scenes/wheel.json")`.
    ///
    /// A relative path is read from the current folder (`swift test` runs in the package's root).
    /// - Parameter path: The scene file's path.
    /// - Returns: The scene.
    /// - Throws: `SceneError` naming the file, field and value when it cannot be read or built.
    public static func load(_ path: String) throws(SceneError) -> Scene {
        try Scene(SceneReader.read(contentsOf: URL(fileURLWithPath: path), file: path), textMeasurer: CairoTextMeasurer())
    }
}
