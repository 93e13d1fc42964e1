import AnimationCore
import Foundation
import LayoutCore

/// The placements of a set of views as one vector: centre, size, rotation, scale and opacity of each view.
///
/// This is what interpolates in ``InterpolationMode/positions`` mode. Vectors of different
/// lengths combine as if the shorter were padded with zeros; `.zero` is the empty vector.
public struct PlacementVector: VectorArithmetic, Hashable, Sendable {
    private static let stride = 7
    private var components: [Double]

    /// The empty vector.
    public static var zero: PlacementVector { PlacementVector(components: []) }

    private init(components: [Double]) { self.components = components }

    /// The vector of `placements`.
    /// - Parameter placements: The placements, one per view.
    public init(_ placements: [ViewPlacement]) {
        components = placements.flatMap { placement -> [Double] in
            let center = placement.center
            return [Double(center.x), Double(center.y), Double(placement.size.width), Double(placement.size.height),
                    placement.rotation.radians, Double(placement.scale), placement.opacity]
        }
    }

    /// The placements this vector stands for, each anchored at its centre.
    public var placements: [ViewPlacement] {
        Swift.stride(from: 0, to: components.count - Self.stride + 1, by: Self.stride).map { start in
            let c = components[start..<(start + Self.stride)].map { $0 }
            return ViewPlacement(position: CGPoint(x: c[0], y: c[1]), anchor: .center,
                                 size: CGSize(width: c[2], height: c[3]), rotation: .radians(c[4]), scale: CGFloat(c[5]),
                                 opacity: c[6])
        }
    }

    /// Component-wise sum.
    public static func + (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, +) }

    /// Component-wise difference.
    public static func - (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, -) }

    private static func combine(_ lhs: Self, _ rhs: Self, _ operation: (Double, Double) -> Double) -> Self {
        let count = max(lhs.components.count, rhs.components.count)
        return PlacementVector(components: (0..<count).map { index in
            operation(index < lhs.components.count ? lhs.components[index] : 0,
                      index < rhs.components.count ? rhs.components[index] : 0)
        })
    }

    /// Scales every component.
    public mutating func scale(by rhs: Double) {
        components = components.map { $0 * rhs }
    }

    /// Vectors are equal when they are equal once the shorter is padded with zeros, so `v - v == .zero`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.significantComponents == rhs.significantComponents
    }

    /// Hashes the components without trailing zeros, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(significantComponents)
    }

    /// The components without trailing zeros (of either sign).
    private var significantComponents: ArraySlice<Double> {
        let end = (components.lastIndex { $0 != 0 } ?? -1) + 1
        return components[..<end]
    }

    /// The sum of the squared components.
    public var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }
}
