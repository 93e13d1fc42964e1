import Foundation
import ViewTree

extension View {
    /// SwiftUI's `.focused(_:)`: the field inside is focused while `condition` is `true`, and a
    /// tap on it sets `condition` to `true`. A focused field draws a caret after its text.
    /// - Parameter condition: A ``FocusState`` of `Bool`'s binding: `$isFocused`.
    /// - Returns: The view, bound to the focus state.
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedView<Self> {
        environment(\.focusBinding, FocusBinding(isFocused: condition.wrappedValue, setFocused: { condition.wrappedValue = $0 }))
    }

    /// SwiftUI's `.focused(_:equals:)`: the field inside is focused while `binding` is `value`,
    /// and a tap on it sets `binding` to `value`.
    /// - Parameters:
    ///   - binding: A ``FocusState``'s binding: `$focusedField`.
    ///   - value: The value that stands for this field: `.name`.
    /// - Returns: The view, bound to the focus state.
    public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedView<Self> where Value: Hashable {
        environment(\.focusBinding, FocusBinding(isFocused: binding.wrappedValue == value, setFocused: { focused in
            if focused { binding.wrappedValue = value }
        }))
    }
}
