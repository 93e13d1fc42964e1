import Foundation
import SceneCore

/// A view with its corners rounded: what `.cornerRadius(_:)` builds.
///
/// SwiftUI clips the view to a rounded rectangle. Zoetrope draws no clips: it rounds the corners
/// of the rectangles the view is drawn with (its colours, backgrounds and rectangles), which is
/// what the clip shows for a view that fills its frame with one, as a tile with a background does.
public struct CornerRadiusView<Content: View>: View, PrimitiveView {
    let content: Content
    let radius: Double

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.resolve(content).map { resolved in
            ResolvedView(node: resolved.node, looks: resolved.looks.map { look in
                guard look.pathShape == nil, look.shape == .rectangle || look.shape == .roundedRectangle else { return look }
                var rounded = look
                rounded.shape = .roundedRectangle
                rounded.cornerRadius = radius
                return rounded
            })
        }
    }
}

extension View {
    /// SwiftUI's `.cornerRadius(_:)`: the rectangles this view is drawn with get rounded corners.
    public func cornerRadius(_ radius: CGFloat) -> CornerRadiusView<Self> {
        CornerRadiusView(content: self, radius: Double(radius))
    }
}
