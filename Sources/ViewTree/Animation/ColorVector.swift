import AnimationCore
import Foundation
import FrameRendering

/// A colour as a vector, so animations interpolate it: red, green, blue and alpha, each 0…1.
struct ColorVector: VectorArithmetic {
    var components: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

    init(_ color: RGBAColor) {
        components = AnimatablePair(AnimatablePair(color.red, color.green), AnimatablePair(color.blue, color.alpha))
    }

    private init(components: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>) {
        self.components = components
    }

    /// The colour, each component kept in 0…1 (a spring may carry it past an end).
    var color: RGBAColor {
        let clamp = { (value: Double) in min(max(value, 0), 1) }
        return RGBAColor(red: clamp(components.first.first), green: clamp(components.first.second),
                         blue: clamp(components.second.first), alpha: clamp(components.second.second))
    }

    static var zero: ColorVector { ColorVector(components: .zero) }
    static func + (lhs: ColorVector, rhs: ColorVector) -> ColorVector { ColorVector(components: lhs.components + rhs.components) }
    static func - (lhs: ColorVector, rhs: ColorVector) -> ColorVector { ColorVector(components: lhs.components - rhs.components) }
    mutating func scale(by rhs: Double) { components.scale(by: rhs) }
    var magnitudeSquared: Double { components.magnitudeSquared }
}
