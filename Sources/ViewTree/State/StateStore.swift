import Foundation

/// Where a `@State` property is: the view's place in the tree, its type and which of its
/// properties it is.
struct StateKey: Hashable {
    let identity: ViewIdentity
    let viewType: ObjectIdentifier
    let property: Int
    /// `ContentView.rotation`, for messages.
    let name: String
}

/// The values of the `@State` properties of a scene's views, for one sampler (one thread): what
/// was written to them during the frame being laid out, and whether a write changed one.
final class StateStore {
    private var values: [StateKey: Any] = [:]
    /// Whether a write since the last ``takeChange()`` changed a value.
    private var changedKey: StateKey?
    /// Whether any view's `@State` is kept here.
    private(set) var hasStates = false

    /// Notes that a view's `@State` is kept here.
    func noteState() { hasStates = true }

    /// The value written to `key` in this frame, if any.
    func value(for key: StateKey) -> Any? { values[key] }

    /// Writes `value` for `key`, noting a change unless it equals what `key` held (or `initial`).
    /// A value that is not `Equatable` is a change every time it is written.
    func write(_ value: Any, for key: StateKey, initial: Any) {
        let old = values[key] ?? initial
        values[key] = value
        if !Self.isSame(old, value) { changedKey = key }
    }

    /// The key a write changed since the last call, if any, and forgets it.
    func takeChange() -> StateKey? {
        defer { changedKey = nil }
        return changedKey
    }

    /// Forgets every value written: each state is back at its initial value.
    func reset() {
        values.removeAll(keepingCapacity: true)
        changedKey = nil
    }

    private static func isSame(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}

/// A `@State` property that can be connected to a scene's store.
protocol AttachableState {
    /// Connects the property to `store`, where it is `key`.
    func attach(to store: StateStore, as key: StateKey)
}

/// The storage of one `@State` property: its initial value, and either the store it is kept in
/// or, outside a scene, its own value.
final class StateBox<Value> {
    private let initial: Value
    private var local: Value
    private var store: StateStore?
    private var key: StateKey?

    init(initial: Value) {
        self.initial = initial
        local = initial
    }

    func attach(to store: StateStore, as key: StateKey) {
        self.store = store
        self.key = key
    }

    var value: Value {
        get {
            guard let store, let key else { return local }
            return store.value(for: key) as? Value ?? initial
        }
        set {
            guard let store, let key else {
                local = newValue
                return
            }
            store.write(newValue, for: key, initial: initial)
        }
    }
}
