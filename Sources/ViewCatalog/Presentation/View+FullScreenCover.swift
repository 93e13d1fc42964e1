import Foundation
import LayoutCore

extension View {
    /// Covers the whole screen with `content` while `isPresented` is `true`: SwiftUI's
    /// `.fullScreenCover(isPresented:onDismiss:content:)`.
    ///
    /// The cover slides up from below the screen over half a second, as a sheet does, but to the
    /// screen's top edge, with square corners and nothing dimmed behind it; when an event clears
    /// the binding, or the content calls `dismiss()` from `@Environment(\.dismiss)`, it slides
    /// down and `onDismiss` runs.
    /// - Parameters:
    ///   - isPresented: Whether the cover is presented.
    ///   - onDismiss: What runs when the cover goes away.
    ///   - content: The cover's content.
    /// - Returns: The view with the cover over it.
    public func fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                         @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        presenting(isPresented: isPresented, onDismiss: onDismiss, style: .fullScreen, content: content)
    }

    /// Covers the whole screen with `content` for `item` while it is not `nil`: SwiftUI's
    /// `.fullScreenCover(item:onDismiss:content:)`, drawn as
    /// ``fullScreenCover(isPresented:onDismiss:content:)`` draws it.
    /// - Parameters:
    ///   - item: The item the cover shows; `nil` while none is presented.
    ///   - onDismiss: What runs when the cover goes away.
    ///   - content: The cover's content for the item.
    /// - Returns: The view with the cover over it.
    public func fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping (Item) -> Content) -> some View
    where Item: Identifiable, Content: View {
        presenting(item: item, onDismiss: onDismiss, style: .fullScreen, content: content)
    }
}
