import Foundation
import LayoutCore

extension View {
    /// SwiftUI's `.ignoresSafeArea(_:edges:)`: the view extends into the safe area along `edges`.
    ///
    /// On a canvas with safe-area insets (a preview's device: its status bar and home
    /// indicator), the view's frame grows out to the screen's edge on each of `edges` where it
    /// reaches the safe area's edge, and the view is laid out in the larger frame; what is
    /// around it keeps its place. The container region is the one a canvas has: the keyboard's
    /// is never shown, so `.keyboard` alone leaves the view as it is, and so does a canvas
    /// without insets.
    /// - Parameters:
    ///   - regions: The regions to ignore; all by default.
    ///   - edges: The edges; all by default.
    /// - Returns: The view.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedView<Self> {
        reachingOutOfSafeArea(regions, edges: edges, alignment: .center)
    }

    /// The view's frame grown into the safe area the scene's canvas has, where it reaches it.
    private func reachingOutOfSafeArea(_ regions: SafeAreaRegions, edges: Edge.Set, alignment: Alignment) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0 }, changeInContext: { node, context in
            guard regions.contains(.container), let screen = context.screen, screen.safeArea != EdgeInsets() else { return node }
            return node.ignoringSafeArea(screen: screen.size, safeArea: screen.safeArea, edges: edges, alignment: alignment)
        })
    }

    /// SwiftUI's `.edgesIgnoringSafeArea(_:)` (deprecated there for ``ignoresSafeArea(_:edges:)``):
    /// as that.
    /// - Parameter edges: The edges.
    /// - Returns: The view.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedView<Self> {
        ignoresSafeArea(.all, edges: edges)
    }

    /// SwiftUI's `.ignoresSafeArea(_:edges:alignment:)`: the view extends into the safe area
    /// along `edges`, placed at `alignment` in the larger frame (centred when `nil`), as
    /// ``ignoresSafeArea(_:edges:)`` does. Apple notes that most alignments have no apparent
    /// effect when the view fills the larger frame, as a colour does.
    /// - Parameters:
    ///   - regions: The regions to ignore; all by default.
    ///   - edges: The edges; all by default.
    ///   - alignment: Where the view sits in the expanded frame; `nil` for SwiftUI's default.
    /// - Returns: The view.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all, alignment: Alignment?) -> ModifiedView<Self> {
        reachingOutOfSafeArea(regions, edges: edges, alignment: alignment ?? .center)
    }

    /// SwiftUI's `.safeAreaPadding(_:_:)`: adds `length` to the safe area on `edges`, so the
    /// view's content keeps that far in; without a length, the system's default, 16 points on
    /// iPhone.
    ///
    /// Zoetrope does not pass safe areas into views' frames, so this insets the view as `.padding(_:_:)` does: content
    /// inside that ignores the safe area (`.ignoresSafeArea()`) is inset too, where in SwiftUI it
    /// would reach under the padding.
    /// - Parameters:
    ///   - edges: The edges; all by default.
    ///   - length: The inset; 16 points when `nil`.
    /// - Returns: The view, inset.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView<Self> {
        padding(edges, length)
    }

    /// SwiftUI's `.safeAreaPadding(_:)` with one length for every edge: as
    /// ``safeAreaPadding(_:_:)`` on all edges.
    /// - Parameter length: The inset.
    /// - Returns: The view, inset.
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedView<Self> {
        padding(.all, length)
    }

    /// SwiftUI's `.safeAreaPadding(_:)` with `EdgeInsets`: each edge's safe area grows by its
    /// own length; as ``safeAreaPadding(_:_:)``, applied here as padding.
    /// - Parameter insets: The inset of each edge.
    /// - Returns: The view, inset.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedView<Self> {
        padding(insets)
    }
}
