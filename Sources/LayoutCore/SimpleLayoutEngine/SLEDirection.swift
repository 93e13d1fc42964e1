/// The direction a Simple Layout Engine layout puts its items in, one after the other.
///
/// Article 003's `Direction`. The direction is the *main* axis: items share the parent's length
/// along it. The other axis is the *cross* axis, where each item is aligned by ``SLEAlignment``.
public enum SLEDirection: Hashable, CaseIterable, Sendable {
    /// Left to right: widths are shared, heights are aligned.
    case row
    /// Top to bottom: heights are shared, widths are aligned.
    case column

    /// The axis items are laid out along: horizontal for a row, vertical for a column.
    ///
    /// Article 000 declares this property itself, in an internal extension of its own module;
    /// that extension still compiles next to this one and shadows it in that module.
    public var axis: Axis {
        switch self {
        case .row: .horizontal
        case .column: .vertical
        }
    }
}
