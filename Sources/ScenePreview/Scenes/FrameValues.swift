import FrameComposition
import SceneCore
import SceneExport

/// What `GET /api/scenes/NAME/frames/N.json` answers: one frame's layout parameters and every
/// view's values, from the same sampled frame the scene's `trajectories.csv` writes for that frame,
/// with those rows themselves, byte for byte.
package struct FrameValues: Encodable, Sendable {
    /// One parameter's value at the frame.
    struct Parameter: Encodable, Sendable {
        let name: String
        let value: Double
    }

    /// One view at the frame: the numbers of its CSV row and its label and id (`null` without).
    struct View: Encodable, Sendable {
        let values: TrajectoryCSV.ViewValues

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(values.view, forKey: .index)
            try container.encode(values.label, forKey: .label)
            try container.encode(values.id, forKey: .id)
            try container.encode(values.x, forKey: .x)
            try container.encode(values.y, forKey: .y)
            try container.encode(values.width, forKey: .width)
            try container.encode(values.height, forKey: .height)
            try container.encode(values.rotation, forKey: .rotation)
            try container.encode(values.scale, forKey: .scale)
            try container.encode(values.opacity, forKey: .opacity)
        }

        enum CodingKeys: String, CodingKey { case index, label, id, x, y, width, height, rotation, scale, opacity }
    }

    let scene: String
    let version: Int
    let frame: Int
    let time: Double
    let parameters: [Parameter]
    let views: [View]
    /// The frame's rows of `trajectories.csv`, each without its line break, and the CSV's header.
    let csv: [String]
    let csvHeader: String

    /// Samples frame `frame` of `scene` (without drawing it) and reads its values.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - name: Its name in the API.
    ///   - version: Its version.
    ///   - frame: The frame, within `scene.clock.frames` (the caller checks it).
    /// - Throws: ``SceneError`` naming the frame when the layout fails there.
    package init(of scene: Scene, name: String, version: Int, frame: Int) throws(SceneError) {
        let sample = try FrameComposer(scene: scene).compose(frame: frame, drawing: false).sample
        let csv = TrajectoryCSV(scene: scene)
        self.scene = name
        self.version = version
        self.frame = frame
        time = sample.time
        parameters = sample.parameters.map { Parameter(name: $0.name, value: $0.value) }
        views = TrajectoryCSV.values(of: sample).map(View.init(values:))
        self.csv = try csv.rows(for: sample, frame: frame)
        csvHeader = csv.header
    }
}
