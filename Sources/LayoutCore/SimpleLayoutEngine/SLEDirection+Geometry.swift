import Foundation

/// Reading and building sizes and rectangles in main-axis and cross-axis terms.
extension SLEDirection {
    /// The length of `size` along the direction.
    func mainLength(of size: CGSize) -> CGFloat {
        switch self {
        case .row: size.width
        case .column: size.height
        }
    }

    /// The length of `size` across the direction.
    func crossLength(of size: CGSize) -> CGFloat {
        switch self {
        case .row: size.height
        case .column: size.width
        }
    }

    /// The coordinate of `point` along the direction.
    func mainCoordinate(of point: CGPoint) -> CGFloat {
        switch self {
        case .row: point.x
        case .column: point.y
        }
    }

    /// The coordinate of `point` across the direction.
    func crossCoordinate(of point: CGPoint) -> CGFloat {
        switch self {
        case .row: point.y
        case .column: point.x
        }
    }

    /// An item's fixed length along the direction, or `nil` when it is flexible there.
    func fixedMainLength(of item: SLEItem) -> CGFloat? {
        switch self {
        case .row: item.fixedWidth
        case .column: item.fixedHeight
        }
    }

    /// An item's fixed length across the direction, or `nil` when it fills the parent there.
    func fixedCrossLength(of item: SLEItem) -> CGFloat? {
        switch self {
        case .row: item.fixedHeight
        case .column: item.fixedWidth
        }
    }

    /// The rectangle with the given origin and lengths, in main-axis and cross-axis terms.
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        switch self {
        case .row: CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        case .column: CGRect(x: cross, y: main, width: crossLength, height: mainLength)
        }
    }
}
