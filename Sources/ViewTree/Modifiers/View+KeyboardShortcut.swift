import Foundation
import LayoutCore
extension View {
    /// SwiftUI's `.keyboardShortcut(_:)`: typing `shortcut` on a hardware keyboard presses the
    /// control (a `Button`, a `Toggle`).
    ///
    /// Zoetrope's scenes have no keyboard, as an iPhone without one: the shortcut is accepted
    /// and never typed; the control is drawn and tapped as it is.
    /// - Parameter shortcut: The shortcut.
    /// - Returns: The view.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> EventModifier<Self> { noting { _, _ in } }

    /// SwiftUI's `.keyboardShortcut(_:)` with an optional shortcut: `nil` gives none; as
    /// ``keyboardShortcut(_:)-(KeyboardShortcut)``, never typed in a scene.
    /// - Parameter shortcut: The shortcut, or `nil`.
    /// - Returns: The view.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> EventModifier<Self> { noting { _, _ in } }

    /// SwiftUI's `.keyboardShortcut(_:modifiers:)`: the shortcut of `key` with `modifiers`;
    /// accepted and never typed in a scene.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifier keys; Command by default.
    /// - Returns: The view.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> EventModifier<Self> {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// SwiftUI's `.keyboardShortcut(_:modifiers:localization:)`; accepted and never typed in a scene.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifier keys; Command by default.
    ///   - localization: How it follows the keyboard's layout.
    /// - Returns: The view.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> EventModifier<Self> {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }
}
