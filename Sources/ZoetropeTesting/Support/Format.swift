import Foundation

/// How failure messages write numbers: briefly where that loses nothing, precisely where it matters.
enum Format {
    /// A length or a plain number, to 12 significant digits, always with a decimal point or an
    /// exponent: `130.0`, `131.2`, `1e-09`, `130.000000003`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let text = String(format: "%.12g", value)
        return text.contains(where: { ".en".contains($0) }) ? text : text + ".0"
    }

    /// A length or a plain number, written as its `Double` is.
    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// A point: `(200.0, 200.0)`.
    static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

    /// An angle in degrees: `90.0°`.
    static func degrees(_ angle: Angle) -> String { number(angle.degrees) + "°" }

    /// A time in seconds, to 6 significant digits: `0.283333`, `2.0`.
    static func time(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite else { return "\(seconds)" }
        let text = String(format: "%.6g", seconds)
        return text.contains(where: { ".en".contains($0) }) ? text : text + ".0"
    }
}
