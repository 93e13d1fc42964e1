import Foundation

/// Two modifiers applied one after the other: what ``ViewModifier/concat(_:)`` makes.
/// SwiftUI returns a `ModifiedContent` of the two; Zoetrope's `ModifiedContent` holds a view,
/// so the pair is a type of its own.
public struct ConcatenatedModifier<First: ViewModifier, Second: ViewModifier>: ViewModifier {
    let first: First
    let second: Second

    /// The content with the first modifier applied, then the second.
    public func body(content: Content) -> some View {
        content.modifier(first).modifier(second)
    }
}
