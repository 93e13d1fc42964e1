import AnimationCore
import Foundation
import LayoutCore

/// How far a view's frame is from where its layout puts it while it slides: its centre's offset
/// and its size's difference, as a vector animations interpolate.
struct PlacementShift: VectorArithmetic {
    /// The centre's offset (x, y) and the size's difference (width, height).
    var components: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    private init(components: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>) {
        self.components = components
    }

    /// The shift from `placement` to `other`: what moves the first onto the second.
    init(from placement: ViewPlacement, to other: ViewPlacement) {
        components = AnimatablePair(
            AnimatablePair(Double(other.center.x - placement.center.x), Double(other.center.y - placement.center.y)),
            AnimatablePair(Double(other.size.width - placement.size.width), Double(other.size.height - placement.size.height)))
    }

    /// `placement` moved and resized by this shift, about its centre.
    func applied(to placement: ViewPlacement) -> ViewPlacement {
        guard self != .zero else { return placement }
        var shifted = placement
        let (dx, dy) = (CGFloat(components.first.first), CGFloat(components.first.second))
        let (dw, dh) = (CGFloat(components.second.first), CGFloat(components.second.second))
        shifted.size = CGSize(width: max(placement.size.width + dw, 0), height: max(placement.size.height + dh, 0))
        // Keep the anchor where it is relative to the frame: the centre moves by (dx, dy).
        shifted.position = CGPoint(x: placement.position.x + dx - (0.5 - placement.anchor.x) * (shifted.size.width - placement.size.width),
                                   y: placement.position.y + dy - (0.5 - placement.anchor.y) * (shifted.size.height - placement.size.height))
        return shifted
    }

    static var zero: PlacementShift { PlacementShift(components: .zero) }
    static func + (lhs: PlacementShift, rhs: PlacementShift) -> PlacementShift { PlacementShift(components: lhs.components + rhs.components) }
    static func - (lhs: PlacementShift, rhs: PlacementShift) -> PlacementShift { PlacementShift(components: lhs.components - rhs.components) }
    mutating func scale(by rhs: Double) { components.scale(by: rhs) }
    var magnitudeSquared: Double { components.magnitudeSquared }
}
