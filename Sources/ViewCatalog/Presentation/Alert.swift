import Foundation
import LayoutCore

/// An alert described as a value: SwiftUI's deprecated `Alert`, shown with
/// `.alert(isPresented:content:)` or `.alert(item:content:)`, drawn as the alert those draw.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when none is given).
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message under it.
    ///   - dismissButton: The button; OK by default.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons side by side.
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message under it.
    ///   - primaryButton: The first button.
    ///   - secondaryButton: The second button.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button in the default style.
        /// - Parameters:
        ///   - label: The title.
        ///   - action: What a tap runs.
        /// - Returns: The button.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action)
        }

        /// A cancel button, in semibold.
        /// - Parameters:
        ///   - label: The title.
        ///   - action: What a tap runs.
        /// - Returns: The button.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button titled Cancel.
        /// - Parameter action: What a tap runs.
        /// - Returns: The button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A destructive button, in red.
        /// - Parameters:
        ///   - label: The title.
        ///   - action: What a tap runs.
        /// - Returns: The button.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }
    }

    /// The alert's buttons as views.
    var actions: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            SwiftUIButton(role: button.role, action: button.action ?? {}) { button.label }
        }
    }
}

/// The view `Button`, which `Alert.Button` hides inside ``Alert``.
typealias SwiftUIButton = ViewTree.Button

extension View {
    /// Presents an alert while `isPresented` is `true`: SwiftUI's deprecated
    /// `.alert(isPresented:content:)`, drawn as `.alert(_:isPresented:actions:message:)` draws it.
    /// - Parameters:
    ///   - isPresented: Whether it is presented; a tap on one of its buttons sets it to `false`.
    ///   - content: The alert.
    /// - Returns: The view with the alert over it.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return overlay { AlertLayer(title: alert.title, isPresented: isPresented, actions: alert.actions, message: alert.message) }
    }

    /// Presents an alert for an item while it is not `nil`: SwiftUI's deprecated `.alert(item:content:)`.
    /// - Parameters:
    ///   - item: The item; a tap on a button sets it to `nil`.
    ///   - content: The alert for the item.
    /// - Returns: The view with the alert over it.
    public func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View where Item: Identifiable {
        let alert = item.wrappedValue.map(content)
        return overlay {
            AlertLayer(title: alert?.title ?? Text(""), isPresented: PresentedData.binding(item),
                       actions: alert?.actions, message: alert?.message)
        }
    }
}
