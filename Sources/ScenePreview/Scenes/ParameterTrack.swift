import FrameComposition
import SceneCore

/// What `GET /api/scenes/NAME/parameters.json` answers: every named layout parameter of a scene
/// at every frame, the values its `trajectories.csv`'s `param:` columns hold, for the page's
/// parameter plot.
package struct ParameterTrack: Encodable, Sendable {
    /// One parameter over all frames.
    package struct Parameter: Encodable, Sendable {
        /// Its name, as the CSV's `param:` column names it.
        package let name: String
        /// Its value at each frame, from frame 0, in its unit (degrees, points, plain numbers).
        package let values: [Double]
    }

    /// The scene's name in the API.
    package let scene: String
    /// The scene's version the values are of.
    package let version: Int
    /// Frames per second.
    package let fps: Double
    /// The number of frames: each parameter has this many values.
    package let frameCount: Int
    /// The parameters, in the order of the CSV's `param:` columns.
    package let parameters: [Parameter]

    /// Samples every frame of `scene` (without drawing) with a sampler of its own, as a render's
    /// worker does, and keeps each parameter's value.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - name: Its name in the API.
    ///   - version: Its version.
    /// - Throws: ``SceneError`` naming the frame where the layout fails.
    /// - Complexity: One layout pass per frame.
    package init(of scene: Scene, name: String, version: Int) throws(SceneError) {
        let sampler = try scene.makeSampler()
        let composer = FrameComposer(scene: scene)
        var values = Array(repeating: [Double](), count: scene.parameterNames.count)
        for index in values.indices { values[index].reserveCapacity(scene.clock.frameCount) }
        for frame in scene.clock.frames {
            let sample = try composer.compose(frame: frame, drawing: false, with: sampler).sample
            for (index, parameterName) in scene.parameterNames.enumerated() {
                guard let value = sample.parameter(named: parameterName) else {
                    throw SceneError(file: scene.origin, path: "frames[\(frame)].parameters",
                                     message: "frame \(frame) has no parameter '\(parameterName)', which the scene names")
                }
                values[index].append(value)
            }
        }
        self.scene = name
        self.version = version
        fps = scene.clock.rate.framesPerSecond
        frameCount = scene.clock.frameCount
        parameters = zip(scene.parameterNames, values).map { Parameter(name: $0, values: $1) }
    }
}
