import Foundation
import FrameRendering
import LayoutCore
import SceneCore

extension GraphicsContext {
    /// How a clip path is used: SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32

        /// Creates options from their raw value.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Keep what lies outside the path instead of what lies inside it.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Clips later drawing to `path`, in the current user space: SwiftUI's
    /// `clip(to:style:options:)`. Clips add up: drawing shows only where every clip path of the
    /// context covers. Drawing done before, and by other copies of the context, is not clipped.
    ///
    /// With `.inverse`, what lies outside the path is kept: the path is taken by the even-odd
    /// rule inside a rectangle around the canvas, which is exact for a path that does not
    /// overlap itself (or with `FillStyle(eoFill: true)`).
    /// - Parameters:
    ///   - path: The clip path.
    ///   - style: Which points overlapping parts of the path cover; non-zero by default.
    ///   - options: `.inverse` to keep what lies outside; none by default.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let placed = path.applying(transform)
        guard options.contains(.inverse) else {
            clipPaths.append(ClipPath(path: placed.outline, fillRule: style.isEOFilled ? .evenOdd : .nonZero))
            clipBounds = clipBounds.intersection(placed.boundingRect)
            return
        }
        var inverse = Path(CGRect(origin: .zero, size: canvasSize).insetBy(dx: -1, dy: -1))
        inverse.addPath(placed)
        clipPaths.append(ClipPath(path: inverse.outline, fillRule: .evenOdd))
    }

    /// The bounding rectangle of what the clips leave, in the current user space: SwiftUI's
    /// `clipBoundingRect`. With no clip it is the canvas's frame (a canvas is clipped to it); an
    /// inverse clip does not make it smaller; nothing left is `CGRect.null`.
    public var clipBoundingRect: CGRect {
        guard !clipBounds.isNull, !clipBounds.isEmpty else { return .null }
        return clipBounds.applying(transform.inverted())
    }
}
