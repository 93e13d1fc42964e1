import FrameComposition
import SceneCore

extension RenderError {
    /// A failure to draw or encode a frame, placed: the scene, the frame and its time, and the
    /// view the failing display item came from. Failures to write are the folder's, not the
    /// frame's, and come back as they are.
    /// - Parameters:
    ///   - composed: The frame being drawn or encoded.
    ///   - composer: The composer that made it, to name the item's view.
    /// - Returns: ``atFrame(scene:frame:time:subject:failure:)`` wrapping the error, or the error.
    func placed(in composed: ComposedFrame, by composer: FrameComposer) -> RenderError {
        let subject: String?
        switch self {
        case .drawing(_, .invalidItemValue(let field, _, _)):
            // `items[5].center.x`, or `items[0].list.items[5].center.x` when drawn at another scale.
            let indices = field.components(separatedBy: "items[").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
            let index = composer.scale == 1 ? indices.first : indices.dropFirst().first
            subject = index.flatMap { composer.describeItem(at: $0, in: composed.sample) }
        case .drawing, .png, .picture, .internalFailure: subject = nil
        default: return self
        }
        let scene = composer.scene
        return .atFrame(scene: scene.origin, frame: composed.frame, time: scene.clock.time(ofFrame: composed.frame),
                        subject: subject, failure: self)
    }
}
