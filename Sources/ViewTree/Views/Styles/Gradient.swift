import Foundation
import FrameRendering

/// Colours and where they sit between 0 and 1: SwiftUI's `Gradient`, what the gradient styles
/// (``LinearGradient`` and the others) draw.
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient and its location: SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where the colour sits, from 0 (the gradient's start) to 1 (its end).
        public var location: CGFloat

        /// Creates a stop.
        /// - Parameters:
        ///   - color: The colour.
        ///   - location: Where it sits, `0...1`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops. Stops out of order are drawn sorted by location; two at one location make a
    /// hard edge.
    public var stops: [Stop]

    /// A gradient of `stops`.
    /// - Parameter stops: The colours and their locations.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// A gradient of `colors` spaced evenly from 0 to 1, as SwiftUI spaces them; one colour sits
    /// at 0 and is drawn alone, no colour draws nothing.
    /// - Parameter colors: The colours, first to last.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }

    /// The stops as the display list's.
    var displayStops: [GradientPaint.Stop] {
        stops.map { GradientPaint.Stop(color: $0.color.rgba, location: Double($0.location)) }
    }
}
