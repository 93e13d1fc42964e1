import Foundation
import LayoutCore

/// A scene file view's outline as a path: one of the built-in shapes, or a path of its own (a
/// scene file's SVG path data), trimmed to part of its length as SwiftUI's `.trim(from:to:)` trims
/// a shape.
///
/// A view of a built-in shape that is not trimmed is drawn as that shape, without a path, so
/// scenes that say neither `path` nor `trim` draw exactly as before.
package struct FileOutline: PathShapeSource, Equatable {
    /// What is outlined.
    package enum Outline: Equatable, Sendable {
        /// A built-in shape, drawn where ``ShapeSpec/drawnSize(in:)`` puts it in the frame.
        case shape(ShapeSpec, cornerRadius: Double)
        /// A path in the view's frame, in points, its origin the frame's top-leading corner.
        case path(Path)
    }

    /// What is outlined.
    package var outline: Outline
    /// Where the drawn part starts, as a fraction of the outline's length, `0...1`.
    package var trimFrom: Double
    /// Where the drawn part ends, as a fraction of the outline's length, `0...1`.
    package var trimTo: Double

    /// Creates an outline.
    /// - Parameters:
    ///   - outline: The shape or path.
    ///   - trimFrom: Where the drawn part starts; 0 by default.
    ///   - trimTo: Where it ends; 1 by default.
    package init(_ outline: Outline, trimFrom: Double = 0, trimTo: Double = 1) {
        self.outline = outline
        self.trimFrom = trimFrom
        self.trimTo = trimTo
    }

    /// The outline in `rect`, trimmed.
    package func path(in rect: CGRect) -> Path {
        let whole = untrimmedPath(in: rect)
        guard trimFrom > 0 || trimTo < 1 else { return whole }
        return whole.trimmedPath(from: trimFrom, to: trimTo)
    }

    /// The whole outline in `rect`: a built-in shape's path (``ShapeSpec/path(in:cornerRadius:)``),
    /// or the path as given.
    private func untrimmedPath(in rect: CGRect) -> Path {
        switch outline {
        case let .path(path): path
        case let .shape(shape, cornerRadius): shape.path(in: rect, cornerRadius: cornerRadius)
        }
    }

    package func isEqual(to other: any PathShapeSource) -> Bool {
        (other as? FileOutline) == self
    }

    package var typeKey: ObjectIdentifier { ObjectIdentifier(FileOutline.self) }

    /// Itself: a scene file's outline has no animatable data.
    package func withoutAnimatableData() -> any PathShapeSource { self }
}
