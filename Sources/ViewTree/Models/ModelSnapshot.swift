import Foundation

/// The stored properties of a model object at one moment, in the order of its fields: what a
/// scene keeps of a model in each state, as it keeps the value of a `@State`.
///
/// Two snapshots are the same when every property is: objects by identity, `Equatable` values by
/// `==`, optionals and collections element by element; a value that can be compared in none of
/// these ways counts as unchanged.
struct ModelSnapshot: Equatable {
    let values: [Any]

    static func == (lhs: ModelSnapshot, rhs: ModelSnapshot) -> Bool {
        lhs.values.count == rhs.values.count && zip(lhs.values, rhs.values).allSatisfy { isSame($0, $1) }
    }

    /// Whether two property values are the same, as far as they can be compared.
    static func isSame(_ lhs: Any, _ rhs: Any) -> Bool {
        if Swift.type(of: lhs) is AnyClass || Swift.type(of: rhs) is AnyClass {
            return (lhs as AnyObject) === (rhs as AnyObject)
        }
        if lhs is any Equatable { return StateStore.same(lhs, rhs) }
        let (left, right) = (Mirror(reflecting: lhs), Mirror(reflecting: rhs))
        switch (left.displayStyle, right.displayStyle) {
        case (.optional, .optional), (.collection, .collection), (.set, .set), (.dictionary, .dictionary):
            return left.children.count == right.children.count
                && zip(left.children, right.children).allSatisfy { isSame($0.value, $1.value) }
        default:
            return true
        }
    }
}
