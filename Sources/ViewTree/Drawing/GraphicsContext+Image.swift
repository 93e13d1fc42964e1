import Foundation
import FrameRendering
import LayoutCore
import SceneCore

extension GraphicsContext {
    /// An image resolved in a context, ready to be measured and drawn: SwiftUI's
    /// `GraphicsContext.ResolvedImage`, for `Image(systemName:)`, which is drawn as a disc (SF
    /// Symbols are not on Linux; see `Image`).
    public struct ResolvedImage {
        /// The symbol's size: a square as large as the canvas's font size, as an `Image` view is.
        public let size: CGSize
        /// The distance from the image's top to its baseline: its bottom.
        public var baseline: CGFloat { size.height }
        /// What the disc is drawn with; `nil` (at first) for the canvas's foreground colour.
        public var shading: Shading?
    }

    /// `image` resolved in this context: a square of the canvas's font size: SwiftUI's `resolve(_:)`.
    /// - Parameter image: The image.
    /// - Returns: The resolved image.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(size: CGSize(width: environment.fontSize, height: environment.fontSize))
    }

    /// Draws `image` with the point `anchor` of its frame at `point`: SwiftUI's `draw(_:at:anchor:)`.
    /// - Parameters:
    ///   - image: The image, drawn as a disc.
    ///   - point: Where the anchor goes, in the current user space.
    ///   - anchor: Which point of the image's frame goes there; its centre by default.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` filling `rect`: SwiftUI's `draw(_:in:style:)`.
    /// - Parameters:
    ///   - image: The image, drawn as a disc (an ellipse filling the rectangle).
    ///   - rect: Where it goes, in the current user space.
    ///   - style: Accepted, for the fill's antialiasing; always antialiased.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image with the point `anchor` of its frame at `point`.
    /// - Parameters:
    ///   - image: The resolved image.
    ///   - point: Where the anchor goes, in the current user space.
    ///   - anchor: Which point of the image's frame goes there; its centre by default.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    /// Draws a resolved image filling `rect`.
    /// - Parameters:
    ///   - image: The resolved image.
    ///   - rect: Where it goes, in the current user space.
    ///   - style: Accepted, for the fill's antialiasing; always antialiased.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        fill(Path(ellipseIn: rect.standardized), with: image.shading ?? .foreground)
    }
}
