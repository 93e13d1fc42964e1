import AnimationCore
import Foundation
import LayoutCore

/// A wheel that turns into a wave (article 004's `InterpolatedLayout`): at `pct` 0 the views are
/// on a ``WheelLayout``, each pointing at its centre; at `pct` 1 they are on a ``WaveLayout``,
/// each turned along the wave; in between, every view's centre and rotation are
/// `wheel·(1 − pct) + wave·pct`.
///
/// The article writes the formula as `wheel·pct + wave·(1 − pct)`, which would make `pct` 0 the
/// wave; its text says `pct` 0 is the wheel and `pct` 1 the wave. This layout follows the text.
///
/// **Pure functions, not the article's cache flag.** The article has the wheel and the wave
/// notice, through a flag in their caches, that an `InterpolatedLayout` is calling them, and write
/// their positions into the cache instead of placing. Here the wheel and the wave expose their
/// geometry as pure functions (``WheelLayout/poses(in:count:)`` and
/// ``WaveLayout/poses(in:viewSizes:)``) that this layout calls for the same bounds. A layout's
/// behaviour then does not depend on who calls it, the wheel and the wave keep their `Void`
/// caches and their API, nothing is placed twice, and each geometry is tested on its own.
///
/// **Rotations.** In the wheel, view *i* of *n* is turned by its angle on the wheel,
/// 2π·i/n + `rotation`, so that it points at the centre (article 004's `WheelComponent`); on the
/// wave it is turned along the tangent. Rotations interpolate as numbers, not the shorter way
/// round, so views on the left half of the wheel turn back through up to a full turn. The shorter
/// way would make a view's rotation jump whenever an animated wheel `rotation` carried it across
/// the half turn from its tangent angle.
///
/// **Size.** The size interpolates too: `wheel size·(1 − pct) + wave size·pct`, each asked of the
/// wheel and the wave for the same proposal. At either end the layout therefore
/// takes exactly the size, and gives exactly the positions, of the layout it has become, and in
/// between its bounds change smoothly. The wheel's positions depend only on the centre of the
/// bounds; the wave's spread follows the bounds' width. A size that comes out negative (a negative
/// wheel radius larger than half a view, as for ``WheelLayout``) is left for the layout pass to
/// reject, naming this layout.
///
/// `pct` outside `0...1` (which scenes reject, but an overshooting animation such as a spring
/// can reach) extrapolates. Views are placed at their ideal size.
///
/// Its `animatableData` is `(pct, (wheel's, wave's))`, so every parameter animates.
public struct InterpolatedLayout: ParameterizedLayout {
    /// How far from the wheel (0) to the wave (1).
    public var pct: CGFloat
    /// The wheel at `pct` 0.
    public var wheel: WheelLayout
    /// The wave at `pct` 1.
    public var wave: WaveLayout

    /// Creates a layout between a wheel and a wave.
    /// - Parameters:
    ///   - pct: How far from the wheel (0) to the wave (1).
    ///   - wheel: The wheel at `pct` 0.
    ///   - wave: The wave at `pct` 1.
    public init(pct: CGFloat, wheel: WheelLayout, wave: WaveLayout) {
        self.pct = pct
        self.wheel = wheel
        self.wave = wave
    }

    /// The default wheel (radius 100) and wave (amplitude 50, one period), at the wheel.
    public init() { self.init(pct: 0, wheel: WheelLayout(), wave: WaveLayout()) }

    /// `pct` (a number in `0...1`), the wheel's `radius` and `rotation`, the wave's `amplitude`,
    /// `frequency` and `angle`.
    public static var parameters: [LayoutParameter<InterpolatedLayout>] {
        [
            .number("pct", \.pct, validRange: 0...1),
            .length("radius", \.wheel.radius),
            .angle("rotation", \.wheel.rotation),
            .length("amplitude", \.wave.amplitude),
            .number("frequency", \.wave.frequency, validRange: WaveLayout.frequencyRange),
            .angle("angle", \.wave.angle),
        ]
    }

    /// `pct`, then the wheel's and the wave's animatable data.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<WheelLayout.AnimatableData, WaveLayout.AnimatableData>> {
        get { AnimatablePair(pct, AnimatablePair(wheel.animatableData, wave.animatableData)) }
        set {
            pct = newValue.first
            wheel.animatableData = newValue.second.first
            wave.animatableData = newValue.second.second
        }
    }

    /// The wheel's size and the wave's size for `proposal`, interpolated by `pct`.
    /// - Complexity: O(*n*) in the number of subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var none: Void = ()
        let wheelSize = wheel.sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
        let waveSize = wave.sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
        return CGSize(width: blend(wheelSize.width, waveSize.width), height: blend(wheelSize.height, waveSize.height))
    }

    /// Places each subview at its ideal size, between its place on the wheel and its place on the
    /// wave, turned between pointing at the wheel's centre and along the wave.
    /// - Complexity: O(*n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let viewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        for (subview, pose) in zip(subviews, poses(in: bounds, viewSizes: viewSizes)) {
            subview.place(at: pose.center, anchor: .center, proposal: .unspecified)
            subview.setRotation(pose.rotation)
        }
    }

    /// Where the views' centres go in `bounds` and how they are turned, as a pure function: the
    /// wheel's and the wave's poses for the same bounds, interpolated by `pct`.
    /// - Parameters:
    ///   - bounds: The region the layout occupies.
    ///   - viewSizes: The views' sizes, in order.
    /// - Returns: One pose per view, in order.
    /// - Complexity: O(*n*) in the number of views.
    public func poses(in bounds: CGRect, viewSizes: [CGSize]) -> [ViewPose] {
        let onWheel = wheel.poses(in: bounds, count: viewSizes.count)
        let onWave = wave.poses(in: bounds, viewSizes: viewSizes)
        return zip(onWheel, onWave).map { $0.interpolated(to: $1, fraction: pct) }
    }

    /// `from·(1 − pct) + to·pct`.
    private func blend(_ from: CGFloat, _ to: CGFloat) -> CGFloat {
        from * (1 - pct) + to * pct
    }
}
