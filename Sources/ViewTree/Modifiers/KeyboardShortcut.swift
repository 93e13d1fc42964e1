import Foundation
import LayoutCore
/// A key and the modifier keys held with it: SwiftUI's `KeyboardShortcut`.
///
/// Zoetrope's scenes have no keyboard: a shortcut is kept on its view and never typed.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut follows the keyboard's layout: SwiftUI's `KeyboardShortcut.Localization`.
    public struct Localization: Hashable, Sendable {
        let kind: Int

        /// Remapped for the keyboard's layout, and mirrored in right-to-left layouts.
        public static let automatic = Localization(kind: 0)
        /// Remapped for the keyboard's layout, never mirrored.
        public static let withoutMirroring = Localization(kind: 1)
        /// Kept as written.
        public static let custom = Localization(kind: 2)
    }

    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers
    /// How it follows the keyboard's layout.
    public var localization: Localization

    /// Creates a shortcut.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifier keys; Command by default.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// Creates a shortcut that follows the keyboard's layout as `localization` says.
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifier keys; Command by default.
    ///   - localization: How it follows the keyboard's layout.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return with no modifier: the default button of a window or sheet.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifier: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}
