import Foundation
import LayoutCore

/// A value a view owns, kept by where the view is in the tree: SwiftUI's `@State`.
///
/// In a scene, a view's state starts every frame at its initial value, and what is written to it
/// while the frame is laid out (through `$value`, a `Binding` a layout writes back, as article
/// 004's `WheelComponent` does) is seen in the same frame: the body is built again with the new
/// values and laid out again, until nothing changes (at most ``LayoutCore/LayoutPass/maximumPasses``
/// times). So a frame is still a function of its time alone. What a layout writes may change a
/// view's values (its rotation, size, colour), not which views the body has: a body that gains or
/// loses views that way is an error naming the frame. A view's state is its own: each place in
/// the tree (each `ForEach` element, each place one view value is used) has its own, matched
/// across frames and states by structural identity. Outside a scene the value is kept in the
/// property itself.
///
/// ```swift
/// struct WheelComponent<V: View>: View {
///     @ViewBuilder let content: () -> V
///     @State private var rotation: Angle = .zero
///     var body: some View {
///         content()
///             .rotationEffect(rotation)
///             .layoutValue(key: Rotation.self, value: $rotation)
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value> {
    private let box: StateBox<Value>

    /// Creates the state with its initial value, as `@State var value = initial` does.
    /// - Parameter wrappedValue: The initial value.
    public init(wrappedValue: Value) {
        box = StateBox(initial: wrappedValue)
    }

    /// Creates the state with its initial value.
    /// - Parameter value: The initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The value: the one last written in this frame, or the initial one.
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

extension State where Value: ExpressibleByNilLiteral {
    /// Creates the state with `nil` as its initial value, as `@State var value: T?` does.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: AttachableState {
    func attach(to store: StateStore, as key: StateKey) {
        box.attach(to: store, as: key)
    }
}

/// A state of a sendable value is sendable, as SwiftUI's is: a view made only of such state can
/// be captured by a closure handed to another isolation (Swift 6 treats a closure handed to
/// `DispatchQueue.main.async` as the main actor's). A scene's state is kept per sampler, so no
/// two threads write one state's storage.
extension State: @unchecked Sendable where Value: Sendable {}
