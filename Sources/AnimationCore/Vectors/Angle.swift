import Foundation

/// A geometric angle, stored in radians; files and people speak degrees, math speaks radians.
///
/// SwiftUI's `Angle`. It is ``Animatable`` through its radians.
public struct Angle: Hashable, Comparable, Sendable, Animatable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { Self.convert(radians, times: 180, over: .pi) }
        set { radians = Self.convert(newValue, times: .pi, over: 180) }
    }

    /// Creates the zero angle.
    public init() { radians = 0 }

    /// Creates an angle from radians.
    /// - Parameter radians: The angle in radians.
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle from degrees.
    /// - Parameter degrees: The angle in degrees.
    public init(degrees: Double) { self.radians = Self.convert(degrees, times: .pi, over: 180) }

    /// `value × numerator / denominator`, dividing first when multiplying first would overflow,
    /// so that every finite angle in one unit is finite in the other (1e308° is 1.7e306 rad).
    /// Values that do not overflow keep the rounding of multiplying first.
    private static func convert(_ value: Double, times numerator: Double, over denominator: Double) -> Double {
        let product = value * numerator
        return product.isFinite || !value.isFinite ? product / denominator : value / denominator * numerator
    }

    /// The zero angle.
    public static let zero = Angle()

    /// An angle of `radians` radians.
    /// - Parameter radians: The angle in radians.
    /// - Returns: The angle.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    /// - Parameter degrees: The angle in degrees.
    /// - Returns: The angle.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// The radians, which is what interpolates.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    /// Orders angles by their radians.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: AdditiveArithmetic {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The negated angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// An angle scaled by a factor.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// An angle divided by a factor.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}

extension Angle: CustomStringConvertible {
    /// The angle in degrees, for messages.
    public var description: String { "\(degrees)°" }
}
