import AnimationCore
import Foundation
import LayoutCore

/// A value a gesture sets while it is active, back to its initial value when the gesture ends:
/// SwiftUI's `@GestureState`.
///
/// Only a gesture's ``Gesture/updating(_:body:)`` writes it; when the gesture ends, fails or is
/// cancelled, it goes back to its initial value in the reset transaction (none by default, so
/// it jumps; `GestureState(wrappedValue:resetTransaction:)` with an animation makes it glide back).
/// In a scene it is kept as `@State` is, so each frame shows the value of its moment.
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
/// var body: some View {
///     Circle().offset(offset)
///         .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
/// }
/// ```
@propertyWrapper
public struct GestureState<Value> {
    private let box: StateBox<Value>
    private let initial: Value
    private let reset: (Value, inout Transaction) -> Void

    /// A gesture state with its initial value, reset without animation.
    /// - Parameter wrappedValue: The initial value.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: { _, _ in })
    }

    /// A gesture state with its initial value, reset without animation.
    /// - Parameter initialValue: The initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A gesture state reset in `resetTransaction`.
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - resetTransaction: The transaction of the reset (`Transaction(animation: .spring())`).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
    }

    /// A gesture state reset in `resetTransaction`.
    /// - Parameters:
    ///   - initialValue: The initial value.
    ///   - resetTransaction: The transaction of the reset.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state whose reset transaction `reset` sets, given the value being reset.
    /// - Parameters:
    ///   - wrappedValue: The initial value.
    ///   - reset: Sets the transaction of the reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = StateBox(initial: wrappedValue)
        initial = wrappedValue
        self.reset = reset
    }

    /// A gesture state whose reset transaction `reset` sets.
    /// - Parameters:
    ///   - initialValue: The initial value.
    ///   - reset: Sets the transaction of the reset.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value: the one the active gesture last set, or the initial one.
    public var wrappedValue: Value { box.value }

    /// The state itself, for ``Gesture/updating(_:body:)`` (`$offset`).
    public var projectedValue: GestureState<Value> { self }

    /// Runs `body` on the value, then writes it in the transaction `body` leaves.
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        var value = box.value
        var transaction = Transaction()
        body(&value, &transaction)
        withTransaction(transaction) { box.value = value }
    }

    /// Puts the value back to its initial one, in the reset transaction.
    func resetValue() {
        var transaction = Transaction()
        reset(box.value, &transaction)
        let initial = initial
        withTransaction(transaction) { box.value = initial }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state whose initial value is `nil`, reset in `resetTransaction`.
    /// - Parameter resetTransaction: The transaction of the reset; none by default.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// A gesture state whose initial value is `nil`, its reset transaction set by `reset`.
    /// - Parameter reset: Sets the transaction of the reset.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: AttachableState {
    func attach(to store: StateStore, as key: StateKey) {
        box.attach(to: store, as: key)
    }
}
