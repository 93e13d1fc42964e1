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
}
