import Foundation
import LayoutCore

extension View {
    /// Presents a confirmation dialog while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View {
        overlay { DialogLayer(title: title, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none) }
    }

    /// Presents a confirmation dialog with a message, while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    ///   - message: The message under the title.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A, M>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View {
        overlay { DialogLayer(title: title, titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: message()) }
    }

    /// Presents a confirmation dialog for `data`, while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { DialogLayer(title: title, titleVisibility: titleVisibility, isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents a confirmation dialog with a message, for `data`, while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons and message are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    ///   - message: The message under the title, from the data.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A, M, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { DialogLayer(title: title, titleVisibility: titleVisibility, isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: data.map(message)) }
    }

    /// Presents a confirmation dialog for an item, while it is not `nil`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { DialogLayer(title: title, titleVisibility: titleVisibility, isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents a confirmation dialog with a message, for an item, while it is not `nil`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    ///   - message: The message under the title, from the item.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A, M, T>(_ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { DialogLayer(title: title, titleVisibility: titleVisibility, isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message)) }
    }

    /// Presents a confirmation dialog while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View {
        overlay { DialogLayer(title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func confirmationDialog<A>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View {
        overlay { DialogLayer(title: Text(titleResource), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none) }
    }

    /// Presents a confirmation dialog with a message, while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    ///   - message: The message under the title.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View {
        overlay { DialogLayer(title: Text(titleKey), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: message()) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func confirmationDialog<A, M>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View {
        overlay { DialogLayer(title: Text(titleResource), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: message()) }
    }

    /// Presents a confirmation dialog for `data`, while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { DialogLayer(title: Text(titleKey), titleVisibility: titleVisibility, isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: Optional<EmptyView>.none) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func confirmationDialog<A, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { DialogLayer(title: Text(titleResource), titleVisibility: titleVisibility, isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents a confirmation dialog with a message, for `data`, while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons and message are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    ///   - message: The message under the title, from the data.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { DialogLayer(title: Text(titleKey), titleVisibility: titleVisibility, isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: data.map(message)) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func confirmationDialog<A, M, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { DialogLayer(title: Text(titleResource), titleVisibility: titleVisibility, isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: data.map(message)) }
    }

    /// Presents a confirmation dialog for an item, while it is not `nil`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { DialogLayer(title: Text(titleKey), titleVisibility: titleVisibility, isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: Optional<EmptyView>.none) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func confirmationDialog<A, T>(_ titleResource: LocalizedStringResource, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { DialogLayer(title: Text(titleResource), titleVisibility: titleVisibility, isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents a confirmation dialog with a message, for an item, while it is not `nil`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    ///   - message: The message under the title, from the item.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<A, M, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { DialogLayer(title: Text(titleKey), titleVisibility: titleVisibility, isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message)) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func confirmationDialog<A, M, T>(_ titleResource: LocalizedStringResource, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { DialogLayer(title: Text(titleResource), titleVisibility: titleVisibility, isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message)) }
    }

    /// Presents a confirmation dialog while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<S, A>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where S: StringProtocol, A: View {
        overlay { DialogLayer(title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none) }
    }

    /// Presents a confirmation dialog with a message, while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    ///   - message: The message under the title.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<S, A, M>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View {
        overlay { DialogLayer(title: Text(title), titleVisibility: titleVisibility, isPresented: isPresented, actions: actions(), message: message()) }
    }

    /// Presents a confirmation dialog for `data`, while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<S, A, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where S: StringProtocol, A: View {
        overlay { DialogLayer(title: Text(title), titleVisibility: titleVisibility, isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents a confirmation dialog with a message, for `data`, while `isPresented` is `true`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons and message are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    ///   - message: The message under the title, from the data.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View {
        overlay { DialogLayer(title: Text(title), titleVisibility: titleVisibility, isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: data.map(message)) }
    }

    /// Presents a confirmation dialog for an item, while it is not `nil`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<S, A, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A) -> some View where S: StringProtocol, A: View {
        overlay { DialogLayer(title: Text(title), titleVisibility: titleVisibility, isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents a confirmation dialog with a message, for an item, while it is not `nil`: SwiftUI's `.confirmationDialog`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    ///   - message: The message under the title, from the item.
    ///   - titleVisibility: Whether the title shows; `.automatic` hides it, as iOS does.
    /// - Returns: The view with the dialog over it.
    public func confirmationDialog<S, A, M, T>(_ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View {
        overlay { DialogLayer(title: Text(title), titleVisibility: titleVisibility, isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message)) }
    }
}
