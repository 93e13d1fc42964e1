import AnimationCore
import Foundation
import LayoutCore

/// Views along a sine wave, each turned along the wave (article 004's `WaveLayout`).
///
/// The views' centres are spread evenly across the bounds, from the left edge plus half the widest
/// view to the right edge minus half the widest view, so the outermost views touch the edges. A
/// centre at `x` is at height
///
///     y = midY + amplitude · sin(2π · frequency · u + angle),   u = (x − minX) / width,
///
/// so `frequency` counts full periods across the layout's width and `angle` shifts the phase:
/// animating `angle` makes the wave travel. Screen y grows downwards, so a positive amplitude
/// first takes the wave below its middle line. Each view is turned along the wave's tangent,
/// `atan(dy/dx)` in screen coordinates: clockwise where the wave goes down to the right.
///
/// One view sits in the middle (`u = ½`); views wider than the bounds all sit in the middle; in
/// bounds of zero width the phase is `angle` for every view and the views are not turned. An
/// amplitude of zero is a straight line through the middle, every view unturned; a negative
/// amplitude mirrors the wave.
///
/// Views are measured and placed at their ideal size (the unspecified proposal). The wave asks for
/// the proposed width, or, when the width is unspecified or infinite, for the views' widths laid
/// side by side (so neighbours just touch before they are turned); and for a height of twice the
/// amplitude plus the tallest view. Turned views can reach beyond that height.
///
/// Its `animatableData` is `(amplitude, (frequency, angle in radians))`.
public struct WaveLayout: ParameterizedLayout {
    /// How far the wave goes above and below its middle line, in points.
    public var amplitude: CGFloat
    /// The number of full periods across the layout's width.
    public var frequency: CGFloat
    /// The phase of the wave at its left edge.
    public var angle: Angle

    /// Creates a wave.
    /// - Parameters:
    ///   - amplitude: How far the wave goes above and below its middle line, in points.
    ///   - frequency: The number of full periods across the layout's width.
    ///   - angle: The phase at the left edge.
    public init(amplitude: CGFloat, frequency: CGFloat, angle: Angle) {
        self.amplitude = amplitude
        self.frequency = frequency
        self.angle = angle
    }

    /// A wave of amplitude 50 with one period across the width and no phase shift.
    public init() { self.init(amplitude: 50, frequency: 1, angle: .zero) }

    /// The frequencies a scene may set: a million periods across the width is already far finer
    /// than a pixel; beyond about 1e305 the phase overflows and places views at NaN.
    public static let frequencyRange: ClosedRange<Double> = -1_000_000...1_000_000

    /// `amplitude` in points, `frequency` as a number (within ``frequencyRange``), `angle` in degrees.
    public static var parameters: [LayoutParameter<WaveLayout>] {
        [.length("amplitude", \.amplitude), .number("frequency", \.frequency, validRange: frequencyRange), .angle("angle", \.angle)]
    }

    /// The amplitude, the frequency and the angle in radians.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(amplitude, AnimatablePair(frequency, CGFloat(angle.radians))) }
        set {
            amplitude = newValue.first
            frequency = newValue.second.first
            angle = .radians(Double(newValue.second.second))
        }
    }

    /// The proposed width (the views side by side when it is unspecified or infinite) by twice the
    /// amplitude plus the tallest view.
    /// - Complexity: O(*n*) in the number of subviews.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size(for: proposal, viewSizes: Self.measure(subviews))
    }

    /// Places each subview's centre on the wave, at its ideal size, turned along the wave.
    /// - Complexity: O(*n*) in the number of subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, pose) in zip(subviews, poses(in: bounds, viewSizes: Self.measure(subviews))) {
            subview.place(at: pose.center, anchor: .center, proposal: .unspecified)
            subview.setRotation(pose.rotation)
        }
    }

    /// The size the wave asks for, as a pure function of the proposal and the views' sizes.
    /// - Parameters:
    ///   - proposal: The proposal; only its width is used.
    ///   - viewSizes: The views' sizes, in order.
    /// - Returns: The proposed width, or the sum of the views' widths when the width is
    ///   unspecified or infinite; by `2·|amplitude|` plus the tallest view's height.
    /// - Complexity: O(*n*) in the number of views.
    public func size(for proposal: ProposedViewSize, viewSizes: [CGSize]) -> CGSize {
        let tallest = viewSizes.map(\.height).max() ?? 0
        return CGSize(width: Self.width(for: proposal, viewSizes: viewSizes), height: 2 * abs(amplitude) + tallest)
    }

    /// Where the wave puts the centres of views of `viewSizes` in `bounds`, and how it turns them,
    /// as a pure function: what ``placeSubviews(in:proposal:subviews:cache:)`` places.
    /// - Parameters:
    ///   - bounds: The region the wave occupies.
    ///   - viewSizes: The views' sizes, in order; only the widest matters, for the margins.
    /// - Returns: One pose per view, in order: its centre on the wave and the angle of the wave's
    ///   tangent there.
    /// - Complexity: O(*n*) in the number of views.
    public func poses(in bounds: CGRect, viewSizes: [CGSize]) -> [ViewPose] {
        let widest = viewSizes.map(\.width).max() ?? 0
        return Self.spreadAcross(bounds, count: viewSizes.count, margin: widest / 2).map { x in
            pose(atX: x, in: bounds)
        }
    }

    // MARK: Steps

    /// The views' ideal sizes, which is what they are placed at.
    private static func measure(_ subviews: Subviews) -> [CGSize] {
        subviews.map { $0.sizeThatFits(.unspecified) }
    }

    /// The proposed width when it is finite, else the views side by side.
    private static func width(for proposal: ProposedViewSize, viewSizes: [CGSize]) -> CGFloat {
        if let width = proposal.width, width.isFinite { return width }
        return viewSizes.reduce(0) { $0 + $1.width }
    }

    /// `count` evenly spaced x positions from `minX + margin` to `maxX − margin`; the middle when
    /// there is one, or when the margins leave no room.
    private static func spreadAcross(_ bounds: CGRect, count: Int, margin: CGFloat) -> [CGFloat] {
        let left = bounds.minX + margin, right = bounds.maxX - margin
        guard count > 1, left < right else { return Array(repeating: bounds.midX, count: max(count, 0)) }
        let step = (right - left) / CGFloat(count - 1)
        return (0..<count).map { left + step * CGFloat($0) }
    }

    /// The point of the wave at `x` and the angle of its tangent there.
    private func pose(atX x: CGFloat, in bounds: CGRect) -> ViewPose {
        // Radians of phase per point across; zero in bounds of zero width, where every view has the phase `angle`.
        let wavenumber = bounds.width > 0 ? 2 * .pi * frequency / bounds.width : 0
        let phase = wavenumber * (x - bounds.minX) + CGFloat(angle.radians)
        let y = bounds.midY + amplitude * sin(phase)
        let slope = amplitude * wavenumber * cos(phase)  // dy/dx, in screen coordinates (y down)
        return ViewPose(center: CGPoint(x: x, y: y), rotation: .radians(Double(atan(slope))))
    }
}
