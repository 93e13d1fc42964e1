import Foundation
import SceneCore

/// The trajectories of all the views of a layout animation, captured frame by frame on one clock,
/// with what the layout looked like at each frame.
///
/// It is a collection of ``Trajectory``, one per view, in the depth-first order of the views the
/// layout placed: `trajectories[3]` is view 3. The assertions on the whole set check every view.
public struct Trajectories: RandomAccessCollection, Hashable, Sendable {
    /// The clock the frames were captured on.
    public let clock: FrameClock
    /// The interpolation mode the animation ran in, resolved (never ``InterpolationMode/automatic``).
    public let mode: InterpolationMode
    /// Everything the animation looked like at each frame: the root layout's bounds, every
    /// placement and the layout's named parameters. Element *n* is frame *n*.
    public let frames: [FrameSample]
    /// What the animation comes to rest at, sampled at the moment its last animation finishes
    /// (between frames, perhaps): see ``Trajectory/settled``. Nil when an animation never ends or
    /// the capture cannot tell.
    public let settled: FrameSample?
    private let views: [Trajectory]

    /// Creates the set from the frames of an animation, one trajectory per view.
    /// - Parameters:
    ///   - frames: The samples of frames `0..<frames.count`, in order.
    ///   - clock: The clock they were taken on.
    ///   - mode: The resolved interpolation mode.
    ///   - views: What is known of each view beyond its placement (a scene's labels, ids and
    ///     opacities); views past its end have no label or id and their own opacity is 1.
    ///   - settled: Where the animation comes to rest, if known.
    init(frames: [FrameSample], clock: FrameClock, mode: InterpolationMode, views: [ViewDetails] = [], settled: FrameSample? = nil) {
        self.clock = clock
        self.mode = mode
        self.frames = frames
        self.settled = settled
        self.views = Self.transpose(frames, settled: settled, clock: clock) { _, view in views.indices.contains(view) ? views[view] : ViewDetails() }
    }

    /// Creates the set from a scene's sampled frames: each sample's opacity is the view's own at
    /// that frame (what the frame draws), and each trajectory is named by the view's label and
    /// `id` at the first frame.
    /// - Parameters:
    ///   - frames: The sampled frames `0..<frames.count`, in order.
    ///   - clock: The clock they were taken on.
    ///   - mode: The resolved interpolation mode.
    ///   - settled: Where the scene comes to rest, if known.
    init(sampledFrames frames: [SampledFrame], clock: FrameClock, mode: InterpolationMode, settled: SampledFrame? = nil) {
        self.clock = clock
        self.mode = mode
        self.frames = frames.map(\.sample)
        self.settled = settled?.sample
        let settledLooks = settled?.looks ?? []
        self.views = Self.transpose(self.frames, settled: self.settled, clock: clock) { index, view in
            // Index `frames.count` is the settled frame.
            let looks = index < frames.count ? frames[index].looks : settledLooks
            guard looks.indices.contains(view) else { return ViewDetails() }
            return ViewDetails(label: looks[view].label?.text, id: looks[view].nodeID, opacity: looks[view].opacity)
        }
    }

    /// Turns frames of views into views of frames.
    /// - Parameters:
    ///   - frames: The frames.
    ///   - details: What is known of view `view` at frame index `index` beyond its placement.
    /// - Complexity: O(*frames* × *views* × *parameters*).
    ///   - settled: The settled frame, if known; `details` is asked about it as index `frames.count`.
    private static func transpose(_ frames: [FrameSample], settled: FrameSample?, clock: FrameClock,
                                  details: (_ index: Int, _ view: Int) -> ViewDetails) -> [Trajectory] {
        let viewCount = frames.map(\.placements.count).max() ?? 0
        return (0..<viewCount).map { view in
            let samples = frames.enumerated().compactMap { index, frame -> Trajectory.Sample? in
                guard view < frame.placements.count else { return nil }
                return Trajectory.Sample(frame: frame.frame ?? index, time: frame.time, placement: frame.placements[view],
                                         ownOpacity: details(index, view).opacity, parameters: frame.parameters)
            }
            let rest = settled.flatMap { settled -> Trajectory.Sample? in
                guard view < settled.placements.count else { return nil }
                let frame = settled.frame ?? Self.firstFrame(atOrAfter: settled.time, on: clock)
                return Trajectory.Sample(frame: frame, time: settled.time, placement: settled.placements[view],
                                         ownOpacity: details(frames.count, view).opacity, parameters: settled.parameters)
            }
            let first = frames.isEmpty ? ViewDetails() : details(0, view)
            return Trajectory(viewIndex: view, label: first.label, id: first.id, samples: samples, settled: rest)
        }
    }

    /// The number of the first frame of `clock` at or after `time`, past the capture's end perhaps.
    private static func firstFrame(atOrAfter time: TimeInterval, on clock: FrameClock) -> Int {
        let estimate = Swift.max(0, Int((time * clock.rate.framesPerSecond).rounded(.down)))
        // Exact frame times decide, not the estimate's rounding.
        var frame = Swift.max(0, estimate - 1)
        while clock.time(ofFrame: frame) < time { frame += 1 }
        return frame
    }

    /// The first view's index, 0.
    public var startIndex: Int { views.startIndex }

    /// One past the last view's index: the number of views.
    public var endIndex: Int { views.endIndex }

    /// The trajectory of view `view`.
    /// - Parameter view: The view's index, from 0.
    public subscript(view: Int) -> Trajectory { views[view] }

    /// The value of the layout's parameter called `name` at every frame, in the parameter's unit
    /// (degrees for angles, points for lengths).
    ///
    /// In ``InterpolationMode/parameters`` mode these are the interpolated values the layout ran
    /// with; in ``InterpolationMode/positions`` mode, the parameters interpolated by the same
    /// animations that move the views (where between two states the picture is).
    /// - Parameter name: The parameter's name, as the layout's `ParameterizedLayout.parameters` give it.
    /// - Returns: One value per frame, or `nil` when the layout has no parameter of that name (a
    ///   layout that is not a `ParameterizedLayout` has none).
    /// - Complexity: O(*frames* × *parameters*).
    public func parameterValues(named name: String) -> [Double]? {
        var values: [Double] = []
        for frame in frames {
            guard let parameter = frame.parameters.first(where: { $0.name == name }) else { return nil }
            values.append(parameter.value)
        }
        return values
    }
}
