import AnimationCore
import Foundation
import LayoutCore
import SceneCore

/// SwiftUI's `Rectangle`: filling its frame.
public struct Rectangle: Shape, SceneShape {
    /// Creates a rectangle.
    public init() {}
    /// The frame, from its top-left corner clockwise on screen.
    public func path(in rect: CGRect) -> Path { ShapeSpec.rectangle.path(in: rect) }
    var sceneShape: (shape: ShapeSpec, cornerRadius: Double)? { (.rectangle, 0) }
}

/// SwiftUI's `RoundedRectangle`: filling its frame, its corners rounded.
///
/// Both corner styles are accepted and drawn with quarter-circle corners (quarter ellipses when
/// the corner's width and height differ). The corner size animates.
public struct RoundedRectangle: Shape, SceneShape {
    /// The width and height of its corners.
    public var cornerSize: CGSize
    /// The style of its corners (drawn as `.circular` either way).
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle whose corners have one radius.
    /// - Parameters:
    ///   - cornerRadius: The corners' radius.
    ///   - style: The corner style; `.continuous` by default, as in SwiftUI.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a rounded rectangle whose corners are quarter ellipses of `cornerSize`.
    /// - Parameters:
    ///   - cornerSize: The corners' width and height.
    ///   - style: The corner style; `.continuous` by default, as in SwiftUI.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The corner size, animated.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// The frame with rounded corners, each at most half the frame's side.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// Drawn as a scene's `roundedRectangle` when its corners are circular; as its path otherwise.
    var sceneShape: (shape: ShapeSpec, cornerRadius: Double)? {
        cornerSize.width == cornerSize.height ? (.roundedRectangle, Double(cornerSize.width)) : nil
    }
}

/// SwiftUI's `UnevenRoundedRectangle`: filling its frame, each corner with a radius of its own.
///
/// Leading corners are on the left and trailing ones on the right (its path is not mirrored
/// right to left). Drawn as its path; the radii animate.
public struct UnevenRoundedRectangle: Shape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The style of its corners (drawn as `.circular` either way).
    public var style: RoundedCornerStyle

    /// Creates an unevenly rounded rectangle.
    /// - Parameters:
    ///   - cornerRadii: The corners' radii.
    ///   - style: The corner style; `.continuous` by default, as in SwiftUI.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates an unevenly rounded rectangle from each corner's radius, 0 unless given.
    /// - Parameters:
    ///   - topLeadingRadius: The top-left corner's radius.
    ///   - bottomLeadingRadius: The bottom-left corner's radius.
    ///   - bottomTrailingRadius: The bottom-right corner's radius.
    ///   - topTrailingRadius: The top-right corner's radius.
    ///   - style: The corner style; `.continuous` by default, as in SwiftUI.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The radii, animated.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// The frame with each corner rounded, each radius at most half the frame's shorter side.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
}

/// SwiftUI's `Circle`: the largest circle centred in its frame.
public struct Circle: Shape, SceneShape {
    /// Creates a circle.
    public init() {}
    /// The largest circle centred in `rect`, from three o'clock clockwise on screen.
    public func path(in rect: CGRect) -> Path { ShapeSpec.circle.path(in: rect) }
    var sceneShape: (shape: ShapeSpec, cornerRadius: Double)? { (.circle, 0) }
}

/// SwiftUI's `Ellipse`: filling its frame.
public struct Ellipse: Shape, SceneShape {
    /// Creates an ellipse.
    public init() {}
    /// The ellipse that fills `rect`, from its rightmost point clockwise on screen.
    public func path(in rect: CGRect) -> Path { ShapeSpec.ellipse.path(in: rect) }
    var sceneShape: (shape: ShapeSpec, cornerRadius: Double)? { (.ellipse, 0) }
}

/// SwiftUI's `Capsule`: its frame with the shorter sides made half circles.
public struct Capsule: Shape, SceneShape {
    /// The style of its ends (drawn as `.circular` either way).
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    /// - Parameter style: The corner style; `.continuous` by default, as Apple documents it (both draw half circles here).
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// The frame with corners of half its shorter side.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(abs(rect.width), abs(rect.height)) / 2, style: style)
    }
    var sceneShape: (shape: ShapeSpec, cornerRadius: Double)? { (.capsule, 0) }
}

/// A `Path` is a shape that is its own outline, drawn where its points are in the view's frame.
extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}
