import Foundation

/// A gradient a shape is filled or stroked with: colour stops laid along a line, between two
/// circles, between two ellipses or around a centre.
///
/// Its geometry is in the shape's own space: points from the centre of the shape's frame, y down,
/// before the item's rotation and scale (which turn and scale the gradient with the shape). Past
/// its ends a linear, radial or elliptical gradient keeps its end colours, as SwiftUI's do.
public struct GradientPaint: Hashable, Sendable {
    /// One colour of a gradient and where it sits, from 0 (the start) to 1 (the end).
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: RGBAColor
        /// Where the colour sits along the gradient, `0...1`.
        public var location: Double

        /// Creates a stop.
        /// - Parameters:
        ///   - color: The colour.
        ///   - location: Where it sits, `0...1`.
        public init(color: RGBAColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// Where a gradient runs, in the shape's space (points from its frame's centre, y down).
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` (location 0) to `end` (location 1), constant across it.
        case linear(start: CGPoint, end: CGPoint)
        /// From the circle of `startRadius` about `center` to the one of `endRadius`.
        case radial(center: CGPoint, startRadius: Double, endRadius: Double)
        /// From the ellipse `startFraction` of `radii` about `center` to the one `endFraction` of them.
        case elliptical(center: CGPoint, radii: CGSize, startFraction: Double, endFraction: Double)
        /// Around `center`, clockwise on screen from `startAngle` to `endAngle` (radians, 0 at
        /// three o'clock): see ``GradientPaint/location(atAngle:)``.
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
    }

    /// The stops, in the order they were given; ``sortedStops`` is what is drawn.
    public var stops: [Stop]
    /// Where the gradient runs.
    public var geometry: Geometry

    /// Creates a gradient paint.
    /// - Parameters:
    ///   - stops: The colours and where they sit; none draws nothing, one draws its colour.
    ///   - geometry: Where the gradient runs, in the shape's space.
    public init(stops: [Stop], geometry: Geometry) {
        self.stops = stops
        self.geometry = geometry
    }

    /// The stops as drawn: ``sorted(_:)``.
    public var sortedStops: [Stop] { Self.sorted(stops) }

    /// `stops` as a gradient draws them: locations clamped to `0...1` (NaN to 0) and sorted,
    /// stops of equal location kept in their order (a hard edge between them).
    /// - Parameter stops: The stops, in any order.
    /// - Returns: The stops sorted; empty for none.
    public static func sorted(_ stops: [Stop]) -> [Stop] {
        stops.map { Stop(color: $0.color, location: $0.location.isNaN ? 0 : min(max($0.location, 0), 1)) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The colour at `location`, in sRGB components interpolated between the stops on either side;
    /// the first stop's colour before it and the last one's after it, clear when there is no stop.
    /// - Parameter location: Where along the gradient, any value.
    /// - Returns: The colour.
    public func color(at location: Double) -> RGBAColor {
        let stops = sortedStops
        guard let first = stops.first, let last = stops.last else { return .clear }
        guard location > first.location else { return first.color }
        guard location < last.location else { return last.color }
        let upper = stops.firstIndex { $0.location > location } ?? stops.count - 1
        let before = stops[upper - 1], after = stops[upper]
        let fraction = (location - before.location) / (after.location - before.location)
        return RGBAColor(red: before.color.red + (after.color.red - before.color.red) * fraction,
                         green: before.color.green + (after.color.green - before.color.green) * fraction,
                         blue: before.color.blue + (after.color.blue - before.color.blue) * fraction,
                         alpha: before.color.alpha + (after.color.alpha - before.color.alpha) * fraction)
    }

    /// Where along an angular gradient the direction `angle` (radians, clockwise on screen from
    /// three o'clock) falls, as SwiftUI's `AngularGradient` places it.
    ///
    /// The locations run from the start angle to the end angle. A sweep of more than a whole turn
    /// shows only its last turn; a sweep of less leaves a gap, which shows the last stop's colour
    /// for its first half and the first stop's for its second. A sweep of zero is a whole turn
    /// from the start angle. Any other geometry returns `nil`.
    /// - Parameter angle: The direction from the centre.
    /// - Returns: The location, `0...1` inside the sweep; 1 or 0 in the gap.
    public func location(atAngle angle: Double) -> Double? {
        guard case let .angular(_, startAngle, endAngle) = geometry else { return nil }
        let sweep = Self.sweep(from: startAngle, to: endAngle)
        let turn = 2 * Double.pi
        let firstShown = sweep >= turn ? startAngle + sweep - turn : startAngle
        var offset = (angle - firstShown).truncatingRemainder(dividingBy: turn)
        if offset < 0 { offset += turn }
        let shown = firstShown + offset - startAngle
        guard shown > sweep else { return shown / sweep }
        return shown - sweep < (turn - sweep) / 2 ? 1 : 0
    }

    /// The angle an angular gradient sweeps from `startAngle` to `endAngle`: their difference, a
    /// whole turn when they are equal (or the difference is negative or not a number).
    /// - Parameters:
    ///   - startAngle: Where the sweep starts, in radians.
    ///   - endAngle: Where it ends.
    /// - Returns: The sweep, greater than 0.
    public static func sweep(from startAngle: Double, to endAngle: Double) -> Double {
        let sweep = endAngle - startAngle
        return sweep > 0 && sweep.isFinite ? sweep : 2 * Double.pi
    }
}
