import Foundation
import FrameRendering
import LayoutCore

/// A view's gradient, placed in the unit square of its frame as SwiftUI places it: what a
/// `LinearGradient`, `RadialGradient`, `EllipticalGradient` or `AngularGradient` becomes in a look.
///
/// ``paint(in:)`` places it in a frame of a given size, as the display list draws it, so a
/// gradient stretches with its view's frame at every frame.
public struct GradientSpec: Hashable, Sendable {
    /// Where a gradient runs in its view's frame.
    public enum Kind: Hashable, Sendable {
        /// Along the line from `startPoint` to `endPoint`, unit points of the frame.
        case linear(startPoint: UnitPoint, endPoint: UnitPoint)
        /// Between circles about `center` (a unit point) of the radii, in points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Between ellipses about `center`; a fraction 1 is an ellipse as wide and as high as the
        /// frame (SwiftUI's "diameter of the unit circle").
        case elliptical(center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
        /// Around `center`, clockwise on screen from `startAngle` to `endAngle`, in radians from
        /// three o'clock.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    /// The colours and where they sit.
    public var stops: [GradientPaint.Stop]
    /// Where the gradient runs.
    public var kind: Kind

    /// Creates a gradient.
    /// - Parameters:
    ///   - stops: The colours and where they sit, `0...1`.
    ///   - kind: Where it runs in the frame.
    public init(stops: [GradientPaint.Stop], kind: Kind) {
        self.stops = stops
        self.kind = kind
    }

    /// The gradient placed in a frame of `size`, in the display list's shape space (points from
    /// the frame's centre).
    /// - Parameter size: The view's frame size.
    /// - Returns: The paint.
    public func paint(in size: CGSize) -> GradientPaint {
        let width = Double(size.width), height = Double(size.height)
        let place = { (point: UnitPoint) in CGPoint(x: (Double(point.x) - 0.5) * width, y: (Double(point.y) - 0.5) * height) }
        let geometry: GradientPaint.Geometry = switch kind {
        case let .linear(startPoint, endPoint):
            .linear(start: place(startPoint), end: place(endPoint))
        case let .radial(center, startRadius, endRadius):
            .radial(center: place(center), startRadius: startRadius, endRadius: endRadius)
        case let .elliptical(center, startFraction, endFraction):
            .elliptical(center: place(center), radii: size, startFraction: startFraction, endFraction: endFraction)
        case let .angular(center, startAngle, endAngle):
            .angular(center: place(center), startAngle: startAngle, endAngle: endAngle)
        }
        return GradientPaint(stops: stops, geometry: geometry)
    }

    /// The colour a drawing that shows one colour for the gradient uses: its first stop's (by
    /// location), clear when it has none.
    public var leadingColor: RGBAColor {
        GradientPaint.sorted(stops).first?.color ?? .clear
    }
}

extension GradientSpec {
    /// The gradient's numbers, as animations interpolate them: each stop's red, green, blue, alpha
    /// and location, then the geometry's (points' coordinates, radii or fractions, angles).
    /// Setting values of another count changes nothing.
    package var components: [Double] {
        get { stops.flatMap { [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha, $0.location] } + kind.components }
        set {
            guard newValue.count == components.count else { return }
            let clamp = { (value: Double) in min(max(value, 0), 1) }
            stops = stops.indices.map { index in
                let values = newValue[(index * 5)..<(index * 5 + 5)].map { $0 }
                return GradientPaint.Stop(color: RGBAColor(red: clamp(values[0]), green: clamp(values[1]), blue: clamp(values[2]),
                                                           alpha: clamp(values[3])), location: values[4])
            }
            kind.components = Array(newValue.dropFirst(stops.count * 5))
        }
    }

    /// What must match for two gradients to interpolate: their kind and how many stops they have.
    package var shapeKey: String {
        let name = switch kind {
        case .linear: "linear"
        case .radial: "radial"
        case .elliptical: "elliptical"
        case .angular: "angular"
        }
        return "\(name)/\(stops.count)"
    }
}

extension GradientSpec.Kind {
    /// The geometry's numbers, in the order of the case's values; setting values of another
    /// count changes nothing.
    fileprivate var components: [Double] {
        get {
            switch self {
            case let .linear(start, end): [Double(start.x), Double(start.y), Double(end.x), Double(end.y)]
            case let .radial(center, startRadius, endRadius): [Double(center.x), Double(center.y), startRadius, endRadius]
            case let .elliptical(center, start, end): [Double(center.x), Double(center.y), start, end]
            case let .angular(center, startAngle, endAngle): [Double(center.x), Double(center.y), startAngle, endAngle]
            }
        }
        set {
            guard newValue.count == 4 else { return }
            let first = UnitPoint(x: newValue[0], y: newValue[1])
            self = switch self {
            case .linear: .linear(startPoint: first, endPoint: UnitPoint(x: newValue[2], y: newValue[3]))
            case .radial: .radial(center: first, startRadius: newValue[2], endRadius: newValue[3])
            case .elliptical: .elliptical(center: first, startRadiusFraction: newValue[2], endRadiusFraction: newValue[3])
            case .angular: .angular(center: first, startAngle: newValue[2], endAngle: newValue[3])
            }
        }
    }
}
