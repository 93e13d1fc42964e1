import Foundation
import LayoutCore
import SceneCore

/// A view whose contents are drawn as one layer before the effects around it apply: what
/// `.compositingGroup()` and `.drawingGroup(opaque:colorMode:)` build.
///
/// Without it, the opacity, blend mode, shadow, blur or filter around a container applies to each
/// view inside alone (two overlapping views at opacity 0.5 show each other through); with it, the
/// views are drawn together and the layer is faded, blended, shadowed or filtered once, as in
/// SwiftUI. Effects inside the group still apply to each view.
public struct CompositingGroupView<Content: View>: View, PrimitiveView {
    let content: Content

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.resolve(content).map { resolved in
            let key = (resolved.node.identity ?? context.identity).appending(CompositingStep.group).hashValue
            let effect = ViewEffect(kind: .compositingGroup(key: key))
            return ResolvedView(node: resolved.node.drawingScope(), looks: resolved.looks.map { $0.adding(effect) })
        }
    }
}

/// The step that keys a compositing group.
enum CompositingStep: Hashable {
    case group
}

extension View {
    /// SwiftUI's `.compositingGroup()`: the view's contents drawn as one layer before the effects
    /// around it (opacity, blend mode, shadow, blur, colour filters) apply to the layer once.
    /// - Returns: The grouped view.
    public func compositingGroup() -> CompositingGroupView<Self> {
        CompositingGroupView(content: self)
    }

    /// SwiftUI's `.drawingGroup(opaque:colorMode:)`: SwiftUI renders the view offscreen (with
    /// Metal) before showing it, which draws the same picture and, as a compositing group does,
    /// makes the effects around it apply to the picture once; Zoetrope draws it as
    /// ``compositingGroup()``.
    /// - Parameters:
    ///   - opaque: Whether the offscreen picture is opaque; accepted.
    ///   - colorMode: The offscreen picture's colour depth; accepted (frames are 8-bit sRGB).
    /// - Returns: The grouped view.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> CompositingGroupView<Self> {
        CompositingGroupView(content: self)
    }
}
