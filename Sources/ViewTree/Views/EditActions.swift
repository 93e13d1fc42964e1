/// The edits a list lets the user make to a bound collection: SwiftUI's `EditActions`, given to
/// `ForEach(_:editActions:content:)`. Zoetrope's lists have no swipe or drag to edit, so they
/// are accepted and do not change what is drawn.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The edits, one bit each.
    public let rawValue: Int

    /// Edits from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Moving elements (drag to reorder).
    public static var move: EditActions<Data> { EditActions(rawValue: 1 << 0) }
    /// Deleting elements (swipe to delete).
    public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 1) }
    /// Every edit the collection allows.
    public static var all: EditActions<Data> { [.move, .delete] }
}
