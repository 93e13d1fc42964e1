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
}
