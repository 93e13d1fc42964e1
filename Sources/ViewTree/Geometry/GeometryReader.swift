import Foundation
import LayoutCore

/// A view whose content is a function of its own size and place: SwiftUI's `GeometryReader`.
///
/// The reader takes all the room it is offered (an unspecified dimension, as in `.fixedSize()`,
/// counts as zero), puts each view of its content at its top-leading corner and offers each
/// its whole size. The content is built with a ``GeometryProxy`` for the reader as its body's
/// layout places it: the body is built, laid out, and built again with what its readers were
/// given, until they are given what they were built with.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().fill(.blue).frame(width: proxy.size.width * progress)
/// }
/// .frame(height: 12)
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// The content for the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader of its geometry.
    /// - Parameter content: The content for the reader's geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.geometry?.noteReader()
        var proxy = context.geometry?.proxy(for: context.identity) ?? .unplaced
        if let screen = context.screen, proxy.globalFrame != .zero {
            proxy.safeRect = try? LayoutPass.safeRect(screen.size, safeArea: screen.safeArea)
            proxy.isRightToLeft = context.environment.layoutDirection == .rightToLeft
        }
        let (nodes, looks) = context.child(ContentStep.content).children(of: content(proxy))
        return context.resolved(ViewNode(layout: GeometryReaderLayout(), children: nodes), looks: looks)
    }
}
