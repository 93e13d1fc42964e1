import Foundation

// Reading and building sizes, points and proposals by axis, so that one stack algorithm serves
// both HStackLayout (along x) and VStackLayout (along y).

extension CGSize {
    /// The width along the horizontal axis, the height along the vertical.
    func length(along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: width
        case .vertical: height
        }
    }
}

extension ViewDimensions {
    /// The width along the horizontal axis, the height along the vertical.
    func length(along axis: Axis) -> CGFloat {
        CGSize(width: width, height: height).length(along: axis)
    }
}

extension CGSize {
    /// A size from its length along `axis` and the one across it.
    init(_ along: CGFloat, _ across: CGFloat, axis: Axis) {
        switch axis {
        case .horizontal: self.init(width: along, height: across)
        case .vertical: self.init(width: across, height: along)
        }
    }
}

extension CGRect {
    /// The smallest coordinate along `axis`: `minX` or `minY`.
    func minimum(along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: minX
        case .vertical: minY
        }
    }
}

extension CGPoint {
    /// The coordinate along `axis`: `x` or `y`.
    func coordinate(along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: x
        case .vertical: y
        }
    }

    /// A point from its coordinate along `axis` and the one across it.
    init(_ along: CGFloat, _ across: CGFloat, axis: Axis) {
        switch axis {
        case .horizontal: self.init(x: along, y: across)
        case .vertical: self.init(x: across, y: along)
        }
    }
}

extension ProposedViewSize {
    /// The proposed width along the horizontal axis, the height along the vertical.
    func length(along axis: Axis) -> CGFloat? {
        switch axis {
        case .horizontal: width
        case .vertical: height
        }
    }

    /// A proposal from its length along `axis` and the one across it.
    init(_ along: CGFloat?, _ across: CGFloat?, axis: Axis) {
        switch axis {
        case .horizontal: self.init(width: along, height: across)
        case .vertical: self.init(width: across, height: along)
        }
    }
}
