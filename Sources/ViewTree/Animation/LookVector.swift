import AnimationCore
import Foundation
import FrameRendering
import SceneCore

/// What of a view's look animates when its state changes, as a vector: its fill and stroke
/// colours, its gradients' stops and geometry (``GradientVector``), its stroke's width, miter
/// limit and dash phase, its corner radius and its opacity (SwiftUI animates a shape's style, a
/// `RoundedRectangle`'s corner size and a `StrokeStyle`'s width, miter limit and dash phase). A
/// shape's own animatable data animates beside it (``ShapeTracks``). The rest of a look (its
/// shape, its text, whether it has a stroke, whether it is painted with a colour or a gradient and
/// a gradient's kind and stop count) is its ``content``, which cross-fades instead; a canvas's
/// drawing is neither.
struct LookVector: VectorArithmetic {
    private var colors: AnimatablePair<ColorVector, ColorVector>
    private var measures: AnimatablePair<Double, AnimatablePair<Double, Double>>
    /// The stroke's miter limit and dash phase.
    private var strokeStyle: AnimatablePair<Double, Double>
    /// The fill and stroke gradients.
    private var gradients: GradientVector

    /// The animatable parts of `look`; a look without a stroke has a clear one of width 0, so a
    /// stroke that comes with a change grows from nothing.
    init(_ look: ViewSpec) {
        colors = AnimatablePair(ColorVector(look.fill), ColorVector(look.stroke?.color ?? .clear))
        measures = AnimatablePair(look.stroke?.width ?? 0, AnimatablePair(look.cornerRadius, look.opacity))
        strokeStyle = AnimatablePair(look.stroke?.miterLimit ?? 10, look.stroke?.dashPhase ?? 0)
        gradients = GradientVector(look)
    }

    private init(colors: AnimatablePair<ColorVector, ColorVector>, measures: AnimatablePair<Double, AnimatablePair<Double, Double>>,
                 strokeStyle: AnimatablePair<Double, Double>, gradients: GradientVector) {
        self.colors = colors
        self.measures = measures
        self.strokeStyle = strokeStyle
        self.gradients = gradients
    }

    /// `look` with these values; a look without a stroke keeps none.
    func applied(to look: ViewSpec) -> ViewSpec {
        var look = gradients.applied(to: look)
        look.fill = colors.first.color
        if look.stroke != nil {
            look.stroke?.color = colors.second.color
            look.stroke?.width = max(measures.first, 0)
            look.stroke?.miterLimit = max(strokeStyle.first, 0)
            look.stroke?.dashPhase = strokeStyle.second
        }
        look.cornerRadius = max(measures.second.first, 0)
        look.opacity = min(max(measures.second.second, 0), 1)
        return look
    }

    /// What of `look` does not animate: the look with every animatable part set to one value,
    /// so two looks with equal contents differ only in what animates.
    static func content(of look: ViewSpec) -> ViewSpec {
        var content = ShapePlace.withoutAnimatableData(look)
        content.fill = .clear
        content.stroke = look.stroke.map { Stroke(color: .clear, width: 0, dash: $0.dash, lineCap: $0.lineCap, lineJoin: $0.lineJoin, miterLimit: 0) }
        content.cornerRadius = 0
        content.opacity = 1
        content.zIndex = 0
        content.fillGradient = look.fillGradient.map(Self.shapeOnly)
        content.strokeGradient = look.strokeGradient.map(Self.shapeOnly)
        // A canvas redraws with each state at once, as SwiftUI's does: its drawing does not fade.
        content.drawing = nil
        return content
    }

    /// `gradient` with every number zero: only its kind and stop count, what must match for it
    /// to interpolate rather than cross-fade.
    private static func shapeOnly(_ gradient: GradientSpec) -> GradientSpec {
        var shape = gradient
        shape.components = Array(repeating: 0, count: gradient.components.count)
        return shape
    }

    static var zero: LookVector { LookVector(colors: .zero, measures: .zero, strokeStyle: .zero, gradients: .zero) }
    static func + (lhs: LookVector, rhs: LookVector) -> LookVector {
        LookVector(colors: lhs.colors + rhs.colors, measures: lhs.measures + rhs.measures, strokeStyle: lhs.strokeStyle + rhs.strokeStyle,
                   gradients: lhs.gradients + rhs.gradients)
    }
    static func - (lhs: LookVector, rhs: LookVector) -> LookVector {
        LookVector(colors: lhs.colors - rhs.colors, measures: lhs.measures - rhs.measures, strokeStyle: lhs.strokeStyle - rhs.strokeStyle,
                   gradients: lhs.gradients - rhs.gradients)
    }
    mutating func scale(by rhs: Double) {
        colors.scale(by: rhs)
        measures.scale(by: rhs)
        strokeStyle.scale(by: rhs)
        gradients.scale(by: rhs)
    }
    var magnitudeSquared: Double {
        colors.magnitudeSquared + measures.magnitudeSquared + strokeStyle.magnitudeSquared + gradients.magnitudeSquared
    }
}
