import AnimationCore
import Foundation
import LayoutCore

extension Animation {
    /// An animation along the cubic Bézier curve from (0, 0) to (1, 1) with control points `p1`
    /// and `p2`: SwiftUI's `timingCurve(_:_:duration:)`, as
    /// ``Animation/timingCurve(_:_:_:_:duration:)`` with the points' coordinates.
    /// - Parameters:
    ///   - p1: The first control point; its x is clamped to 0...1.
    ///   - p2: The second control point; its x is clamped to 0...1.
    ///   - duration: Seconds the animation lasts; 0.35 if not given.
    /// - Returns: The animation.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y), duration: duration)
    }
}
