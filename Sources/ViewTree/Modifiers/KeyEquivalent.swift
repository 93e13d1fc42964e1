import Foundation
import LayoutCore
/// A key a keyboard shortcut is typed with: SwiftUI's `KeyEquivalent`.
///
/// Zoetrope's scenes have no keyboard: the key is kept, never typed.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types.
    public var character: Character

    /// Creates a key from the character it types.
    /// - Parameter character: The character.
    public init(_ character: Character) {
        self.character = character
    }

    /// Creates a key from a literal (`"s"`).
    /// - Parameter character: The character.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    /// Return (Enter).
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
}
