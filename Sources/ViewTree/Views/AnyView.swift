import Foundation

/// A view of any type: SwiftUI's `AnyView`. Its identity includes the type of the view it holds,
/// so a view that becomes another type is a new view (it transitions in) rather than the old one
/// changed, as in SwiftUI.
public struct AnyView: View, PrimitiveView {
    private let resolveContent: (ResolveContext) -> [ResolvedView]

    /// Wraps `view`.
    /// - Parameter view: The view.
    public init<Content: View>(_ view: Content) {
        resolveContent = { context in context.child(ObjectIdentifier(Content.self)).resolve(view) }
    }

    /// Wraps `view`: SwiftUI's `AnyView(erasing:)`, the same as ``init(_:)``.
    /// - Parameter view: The view.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        resolveContent(context)
    }
}
