import AnimationCore
import Foundation
import SceneCore

/// A view's fill and stroke gradients as a vector, so animations interpolate them: each gradient's
/// numbers (``SceneCore/GradientSpec/components``: stop colours and locations, then points, radii
/// or angles) kept under its part (fill or stroke) and its shape (kind and stop count).
///
/// Gradients interpolate only with gradients of the same shape. Each entry carries a weight, 1 in
/// a look that has that gradient and 0 (the entry missing) in one that does not, so after any
/// mix of states (a change, a spring past its end, animations that add up) the entry divided by
/// its weight is the mix of just the states whose gradient has that shape: between two such
/// states it is their interpolation, and a look whose gradient changed shape shows its own
/// gradient unchanged (the change cross-fades it, as the look's content).
struct GradientVector: VectorArithmetic {
    /// Which of a look's gradients, and its shape.
    private struct Key: Hashable {
        let isStroke: Bool
        let shape: String
    }

    /// The weight, then the gradient's numbers scaled by it.
    private var entries: [Key: [Double]]

    /// The gradients of `look`, each with weight 1.
    init(_ look: ViewSpec) {
        var entries: [Key: [Double]] = [:]
        if let fill = look.fillGradient { entries[Key(isStroke: false, shape: fill.shapeKey)] = [1] + fill.components }
        if let stroke = look.strokeGradient { entries[Key(isStroke: true, shape: stroke.shapeKey)] = [1] + stroke.components }
        self.entries = entries
    }

    private init(entries: [Key: [Double]]) {
        self.entries = entries
    }

    /// `look` with its gradients as this vector holds them; a gradient whose entry has (nearly)
    /// no weight stays as it is.
    func applied(to look: ViewSpec) -> ViewSpec {
        var look = look
        look.fillGradient = look.fillGradient.map { shown($0, isStroke: false) }
        look.strokeGradient = look.strokeGradient.map { shown($0, isStroke: true) }
        return look
    }

    private func shown(_ gradient: GradientSpec, isStroke: Bool) -> GradientSpec {
        guard let entry = entries[Key(isStroke: isStroke, shape: gradient.shapeKey)], let weight = entry.first,
              abs(weight) > 1e-9 else { return gradient }
        var shown = gradient
        shown.components = entry.dropFirst().map { $0 / weight }
        return shown
    }

    /// `lhs` and `rhs` combined entry by entry, an entry missing from one being zero there.
    private static func combining(_ lhs: GradientVector, _ rhs: GradientVector, _ operation: (Double, Double) -> Double) -> GradientVector {
        var entries = lhs.entries
        for (key, values) in rhs.entries {
            let mine = entries[key] ?? Array(repeating: 0, count: values.count)
            entries[key] = zip(mine, values).map(operation)
        }
        for (key, values) in lhs.entries where rhs.entries[key] == nil {
            entries[key] = values.map { operation($0, 0) }
        }
        return GradientVector(entries: entries)
    }

    static var zero: GradientVector { GradientVector(entries: [:]) }
    static func + (lhs: GradientVector, rhs: GradientVector) -> GradientVector { combining(lhs, rhs, +) }
    static func - (lhs: GradientVector, rhs: GradientVector) -> GradientVector { combining(lhs, rhs, -) }

    /// Equal when every entry is, an entry missing from one being zero there.
    static func == (lhs: GradientVector, rhs: GradientVector) -> Bool {
        (lhs - rhs).entries.values.allSatisfy { $0.allSatisfy { $0 == 0 } }
    }

    mutating func scale(by rhs: Double) {
        entries = entries.mapValues { $0.map { $0 * rhs } }
    }

    var magnitudeSquared: Double {
        var sum: Double = 0
        for components in entries.values {
            for component in components { sum += component * component }
        }
        return sum
    }
}
