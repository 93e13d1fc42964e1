import AnimationCore
import Foundation
import LayoutCore

extension Binding {
    /// A binding whose writes happen in `transaction`: SwiftUI's `Binding.transaction(_:)`.
    /// Views that a write through it changes animate as the transaction says, as if the write
    /// were inside `withTransaction(transaction) { }`.
    /// - Parameter transaction: The transaction.
    /// - Returns: The binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        var binding = Binding(get: { base.wrappedValue }, set: { newValue in
            withTransaction(transaction) { base.wrappedValue = newValue }
        })
        binding.attachment = transaction
        return binding
    }

    /// A binding whose writes animate with `animation`: SwiftUI's `Binding.animation(_:)`, as in
    /// `Toggle("Details", isOn: $shown.animation())`.
    /// - Parameter animation: The animation; `.default` by default, `nil` for none.
    /// - Returns: The binding.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// The transaction writes through the binding happen in: SwiftUI's `Binding.transaction`.
    /// Without one set, a transaction without animation (a write then takes the transaction
    /// around it).
    public var transaction: Transaction {
        get { attachment as? Transaction ?? Transaction() }
        set { self = transaction(newValue) }
    }

    /// A binding from how to read the value and how to write it in a transaction: SwiftUI's
    /// `Binding(get:set:)` whose setter is given the transaction of the write (the innermost
    /// `withAnimation` or `withTransaction` around it).
    /// - Parameters:
    ///   - get: Returns the value.
    ///   - set: Stores a new value, given the transaction it is written in.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { newValue in set(newValue, Transaction.current) })
    }
}
