import Foundation

/// A value an assertion expects that may change from frame to frame: a constant, one of the
/// layout's parameters as each frame shows it, or a function of the time or of the whole sample.
///
/// With a parameter track, an assertion follows the animation instead of a curve re-derived by hand:
///
/// ```swift
/// // The radius animates with the rotation; every view stays on the circle of the radius shown.
/// trajectories.expectFollowsArc(center: CGPoint(x: 200, y: 200), radius: .parameter("radius"), tolerance: 1e-9)
/// ```
public struct ValueTrack {
    private enum Source {
        case constant(Double)
        case parameter(String)
        case function((Trajectory.Sample) -> Double?)
    }

    private let source: Source

    private init(_ source: Source) {
        self.source = source
    }

    /// The same value at every frame.
    /// - Parameter value: The value.
    public static func constant(_ value: Double) -> ValueTrack {
        ValueTrack(.constant(value))
    }

    /// The layout's parameter called `name` at each frame, in its file unit (degrees for angles,
    /// points for lengths): ``Trajectory/Sample/parameter(_:)``. A frame whose layout has no such
    /// parameter fails the assertion, naming the parameters it has.
    ///
    /// Every layout a scene can name has named parameters; a layout of your own names them by
    /// conforming to `ParameterizedLayout` (`static var parameters`, such as
    /// `[.angle("rotation", \.rotation), .length("radius", \.radius)]`, and `init()`).
    /// - Parameter name: The parameter's name, as the layout's `ParameterizedLayout.parameters` give it.
    public static func parameter(_ name: String) -> ValueTrack {
        ValueTrack(.parameter(name))
    }

    /// A function of the frame's time in seconds.
    /// - Parameter value: The value at a time.
    public static func time(_ value: @escaping (TimeInterval) -> Double) -> ValueTrack {
        ValueTrack(.function { value($0.time) })
    }

    /// A function of the whole sample (its parameters, size, scale, …); `nil` fails the sample.
    ///
    /// ```swift
    /// // A radius that is the layout's radius plus half the view's height.
    /// .sample { sample in sample.parameter("radius").map { $0 + sample.size.height / 2 } }
    /// ```
    /// - Parameter value: The value for a sample, or `nil` when it has none.
    public static func sample(_ value: @escaping (Trajectory.Sample) -> Double?) -> ValueTrack {
        ValueTrack(.function(value))
    }

    /// The value at `sample`, or `nil` when it has none.
    func value(at sample: Trajectory.Sample) -> Double? {
        switch source {
        case .constant(let value): value
        case .parameter(let name): sample.parameter(name)
        case .function(let value): value(sample)
        }
    }

    /// Why `sample` has no value: the parameter it lacks and the ones it has.
    func missing(at sample: Trajectory.Sample) -> String {
        switch source {
        case .parameter(let name):
            let names = sample.parameters.map(\.name)
            return "the layout has no parameter \"\(name)\" at this frame ("
                + (names.isEmpty ? "it names none: a layout names its parameters by conforming to ParameterizedLayout" : "its parameters: \(names.joined(separator: ", "))") + ")"
        case .constant, .function:
            return "the expected value is undefined at this frame"
        }
    }
}
