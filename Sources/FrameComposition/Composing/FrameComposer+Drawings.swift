import Foundation
import FrameRendering
import LayoutCore
import SceneCore

extension FrameComposer {
    /// What a view that draws itself (a `Canvas`) shows: its drawing for its frame's size, as one
    /// group moved, turned and scaled as a shape would be, clipped to its frame and composited
    /// at `opacity`.
    /// - Parameters:
    ///   - drawing: The view's drawing.
    ///   - placement: Where the view is.
    ///   - opacity: The opacity it is drawn with.
    /// - Returns: The group.
    static func group(_ drawing: ViewDrawing, at placement: ViewPlacement, opacity: Double) -> GroupItem {
        let transform = placingTransform(placement)
        let (width, height) = (Double(placement.size.width), Double(placement.size.height))
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: width, y: height), CGPoint(x: 0, y: height)]
            .map(transform.apply(to:))
        let frame = ShapePath([.move(to: corners[0]), .line(to: corners[1]), .line(to: corners[2]), .line(to: corners[3]), .closeSubpath])
        return GroupItem(items: drawing.items(in: placement.size), transform: transform, clip: [ClipPath(path: frame)], opacity: opacity)
    }

    /// Maps a view's own coordinates (origin at its frame's top-left corner) onto the canvas:
    /// about its frame's centre, scaled by its scale, turned by its rotation, and moved to its
    /// centre, as a shape item is drawn.
    static func placingTransform(_ placement: ViewPlacement) -> GroupItem.Transform {
        let scale = Double(placement.scale), angle = placement.rotation.radians
        let (a, b) = (scale * cos(angle), scale * sin(angle))
        let (c, d) = (-b, a)
        let (halfWidth, halfHeight) = (Double(placement.size.width) / 2, Double(placement.size.height) / 2)
        let center = placement.center
        return GroupItem.Transform(a: a, b: b, c: c, d: d, tx: Double(center.x) - (a * halfWidth + c * halfHeight),
                                   ty: Double(center.y) - (b * halfWidth + d * halfHeight))
    }
}
