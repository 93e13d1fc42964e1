import Foundation
import FrameRendering

/// The shapes a scene view can be.
public enum ShapeSpec: String, Hashable, Sendable, CaseIterable {
    /// A rectangle.
    case rectangle
    /// A rectangle with rounded corners (`cornerRadius`).
    case roundedRectangle
    /// A circle: the largest circle centred in the view's frame, as SwiftUI's `Circle` (use
    /// `ellipse` to fill a frame that is not square).
    case circle
    /// An ellipse filling the view's frame.
    case ellipse
    /// A rectangle whose shorter sides are half circles, as SwiftUI's `Capsule`.
    case capsule
}

extension ShapeSpec {
    /// The display-list outline of this shape.
    /// - Parameter cornerRadius: The corner radius of a rounded rectangle.
    /// - Returns: The outline to draw.
    public func kind(cornerRadius: Double) -> ShapeKind {
        switch self {
        case .rectangle: .rectangle
        case .roundedRectangle: .roundedRectangle(cornerRadius: cornerRadius)
        case .circle, .ellipse: .ellipse
        case .capsule: .capsule
        }
    }

    /// The size the shape is drawn at in a frame of `size`: a circle is the largest circle
    /// centred in the frame, as SwiftUI's `Circle` is; every other shape fills the frame.
    /// - Parameter size: The view's frame size.
    /// - Returns: The drawn size, centred on the frame's centre.
    public func drawnSize(in size: CGSize) -> CGSize {
        guard self == .circle else { return size }
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    /// The shape's outline as a path in `rect`, as SwiftUI's shape of the same name answers
    /// `path(in:)`: centred where ``drawnSize(in:)`` puts it, from three o'clock (a circle or an
    /// ellipse) or the top-left corner clockwise on screen, rounded corners as circular arcs no
    /// larger than half the shorter side. The one place the built-in shapes' paths are made, for
    /// views (`Circle().path(in:)`) and scene files (a trimmed `"circle"`) alike.
    /// - Parameters:
    ///   - rect: The view's frame.
    ///   - cornerRadius: The corner radius of a rounded rectangle.
    /// - Returns: The path.
    public func path(in rect: CGRect, cornerRadius: Double = 0) -> Path {
        // Only a circle is drawn smaller than its frame; the others take the frame as it is.
        let side = min(rect.width, rect.height)
        let drawn = self == .circle ? CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side) : rect
        let halfShorter = min(Swift.abs(drawn.width), Swift.abs(drawn.height)) / 2
        return switch self {
        case .rectangle: Path(drawn)
        case .roundedRectangle: Path(roundedRect: drawn, cornerRadius: min(cornerRadius, halfShorter), style: .circular)
        case .circle, .ellipse: Path(ellipseIn: drawn)
        case .capsule: Path(roundedRect: drawn, cornerRadius: halfShorter, style: .circular)
        }
    }
}
