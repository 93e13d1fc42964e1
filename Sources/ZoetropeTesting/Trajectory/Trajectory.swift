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

        /// Creates a sample.
        /// - Parameters:
        ///   - frame: The frame number.
        ///   - time: The frame's time in seconds.
        ///   - center: The centre of the view.
        ///   - size: The view's size.
        ///   - rotation: The rotation about the centre; zero by default.
        ///   - scale: The scale about the centre; 1 by default.
        public init(frame: Int, time: TimeInterval, center: CGPoint, size: CGSize,
                    rotation: Angle = .zero, scale: CGFloat = 1) {
            self.frame = frame
            self.time = time
            self.center = center
            self.size = size
            self.rotation = rotation
            self.scale = scale
        }

        /// The sample of a view placed at `placement` in frame `frame` at `time`.
        init(frame: Int, time: TimeInterval, placement: ViewPlacement) {
            self.init(frame: frame, time: time, center: placement.center, size: placement.size,
                      rotation: placement.rotation, scale: placement.scale)
        }
    }

    /// The view's number, in the depth-first order of the views the layout placed; failure
    /// messages call it `view <index>`.
    public let viewIndex: Int
    /// The samples, in frame order.
    public let samples: [Sample]

    /// Creates a trajectory.
    /// - Parameters:
    ///   - viewIndex: The view's number, used in failure messages.
    ///   - samples: The samples, in frame order.
    public init(viewIndex: Int, samples: [Sample]) {
        self.viewIndex = viewIndex
        self.samples = samples
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
