import Foundation

/// The row tag of a view in a `GridRow`: whether it is the row's first view (a new row starts
/// there), and the row's vertical alignment, if the row sets one.
struct GridRowTag: Sendable {
    var startsRow: Bool
    var alignment: VerticalAlignment?
}
