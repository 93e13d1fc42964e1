import Foundation
import LayoutCore

/// What `.toolbar(_:for:)` returns: the view, which tells the navigation screen and the tab view it
/// is in which of their bars to show while it is built, and is otherwise the view itself.
public struct ToolbarVisibilityWriter<Content: View>: View {
    @Environment(\.navigationScreen) private var screen
    @Environment(\.tabViewModel) private var tabView
    let content: Content
    let visibility: Visibility
    let bars: Set<ToolbarPlacement.Bar>

    /// The view itself.
    public var body: Content {
        if bars.contains(.navigationBar) || bars.contains(.automatic) { screen?.navigationBarVisibility = visibility }
        if bars.contains(.bottomBar) { screen?.bottomBarVisibility = visibility }
        if bars.contains(.tabBar) { tabView?.tabBarVisibility = visibility }
        return content
    }
}
