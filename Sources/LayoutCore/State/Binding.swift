/// A value read and written somewhere else: SwiftUI's `Binding`.
///
/// Layouts use it as article 004 does, to send a value back to the views that own it: a view
/// carries a binding as a layout value (`.layoutValue(key: Rotation.self, value: $rotation)`) and
/// the layout writes the angle it chose through it while it places the view
/// (`subviews[i][Rotation.self].wrappedValue = angle`). Layout passes run once per frame (and
/// more when they settle values), so what a binding writes must depend only on what the layout
/// was given. A render computes frames on several threads at once, each with its own copy of the
/// scene's views but sharing what their bindings capture: storage a binding writes to must be safe
/// to write from several threads (a lock, or a `Mutex`), and its value is then the last frame's to
/// write, not any particular one's.
///
/// ```swift
/// let store = Store()                       // a class holding the value
/// let binding = Binding(get: { store.angle }, set: { store.angle = $0 })
/// binding.wrappedValue = .degrees(30)       // store.angle is now 30°
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void
    /// What a view runtime attaches to the binding: ViewTree keeps the binding's `Transaction`
    /// here, a type LayoutCore does not know.
    package var attachment: (any Sendable)?

    /// Creates a binding from how to read the value and how to write it.
    /// - Parameters:
    ///   - get: Returns the value.
    ///   - set: Stores a new value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding to a value that never changes: writes are ignored, as SwiftUI's
    /// `Binding.constant(_:)` ignores them.
    /// - Parameter value: The value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value: reading calls `get`, writing calls `set`.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, for `$value` where a property is declared `@Binding var value`.
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from another, for `@Binding var value` initialised with `$other`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the value: `$point.x`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        var binding = Binding<Subject>(get: { self.read()[keyPath: keyPath] }, set: { newValue in
            var value = self.read()
            value[keyPath: keyPath] = newValue
            self.write(value)
        })
        binding.attachment = attachment
        return binding
    }

    /// A binding to an optional made from a binding to a value: SwiftUI's `Binding(_:)` for
    /// `Binding<V?>` from `Binding<V>`. Writing `nil` leaves the value as it is.
    /// - Parameter base: The binding to the value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
        attachment = base.attachment
    }

    /// A binding to the value of a binding to an optional, or `nil` when it holds none: SwiftUI's
    /// failable `Binding(_:)`. Once made, it reads the last value it saw should the optional
    /// become `nil`.
    /// - Parameter base: The binding to the optional.
    public init?(_ base: Binding<Value?>) {
        guard let first = base.wrappedValue else { return nil }
        let last = LastValue(first)
        self.init(get: {
            if let value = base.wrappedValue { last.value = value }
            return last.value
        }, set: { newValue in
            last.value = newValue
            base.wrappedValue = newValue
        })
        attachment = base.attachment
    }

    /// A binding to a value as `AnyHashable`, for APIs that take any hashable selection:
    /// SwiftUI's `Binding(_:)` with `Value == AnyHashable`. A written value of another type is ignored.
    /// - Parameter base: The binding to the hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { newValue in
            if let value = newValue.base as? V { base.wrappedValue = value }
        })
        attachment = base.attachment
    }
}

/// The last value a failable binding read, kept for when its optional becomes `nil`.
private final class LastValue<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Binding where Value: MutableCollection {
    /// A binding to one element of the bound collection: `$rotations[index]`, as SwiftUI's
    /// `Binding` gives through its collection conformance.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        var binding = Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { newValue in
            var value = self.wrappedValue
            value[position] = newValue
            self.wrappedValue = value
        })
        binding.attachment = attachment
        return binding
    }
}

// As SwiftUI declares it: a binding may cross threads when its value may.
extension Binding: @unchecked Sendable where Value: Sendable {}
