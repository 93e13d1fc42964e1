import Foundation
import SceneCore

/// What `GET /api/scenes/NAME` answers: a scene's clock, canvas, views and parameters, its content
/// hash and version, and its error, if the last load failed.
///
/// Every field is always present; those of the scene itself are `null` when no version of it ever
/// loaded (a file that was invalid from the start).
package struct SceneDescription: Encodable, Sendable {
    /// One view: its index in every frame, its label text and its `id`.
    struct View: Encodable, Sendable {
        let index: Int
        let label: String?
        let id: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(label, forKey: .label)
            try container.encode(id, forKey: .id)
        }

        enum CodingKeys: String, CodingKey { case index, label, id }
    }

    /// The canvas size in points.
    struct Canvas: Encodable, Sendable {
        let width: Double
        let height: Double
    }

    let name: String
    let file: String?
    let fps: Double?
    let frameCount: Int?
    let duration: Double?
    let canvas: Canvas?
    let views: [View]?
    let parameterNames: [String]?
    let hash: String?
    let version: Int
    let error: String?
    let rebuiltOnSave: Bool

    /// Describes a served scene as it is now.
    /// - Parameters:
    ///   - name: Its name in the API.
    ///   - file: Its file; `nil` for a scene built in Swift.
    ///   - snapshot: Its state.
    ///   - rebuiltOnSave: Whether a scene built in Swift is rebuilt when its code is saved.
    package init(name: String, file: String?, snapshot: ServedScene.Snapshot, rebuiltOnSave: Bool = false) {
        self.rebuiltOnSave = rebuiltOnSave
        self.name = name
        self.file = file
        let scene = snapshot.scene
        fps = scene?.clock.rate.framesPerSecond
        frameCount = scene?.clock.frameCount
        duration = scene?.clock.duration
        canvas = scene.map { Canvas(width: Double($0.canvasSize.width), height: Double($0.canvasSize.height)) }
        views = scene?.views.enumerated().map { View(index: $0.offset, label: $0.element.label?.text, id: $0.element.nodeID) }
        parameterNames = scene?.parameterNames
        hash = snapshot.hash
        version = snapshot.version
        error = snapshot.error
    }

    /// Writes every field, `null` for those without a value.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(file, forKey: .file)
        try container.encode(fps, forKey: .fps)
        try container.encode(frameCount, forKey: .frameCount)
        try container.encode(duration, forKey: .duration)
        try container.encode(canvas, forKey: .canvas)
        try container.encode(views, forKey: .views)
        try container.encode(parameterNames, forKey: .parameterNames)
        try container.encode(hash, forKey: .hash)
        try container.encode(version, forKey: .version)
        try container.encode(error, forKey: .error)
        try container.encode(rebuiltOnSave, forKey: .rebuiltOnSave)
    }

    enum CodingKeys: String, CodingKey {
        case name, file, fps, frameCount, duration, canvas, views, parameterNames, hash, version, error, rebuiltOnSave
    }
}
