import Foundation

/// Where the cursor is, or which text is selected, in a text field: SwiftUI's `TextSelection`,
/// given to a field through a binding.
///
/// Differences from SwiftUI: Zoetrope draws no cursor and no selection highlight (a field at
/// rest is not being edited), so a field keeps the selection it is given and never changes it.
public struct TextSelection: Hashable {
    /// The selected indices: a range (empty for an insertion point). SwiftUI also has
    /// multiple selections, which Zoetrope leaves out.
    public enum Indices: Hashable {
        /// The selected range; empty for the cursor alone.
        case selection(Range<String.Index>)
    }

    /// What is selected.
    public var indices: Indices

    /// A selection of `range`.
    /// - Parameter range: The selected text's indices; an empty range is an insertion point.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
    }

    /// The cursor at `insertionPoint`, with nothing selected.
    /// - Parameter insertionPoint: Where the cursor is.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
    }

    /// Whether nothing is selected (the selection is only a cursor).
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        }
    }
}
