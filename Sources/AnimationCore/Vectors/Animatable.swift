import Foundation

/// A type whose changes can be animated by interpolating its ``animatableData``.
///
/// SwiftUI's `Animatable`. A layout that exposes its parameters here (for example the wheel's
/// rotation and radius) is re-run on every frame with interpolated parameters, so its views move
/// along the paths the layout describes, not along straight lines.
public protocol Animatable {
    /// The type of the data that animates.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to interpolate; setting it must update the value it stands for.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing: a type that does not declare animatable data animates by its outputs.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A number animates as itself, as in SwiftUI since iOS 17: keyframes of a `Double` property
/// (`KeyframeTrack(\.scale) { CubicKeyframe(1.2, duration: 0.5) }`) need it.
extension Double: Animatable {}

/// A number animates as itself, as in SwiftUI since iOS 17.
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// The point as `AnimatablePair(x, y)`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The size as `AnimatablePair(width, height)`.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The rectangle as `AnimatablePair(origin.animatableData, size.animatableData)`.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}
