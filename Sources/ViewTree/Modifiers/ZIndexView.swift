import Foundation

/// A view drawn over or under the others: what `.zIndex(_:)` builds.
public struct ZIndexView<Content: View>: View, PrimitiveView {
    let content: Content
    let value: Double

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.resolve(content).map { resolved in
            var ordered = resolved
            ordered.looks = resolved.looks.map { look in
                var look = look
                look.zIndex = value
                return look
            }
            return ordered
        }
    }
}

extension View {
    /// SwiftUI's `.zIndex(_:)`: the view drawn over views of a lower value and under views of a
    /// higher one (0 by default); views of equal value in the order of the body. Layout is not
    /// affected.
    public func zIndex(_ value: Double) -> ZIndexView<Self> {
        ZIndexView(content: self, value: value)
    }
}
