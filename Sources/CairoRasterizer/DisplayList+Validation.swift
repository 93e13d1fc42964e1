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
    /// fixed-point rasterizer to flatten quickly. Inside a group, the same limit holds for every
    /// shape, line and text as the groups' transforms place them: a group may magnify, but not
    /// past it.
    /// - Throws: ``CairoError/invalidItemValue(field:value:expected:)`` for the first value that is
    ///   not finite or too large, a negative dash length, or a dash pattern whose lengths are all zero.
    /// - Complexity: O(*n*) in the number of items and dash lengths.
    func validateForDrawing() throws(CairoError) {
        try Self.validate(items, at: "items")
    }

    /// Checks each item of `items`, naming the first bad value by its path under `prefix`; items
    /// inside groups are also checked as `placement` puts them on the canvas.
    private static func validate(_ items: [DisplayItem], at prefix: String, placement: GroupPlacement = .canvas) throws(CairoError) {
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
            case let .image(image):
                guard FileManager.default.isReadableFile(atPath: image.path) else {
                    throw .invalidItemValue(field: "\(path).path", value: image.path, expected: "a PNG file that can be read")
                }
                try requireBounded(image.center, at: "\(path).center")
                try requireBounded(Double(image.size.width), at: "\(path).size.width")
                try requireBounded(Double(image.size.height), at: "\(path).size.height")
                try requireBounded(image.scale, at: "\(path).scale")
                try requireBounded(abs(image.scale) * max(Double(image.size.width), Double(image.size.height)), at: "\(path).scale")
                try requireFinite(image.rotation, at: "\(path).rotation")
                try requireFinite(image.opacity, at: "\(path).opacity")
            case let .group(group):
                try group.validate(at: path)
                let clipReach = group.clip.flatMap(\.path.points).reduce(0.0) { max($0, abs(Double($1.x)), abs(Double($1.y))) }
                try placement.requirePlaced(clipReach, at: "\(path).clip")
                try validate(group.items, at: "\(path).items", placement: placement.inside(group.transform))
                if let mask = group.mask { try validate(mask, at: "\(path).mask", placement: placement) }
            }
            if placement != .canvas, let reach = item.reachFromOrigin {
                try placement.requirePlaced(reach, at: path)
            }
        }
    }
}

/// How far from the canvas's origin a point inside groups can be, for how far it is from its
/// group's origin: at most `magnification` times that distance plus `offset` (each distance the
/// larger of |x| and |y|).
private struct GroupPlacement: Equatable {
    var magnification: Double
    var offset: Double

    /// Outside every group: points are where they are.
    static let canvas = GroupPlacement(magnification: 1, offset: 0)

    /// The placement of a group's items, inside a group placed by this.
    func inside(_ transform: GroupItem.Transform) -> GroupPlacement {
        let norm = max(abs(transform.a) + abs(transform.c), abs(transform.b) + abs(transform.d))
        return GroupPlacement(magnification: magnification * norm,
                              offset: offset + magnification * max(abs(transform.tx), abs(transform.ty)))
    }

    /// Requires what reaches `reach` from its group's origin to stay within the limit on the canvas.
    func requirePlaced(_ reach: Double, at field: String) throws(CairoError) {
        let placed = magnification * reach + offset
        let limit = CairoCanvas.maximumMagnitude
        guard placed <= limit else {
            throw .invalidItemValue(field: field, value: "\(placed)",
                                    expected: "an item its groups' transforms keep within \(limit) points of the canvas's origin")
        }
    }
}

extension DisplayItem {
    /// How far a shape, line, text or image can reach from its coordinates' origin (the larger of |x| and
    /// |y|), generously; `nil` for insets and groups, whose items are checked one by one.
    fileprivate var reachFromOrigin: Double? {
        switch self {
        case let .shape(shape):
            var length = max(abs(Double(shape.size.width)), abs(Double(shape.size.height)), shape.stroke?.width ?? 0)
            if case let .path(outline, _) = shape.kind {
                length = outline.points.reduce(length) { max($0, abs(Double($1.x)), abs(Double($1.y))) }
            }
            return max(abs(Double(shape.center.x)), abs(Double(shape.center.y))) + abs(shape.scale) * (length + (shape.stroke?.width ?? 0))
        case let .line(line):
            return max(abs(Double(line.from.x)), abs(Double(line.from.y)), abs(Double(line.to.x)), abs(Double(line.to.y)))
                + abs(line.stroke.width)
        case let .text(text):
            return max(abs(Double(text.position.x)), abs(Double(text.position.y)))
        case let .image(image):
            return max(abs(Double(image.center.x)), abs(Double(image.center.y)))
                + abs(image.scale) * max(abs(Double(image.size.width)), abs(Double(image.size.height)))
        case .inset, .group:
            return nil
        }
    }
}

extension GroupItem {
    /// Every entry of the transform and every clip point must be bounded, the opacity and the projection finite.
    fileprivate func validate(at path: String) throws(CairoError) {
        for (name, entry) in [("a", transform.a), ("b", transform.b), ("c", transform.c), ("d", transform.d),
                              ("tx", transform.tx), ("ty", transform.ty)] {
            try requireBounded(entry, at: "\(path).transform.\(name)")
        }
        try requireFinite(opacity, at: "\(path).opacity")
        // A projection's points are cut at the eye and kept within the limit as they are drawn.
        for (name, entry) in zip(["m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33"], projection?.entries ?? []) {
            try requireFinite(entry, at: "\(path).projection.\(name)")
        }
        for (clipIndex, clipPath) in clip.enumerated() {
            for (index, element) in clipPath.path.elements.enumerated() {
                for point in element.points { try requireBounded(point, at: "\(path).clip[\(clipIndex)].path.elements[\(index)]") }
            }
        }
        switch filter {
        case nil: break
        case let .blur(radius, region):
            try requireBounded(radius, at: "\(path).filter.radius")
            for (index, element) in (region?.elements ?? []).enumerated() {
                for point in element.points { try requireBounded(point, at: "\(path).filter.opaqueRegion.elements[\(index)]") }
            }
        case let .colorMatrix(matrix):
            for (index, entry) in matrix.enumerated() { try requireBounded(entry, at: "\(path).filter.colorMatrix[\(index)]") }
        case let .shadow(_, radius, offset):
            try requireBounded(radius, at: "\(path).filter.radius")
            try requireBounded(CGPoint(x: offset.width, y: offset.height), at: "\(path).filter.offset")
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
        try fillGradient?.validate(at: "\(path).fillGradient")
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
        try gradient?.validate(at: "\(path).gradient")
    }
}

extension GradientPaint {
    /// Every point, radius and angle must be bounded, so the patterns cairo builds (and their
    /// matrices) stay finite; locations may be anything (they are clamped to `0...1`).
    fileprivate func validate(at path: String) throws(CairoError) {
        switch geometry {
        case let .linear(start, end):
            try requireBounded(start, at: "\(path).start")
            try requireBounded(end, at: "\(path).end")
        case let .radial(center, startRadius, endRadius):
            try requireBounded(center, at: "\(path).center")
            try requireBounded(startRadius, at: "\(path).startRadius")
            try requireBounded(endRadius, at: "\(path).endRadius")
        case let .elliptical(center, radii, startFraction, endFraction):
            try requireBounded(center, at: "\(path).center")
            try requireBounded(Double(radii.width), at: "\(path).radii.width")
            try requireBounded(Double(radii.height), at: "\(path).radii.height")
            try requireBounded(startFraction, at: "\(path).startFraction")
            try requireBounded(endFraction, at: "\(path).endFraction")
        case let .angular(center, startAngle, endAngle):
            try requireBounded(center, at: "\(path).center")
            try requireBounded(startAngle, at: "\(path).startAngle")
            try requireBounded(endAngle, at: "\(path).endAngle")
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
