import Foundation

/// How a scroll view keeps moving after the finger lifts: UIScrollView's deceleration, in which
/// the speed falls by the same factor every millisecond.
///
/// With `rate` the factor a millisecond (UIKit's `UIScrollView.DecelerationRate.normal` is
/// 0.998, `.fast` 0.99), the speed after *t* seconds is *v₀* · rate^(1000 *t*), and the distance
/// covered is *v₀* / *k* · (1 − e^(−*k t*)) with *k* = −1000 · ln(rate), which tends to
/// *v₀* / *k* (``distance(speed:rate:)``): the formula of Ilya Lobanov's reconstruction of
/// UIScrollView ("Scrolling mechanics of UIScrollView", 2019, and its ScrollMechanics project),
/// which also gives the point where the motion stops: when what is left to cover is under half a
/// point (``stopDistance``).
///
/// The change animated is where the content comes to rest: ``distance(speed:rate:)`` from where
/// the finger left it, or less when the content's end stops it first; then the motion stops
/// there at once (UIKit would bounce). The run lasts until then.
package struct DecelerationAnimation: CustomAnimation {
    /// UIKit's `UIScrollView.DecelerationRate.normal`: the speed is kept at 99.8 % each millisecond.
    package static let normalRate = 0.998
    /// What is left to cover when the motion stops, in points (Lobanov's threshold).
    package static let stopDistance = 0.5

    /// The speed at the start, in points a second, along the change.
    let speed: Double
    /// The factor the speed keeps each millisecond, between 0 and 1.
    let rate: Double

    /// A deceleration from `speed` points a second at `rate` a millisecond.
    /// - Parameters:
    ///   - speed: The speed when the finger lifts, in points a second; not negative.
    ///   - rate: The factor the speed keeps each millisecond; ``normalRate`` by default.
    package init(speed: Double, rate: Double = DecelerationAnimation.normalRate) {
        self.speed = max(speed.isFinite ? speed : 0, 0)
        self.rate = rate > 0 && rate < 1 ? rate : Self.normalRate
    }

    /// How far content moving at `speed` travels before it stops: `speed / k`.
    /// - Parameters:
    ///   - speed: Points a second; the sign is kept.
    ///   - rate: The factor the speed keeps each millisecond.
    /// - Returns: The distance, in points.
    package static func distance(speed: Double, rate: Double = normalRate) -> Double {
        speed / decay(rate)
    }

    /// The decay constant *k* of `rate`, per second.
    private static func decay(_ rate: Double) -> Double { -1000 * log(rate) }

    /// The distance covered after `time` seconds.
    private func travelled(at time: TimeInterval) -> Double {
        speed / Self.decay(rate) * (1 - exp(-Self.decay(rate) * time))
    }

    /// How much of the change is covered at `time`: the distance travelled by then, along the
    /// change; `nil` once less than ``stopDistance`` is left (or the change is covered).
    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let length = value.magnitudeSquared.squareRoot()
        guard time > 0 else { return .zero }
        let covered = travelled(at: time)
        guard length - covered >= Self.stopDistance else { return nil }
        return value.scaled(by: covered / length)
    }

    /// The speed at `time`, *v₀* e^(−*k t*), along the change.
    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        let length = value.magnitudeSquared.squareRoot()
        guard length > 0 else { return .zero }
        return value.scaled(by: speed * exp(-Self.decay(rate) * max(time, 0)) / length)
    }

    /// When the motion would stop with nothing in its way: when what is left of
    /// ``distance(speed:rate:)`` is under ``stopDistance``.
    package var duration: TimeInterval? {
        let k = Self.decay(rate)
        return max(log(speed / (k * Self.stopDistance)) / k, 0)
    }
}
