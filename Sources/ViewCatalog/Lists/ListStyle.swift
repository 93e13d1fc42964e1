import Foundation
import LayoutCore

/// How a list draws itself: SwiftUI's `ListStyle`, chosen with `.listStyle(_:)`.
///
/// As in SwiftUI, the styles are the built-in ones (`.automatic`, `.insetGrouped`, `.grouped`,
/// `.inset`, `.plain`, `.sidebar`); a type of one's own that adopts the protocol draws as
/// `.automatic`.
public protocol ListStyle {}

/// A built-in style: the look it stands for.
protocol BuiltInListStyle: ListStyle {
    var look: ListLook { get }
}

extension View {
    /// Sets the style of the lists in this view: SwiftUI's `.listStyle(_:)`.
    /// - Parameter style: The style, such as `.plain` or `.insetGrouped`.
    /// - Returns: The view with lists below drawn in the style.
    public func listStyle<S>(_ style: S) -> ModifiedView<Self> where S: ListStyle {
        environment(\.listLook, (style as? any BuiltInListStyle)?.look ?? .insetGrouped)
    }
}
