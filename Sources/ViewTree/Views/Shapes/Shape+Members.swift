import AnimationCore
import Foundation
import LayoutCore
import SceneCore

extension Shape {
    /// This shape moved by `offset`: SwiftUI's `Shape.offset(_:)` with a `CGSize`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// This shape moved by `offset`: SwiftUI's `Shape.offset(_:)` with a `CGPoint`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }

    /// This shape moved `x` across and `y` down: SwiftUI's `Shape.offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }

    /// This shape turned by `angle` about `anchor`: SwiftUI's `Shape.rotation(_:anchor:)`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape scaled by `scale` about `anchor`: SwiftUI's `Shape.scale(_:anchor:)`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape scaled `x` across and `y` down about `anchor`: SwiftUI's `Shape.scale(x:y:anchor:)`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape with `transform` applied to its outline: SwiftUI's `Shape.transform(_:)`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// This shape drawn at `size` at the top-leading corner of its frame: SwiftUI's `Shape.size(_:)`.
    public func size(_ size: CGSize) -> some Shape { SizedShape(shape: self, size: size) }

    /// This shape drawn `width` × `height` at the top-leading corner of its frame: SwiftUI's
    /// `Shape.size(width:height:)`.
    public func size(width: CGFloat, height: CGFloat) -> some Shape { SizedShape(shape: self, size: CGSize(width: width, height: height)) }
}

extension Shape where Self == Circle {
    /// A circle, as `.clipShape(.circle)` writes it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse, as `.clipShape(.ellipse)` writes it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule, as `.clipShape(.capsule)` writes it.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with ends of `style`: `.capsule(style: .circular)`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Rectangle {
    /// A rectangle, as `.clipShape(.rect)` writes it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners: `.clipShape(.rect(cornerRadius: 12))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle whose corners are rounded by `cornerSize`: `.rect(cornerSize: CGSize(width: 20, height: 10))`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner rounded by its own radius.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with each corner rounded by its own radius:
    /// `.rect(topLeadingRadius: 20, topTrailingRadius: 20)`.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
