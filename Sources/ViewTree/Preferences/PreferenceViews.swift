import Foundation

/// A view that sets a preference value for the views around it: what `.preference(key:value:)`
/// makes. Laid out and drawn as its content is; its value replaces what the content set for the key.
public struct PreferenceView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let value: Key.Value

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        guard context.preferences != nil else { return context.resolve(content) }
        return context.resolveCollectingPreferences(content) { scope, _ in scope.replace(value, for: Key.self) }
    }
}

/// A view that changes the preference value its content sets: what `.transformPreference(_:_:)`
/// makes. Laid out and drawn as its content is.
public struct PreferenceTransformView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let transform: (inout Key.Value) -> Void

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        guard context.preferences != nil else { return context.resolve(content) }
        return context.resolveCollectingPreferences(content) { scope, _ in
            var value = scope.value(of: Key.self) ?? Key.defaultValue
            transform(&value)
            scope.replace(value, for: Key.self)
        }
    }
}

/// A view that runs an action when the preference value its content sets changes: what
/// `.onPreferenceChange(_:perform:)` makes. Laid out and drawn as its content is.
public struct PreferenceChangeView<Content: View, Key: PreferenceKey>: View, PrimitiveView where Key.Value: Equatable {
    let content: Content
    let action: (Key.Value) -> Void

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        context.resolveCollectingPreferences(content) { scope, _ in
            guard let events = context.events else { return }
            let value = scope.value(of: Key.self) ?? Key.defaultValue
            events.noteObserver(EventCollector.ChangeObserver(
                key: events.nextKey("onPreferenceChange", at: context.identity), value: AnyEquatable(value), initial: true,
                action: { _, new in
                    guard let new = new.base as? Key.Value else { return }
                    action(new)
                }))
        }
    }
}

extension View {
    /// Sets a value for a preference key, for the views around this one to read: SwiftUI's
    /// `.preference(key:value:)`. The value replaces what the views inside this one set for
    /// the key; the views around combine it with their other views' values in tree order
    /// (``PreferenceKey/reduce(value:nextValue:)``).
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    /// - Returns: The view, laid out and drawn as it is.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> PreferenceView<Self, K> {
        PreferenceView(content: self, value: value)
    }

    /// Changes the value for a preference key that the views inside this one set: SwiftUI's
    /// `.transformPreference(_:_:)`. `callback` is given the key's default value when no view
    /// inside sets one.
    /// - Parameters:
    ///   - key: The key.
    ///   - callback: Changes the value.
    /// - Returns: The view, laid out and drawn as it is.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> PreferenceTransformView<Self, K> {
        PreferenceTransformView(content: self, transform: callback)
    }

    /// Runs `action` with the value for a preference key that the views inside this one set,
    /// combined in tree order, when it changes: SwiftUI's `.onPreferenceChange(_:perform:)`.
    ///
    /// In a scene, the action runs as an event on the scene's clock: when the view appears
    /// (with the value of the first body), and after each event that changes the value, before
    /// the frame at that time is drawn; it may change state. The idiom of reading a view's
    /// size, a `GeometryReader` in its background setting a preference that this modifier
    /// stores in `@State`, lays the views that use the size out by the next body.
    /// - Parameters:
    ///   - key: The key.
    ///   - action: What to run with the new value.
    /// - Returns: The view, laid out and drawn as it is.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> PreferenceChangeView<Self, K>
    where K.Value: Equatable {
        PreferenceChangeView(content: self, action: action)
    }
}
