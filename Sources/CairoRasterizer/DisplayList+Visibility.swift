import Foundation
import FrameRendering

extension DisplayList {
    /// The list without the items that cannot reach its canvas, and with lines that reach past
    /// ±``CairoCanvas/maximumMagnitude`` cut to the canvas.
    ///
    /// A layout may place views anywhere a `Double` reaches (a wheel of radius 10³⁰⁷, a wave of
    /// amplitude 10³⁰⁰): what lies wholly off the canvas shows nothing, so it is left out rather
    /// than refused, and cairo is never handed coordinates its fixed-point rasterizer cannot hold.
    /// Each item's reach is bounded generously (a shape's half diagonal, stroke and label, scaled;
    /// a label's width as two ems a character; a group by its first clip path, and an unclipped
    /// group is kept), so nothing that could touch a pixel is left out.
    /// Items with values that are not finite are kept, for ``validateForDrawing()`` to name.
    ///
    /// Items that can reach the canvas are kept exactly as they are, so the pixels drawn are the
    /// same as drawing the whole list. A line cut to the canvas may start its dash pattern at
    /// another phase.
    /// - Returns: The visible list; `self` when every item can be seen.
    /// - Complexity: O(*n*) in the number of items.
    func visibleItems() -> DisplayList {
        let canvas = VisibleArea(size: canvasSize)
        guard !items.allSatisfy({ canvas.keepsUnchanged($0) }) else { return self }
        var visible = self
        visible.items = items.compactMap { canvas.visibleVersion(of: $0) }
        return visible
    }
}

/// A canvas's area, and what of each item can be seen in it.
private struct VisibleArea {
    let width: Double
    let height: Double

    init(size: CGSize) {
        width = Double(size.width)
        height = Double(size.height)
    }

    /// Whether `item` is drawn as it is: it can reach the canvas and needs no cutting.
    func keepsUnchanged(_ item: DisplayItem) -> Bool {
        switch item {
        case let .line(line): isWithinLimits(line)
        case let .inset(inset): canReach(item) && inset.list.items.allSatisfy { VisibleArea(size: inset.list.canvasSize).keepsUnchanged($0) }
        default: canReach(item)
        }
    }

    /// The item as drawn: itself, a line cut to the canvas, an inset with its own invisible items
    /// left out, or nil when nothing of it can be seen.
    func visibleVersion(of item: DisplayItem) -> DisplayItem? {
        switch item {
        case let .line(line):
            return isWithinLimits(line) ? item : clipped(line).map(DisplayItem.line)
        case let .inset(inset):
            guard canReach(item) else { return nil }
            var visible = inset
            visible.list = inset.list.visibleItems()
            return .inset(visible)
        default:
            return canReach(item) ? item : nil
        }
    }

    // MARK: Reach

    private func canReach(_ item: DisplayItem) -> Bool {
        switch item {
        case let .shape(shape):
            let reach = abs(shape.scale) * (outlineReach(shape) + labelReach(shape.label))
            return canReach(center: shape.center, within: reach)
        case let .text(text):
            return canReach(center: text.position, within: labelReach(text.label) * 2 + text.label.fontSize)
        case let .inset(inset):
            return canReach(center: CGPoint(x: inset.rect.midX, y: inset.rect.midY),
                            within: hypot(Double(inset.rect.width), Double(inset.rect.height)) / 2)
        case let .line(line):
            return clipped(line) != nil
        case let .group(group):
            return canReach(group)
        case let .image(image):
            return canReach(center: image.center, within: abs(image.scale) * hypot(Double(image.size.width), Double(image.size.height)) / 2)
        }
    }

    /// Whether a group can touch the canvas: a clipped group draws only within its first clip
    /// path's points' bounding box; an unclipped one is kept (its items are not measured).
    private func canReach(_ group: GroupItem) -> Bool {
        guard let points = group.clip.first?.path.points, let first = points.first else { return group.clip.isEmpty }
        var (left, top, right, bottom) = (Double(first.x), Double(first.y), Double(first.x), Double(first.y))
        for point in points {
            (left, right) = (min(left, Double(point.x)), max(right, Double(point.x)))
            (top, bottom) = (min(top, Double(point.y)), max(bottom, Double(point.y)))
        }
        return canReach(center: CGPoint(x: (left + right) / 2, y: (top + bottom) / 2),
                        within: hypot(right - left, bottom - top) / 2)
    }

    /// How far a shape's outline and stroke can reach from its centre, unscaled: half its
    /// diagonal, or for a path its farthest point (control points bound its curves), plus its
    /// stroke (for a path, up to its miter limit in half widths at a sharp corner, and at least 5).
    private func outlineReach(_ shape: ShapeItem) -> Double {
        let halfDiagonal = hypot(Double(shape.size.width), Double(shape.size.height)) / 2
        let stroke = shape.stroke?.width ?? 0
        guard case let .path(path, _) = shape.kind else { return halfDiagonal + stroke }
        let centre = (x: Double(shape.size.width) / 2, y: Double(shape.size.height) / 2)
        let farthest = path.points.reduce(halfDiagonal) { max($0, hypot(Double($1.x) - centre.x, Double($1.y) - centre.y)) }
        return farthest + max(5, (shape.stroke?.miterLimit ?? 0) / 2) * stroke
    }

    /// How far a label centred on a point can reach: two ems a character, plus one.
    private func labelReach(_ label: TextLabel?) -> Double {
        guard let label else { return 0 }
        return abs(label.fontSize) * 2 * Double(label.text.unicodeScalars.count + 1)
    }

    /// Whether a disc about `center` can touch the canvas; true for values that are not finite.
    private func canReach(center: CGPoint, within reach: Double) -> Bool {
        let x = Double(center.x), y = Double(center.y)
        guard x.isFinite, y.isFinite, reach.isFinite else { return true }
        return x + reach >= 0 && x - reach <= width && y + reach >= 0 && y - reach <= height
    }

    // MARK: Lines

    private func isWithinLimits(_ line: LineItem) -> Bool {
        let limit = CairoCanvas.maximumMagnitude
        return [line.from.x, line.from.y, line.to.x, line.to.y].allSatisfy { !$0.isFinite || abs(Double($0)) <= limit }
    }

    /// The part of `line` within the canvas widened by its stroke (Liang–Barsky), or nil when none
    /// is; a line with values that are not finite is returned as it is.
    private func clipped(_ line: LineItem) -> LineItem? {
        let x0 = Double(line.from.x), y0 = Double(line.from.y), x1 = Double(line.to.x), y1 = Double(line.to.y)
        guard [x0, y0, x1, y1].allSatisfy(\.isFinite) else { return line }
        let margin = abs(line.stroke.width) + 1
        let dx = x1 - x0, dy = y1 - y0
        guard dx.isFinite, dy.isFinite else { return line }
        var (enter, leave) = (0.0, 1.0)
        let edges = [(-dx, x0 + margin), (dx, width + margin - x0), (-dy, y0 + margin), (dy, height + margin - y0)]
        for (direction, distance) in edges {
            if direction == 0 {
                if distance < 0 { return nil }
                continue
            }
            let t = distance / direction
            if direction < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
            if enter > leave { return nil }
        }
        var cut = line
        cut.from = CGPoint(x: x0 + enter * dx, y: y0 + enter * dy)
        cut.to = CGPoint(x: x0 + leave * dx, y: y0 + leave * dy)
        return cut
    }
}
