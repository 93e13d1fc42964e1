import Foundation

/// The preference values set by the views of a subtree while it is resolved, each key's values
/// combined in the order of the views (``PreferenceKey/reduce(value:nextValue:)``): what a view
/// that reads or changes a preference collects from the views inside it.
final class PreferenceScope {
    /// A key's value so far, and how to combine another value of the same key into it.
    private struct Entry {
        var value: Any
        let combine: (inout Any, Any) -> Void
    }

    /// The values so far, by key.
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The value the views so far have set for `key`, if any has.
    func value<K: PreferenceKey>(of key: K.Type) -> K.Value? {
        entries[ObjectIdentifier(key)]?.value as? K.Value
    }

    /// Combines `value` into `key`'s value so far, as the value of the next view.
    func add<K: PreferenceKey>(_ value: K.Value, for key: K.Type) {
        add(value, at: ObjectIdentifier(key), combine: Self.combiner(of: key))
    }

    /// Sets `key`'s value, in place of what the views so far set.
    func replace<K: PreferenceKey>(_ value: K.Value, for key: K.Type) {
        entries[ObjectIdentifier(key)] = Entry(value: value, combine: Self.combiner(of: key))
    }

    /// Combines every value of this scope into `parent`, after the values it has.
    func merge(into parent: PreferenceScope) {
        for (key, entry) in entries {
            parent.add(entry.value, at: key, combine: entry.combine)
        }
    }

    private func add(_ value: Any, at key: ObjectIdentifier, combine: @escaping (inout Any, Any) -> Void) {
        guard var entry = entries[key] else {
            entries[key] = Entry(value: value, combine: combine)
            return
        }
        entry.combine(&entry.value, value)
        entries[key] = entry
    }

    /// How `key` combines a value so far with the next one.
    private static func combiner<K: PreferenceKey>(of key: K.Type) -> (inout Any, Any) -> Void {
        { value, next in
            guard var typed = value as? K.Value, let next = next as? K.Value else { return }
            K.reduce(value: &typed) { next }
            value = typed
        }
    }
}

extension ResolveContext {
    /// The views `content` stands for here, with the preference values they set collected in
    /// a scope of their own, which `finish` may read and change before its values join those
    /// of the scope around (when there is one).
    func resolveCollectingPreferences<Content: View>(_ content: Content,
                                                     finish: (PreferenceScope, [ResolvedView]) -> Void) -> [ResolvedView] {
        let scope = PreferenceScope()
        var inner = self
        inner.preferences = scope
        let resolved = inner.resolve(content)
        finish(scope, resolved)
        if let preferences { scope.merge(into: preferences) }
        return resolved
    }
}
