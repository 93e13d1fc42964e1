import Foundation

/// The path one view takes through an animation: where it is, how big, how rotated and how scaled,
/// at every captured frame, in frame order.
///
/// Capture trajectories with ``captureTrajectories(of:clock:)`` or
/// `captureTrajectories(of:views:canvas:fps:duration:changes:mode:)`, then check them with the
/// `expect…` assertions or measure them with the `maxDeviation…` queries.
public struct Trajectory: Hashable, Sendable {
    /// One view at one frame.
    public struct Sample: Hashable, Sendable {
        /// The frame number on the clock the trajectory was captured with.
        public var frame: Int
        /// The frame's time in seconds, exactly `frame / fps`.
        public var time: TimeInterval
        /// The centre of the view's frame, in canvas coordinates (y down).
        public var center: CGPoint
        /// The view's size.
        public var size: CGSize
        /// The view's rotation about its centre.
        public var rotation: Angle
        /// The view's scale about its centre.
        public var scale: CGFloat
        /// How opaque the view is drawn, `0...1`: the opacity the layout gives it times the view's
        /// own (a scene view's `opacity`).
        public var opacity: Double
        /// The layout's named parameters at this frame, as the frame shows them, in file units
        /// (degrees for angles, points for lengths); see ``Trajectories/parameterValues(named:)``.
        /// Empty for a layout without named parameters.
        public var parameters: [ParameterValue]

        /// Creates a sample.
        /// - Parameters:
        ///   - frame: The frame number.
        ///   - time: The frame's time in seconds.
        ///   - center: The centre of the view.
        ///   - size: The view's size.
        ///   - rotation: The rotation about the centre; zero by default.
        ///   - scale: The scale about the centre; 1 by default.
        ///   - opacity: How opaque the view is drawn; 1 by default.
        ///   - parameters: The layout's named parameters at this frame; none by default.
        public init(frame: Int, time: TimeInterval, center: CGPoint, size: CGSize,
                    rotation: Angle = .zero, scale: CGFloat = 1, opacity: Double = 1,
                    parameters: [ParameterValue] = []) {
            self.frame = frame
            self.time = time
            self.center = center
            self.size = size
            self.rotation = rotation
            self.scale = scale
            self.opacity = opacity
            self.parameters = parameters
        }

        /// The sample of a view placed at `placement` in frame `frame` at `time`.
        init(frame: Int, time: TimeInterval, placement: ViewPlacement, ownOpacity: Double, parameters: [ParameterValue]) {
            self.init(frame: frame, time: time, center: placement.center, size: placement.size,
                      rotation: placement.rotation, scale: placement.scale, opacity: placement.opacity * ownOpacity,
                      parameters: parameters)
        }

        /// The value of the layout's parameter called `name` at this frame, in its file unit.
        /// - Parameter name: The parameter's name, as the layout's `ParameterizedLayout.parameters` give it.
        /// - Returns: The value, or `nil` when the layout has no parameter of that name.
        public func parameter(_ name: String) -> Double? {
            parameters.first { $0.name == name }?.value
        }
    }

    /// The view's number, in the depth-first order of the views the layout placed; failure
    /// messages call it `view <index>`.
    public let viewIndex: Int
    /// The view's label text (a scene view's `label`), if it has one; failure messages show it.
    public let label: String?
    /// The view's `id` in its scene (a tree layout's node id), if it has one.
    public let id: String?
    /// The samples, in frame order.
    public let samples: [Sample]
    /// The view where the animation comes to rest: sampled at the moment the last animation
    /// finishes, which may fall between frames, so a spring's settled sample is at its target
    /// where its last whole frame may stop short. Its `frame` is the first frame at or after that
    /// moment, its `time` the moment itself. Nil when an animation never ends, or when the capture
    /// cannot tell when they all have (a view's own `@State` animations).
    public let settled: Sample?

    /// Creates a trajectory.
    /// - Parameters:
    ///   - viewIndex: The view's number, used in failure messages.
    ///   - label: The view's label text, if any; none by default.
    ///   - id: The view's id, if any; none by default.
    ///   - samples: The samples, in frame order.
    ///   - settled: Where the view comes to rest, if known; unknown by default.
    public init(viewIndex: Int, label: String? = nil, id: String? = nil, samples: [Sample], settled: Sample? = nil) {
        self.viewIndex = viewIndex
        self.label = label
        self.id = id
        self.samples = samples
        self.settled = settled
    }

    /// How failure messages name the view: `view 3`, or `view 3 ("Wed")` when it has a label
    /// (cut to 40 characters), as render errors name it.
    public var viewDescription: String {
        guard let label else { return "view \(viewIndex)" }
        return "view \(viewIndex) (\"\(label.prefix(40))\")"
    }

    /// The view's centre at every sample, in frame order.
    public var centers: [CGPoint] { samples.map(\.center) }

    /// The straight segment from the first sample's centre to the last one's: the path a view
    /// takes when its position, not the layout's parameters, is interpolated.
    ///
    /// `nil` for a trajectory without samples; both ends are the same point for one sample.
    public var chord: (start: CGPoint, end: CGPoint)? {
        guard let first = samples.first, let last = samples.last else { return nil }
        return (first.center, last.center)
    }
}
