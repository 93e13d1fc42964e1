import AnimationCore
import Foundation
import LayoutCore

/// A layout, its views, a canvas and a timeline of changes: everything needed to say where each
/// view is at any moment.
///
/// In ``InterpolationMode/parameters`` mode the layout's `animatableData` is interpolated and the
/// layout is run again at every sample, so views follow the paths the layout describes. In
/// ``InterpolationMode/positions`` mode the layout runs only at the timeline's states and the
/// views' placements are interpolated between them, along straight lines.
///
/// Keyframe runs (``Timeline/keyframes``) always drive the layout's own properties: while one
/// plays, the layout is run with the keyframed values in either mode, so views follow the
/// layout's paths. In positions mode, placements that other changes are still interpolating
/// switch to the layout's at the run's start and end.
///
/// Samples are pure: each is computed from the timeline alone, so frames can be computed in any
/// order, alone or in parallel, and always come out the same.
public struct LayoutAnimation<L: Layout> {
    /// The layout's states and changes.
    public let timeline: Timeline<L>
    /// The views the layout places.
    public let subviews: [ViewNode]
    /// The canvas the layout is centred in.
    public let canvas: CGSize
    /// The canvas's safe-area insets (a device's); the layout is proposed what they leave.
    public let safeArea: EdgeInsets
    /// Space kept clear on every side of the safe area; the layout is proposed the rest.
    public let padding: CGFloat
    /// The direction content runs in; in right-to-left every container's placements are flipped
    /// horizontally within it, as SwiftUI does.
    public let layoutDirection: LayoutDirection
    /// The interpolation mode, resolved (never `.automatic`).
    public let mode: InterpolationMode

    /// The timeline's changes plus one change at the end of each keyframe run, which leaves the
    /// driven properties at their final values.
    private let effectiveTimeline: Timeline<L>
    private let states: [L]
    private let parameterValue: AnimatedValue<L.AnimatableData>
    private let placementValue: AnimatedValue<PlacementVector>?
    private let keyframes: KeyframePlayback<L>
    /// The views flattened once, for every pass of every frame.
    private let tree: LayoutTree

    /// Creates a layout animation.
    /// - Parameters:
    ///   - timeline: The layout's initial state and its changes.
    ///   - subviews: The views the layout places.
    ///   - canvas: The canvas size, proposed to the layout.
    ///   - safeArea: The canvas's safe-area insets; none by default.
    ///   - padding: Space kept clear on every side; none by default.
    ///   - mode: What interpolates; `.automatic` picks parameters when the layout has
    ///     `animatableData` and positions when it does not.
    ///   - layoutDirection: The direction content runs in; left to right by default.
    /// - Throws: ``LayoutError`` when, in positions mode, the layout fails at one of its states.
    public init(timeline: Timeline<L>, subviews: [ViewNode], canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(), padding: CGFloat = 0,
                mode: InterpolationMode = .automatic, layoutDirection: LayoutDirection = .leftToRight) throws(LayoutError) {
        self.timeline = timeline
        self.subviews = subviews
        let tree = LayoutTree(subviews: subviews)
        self.tree = tree
        self.canvas = canvas
        self.safeArea = safeArea
        self.padding = padding
        self.layoutDirection = layoutDirection
        self.mode = Self.resolve(mode)
        let interpolatesParameters = self.mode == .parameters
        let playback = KeyframePlayback(timeline) { stream, time in
            var start = stream.current
            if interpolatesParameters, stream.hasAnimation {
                start.animatableData = stream.animatedValue().value(at: time)
            }
            return start
        }
        let effective = playback.timeline
        self.effectiveTimeline = effective
        self.keyframes = playback
        self.states = effective.states
        let changes = effective.changes.map { (time: $0.time, animation: $0.animation) }
        self.parameterValue = AnimatedValue(values: states.map(\.animatableData), changes: changes)
        if self.mode == .positions {
            var vectors: [PlacementVector] = []
            for state in states {
                vectors.append(PlacementVector(try LayoutPass.run(state, tree: tree, in: canvas, safeArea: safeArea, padding: padding,
                                                                      layoutDirection: layoutDirection).placements))
            }
            placementValue = AnimatedValue(values: vectors, changes: changes)
        } else {
            placementValue = nil
        }
    }

    /// The moment the last animation or keyframe run finishes, or nil if one never does (it
    /// repeats forever, or is a spring that never comes to rest); 0 without changes.
    ///
    /// Unlike ``Timeline/naturalDuration``, this counts animations that took running ones over
    /// (a spring retargeted by a spring) until they have covered everything they carry, and
    /// keyframe runs.
    public var naturalDuration: TimeInterval? {
        guard let end = parameterValue.endTime, let keyframesEnd = keyframes.endTime else { return nil }
        return max(end, keyframesEnd)
    }

    /// How fast the layout's `animatableData` changes at `time`, in its units per second: zero
    /// where nothing animates. In positions mode the parameters do not animate, and this is zero.
    /// - Parameter time: Seconds from the start.
    /// - Returns: The velocity of the interpolated parameters.
    public func parameterVelocity(at time: TimeInterval) -> L.AnimatableData {
        mode == .parameters ? parameterValue.velocity(at: time) : .zero
    }

    private static func resolve(_ mode: InterpolationMode) -> InterpolationMode {
        guard mode == .automatic else { return mode }
        return L.AnimatableData.self == EmptyAnimatableData.self ? .positions : .parameters
    }

    /// The layout as it is at `time`: with interpolated parameters in parameters mode, the model
    /// layout (after every change made so far) in positions mode; either way with the values of
    /// the keyframe runs playing at `time`.
    /// - Parameter time: Seconds from the start.
    /// - Returns: The layout.
    public func layout(at time: TimeInterval) -> L {
        var layout = states[effectiveTimeline.changeCount(at: time)]
        if mode == .parameters {
            layout.animatableData = parameterValue.value(at: time)
        }
        keyframes.apply(at: time, to: &layout)
        return layout
    }

    /// Where every view is at `time`.
    /// - Parameters:
    ///   - time: Seconds from the start.
    ///   - frame: The frame number to record in the sample, if any.
    /// - Returns: The sample.
    /// - Throws: ``LayoutError`` when the layout returns a size or position no view can have.
    /// - Complexity: One layout pass, plus one animation evaluation per change made by `time`.
    public func sample(at time: TimeInterval, frame: Int? = nil) throws(LayoutError) -> FrameSample {
        let layout = layout(at: time)
        let result = try LayoutPass.run(layout, tree: tree, in: canvas, safeArea: safeArea, padding: padding, layoutDirection: layoutDirection)
        var placements = result.placements
        if let placementValue, !keyframes.isDriving(at: time) {
            placements = placementValue.value(at: time).placements
        }
        return FrameSample(frame: frame, time: time, bounds: result.bounds, placements: placements,
                           parameters: shownParameters(of: layout, at: time), connections: result.connections)
    }

    /// The parameters a sample reports: the ones the layout ran with in parameters mode; in
    /// positions mode, the parameters interpolated by the same animations that move the views
    /// (where between two states the picture is), which at rest are the model's.
    private func shownParameters(of layout: L, at time: TimeInterval) -> [ParameterValue] {
        guard mode == .positions, !keyframes.isDriving(at: time) else {
            return Self.parameters(of: layout)
        }
        var shown = layout
        shown.animatableData = parameterValue.value(at: time)
        return Self.parameters(of: shown)
    }

    /// What every view and layout answers for `requests` at `time`: article 004's `showSizes`.
    /// - Parameters:
    ///   - time: Seconds from the start.
    ///   - requests: The sizes to ask for.
    /// - Returns: One report per view and layout, root first.
    /// - Throws: ``LayoutError`` when the layout fails or a minimum exceeds a maximum.
    public func sizes(at time: TimeInterval, requests: [SizeRequest]) throws(LayoutError) -> [ViewSizeReport] {
        try LayoutPass.sizes(of: layout(at: time), tree: tree, in: canvas, safeArea: safeArea, padding: padding, layoutDirection: layoutDirection,
                             requests: requests)
    }

    /// Where every view is at frame `frame` of `clock`, at exactly `frame / fps` seconds.
    /// - Parameters:
    ///   - frame: The frame number.
    ///   - clock: The clock.
    /// - Returns: The sample.
    /// - Throws: ``LayoutError`` when the layout returns a size or position no view can have.
    public func sample(frame: Int, of clock: FrameClock) throws(LayoutError) -> FrameSample {
        try sample(at: clock.time(ofFrame: frame), frame: frame)
    }

    /// The layout's named parameters at `time`, in file units: what a message about a layout that
    /// failed at that time names.
    /// - Parameter time: Seconds from the start.
    /// - Returns: The parameters, in the layout's order; empty for a layout without named parameters.
    public func parameterValues(at time: TimeInterval) -> [ParameterValue] {
        Self.parameters(of: layout(at: time))
    }

    private static func parameters(of layout: L) -> [ParameterValue] {
        guard let named = layout as? any ParameterizedLayout else { return [] }
        return named.parameterValues.map { ParameterValue(name: $0.name, value: $0.value) }
    }
}
