import Foundation
import LayoutCore

/// A geometric value of a view, resolved where it is read: SwiftUI's `Anchor`, here only as
/// far as `.popover(attachmentAnchor: .rect(.bounds))` spells it. Zoetrope has no anchor
/// preferences yet, so an anchor is never resolved.
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source {
        enum Kind {
            case bounds
            case rect(CGRect)
        }

        let kind: Kind
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view the anchor belongs to.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(kind: .bounds) }

    /// A rectangle in the view's coordinates.
    /// - Parameter rect: The rectangle.
    /// - Returns: The source.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(kind: .rect(rect)) }
}

/// Where a popover's arrow points: SwiftUI's `PopoverAttachmentAnchor`. On an iPhone a popover
/// is presented as a sheet, so the anchor is not used.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the presenting view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the presenting view.
    case point(UnitPoint)
}
