import Foundation
import FrameRendering

extension DisplayList {
    /// Checks that every value cairo will be given is one it accepts.
    ///
    /// cairo's errors are sticky: one singular matrix or bad dash pattern and the context draws
    /// nothing ever again. So values are checked before any pixel changes, and the first bad one is
    /// reported by its path in the list.
    /// - Throws: ``CairoError/invalidItemValue(field:value:expected:)`` for the first value that is
    ///   not finite, a negative dash length, or a dash pattern whose lengths are all zero.
    /// - Complexity: O(*n*) in the number of items and dash lengths.
    func validateForDrawing() throws(CairoError) {
        for (index, item) in items.enumerated() {
            let path = "items[\(index)]"
            switch item {
            case let .shape(shape):
                try shape.validate(at: path)
            case let .line(line):
                try requireFinite(line.from, at: "\(path).from")
                try requireFinite(line.to, at: "\(path).to")
                try line.stroke.validate(at: "\(path).stroke")
            case let .text(text):
                try requireFinite(text.position, at: "\(path).position")
                try requireFinite(text.anchor, at: "\(path).anchor")
                try text.label.validate(at: "\(path).label")
            }
        }
    }
}

extension ShapeItem {
    fileprivate func validate(at path: String) throws(CairoError) {
        try requireFinite(center, at: "\(path).center")
        try requireFinite(Double(size.width), at: "\(path).size.width")
        try requireFinite(Double(size.height), at: "\(path).size.height")
        try requireFinite(rotation, at: "\(path).rotation")
        try requireFinite(scale, at: "\(path).scale")
        try requireFinite(opacity, at: "\(path).opacity")
        if case let .roundedRectangle(cornerRadius) = kind {
            try requireFinite(cornerRadius, at: "\(path).kind.cornerRadius")
        }
        try stroke?.validate(at: "\(path).stroke")
        try label?.validate(at: "\(path).label")
    }
}

extension Stroke {
    fileprivate func validate(at path: String) throws(CairoError) {
        try requireFinite(width, at: "\(path).width")
        for (index, length) in dash.enumerated() {
            try requireFinite(length, at: "\(path).dash[\(index)]")
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
        try requireFinite(fontSize, at: "\(path).fontSize")
    }
}

private func requireFinite(_ value: Double, at field: String) throws(CairoError) {
    guard value.isFinite else {
        throw .invalidItemValue(field: field, value: "\(value)", expected: "a finite number")
    }
}

private func requireFinite(_ point: CGPoint, at field: String) throws(CairoError) {
    try requireFinite(Double(point.x), at: "\(field).x")
    try requireFinite(Double(point.y), at: "\(field).y")
}
