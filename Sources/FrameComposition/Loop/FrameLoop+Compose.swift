import Foundation
import SceneCore

extension FrameLoop {
    /// Composes frames of a scene on parallel workers, each with its own sampler, and hands them
    /// to `deliver` in frame order: the frame loop for what reads frames rather than writing files
    /// (a contact sheet, a trajectory plot, a capture, the linter's placement pass, snapshots).
    ///
    /// ```swift
    /// var lists: [DisplayList] = []
    /// try FrameLoop.compose([0, 30, 60], with: FrameComposer(scene: scene)) { frame in
    ///     lists.append(frame.displayList!)
    /// }
    /// ```
    ///
    /// Every frame comes out as ``FrameComposer/compose(frame:drawing:)`` composes it alone,
    /// whatever the number of workers. Cancelling `control` (from `deliver`, once it has what it
    /// needs, say) stops the loop: no later frame is delivered, and a later frame's failure is not
    /// thrown.
    /// - Parameters:
    ///   - frames: The frames, in the order to deliver them; empty: nothing happens.
    ///   - composer: Composes them, with its scene, sizes and scale.
    ///   - jobs: How many workers compose frames at once; one per active core by default.
    ///   - control: Lets `deliver` or another thread stop the loop.
    ///   - drawing: Whether a frame needs its display list; every frame by default.
    ///   - deliver: Receives each composed frame, in order, on the calling thread.
    /// - Returns: ``Outcome/cancelled`` when `control` stopped the loop, ``Outcome/completed`` otherwise.
    /// - Throws: `SceneError` of the earliest frame that could not be composed, or from `deliver`.
    /// - Complexity: One layout pass per frame (plus one per size asked for when drawn); at most
    ///   `max(8, 4 × jobs)` composed frames held at once.
    @discardableResult
    public static func compose(_ frames: [Int], with composer: FrameComposer, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                               control: Control = Control(), drawing: @escaping @Sendable (Int) -> Bool = { _ in true },
                               deliver: (ComposedFrame) throws(SceneError) -> Void) throws(SceneError) -> Outcome {
        let scene = composer.scene
        do {
            return try run(
                frames: frames, jobs: jobs, window: max(8, 4 * jobs), control: control,
                makeWorker: { () throws(SceneError) in try scene.makeSampler() },
                compute: { (sampler: inout SceneSampler, frame: Int) throws(SceneError) in
                    try composer.compose(frame: frame, drawing: drawing(frame), with: sampler)
                }
            ) { (_: Int, composed: ComposedFrame, delivery: Delivery) throws(SceneError) in
                // After a cancel, a failure further on may still deliver the frames before it: they are not wanted.
                guard delivery == .inOrder, !control.isCancelled else { return }
                try deliver(composed)
            }
        } catch {
            if control.isCancelled { return .cancelled }
            throw error.error
        }
    }
}
