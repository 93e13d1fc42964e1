import Foundation
import ViewTree

extension View {
    /// SwiftUI's `.tag(_:includeOptional:)`: the value this view stands for among a picker's
    /// items. Inside a ``Picker`` the item whose tag equals the selection is the one shown as
    /// selected, and choosing an item writes its tag to the selection. A tag of a type other than
    /// the selection's never matches, except that a `T` tag matches a `T?` selection unless
    /// `includeOptional` is `false`. Outside a picker the view is drawn as it is.
    ///
    /// Zoetrope differs in one way: `ForEach` gives its views no implicit tags, so each item of a
    /// picker needs its `.tag`.
    /// - Parameters:
    ///   - tag: The value.
    ///   - includeOptional: Whether the tag also matches an optional selection of its type.
    /// - Returns: The view, tagged.
    public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        TaggedView(content: self, tag: tag, includeOptional: includeOptional)
    }
}

/// A view with its tag: drawn as the picker around it (if any) draws its items.
struct TaggedView<Content: View, Tag: Hashable>: View {
    let content: Content
    let tag: Tag
    let includeOptional: Bool
    @Environment(\.pickerItemContext) private var picker

    var body: some View {
        if let picker {
            picker.item(content: AnyView(content), tag: tag, includeOptional: includeOptional)
        } else {
            content
        }
    }
}
