import SceneCore
/// What a scene needs to know of one layout parameter: its name, unit, the values it may take and
/// the value it starts with. `zoetrope layouts` lists these, and the scene schema describes them.
public struct LayoutParameterInfo: Hashable, Sendable, CustomStringConvertible {
    /// The name used in `layout.parameters`, `set` and `keyframes`.
    public let name: String
    /// `degrees`, `points` or `number`.
    public let unit: String
    /// The values a scene may set, when limited.
    public let validRange: ClosedRange<Double>?
    /// The value a scene starts with when it sets none.
    public let defaultValue: Double

    /// `pct (number, 0…1, default 0)`.
    public var description: String {
        var parts = [unit]
        if let validRange {
            parts.append("\(NumberText.describe(validRange.lowerBound))…\(NumberText.describe(validRange.upperBound))")
        }
        parts.append("default \(NumberText.describe(defaultValue))")
        return "\(name) (\(parts.joined(separator: ", ")))"
    }
}
