import Foundation
import FrameTimeline
import LayoutCore

/// A layout animation, its clock and its views' looks: what samples a scene file's frames, and a
/// layout's built in Swift. The looks never change: a layout moves views, it does not restyle them.
package struct LayoutSampler<L: Layout>: FrameSampler {
    /// The animation.
    let animation: LayoutAnimation<L>
    /// The scene's frames.
    let clock: FrameClock
    /// How each view looks, in the order of the placements.
    let looks: [ViewSpec]

    /// Makes a sampler.
    /// - Parameters:
    ///   - animation: The layout animation.
    ///   - clock: The scene's frames.
    ///   - looks: How each view looks.
    package init(animation: LayoutAnimation<L>, clock: FrameClock, looks: [ViewSpec]) {
        self.animation = animation
        self.clock = clock
        self.looks = looks
    }

    package func sampleFrame(_ frame: Int, sizes: [SizeRequest]) throws(SamplingFailure) -> SampledFrame {
        let time = clock.time(ofFrame: frame)
        do {
            var sample = try animation.sample(frame: frame, of: clock)
            if !sizes.isEmpty {
                sample.sizes = try animation.sizes(at: time, requests: sizes)
            }
            return SampledFrame(sample: sample, looks: looks)
        } catch {
            throw SamplingFailure(error, parameters: animation.parameterValues(at: time))
        }
    }

    /// The layout sampled at its animation's ``FrameTimeline/LayoutAnimation/naturalDuration``,
    /// when every animation and keyframe run has finished; nil when one never does.
    package func sampleSettled() throws(SamplingFailure) -> SampledFrame? {
        guard let time = animation.naturalDuration else { return nil }
        do {
            return SampledFrame(sample: try animation.sample(at: time), looks: looks)
        } catch {
            throw SamplingFailure(error, parameters: animation.parameterValues(at: time))
        }
    }
}
