import AnimationCore
import Foundation

/// Where a layout put one view: the result of its last `place(at:anchor:proposal:)`.
public struct ViewPlacement: Hashable, Sendable {
    /// The point the anchor was placed at, in canvas coordinates (y down).
    public var position: CGPoint
    /// The point of the view placed at ``position``.
    public var anchor: UnitPoint
    /// The size the view took for the proposal it was placed with.
    public var size: CGSize
    /// The rotation of the view about its centre; zero unless a layout sets one.
    public var rotation: Angle
    /// The scale of the view about its centre; 1 unless a layout sets one.
    public var scale: CGFloat
    /// The opacity the layout gives the view, `0...1`, multiplied into the view's own; 1 unless a
    /// layout sets one.
    public var opacity: Double

    /// Creates a placement.
    /// - Parameters:
    ///   - position: Where the anchor goes.
    ///   - anchor: The anchor.
    ///   - size: The view's size.
    ///   - rotation: The rotation about the centre.
    ///   - scale: The scale about the centre.
    ///   - opacity: The opacity the layout gives the view.
    public init(position: CGPoint, anchor: UnitPoint = .center, size: CGSize, rotation: Angle = .zero,
                scale: CGFloat = 1, opacity: Double = 1) {
        self.position = position
        self.anchor = anchor
        self.size = size
        self.rotation = rotation
        self.scale = scale
        self.opacity = opacity
    }

    /// The view's frame (unrotated, unscaled).
    public var frame: CGRect {
        let offset = anchor.offset(in: size)
        return CGRect(x: position.x - offset.x, y: position.y - offset.y, width: size.width, height: size.height)
    }

    /// The centre of the view's frame.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// The smallest upright rectangle holding the view as drawn: its frame scaled and rotated about
    /// its centre.
    public var drawnBounds: CGRect {
        let cosine = Swift.abs(cos(rotation.radians)), sine = Swift.abs(sin(rotation.radians))
        let width = (size.width * cosine + size.height * sine) * Swift.abs(scale)
        let height = (size.width * sine + size.height * cosine) * Swift.abs(scale)
        return CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }
}
