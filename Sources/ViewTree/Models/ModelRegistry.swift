import Foundation
import Observation
import OpenCombine

/// The observable models a scene's views hold (`ObservableObject`s and `@Observable` classes),
/// for one sampler: each model's state kept with the `@State` values, so that a model changed by
/// an event re-renders the views that read it and animates as `@State` does, and each frame
/// stays a function of its time alone.
///
/// A model is an object, changed in place by events; a scene needs its values in every state.
/// So after each event of the replay the registry reads every model's stored properties (a
/// ``ModelSnapshot``) and writes those that changed to the state store, in the transaction of
/// the first change the model announced (`objectWillChange` for an `ObservableObject`, the
/// observation registrar for an `@Observable` class): a change made in `withAnimation` animates.
/// When a sampler loads a state, every model gets that state's properties back.
///
/// The objects views own (`@StateObject`, a `@State` holding a model) are kept here by where
/// they are in the tree, made once and shared by the replay and the sampler built from it.
final class ModelRegistry {
    private struct Tracked {
        let object: AnyObject
        let key: StateKey
        let fields: [(offset: Int, access: ModelFieldAccess)]
        let initial: ModelSnapshot
        let subscription: AnyCancellable?
    }

    /// The models, by object.
    private var tracked: [ObjectIdentifier: Tracked] = [:]
    /// The models in the order they were first seen.
    private var order: [ObjectIdentifier] = []
    /// The objects views own, by where they are.
    private var kept: [StateKey: AnyObject] = [:]
    /// The stored properties of each model class.
    private var layouts: [ObjectIdentifier: [(offset: Int, access: ModelFieldAccess)]] = [:]
    /// The transaction of the first change a model announced in the event running now.
    private var announced: Transaction?
    /// The `.onReceive` subscriptions of the views.
    let receivers = ReceiverTable()

    /// Whether `value` is a model: an object that is an `ObservableObject` or `@Observable`.
    static func isModel(_ value: Any) -> Bool {
        Swift.type(of: value) is AnyClass && (value is any ObservableObject || value is any Observable)
    }

    /// The object kept at `key`, made by `make` the first time.
    func keptObject<Object>(for key: StateKey, make: () -> Object) -> Object {
        if let object = kept[key] as? Object { return object }
        let object = make()
        kept[key] = object as AnyObject
        register(object)
        return object
    }

    /// The object kept at `key`, if one is.
    func keptObject(for key: StateKey) -> AnyObject? { kept[key] }

    /// Keeps `object` at `key` unless one is kept there already.
    /// - Returns: The object kept there.
    func keep(_ object: AnyObject, for key: StateKey) -> AnyObject {
        if let existing = kept[key] { return existing }
        kept[key] = object
        register(object)
        return object
    }

    /// Starts following `value` if it is a model not followed yet, and the models its properties
    /// hold (directly, in an optional or in a collection).
    func register(_ value: Any) {
        guard Self.isModel(value) else { return }
        let object = value as AnyObject
        let id = ObjectIdentifier(object)
        guard tracked[id] == nil else { return }
        let type: AnyClass = Swift.type(of: object)
        let fields = layouts[ObjectIdentifier(type)] ?? ModelFieldAccess.fields(of: type)
        layouts[ObjectIdentifier(type)] = fields
        let key = StateKey(identity: ViewIdentity(), viewType: id, property: -1, name: "\(type)")
        let initial = snapshot(object, fields: fields)
        tracked[id] = Tracked(object: object, key: key, fields: fields, initial: initial, subscription: announcements(of: object))
        order.append(id)
        for value in initial.values { registerHeld(value) }
    }

    /// Notes that a model is about to change, in the transaction the code runs in now.
    func noteWillChange() {
        if announced == nil { announced = Transaction.current }
    }

    /// Starts an event: no change is announced yet.
    func beginEvent() {
        announced = nil
    }

    /// Writes to `store` the snapshot of every model that an event changed, in the transaction
    /// of the first change announced (or the current one, for a change nothing announced).
    func pushChanges(into store: StateStore) {
        let transaction = announced ?? Transaction.current
        announced = nil
        for id in order {
            guard let model = tracked[id] else { continue }
            let now = snapshot(model.object, fields: model.fields)
            let before = store.value(for: model.key) as? ModelSnapshot ?? model.initial
            guard now != before else { continue }
            Transaction.$current.withValue(transaction) {
                store.write(now, for: model.key, initial: model.initial)
            }
        }
    }

    /// Gives every model the properties it has in `values` (a state's), or its first ones.
    func restore(from values: [StateKey: Any]) {
        for id in order {
            guard let model = tracked[id] else { continue }
            let target = values[model.key] as? ModelSnapshot ?? model.initial
            write(target, into: model)
        }
    }

    private func snapshot(_ object: AnyObject, fields: [(offset: Int, access: ModelFieldAccess)]) -> ModelSnapshot {
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return ModelSnapshot(values: fields.map { $0.access.read(at: base + $0.offset, of: object) })
    }

    private func write(_ snapshot: ModelSnapshot, into model: Tracked) {
        let base = Unmanaged.passUnretained(model.object).toOpaque()
        for (field, value) in zip(model.fields, snapshot.values) {
            // A published property is replaced only when its value differs, so its publisher stays
            // where it can.
            if case .published = field.access, ModelSnapshot.isSame(field.access.read(at: base + field.offset, of: model.object), value) {
                continue
            }
            field.access.write(value, at: base + field.offset, of: model.object)
        }
    }

    /// Registers the models `value` holds: itself, or those in an optional or a collection.
    private func registerHeld(_ value: Any) {
        if Self.isModel(value) {
            register(value)
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection, .set:
            for child in mirror.children where Self.isModel(child.value) { register(child.value) }
        default:
            break
        }
    }

    /// Follows what an `ObservableObject` announces with its `objectWillChange`.
    private func announcements(of object: AnyObject) -> AnyCancellable? {
        guard let observable = object as? any ObservableObject else { return nil }
        return follow(observable)
    }

    private func follow<Object: ObservableObject>(_ object: Object) -> AnyCancellable {
        object.objectWillChange.sink { [weak self] _ in self?.noteWillChange() }
    }
}
