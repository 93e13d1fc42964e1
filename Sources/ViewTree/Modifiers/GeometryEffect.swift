import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// A modifier that draws its view through a projection computed from its animatable data and the
/// view's size: SwiftUI's `GeometryEffect` (a shake, a wobble, a skew), applied with
/// ``View/modifier(_:)``.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 6), y: 0))
///     }
/// }
/// ```
///
/// As a layout's parameters do, the effect's `animatableData` is interpolated at every frame and
/// `effectValue(size:)` asked again, so a shake follows its sine rather than a straight line
/// between the states' transforms. The view's frame does not change; the CSV records where the
/// projection puts its centre, as for `.rotation3DEffect`.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The projection of the view's own coordinates (origin at its top-leading corner).
    /// - Parameter size: The view's size.
    /// - Returns: The projection.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// A geometry effect has no body: Zoetrope draws the view through ``effectValue(size:)``.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a GeometryEffect and has no body") }
}

/// The container a ``GeometryEffect`` wraps its view in: it lays the view out as it is, animates
/// the effect's data as a layout's parameters, and reports the effect's projection for the view's
/// size with its frame (``LayoutCore/DrawingScopeReporting``).
struct GeometryEffectLayout<Effect: GeometryEffect>: Layout, DrawingScopeReporting {
    var effect: Effect

    var animatableData: Effect.AnimatableData {
        get { effect.animatableData }
        set { effect.animatableData = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
    }

    func reportedAmounts(in size: CGSize) -> [Double] { effect.effectValue(size: size).entries }
}

extension ModifiedContent {
    /// The content drawn through `effect`'s projection: each view it stands for wrapped in the
    /// effect's container, and a projection drawn over its look.
    func resolve<Effect: GeometryEffect>(_ effect: Effect, in context: ResolveContext) -> [ResolvedView] {
        context.resolve(content).map { $0.drawn(through: effect) }
    }
}

extension ResolvedView {
    /// This view wrapped in `effect`'s container, with a projection drawn over its look.
    func drawn<Effect: GeometryEffect>(through effect: Effect) -> ResolvedView {
        var container = ViewNode(layout: GeometryEffectLayout(effect: effect), children: [node], priority: node.priority)
        container.layoutValues = node.layoutValues
        if let identity = node.identity { container = container.identified(as: identity.appending(ModifierStep.wrapper)) }
        return ResolvedView(node: container, looks: looks.map { $0.adding(ViewEffect(kind: .projection)) })
    }
}
