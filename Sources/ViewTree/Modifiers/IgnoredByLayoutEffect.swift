import AnimationCore
import Foundation
import LayoutCore

/// A geometry effect whose projection layout does not see: SwiftUI's `_IgnoredByLayoutEffect`,
/// made by ``GeometryEffect/ignoredByLayout()``.
///
/// In SwiftUI, the views a layout measures (a `GeometryReader`'s frames, anchors) keep the
/// place the effect would move them from. In Zoetrope no geometry effect changes what layout
/// sees: the view is drawn through `Base`'s projection, as without the wrapper.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The effect drawn.
    public var base: Base

    /// The base effect's animatable data.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    /// The base effect's projection.
    /// - Parameter size: The view's size.
    /// - Returns: The projection.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        base.effectValue(size: size)
    }
}

extension _IgnoredByLayoutEffect: Equatable where Base: Equatable {}

extension GeometryEffect {
    /// SwiftUI's `ignoredByLayout()`: this effect, drawn, with layout keeping the view's place
    /// as it is without it (as every geometry effect already is in Zoetrope).
    /// - Returns: The effect, wrapped.
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
        _IgnoredByLayoutEffect(base: self)
    }
}
