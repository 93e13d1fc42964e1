import Foundation
import LayoutCore

extension View {
    /// SwiftUI's `.ignoresSafeArea(_:edges:)`: the view extends into the safe area along `edges`.
    ///
    /// A Zoetrope canvas has no safe area (no status bar, home indicator or keyboard), so every
    /// view already has the whole canvas and this leaves the layout as it is.
    /// - Parameters:
    ///   - regions: The regions to ignore; all by default.
    ///   - edges: The edges; all by default.
    /// - Returns: The view.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0 })
    }

    /// SwiftUI's `.edgesIgnoringSafeArea(_:)` (deprecated there for ``ignoresSafeArea(_:edges:)``):
    /// as that, with no safe area on a Zoetrope canvas to ignore.
    /// - Parameter edges: The edges.
    /// - Returns: The view.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedView<Self> {
        ignoresSafeArea(.all, edges: edges)
    }

    /// SwiftUI's `.ignoresSafeArea(_:edges:alignment:)`: the view extends into the safe area
    /// along `edges`, placed at `alignment` in the larger frame.
    ///
    /// A Zoetrope canvas has no safe area, so the frame is the view's own and the view stays
    /// where it is, whatever the alignment (Apple notes that most alignments have no apparent
    /// effect when the frame's size matches the view's).
    /// - Parameters:
    ///   - regions: The regions to ignore; all by default.
    ///   - edges: The edges; all by default.
    ///   - alignment: Where the view sits in the expanded frame; `nil` for SwiftUI's default.
    /// - Returns: The view.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all, alignment: Alignment?) -> ModifiedView<Self> {
        ignoresSafeArea(regions, edges: edges)
    }

    /// SwiftUI's `.safeAreaPadding(_:_:)`: adds `length` to the safe area on `edges`, so the
    /// view's content keeps that far in; without a length, the system's default, 16 points on
    /// iPhone.
    ///
    /// Zoetrope keeps no safe area, so this insets the view as `.padding(_:_:)` does: content
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
