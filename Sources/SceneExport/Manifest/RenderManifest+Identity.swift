import Foundation
import FrameComposition
import SceneCore

extension RenderManifest {
    /// The manifest of a render with no frame done: the scene and every setting that changes the
    /// files' bytes (the formats, each sink's settings, the sizes drawn over the views, and the
    /// scale when anything is drawn). Two renders that may share a folder have the same identity.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - request: What is rendered, and how.
    ///   - composer: The render's composer, for the sizes drawn over every view.
    /// - Returns: The manifest, with no frames and no files.
    static func identity(of scene: Scene, request: RenderRequest, composer: FrameComposer) -> RenderManifest {
        var settings: [String: String] = [
            "formats": request.sinks.map(\.name).sorted().joined(separator: ","),
            frameFormatsKey: request.sinks.filter { $0.frameFileName != nil }.map(\.name).sorted().joined(separator: ","),
        ]
        for sink in request.sinks {
            settings.merge(sink.settings) { first, _ in first }
        }
        if !composer.sizes.isEmpty {
            settings["showSizes"] = composer.sizes.map { "\($0)" }.joined(separator: ",")
        }
        if request.scale != 1, request.sinks.contains(where: \.needs.drawing) {
            settings["scale"] = "\(request.scale)"
        }
        let sceneFields = [
            "name": scene.name,
            "sha256": (try? SHA256Hasher.digest(of: [UInt8](scene.source))) ?? "",
            "frameCount": String(scene.clock.frameCount),
            "fps": scene.clock.rate.description,
            "canvas": "\(NumberText.describe(Double(scene.canvasSize.width)))×\(NumberText.describe(Double(scene.canvasSize.height)))",
        ]
        return RenderManifest(zoetrope: RenderSession.zoetropeVersion, scene: sceneFields, settings: settings)
    }
}
