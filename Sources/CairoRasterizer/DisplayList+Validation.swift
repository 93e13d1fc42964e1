import Foundation
import FrameRendering

extension DisplayList {
    /// Checks that every value cairo will be given is one it accepts.
    ///
    /// cairo's errors are sticky: after one singular matrix or bad dash pattern a context draws
    /// nothing more. So values are checked before any pixel changes, and the first bad one is
    /// reported by its path in the list. Rotation and opacity must be finite; every other number
    /// must also lie within ±``CairoCanvas/maximumMagnitude`` (a path's points too), and so must a
    /// shape's scale times its largest length (for a path, its largest coordinate too). That keeps
    /// every matrix cairo builds (and its inverse) finite and every path small enough for cairo's
    /// fixed-point rasterizer to flatten quickly.
    /// - Throws: ``CairoError/invalidItemValue(field:value:expected:)`` for the first value that is
    ///   not finite or too large, a negative dash length, or a dash pattern whose lengths are all zero.
    /// - Complexity: O(*n*) in the number of items and dash lengths.
    func validateForDrawing() throws(CairoError) {
        try Self.validate(items, at: "items")
    }

    /// Checks each item of `items`, naming the first bad value by its path under `prefix`.
    private static func validate(_ items: [DisplayItem], at prefix: String) throws(CairoError) {
        for (index, item) in items.enumerated() {
            let path = "\(prefix)[\(index)]"
            switch item {
            case let .shape(shape):
                try shape.validate(at: path)
            case let .line(line):
                try requireBounded(line.from, at: "\(path).from")
                try requireBounded(line.to, at: "\(path).to")
                try line.stroke.validate(at: "\(path).stroke")
            case let .text(text):
                try requireBounded(text.position, at: "\(path).position")
                try requireBounded(text.anchor, at: "\(path).anchor")
                try text.label.validate(at: "\(path).label")
            case let .inset(inset):
                try requireBounded(inset.rect.origin, at: "\(path).rect.origin")
                try requireBounded(Double(inset.rect.width), at: "\(path).rect.width")
                try requireBounded(Double(inset.rect.height), at: "\(path).rect.height")
                try requireBounded(Double(inset.list.canvasSize.width), at: "\(path).list.canvasSize.width")
                try requireBounded(Double(inset.list.canvasSize.height), at: "\(path).list.canvasSize.height")
                do {
                    try inset.list.validateForDrawing()
                } catch .invalidItemValue(let field, let value, let expected) {
                    throw .invalidItemValue(field: "\(path).list.\(field)", value: value, expected: expected)
                } catch {
                    throw error
                }
            case let .group(group):
                try group.validate(at: path)
                try validate(group.items, at: "\(path).items")
            }
        }
    }
}

extension GroupItem {
    /// Every entry of the transform and every clip point must be bounded, the opacity finite.
    /// The items are checked in their own coordinates; a transform that enlarges them past the
    /// limit is the caller's to avoid (a canvas's drawing is clipped to its frame).
    fileprivate func validate(at path: String) throws(CairoError) {
        for (name, entry) in [("a", transform.a), ("b", transform.b), ("c", transform.c), ("d", transform.d),
                              ("tx", transform.tx), ("ty", transform.ty)] {
            try requireBounded(entry, at: "\(path).transform.\(name)")
        }
        try requireFinite(opacity, at: "\(path).opacity")
        for (clipIndex, clipPath) in clip.enumerated() {
            for (index, element) in clipPath.path.elements.enumerated() {
                for point in element.points { try requireBounded(point, at: "\(path).clip[\(clipIndex)].path.elements[\(index)]") }
            }
        }
    }
}

extension ShapeItem {
    fileprivate func validate(at path: String) throws(CairoError) {
        try requireBounded(center, at: "\(path).center")
        try requireBounded(Double(size.width), at: "\(path).size.width")
        try requireBounded(Double(size.height), at: "\(path).size.height")
        try requireFinite(rotation, at: "\(path).rotation")
        try requireBounded(scale, at: "\(path).scale")
        try requireFinite(opacity, at: "\(path).opacity")
        if case let .roundedRectangle(cornerRadius) = kind {
            try requireBounded(cornerRadius, at: "\(path).kind.cornerRadius")
        }
        if case let .path(outline, _) = kind {
            for (index, element) in outline.elements.enumerated() {
                for point in element.points { try requireBounded(point, at: "\(path).kind.path.elements[\(index)]") }
            }
        }
        try stroke?.validate(at: "\(path).stroke")
        try label?.validate(at: "\(path).label")
        try requireScaledExtentBounded(at: path)
    }

    /// The shape as drawn, scale included, must stay within the limit too: a 10⁶-point ellipse at
    /// scale 10⁶ would have cairo flatten a curve 10¹² pixels long.
    private func requireScaledExtentBounded(at path: String) throws(CairoError) {
        var largestLength = max(abs(Double(size.width)), abs(Double(size.height)), stroke?.width ?? 0)
        if case let .path(outline, _) = kind {
            largestLength = outline.points.reduce(largestLength) { max($0, abs(Double($1.x)), abs(Double($1.y))) }
        }
        let limit = CairoCanvas.maximumMagnitude
        guard abs(scale) * largestLength <= limit else {
            throw .invalidItemValue(
                field: "\(path).scale", value: "\(scale)",
                expected: "a scale that keeps the shape's largest length (\(largestLength)) within \(limit) points")
        }
    }
}

extension Stroke {
    fileprivate func validate(at path: String) throws(CairoError) {
        try requireBounded(width, at: "\(path).width")
        try requireBounded(dashPhase, at: "\(path).dashPhase")
        try requireBounded(miterLimit, at: "\(path).miterLimit")
        for (index, length) in dash.enumerated() {
            try requireBounded(length, at: "\(path).dash[\(index)]")
            guard length >= 0 else {
                throw .invalidItemValue(field: "\(path).dash[\(index)]", value: "\(length)",
                                        expected: "a length of 0 or more")
            }
        }
        if !dash.isEmpty && dash.allSatisfy({ $0 == 0 }) {
            throw .invalidItemValue(field: "\(path).dash", value: "\(dash)",
                                    expected: "at least one length above 0, or no lengths for a solid line")
        }
    }
}

extension TextLabel {
    fileprivate func validate(at path: String) throws(CairoError) {
        try requireBounded(fontSize, at: "\(path).fontSize")
    }
}

private func requireFinite(_ value: Double, at field: String) throws(CairoError) {
    guard value.isFinite else {
        throw .invalidItemValue(field: field, value: "\(value)", expected: "a finite number")
    }
}

private func requireBounded(_ value: Double, at field: String) throws(CairoError) {
    let limit = CairoCanvas.maximumMagnitude
    guard value.isFinite, value.magnitude <= limit else {
        throw .invalidItemValue(field: field, value: "\(value)", expected: "a finite number from -\(limit) to \(limit)")
    }
}

private func requireBounded(_ point: CGPoint, at field: String) throws(CairoError) {
    try requireBounded(Double(point.x), at: "\(field).x")
    try requireBounded(Double(point.y), at: "\(field).y")
}
