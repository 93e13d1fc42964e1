import Foundation
import LayoutCore
import SceneCore

/// A view shown through the alpha of another laid over it: what `.mask(alignment:_:)` builds.
///
/// The mask view is laid out as an overlay is (offered the view's size, aligned in its frame) and
/// drawn nowhere but into the mask: where it is opaque the view shows, where it is clear the view
/// does not, and partly where it is partly clear (a gradient's fading stop, a faded view). Its
/// colours do not matter, only its alpha. The mask's views are in the layout, so they have their
/// rows in the CSV and trajectories like an overlay's views, and their effects move them as
/// usual. Each view the content stands for is masked in the frame the modifier was applied to.
public struct MaskView<Content: View, Mask: View>: View, PrimitiveView {
    let content: Content
    let mask: Mask
    let alignment: Alignment

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.resolve(content).map { primary in
            let identity = primary.node.identity ?? context.identity
            var inner = context
            inner.identity = identity.appending(MaskStep.mask)
            let key = inner.identity.hashValue
            let (nodes, looks) = inner.children(of: mask)
            let stack = ViewNode(layout: ZStackLayout(alignment: alignment), children: nodes).identified(as: inner.identity)
            // The mask's views are beside the scope, not in it: only the content is masked.
            var pair = ViewNode(layout: OverlayLayout(alignment: alignment), children: [primary.node.drawingScope(), stack],
                                priority: primary.node.priority)
            pair.layoutValues = primary.node.layoutValues
            pair = pair.identified(as: identity.appending(MaskStep.pair))
            let effect = ViewEffect(kind: .mask(key: key))
            let masking = looks.map { look in
                var member = look
                member.maskKey = key
                return member
            }
            return ResolvedView(node: pair, looks: primary.looks.map { $0.adding(effect) } + masking)
        }
    }
}

/// The steps from a masked view to its mask and to the pair of them.
enum MaskStep: Hashable {
    case mask, pair
}

extension View {
    /// SwiftUI's `.mask(alignment:_:)`: the view shown through the alpha of `mask`, which is
    /// offered the view's size and aligned in its frame.
    ///
    /// The view's size, place and alignment guides do not change. A gradient from opaque to
    /// clear fades the view out; a shape shows the view inside it; text shows the view through
    /// its glyphs.
    /// - Parameters:
    ///   - alignment: Where the mask sits in the view's frame; centred by default.
    ///   - mask: The views whose alpha the view is shown through.
    /// - Returns: The masked view.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> MaskView<Self, Mask> {
        MaskView(content: self, mask: mask(), alignment: alignment)
    }

    /// SwiftUI's `.mask(_:)` with a view (deprecated in SwiftUI for `.mask(alignment:_:)`, and
    /// the same): the view shown through `mask`'s alpha, `mask` centred in its frame.
    /// - Parameter mask: The view whose alpha the view is shown through.
    /// - Returns: The masked view.
    public func mask<Mask: View>(_ mask: Mask) -> MaskView<Self, Mask> {
        MaskView(content: self, mask: mask, alignment: .center)
    }
}
