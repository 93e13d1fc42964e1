import Foundation

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
        box = EnvironmentBox(keyPath: keyPath)
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
    let keyPath: KeyPath<EnvironmentValues, Value>
    var environment: EnvironmentValues?

    init(keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    var value: Value { (environment ?? EnvironmentValues())[keyPath: keyPath] }
}
