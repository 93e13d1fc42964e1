import Foundation
import LayoutCore

extension View {
    /// Presents a sheet while `isPresented` is `true`: SwiftUI's `.sheet(isPresented:onDismiss:content:)`.
    ///
    /// The sheet is drawn as an iPhone's page sheet: the presenting view dimmed, and a card with
    /// 10-point top corners from under the status bar (or from its detent, `.presentationDetents`)
    /// to the bottom, with the content on it. When an event sets the binding, the card slides up
    /// over half a second; when one clears it, it slides down and `onDismiss` runs.
    ///
    /// The sheet covers the screen whatever view presents it (a button's `.sheet` too).
    /// Differences from SwiftUI: the presenting view is dimmed but not shrunk; views drawn after
    /// the presenting one draw over the sheet, and nothing swipes it down.
    /// `@Environment(\.dismiss)` in the sheet's content closes it, as setting the binding does.
    /// - Parameters:
    ///   - isPresented: Whether the sheet is presented.
    ///   - onDismiss: What runs when the sheet goes away.
    ///   - content: The sheet's content.
    /// - Returns: The view with the sheet over it.
    public func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                               @ViewBuilder content: @escaping () -> Content) -> some View where Content: View {
        presenting(isPresented: isPresented, onDismiss: onDismiss, style: .page, content: content)
    }

    /// Presents a sheet for `item` while it is not `nil`: SwiftUI's `.sheet(item:onDismiss:content:)`.
    /// Drawn as ``sheet(isPresented:onDismiss:content:)`` draws it; a new item slides a new sheet up.
    /// - Parameters:
    ///   - item: The item the sheet shows; `nil` while no sheet is presented.
    ///   - onDismiss: What runs when the sheet goes away.
    ///   - content: The sheet's content for the item.
    /// - Returns: The view with the sheet over it.
    public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping (Item) -> Content) -> some View
    where Item: Identifiable, Content: View {
        presenting(item: item, onDismiss: onDismiss, style: .page, content: content)
    }

    /// This view with a sheet of `style` over it while `isPresented` is `true`, whose content's
    /// `dismiss` clears the binding: what `.sheet` and `.fullScreenCover` make.
    func presenting<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, style: SheetStyle,
                                   content: @escaping () -> Content) -> some View {
        let presented = isPresented.wrappedValue
        let dismiss = DismissAction { isPresented.wrappedValue = false }
        return overlay {
            SheetLayer(sheet: presented ? content().environment(\.dismiss, dismiss) : nil, presentation: presented ? AnyHashable(true) : nil,
                       onDismiss: onDismiss, style: style)
        }
    }

    /// This view with a sheet of `style` over it for `item` while it is not `nil`, whose
    /// content's `dismiss` clears the item.
    func presenting<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)?, style: SheetStyle,
                                                       content: @escaping (Item) -> Content) -> some View {
        let shown = item.wrappedValue
        let dismiss = DismissAction { item.wrappedValue = nil }
        return overlay {
            SheetLayer(sheet: shown.map { content($0).environment(\.dismiss, dismiss) }, presentation: shown.map { AnyHashable($0.id) },
                       onDismiss: onDismiss, style: style)
        }
    }
}
