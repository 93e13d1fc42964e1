import Foundation

/// Where a Simple Layout Engine layout puts an item across its direction, when the item is
/// shorter (or longer) than the parent on that axis.
///
/// Article 003's `Alignment`. Items that are flexible across the direction fill the parent, so
/// alignment moves only items with a fixed cross-axis length.
public enum SLEAlignment: Hashable, CaseIterable, Sendable {
    /// At the top of a row, at the left of a column.
    case leading
    /// Centred across the direction.
    case center
    /// At the bottom of a row, at the right of a column.
    case trailing

    /// The offset of an item from the parent's leading edge on the cross axis.
    ///
    /// An item longer than the parent gets a negative offset for `.center` and `.trailing`, and
    /// overflows the parent, as in the article.
    /// - Parameters:
    ///   - parent: The parent's length on the cross axis.
    ///   - item: The item's length on the cross axis.
    /// - Returns: 0, half the difference, or the whole difference.
    func offset(parent: CGFloat, item: CGFloat) -> CGFloat {
        switch self {
        case .leading: 0
        case .center: (parent - item) / 2
        case .trailing: parent - item
        }
    }
}
