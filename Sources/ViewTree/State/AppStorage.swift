import Foundation
import LayoutCore

/// A value kept under a key for the whole app, as if in the user's defaults: SwiftUI's
/// `@AppStorage`.
///
/// ```swift
/// struct Settings: View {
///     @AppStorage("volume") private var volume = 3
///     var body: some View { Button("Louder") { volume += 1 } }
/// }
/// ```
///
/// In a scene, every view using the same key shares one value, which starts at the default the
/// property gives and changes as `@State` does (an event writes it, the views that read it
/// re-render, animated in `withAnimation`). Unlike SwiftUI, nothing is read from or written to
/// `UserDefaults` (the `store` given is not used): what a previous run stored must not change a
/// frame, so each render starts from the defaults. Outside a scene the property keeps its own value.
@propertyWrapper
public struct AppStorage<Value> {
    private let box: StateBox<Value>
    private let key: String

    private init(defaultValue: Value, key: String) {
        box = StateBox(initial: defaultValue)
        self.key = key
    }

    /// The value: the one last written under the key in the scene, or the default.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for `$value`.
    public var projectedValue: Binding<Value> {
        let access = box.binding()
        return Binding(get: access.get, set: access.set)
    }
}

extension AppStorage: AttachableState {
    func attach(to store: StateStore, as _: StateKey) {
        // Keyed by the storage key, not the view: every view with the key shares the value.
        box.attach(to: store, as: StateKey(identity: ViewIdentity(), viewType: ObjectIdentifier(AppStorageKeys.self), property: 0,
                                           name: "AppStorage(\"\(key)\")"))
    }
}

/// The namespace of the keys `@AppStorage` values are kept under in a scene's store.
private enum AppStorageKeys {}

// MARK: - Values with a default

extension AppStorage {
    /// A Boolean kept under `key`.
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(defaultValue: wrappedValue, key: key)
    }

    /// An integer kept under `key`.
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(defaultValue: wrappedValue, key: key)
    }

    /// A number kept under `key`.
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(defaultValue: wrappedValue, key: key)
    }

    /// A string kept under `key`.
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(defaultValue: wrappedValue, key: key)
    }

    /// A URL kept under `key`.
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(defaultValue: wrappedValue, key: key)
    }

    /// Bytes kept under `key`.
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(defaultValue: wrappedValue, key: key)
    }

    /// A date kept under `key`.
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(defaultValue: wrappedValue, key: key)
    }

    /// A value with an integer raw value (an `enum Mode: Int`) kept under `key`.
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(defaultValue: wrappedValue, key: key)
    }

    /// A value with a string raw value (an `enum Theme: String`) kept under `key`.
    /// - Parameters:
    ///   - wrappedValue: The default.
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(defaultValue: wrappedValue, key: key)
    }
}

// MARK: - Optional values, nil by default

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean kept under `key`; `nil` until written.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(defaultValue: nil, key: key)
    }

    /// An optional integer kept under `key`; `nil` until written.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(defaultValue: nil, key: key)
    }

    /// An optional number kept under `key`; `nil` until written.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(defaultValue: nil, key: key)
    }

    /// An optional string kept under `key`; `nil` until written.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(defaultValue: nil, key: key)
    }

    /// An optional URL kept under `key`; `nil` until written.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(defaultValue: nil, key: key)
    }

    /// Optional bytes kept under `key`; `nil` until written.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(defaultValue: nil, key: key)
    }

    /// An optional date kept under `key`; `nil` until written.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(defaultValue: nil, key: key)
    }

    /// An optional value with a string raw value kept under `key`; `nil` until written.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(defaultValue: nil, key: key)
    }

    /// An optional value with an integer raw value kept under `key`; `nil` until written.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The defaults to keep it in; not used in a scene.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(defaultValue: nil, key: key)
    }
}
