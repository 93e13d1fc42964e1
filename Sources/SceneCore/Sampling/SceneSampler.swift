import Foundation
import FrameTimeline
import LayoutCore

/// Samples one scene's frames on one thread: each worker of a render makes its own with
/// ``Scene/makeSampler()`` and uses it for every frame it computes.
///
/// A sampler holds its own copy of the scene's animation, so samplers on different threads share
/// nothing; it is not `Sendable` and stays on the thread that uses it.
public final class SceneSampler {
    /// The scene.
    public let scene: Scene
    private let sampler: any FrameSampler

    init(scene: Scene, sampler: any FrameSampler) {
        self.scene = scene
        self.sampler = sampler
    }

    /// Everything about frame `frame`: where every view is, how it looks, and the sizes asked for.
    /// - Parameters:
    ///   - frame: The frame number, in the scene clock's frames.
    ///   - sizes: The sizes to report in the frame for the `showSizes` overlay; `nil` for the
    ///     scene's own `showSizes`, empty for none.
    /// - Returns: The frame.
    /// - Throws: ``SceneError`` naming the frame, its time and the layout's parameters then, when
    ///   the layout returns a size or position no view can have.
    /// - Complexity: One layout pass, plus one per size asked for.
    public func sample(frame: Int, sizes: [SizeRequest]? = nil) throws(SceneError) -> SampledFrame {
        do {
            return try sampler.sampleFrame(frame, sizes: sizes ?? scene.showSizes)
        } catch {
            throw scene.failure(error, frame: frame)
        }
    }

    /// What the scene comes to rest at, when its last animation finishes (between frames, perhaps:
    /// a spring's last whole frame may stop short of its target, its settled frame does not).
    /// - Returns: The settled frame, with no frame number; nil when an animation never ends, or for
    ///   a sampler that cannot tell (a view's, or one of your own that does not say).
    /// - Throws: ``SceneError`` when the layout fails there.
    public func sampleSettled() throws(SceneError) -> SampledFrame? {
        do {
            return try sampler.sampleSettled()
        } catch {
            let parameters = error.parameters.map { "\($0.name) = \(NumberText.describe($0.value))" }.joined(separator: ", ")
            let with = parameters.isEmpty ? "" : " (with \(parameters))"
            throw SceneError(file: scene.origin, path: "layout", message: "where the scene settles\(with): \(error.error.description)")
        }
    }
}

extension Scene {
    /// A layout failure placed: the frame, its time, and the layout's parameters then.
    /// - Parameters:
    ///   - failure: What the sampler reported.
    ///   - frame: The frame number.
    /// - Returns: The error, naming the scene's origin and the `layout`.
    func failure(_ failure: SamplingFailure, frame: Int) -> SceneError {
        let parameters = failure.parameters.map { "\($0.name) = \(NumberText.describe($0.value))" }.joined(separator: ", ")
        let with = parameters.isEmpty ? "" : ", with \(parameters)"
        return SceneError(file: origin, path: "layout",
                          message: "at frame \(frame) (t = \(clock.time(ofFrame: frame)) s\(with)): \(failure.error.description)")
    }
}
