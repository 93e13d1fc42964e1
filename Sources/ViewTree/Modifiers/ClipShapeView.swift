import Foundation
import LayoutCore
import SceneCore

/// A view drawn only inside a shape laid over its frame: what `.clipShape(_:style:)` and
/// `.clipped(antialiased:)` build.
///
/// The view's size and place do not change. Each view it stands for is clipped in its own frame
/// (a modifier on a `ForEach` or a `Group` clips each of its views, as in SwiftUI); a container's
/// views are clipped in the container's frame, wherever effects around it turn, scale or move it
/// (see ``SceneCore/ViewEffect``). A change of the clip shape's `animatableData` (a
/// `.cornerRadius` or `RoundedRectangle(cornerRadius:)` whose radius changes) animates: every
/// frame clips with the shape at its interpolated data, as a shape view is drawn.
public struct ClipShapeView<Content: View>: View, PrimitiveView {
    let content: Content
    let shape: PathShape
    let antialiased: Bool

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.resolve(content).map { resolved in
            let effect = ViewEffect(kind: .clip(shape, antialiased: antialiased))
            return ResolvedView(node: resolved.node.drawingScope(), looks: resolved.looks.map { $0.adding(effect) })
        }
    }
}

extension ViewNode {
    /// This view inside a ``LayoutCore/DrawingScopeLayout`` container, whose frame the layout
    /// reports for the effects drawn over it: its layout values and priority carried, and
    /// identified as a wrapper of it. `amounts` are the effect's numbers, which a change of state
    /// animates.
    func drawingScope(amounts: [Double] = []) -> ViewNode {
        var scope = ViewNode(layout: DrawingScopeLayout(amounts: EffectAmounts(amounts)), children: [self], priority: priority)
        scope.layoutValues = layoutValues
        guard let identity else { return scope }
        return scope.identified(as: identity.appending(ModifierStep.wrapper))
    }
}

extension ViewSpec {
    /// This look with `effect` drawn over it, outside the effects it has.
    func adding(_ effect: ViewEffect) -> ViewSpec {
        var look = self
        look.effects.append(effect)
        return look
    }
}

extension View {
    /// SwiftUI's `.clipShape(_:style:)`: the view is drawn only inside `shape`, laid over its frame.
    ///
    /// The view's size, place and alignment guides do not change; what it draws outside the
    /// shape is not drawn. On a container, everything it contains is clipped to the shape in the
    /// container's frame.
    /// - Parameters:
    ///   - shape: The shape, asked for its path in the view's frame at every frame.
    ///   - style: How overlapping parts of the path count (`FillStyle(eoFill:)`) and whether its
    ///     edge is antialiased; non-zero winding and antialiased by default.
    /// - Returns: The clipped view.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ClipShapeView<Self> {
        ClipShapeView(content: self, shape: PathShape(source: ShapeSource(shape: shape), fillRule: style.isEOFilled ? .evenOdd : .nonZero),
                      antialiased: style.isAntialiased)
    }

    /// SwiftUI's `.clipped(antialiased:)`: the view is drawn only inside its frame (a
    /// `ScrollView`'s content, a scaled image, an offset view stop at the frame's edge).
    /// - Parameter antialiased: Whether the clip's edge is antialiased; `false` by default, as in
    ///   SwiftUI, so an edge that falls between pixels cuts them whole.
    /// - Returns: The clipped view.
    public func clipped(antialiased: Bool = false) -> ClipShapeView<Self> {
        ClipShapeView(content: self, shape: PathShape(source: ShapeSource(shape: Rectangle())), antialiased: antialiased)
    }

    /// SwiftUI's `.cornerRadius(_:antialiased:)`: the view is drawn only inside its frame with
    /// rounded corners, as SwiftUI's `clipShape(RoundedRectangle(cornerRadius: radius), style:
    /// FillStyle(antialiased: antialiased))`, which is what SwiftUI's declaration inlines.
    ///
    /// Everything the view draws is clipped, images, gradients and a container's views included;
    /// the view's size and place do not change.
    /// - Parameters:
    ///   - radius: The corners' radius (a `RoundedRectangle`'s, whose corners are `.continuous`).
    ///   - antialiased: Whether the clip's edge is smoothed; `true` by default, as in SwiftUI.
    /// - Returns: The clipped view.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ClipShapeView<Self> {
        ClipShapeView(content: self, shape: PathShape(source: ShapeSource(shape: RoundedRectangle(cornerRadius: radius))),
                      antialiased: antialiased)
    }
}
