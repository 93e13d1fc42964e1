import Foundation

/// A placeholder for a view in a Simple Layout Engine layout: fixed or flexible in width and
/// height, with a frame the layout works out.
///
/// Article 003's `Item`. A fixed length is kept; a flexible length along the layout's direction
/// gets an equal share of the space the fixed items leave, and a flexible length across the
/// direction fills the parent. Add the item to an ``SLELayout``, then read ``frame()``; the frame
/// changes as more items are added to the same layout.
///
/// An item is a class that holds one frame, so it can be added to one layout, once.
public final class SLEItem {
    /// The fixed width, or `nil` when the width is flexible.
    public let fixedWidth: CGFloat?
    /// The fixed height, or `nil` when the height is flexible.
    public let fixedHeight: CGFloat?

    /// The frame the layout last computed; `nil` until the item is added.
    var assignedFrame: CGRect?
    /// Whether a layout holds the item.
    var isAdded = false

    private init(width: CGFloat?, height: CGFloat?) {
        fixedWidth = width
        fixedHeight = height
    }

    /// An item with no fixed length: it shares the leftover space along the direction and fills
    /// the parent across it. Each use makes a new item.
    public static var flexible: SLEItem { SLEItem(width: nil, height: nil) }

    /// An item of fixed width and flexible height.
    /// - Parameter value: The width in points; finite and non-negative, checked when added.
    /// - Returns: A new item.
    public static func width(_ value: CGFloat) -> SLEItem { SLEItem(width: value, height: nil) }

    /// An item of fixed height and flexible width.
    /// - Parameter value: The height in points; finite and non-negative, checked when added.
    /// - Returns: A new item.
    public static func height(_ value: CGFloat) -> SLEItem { SLEItem(width: nil, height: value) }

    /// An item of fixed width and height.
    /// - Parameter value: The size in points; finite and non-negative, checked when added.
    /// - Returns: A new item.
    public static func size(_ value: CGSize) -> SLEItem { SLEItem(width: value.width, height: value.height) }

    /// The frame the layout gave the item, in the coordinates of the layout's parent frame.
    /// - Returns: The frame as of the last item added to its layout.
    /// - Throws: ``SLEError/itemIncomplete`` when the item has not been added to a layout.
    public func frame() throws(SLEError) -> CGRect {
        guard let assignedFrame else { throw .itemIncomplete }
        return assignedFrame
    }
}
