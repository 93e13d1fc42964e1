import Foundation
import Observation

/// A value read from the environment of the view: SwiftUI's `@Environment`.
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View {
///         Circle().fill(colorScheme == .dark ? .white : .black)
///     }
/// }
/// ```
///
/// The value is the one the views above set (`.environment(\.colorScheme, .dark)`,
/// `.preferredColorScheme(.dark)`, `.disabled(true)`), else the key's default. As with `@State`,
/// it is connected just before the view's body is built; read outside a body (in an initialiser),
/// it is the default.
@propertyWrapper
public struct Environment<Value> {
    private let box: EnvironmentBox<Value>

    /// Reads the value at `keyPath` of the environment: `@Environment(\.colorScheme)`.
    /// - Parameter keyPath: The value's key path in ``EnvironmentValues``.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        box = EnvironmentBox { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of type `Value` a view above set with `.environment(_:)`:
    /// `@Environment(Model.self) private var model`. As in SwiftUI, reading it where no view
    /// above set one stops the program with a message naming the type.
    /// - Parameter objectType: The object's type.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        box = EnvironmentBox { environment in
            guard let object = environment[ObservableModelKey<Value>.self] else {
                fatalError("No Observable object of type \(Value.self) found: a view above must give one with .environment(_:)")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of type `T` a view above set with `.environment(_:)`, or
    /// `nil` where none did: `@Environment(Model.self) private var model: Model?`.
    /// - Parameter objectType: The object's type.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        box = EnvironmentBox { $0[ObservableModelKey<T>.self] }
    }

    /// The value, as the views above set it.
    public var wrappedValue: Value { box.value }
}

/// An `@Environment` property, connected to the environment of the place its view is built at.
protocol EnvironmentReading {
    /// Connects the property to `environment`.
    func attach(to environment: EnvironmentValues)
}

extension Environment: EnvironmentReading {
    func attach(to environment: EnvironmentValues) {
        box.environment = environment
    }
}

/// The storage of one `@Environment` property: its key path and the environment it was last
/// connected to (each place a view value is built at connects it in turn, as ``StateBox`` is).
final class EnvironmentBox<Value> {
    /// Reads the value from an environment.
    let read: (EnvironmentValues) -> Value
    var environment: EnvironmentValues?

    init(read: @escaping (EnvironmentValues) -> Value) {
        self.read = read
    }

    var value: Value { read(environment ?? EnvironmentValues()) }
}
