import Foundation
import LayoutCore

extension View {
    /// SwiftUI's `toolbar(removing:)`: removes a toolbar item the views add by default.
    ///
    /// Differences from SwiftUI: on an iPhone the only default item Zoetrope draws is the
    /// navigation title, and it is not removed here; the sidebar toggle (which an iPhone's
    /// navigation never shows) and the search item are not drawn by default, so removing them
    /// changes nothing. The view is drawn as it is.
    /// - Parameter defaultItemKind: The kind of item to remove; `nil` removes nothing.
    /// - Returns: The view.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        self
    }
}
