import Foundation

/// A value views pass up to the views around them: SwiftUI's `PreferenceKey`.
///
/// A view sets a value for a key with `.preference(key:value:)`; a view around it reads the
/// value of all the views inside it, combined by ``reduce(value:nextValue:)`` in the order the
/// views are in the tree, with `.onPreferenceChange(_:perform:)`.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
/// ```
public protocol PreferenceKey {
    /// The type of the key's values.
    associatedtype Value

    /// The value of a view inside which no view sets one.
    static var defaultValue: Value { get }

    /// Combines the value so far with the next view's, in the order of the views in the tree.
    /// - Parameters:
    ///   - value: The value of the views so far; becomes their value with the next one's.
    ///   - nextValue: The next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
