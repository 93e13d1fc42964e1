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

/// The values of the `@State` properties of a scene's views, for one sampler (one thread): the
/// model values of the state shown (what events wrote before the frame's time), what was written
/// to them during the frame being laid out, and whether a pass changed one.
final class StateStore {
    /// The values written since the model values were set.
    private var values: [StateKey: Any] = [:]
    /// The model values: those events wrote up to the state shown; a key not here has its
    /// initial value.
    private var base: [StateKey: Any] = [:]
    /// Each state's model values, in the order of the states (``load(state:)``).
    private var states: [[StateKey: Any]] = []
    /// The writes made while recording (an event's action running), with the transaction each
    /// was made in.
    private var recorded: [(key: StateKey, value: Any, transaction: Transaction)]?
    /// Each written key's initial value.
    private var initials: [StateKey: Any] = [:]
    /// The values as they were when the pass began.
    private var atPassStart: [StateKey: Any] = [:]
    /// The keys written since the pass began.
    private var written: [StateKey] = []
    /// Whether any view's `@State` is kept here.
    private(set) var hasStates = false
    /// View types known to have no `@State` property, so their properties are not looked through again.
    private var statelessTypes: Set<ObjectIdentifier> = []
    /// The observable models the views hold, whose properties are kept here as values of states.
    var models = ModelRegistry()

    /// Notes that a view's `@State` is kept here.
    func noteState() { hasStates = true }

    /// Whether views of `type` are known to have no `@State`.
    func isStateless(_ type: ObjectIdentifier) -> Bool { statelessTypes.contains(type) }

    /// Notes that views of `type` have no `@State`.
    func noteStateless(_ type: ObjectIdentifier) { statelessTypes.insert(type) }

    /// The value of `key`: the one written in this frame, or the model value, if any.
    func value(for key: StateKey) -> Any? { values[key] ?? base[key] }

    /// Writes `value` for `key`; while recording, notes the write and the transaction it is made in.
    func write(_ value: Any, for key: StateKey, initial: Any) {
        if initials[key] == nil { initials[key] = initial }
        values[key] = value
        written.append(key)
        recorded?.append((key, value, Transaction.current))
    }

    /// The initial value of `key`, once something was written to it.
    func initialValue(for key: StateKey) -> Any? { initials[key] }

    /// The model values, with what was written since folded in: a state's values.
    func snapshot() -> [StateKey: Any] {
        base.merging(values) { _, new in new }
    }

    /// Starts noting writes and their transactions (an event's action is about to run).
    func startRecording() {
        recorded = []
        models.beginEvent()
    }

    /// Stops noting writes, makes what was written the model values, and returns the writes in
    /// the order they were made.
    func stopRecording() -> [(key: StateKey, value: Any, transaction: Transaction)] {
        defer { recorded = nil }
        // What the event changed in the models is written as it was made, after the rest.
        models.pushChanges(into: self)
        base = snapshot()
        values.removeAll(keepingCapacity: true)
        written.removeAll(keepingCapacity: true)
        return recorded ?? []
    }

    /// Sets the model values of every state, in order; ``load(state:)`` picks one.
    func setStates(_ states: [[StateKey: Any]]) {
        self.states = states
    }

    /// Makes state `state`'s values the model values and forgets every value written since.
    func load(state: Int) {
        reset()
        base = states.indices.contains(state) ? states[state] : [:]
        models.restore(from: base)
    }

    /// Whether two values of `@State` are the same: equal `Equatable` values; any other value
    /// counts as different.
    static func same(_ a: Any, _ b: Any) -> Bool {
        isSame(a, b)
    }

    /// The first key whose value differs from what it was when the pass began, if any; then
    /// begins the next pass. Only the value a pass leaves counts, so a layout may write a
    /// provisional value and then the final one. A value that is not `Equatable` counts as
    /// changed whenever it was written.
    func takeChange() -> StateKey? {
        defer {
            written.removeAll(keepingCapacity: true)
            atPassStart = values
        }
        return written.first { key in
            guard let new = values[key], let old = atPassStart[key] ?? base[key] ?? initials[key] else { return true }
            return !Self.isSame(old, new)
        }
    }

    /// Forgets every value written: each state is back at its model value.
    func reset() {
        values.removeAll(keepingCapacity: true)
        initials.removeAll(keepingCapacity: true)
        atPassStart.removeAll(keepingCapacity: true)
        written.removeAll(keepingCapacity: true)
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

/// The storage of one `@State` property: its initial value, and either where it is kept in a
/// scene's store or, outside a scene, its own value.
///
/// One view value may be placed at several places in a tree (a view stored in a property and
/// used twice in a body); each place attaches it in turn just before its body is built, so what
/// the body reads, and the bindings it makes, are the place's own.
final class StateBox<Value> {
    private let initial: Value
    private var local: Value
    /// Where the value is kept in a scene: the store and the key, as last attached.
    private var location: (store: StateStore, key: StateKey)?

    init(initial: Value) {
        self.initial = initial
        local = initial
    }

    func attach(to store: StateStore, as key: StateKey) {
        location = (store, key)
        // A model held in `@State` is the first one made for the place, as in SwiftUI, however
        // often the view value (and so its initial model) is made again.
        if Value.self is AnyClass, ModelRegistry.isModel(initial) { _ = store.models.keep(initial as AnyObject, for: key) }
    }

    /// The value, where it is kept now.
    var value: Value {
        get { read(at: location) }
        set { write(newValue, at: location) }
    }

    /// A binding to the value where it is kept now, which keeps to that place when the view is
    /// attached elsewhere later.
    func binding() -> (get: () -> Value, set: (Value) -> Void) {
        let location = self.location
        return ({ self.read(at: location) }, { self.write($0, at: location) })
    }

    private func read(at location: (store: StateStore, key: StateKey)?) -> Value {
        guard let location else { return local }
        // Unwrapped first: a missing value cast to an optional `Value` would be `nil`, not absent.
        if let stored = location.store.value(for: location.key), let value = stored as? Value { return value }
        if let kept = location.store.models.keptObject(for: location.key), let value = kept as? Value { return value }
        return initial
    }

    private func write(_ newValue: Value, at location: (store: StateStore, key: StateKey)?) {
        guard let location else {
            local = newValue
            return
        }
        location.store.write(newValue, for: location.key, initial: initial)
    }
}
