import Foundation
import FrameTimeline
import LayoutCore

/// Samples one scene's frames on one thread: each worker of a render makes its own with
/// ``Scene/makeSampler()`` and uses it for every frame it computes.
///
/// A sampler holds its own copy of the scene's layout animation, so samplers on different threads
/// share nothing; it is not `Sendable` and stays on the thread that uses it.
public final class SceneSampler {
    /// The scene.
    public let scene: Scene
    private let sampler: any FrameSampler

    init(scene: Scene, sampler: any FrameSampler) {
        self.scene = scene
        self.sampler = sampler
    }

    /// Where every view is at frame `frame`.
    /// - Parameters:
    ///   - frame: The frame number, in the scene clock's frames.
    ///   - sizes: The sizes to report in the sample for the `showSizes` overlay; `nil` for the
    ///     scene's own `showSizes`, empty for none.
    /// - Returns: The sample.
    /// - Throws: ``SceneError`` naming the frame when the layout returns a size or position no
    ///   view can have.
    /// - Complexity: One layout pass, plus one per size asked for.
    public func sample(frame: Int, sizes: [SizeRequest]? = nil) throws(SceneError) -> FrameSample {
        do {
            var sample = try sampler.sample(frame: frame)
            let requests = sizes ?? scene.document.showSizes
            if !requests.isEmpty {
                sample.sizes = try sampler.sizes(frame: frame, requests: requests)
            }
            return sample
        } catch {
            throw failure(error, frame: frame)
        }
    }

    /// How every view looks at frame `frame`: the document's looks, or, for a view whose colours
    /// change with its state, its colours then.
    /// - Parameter frame: The frame number.
    /// - Returns: One look per view.
    public func looks(frame: Int) -> [ViewSpec] {
        sampler.looks(frame: frame) ?? scene.document.views
    }

    /// The former looks of views whose text or shape a state change is cross-fading at frame
    /// `frame`; see ``FrameSampler/fadingLooks(frame:)``.
    /// - Parameter frame: The frame number.
    /// - Returns: The fading looks, in view order, each view's oldest first.
    public func fadingLooks(frame: Int) -> [FadingLook] {
        sampler.fadingLooks(frame: frame)
    }

    /// What every view and layout answers for `requests` at frame `frame`: article 004's `showSizes`.
    /// - Parameters:
    ///   - frame: The frame number.
    ///   - requests: The sizes to ask for.
    /// - Returns: One report per view and layout, root first, in depth-first order.
    /// - Throws: ``SceneError`` naming the frame when the layout fails.
    public func sizeReports(frame: Int, requests: [SizeRequest]) throws(SceneError) -> [ViewSizeReport] {
        do {
            return try sampler.sizes(frame: frame, requests: requests)
        } catch {
            throw failure(error, frame: frame)
        }
    }

    /// A layout failure placed: the frame, its time, and the layout's parameters then.
    private func failure(_ error: LayoutError, frame: Int) -> SceneError {
        let parameters = sampler.parameters(frame: frame)
            .map { "\($0.name) = \(JSONValue.number($0.value).summary)" }.joined(separator: ", ")
        let with = parameters.isEmpty ? "" : ", with \(parameters)"
        return SceneError(file: scene.document.file, path: "layout",
                          message: "at frame \(frame) (t = \(scene.clock.time(ofFrame: frame)) s\(with)): \(error.description)")
    }
}
