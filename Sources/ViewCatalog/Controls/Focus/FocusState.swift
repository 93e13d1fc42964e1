import Foundation
import ViewTree

/// Which view has focus: SwiftUI's `FocusState`, a `Bool` (is the field focused) or an optional
/// value (which field is), bound to fields with ``View/focused(_:)`` and
/// ``View/focused(_:equals:)``.
///
/// ```swift
/// @FocusState private var isNameFocused: Bool
/// TextField("Name", text: $name).focused($isNameFocused)
/// ```
///
/// Zoetrope differs from SwiftUI: the value lives in the property itself, not in the scene's
/// state, so in a scene it starts again at `false` (or `nil`) whenever the view holding it is
/// rebuilt; a write and a read in the same body or action see each other. Fields draw a caret
/// while their binding says they are focused.
@propertyWrapper
public struct FocusState<Value> where Value: Hashable {
    /// Where the value is kept.
    final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    let storage: Storage

    /// A focus state that is `false` until a field takes focus: `@FocusState var isFocused: Bool`.
    public init() where Value == Bool {
        storage = Storage(false)
    }

    /// A focus state that is `nil` until a field takes focus: `@FocusState var field: Field?`.
    public init<T>() where Value == T?, T: Hashable {
        storage = Storage(nil)
    }

    /// Which view is focused; writing it focuses that view.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value, for ``View/focused(_:)``: `$isFocused`.
    public var projectedValue: FocusState<Value>.Binding {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }

    /// A binding to a focus state: what ``View/focused(_:)`` and ``View/focused(_:equals:)``
    /// receive, and what a child view takes to read and move focus.
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void

        /// The focus state's value.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        /// The binding itself, for `$binding` in a view that was given one.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}
