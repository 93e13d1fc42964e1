import Foundation
import LayoutCore

/// The content of a ``ToolbarItemGroup`` with a label: the items, drawn as they are (the label is
/// kept for platforms that collapse the group, which an iPhone does not).
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The items.
    public var body: some View { content }
}
