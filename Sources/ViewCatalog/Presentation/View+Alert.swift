import Foundation
import LayoutCore

extension View {
    /// Presents an alert while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    /// - Returns: The view with the alert over it.
    public func alert<A>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View {
        overlay { AlertLayer(title: title, isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none) }
    }

    /// Presents an alert with a message, while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    ///   - message: The message under the title.
    /// - Returns: The view with the alert over it.
    public func alert<A, M>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View {
        overlay { AlertLayer(title: title, isPresented: isPresented, actions: actions(), message: message()) }
    }

    /// Presents an alert for `data`, while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    /// - Returns: The view with the alert over it.
    public func alert<A, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { AlertLayer(title: title, isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents an alert with a message, for `data`, while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons and message are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    ///   - message: The message under the title, from the data.
    /// - Returns: The view with the alert over it.
    public func alert<A, M, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { AlertLayer(title: title, isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: data.map(message)) }
    }

    /// Presents an alert for an item, while it is not `nil`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    /// - Returns: The view with the alert over it.
    public func alert<A, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { AlertLayer(title: title, isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents an alert with a message, for an item, while it is not `nil`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    ///   - message: The message under the title, from the item.
    /// - Returns: The view with the alert over it.
    public func alert<A, M, T>(_ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { AlertLayer(title: title, isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message)) }
    }

    /// Presents an alert while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    /// - Returns: The view with the alert over it.
    public func alert<A>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View {
        overlay { AlertLayer(title: Text(titleKey), isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func alert<A>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where A: View {
        overlay { AlertLayer(title: Text(titleResource), isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none) }
    }

    /// Presents an alert with a message, while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    ///   - message: The message under the title.
    /// - Returns: The view with the alert over it.
    public func alert<A, M>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View {
        overlay { AlertLayer(title: Text(titleKey), isPresented: isPresented, actions: actions(), message: message()) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func alert<A, M>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where A: View, M: View {
        overlay { AlertLayer(title: Text(titleResource), isPresented: isPresented, actions: actions(), message: message()) }
    }

    /// Presents an alert for `data`, while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    /// - Returns: The view with the alert over it.
    public func alert<A, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { AlertLayer(title: Text(titleKey), isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: Optional<EmptyView>.none) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func alert<A, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { AlertLayer(title: Text(titleResource), isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents an alert with a message, for `data`, while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons and message are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    ///   - message: The message under the title, from the data.
    /// - Returns: The view with the alert over it.
    public func alert<A, M, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { AlertLayer(title: Text(titleKey), isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: data.map(message)) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func alert<A, M, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { AlertLayer(title: Text(titleResource), isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: data.map(message)) }
    }

    /// Presents an alert for an item, while it is not `nil`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    /// - Returns: The view with the alert over it.
    public func alert<A, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { AlertLayer(title: Text(titleKey), isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: Optional<EmptyView>.none) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func alert<A, T>(_ titleResource: LocalizedStringResource, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View where A: View {
        overlay { AlertLayer(title: Text(titleResource), isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents an alert with a message, for an item, while it is not `nil`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - titleKey: The title, a key.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    ///   - message: The message under the title, from the item.
    /// - Returns: The view with the alert over it.
    public func alert<A, M, T>(_ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { AlertLayer(title: Text(titleKey), isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message)) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func alert<A, M, T>(_ titleResource: LocalizedStringResource, item data: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where A: View, M: View {
        overlay { AlertLayer(title: Text(titleResource), isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message)) }
    }

    /// Presents an alert while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    /// - Returns: The view with the alert over it.
    public func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View where S: StringProtocol, A: View {
        overlay { AlertLayer(title: Text(title), isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none) }
    }

    /// Presents an alert with a message, while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - actions: Its buttons; an OK button when empty.
    ///   - message: The message under the title.
    /// - Returns: The view with the alert over it.
    public func alert<S, A, M>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View where S: StringProtocol, A: View, M: View {
        overlay { AlertLayer(title: Text(title), isPresented: isPresented, actions: actions(), message: message()) }
    }

    /// Presents an alert for `data`, while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    /// - Returns: The view with the alert over it.
    public func alert<S, A, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View where S: StringProtocol, A: View {
        overlay { AlertLayer(title: Text(title), isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents an alert with a message, for `data`, while `isPresented` is `true`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - data: The data its buttons and message are made from; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the data.
    ///   - message: The message under the title, from the data.
    /// - Returns: The view with the alert over it.
    public func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View {
        overlay { AlertLayer(title: Text(title), isPresented: PresentedData.binding(isPresented, data), actions: data.map(actions), message: data.map(message)) }
    }

    /// Presents an alert for an item, while it is not `nil`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    /// - Returns: The view with the alert over it.
    public func alert<S, A, T>(_ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A) -> some View where S: StringProtocol, A: View {
        overlay { AlertLayer(title: Text(title), isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: Optional<EmptyView>.none) }
    }

    /// Presents an alert with a message, for an item, while it is not `nil`: SwiftUI's `.alert`.
    /// - Parameters:
    ///   - title: The title, a string.
    ///   - data: The item; presented while it is not `nil`, and set to `nil` by a tap on a button.
    ///   - actions: Its buttons, from the item.
    ///   - message: The message under the title, from the item.
    /// - Returns: The view with the alert over it.
    public func alert<S, A, M, T>(_ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where S: StringProtocol, A: View, M: View {
        overlay { AlertLayer(title: Text(title), isPresented: PresentedData.binding(data), actions: data.wrappedValue.map(actions), message: data.wrappedValue.map(message)) }
    }
}

extension View {
    /// Presents an alert for an error while `isPresented` is `true`: SwiftUI's
    /// `.alert(isPresented:error:actions:)`. The title is the error's description; nothing is
    /// presented while `error` is `nil`.
    /// - Parameters:
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - error: The error.
    ///   - actions: Its buttons; an OK button when empty.
    /// - Returns: The view with the alert over it.
    public func alert<E, A>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View
    where E: LocalizedError, A: View {
        overlay {
            AlertLayer(title: Text(error?.errorDescription ?? ""), isPresented: PresentedData.binding(isPresented, error),
                       actions: actions(), message: Optional<EmptyView>.none)
        }
    }

    /// Presents an alert for an error, with a message, while `isPresented` is `true`: SwiftUI's
    /// `.alert(isPresented:error:actions:message:)`.
    /// - Parameters:
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - error: The error; nothing is presented while it is `nil`.
    ///   - actions: Its buttons, from the error.
    ///   - message: The message under the title, from the error.
    /// - Returns: The view with the alert over it.
    public func alert<E, A, M>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                               @ViewBuilder message: (E) -> M) -> some View where E: LocalizedError, A: View, M: View {
        overlay {
            AlertLayer(title: Text(error?.errorDescription ?? ""), isPresented: PresentedData.binding(isPresented, error),
                       actions: error.map(actions), message: error.map(message))
        }
    }
}
