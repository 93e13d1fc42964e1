import Foundation

// MARK: - Persistent springs

/// SwiftUI's spring animations, with its names, parameters and defaults.
///
/// Two kinds of spring exist, as in SwiftUI:
/// - **Persistent springs** (`.spring`, `.interactiveSpring`, `.smooth`, `.snappy`, `.bouncy`) take
///   over whatever animation runs on the same value, keeping its current value and velocity
///   (``SpringAnimation``).
/// - **Interpolating springs** (`.interpolatingSpring`) run beside running animations and add up
///   with them (``InterpolatingSpringAnimation``).
///
/// Parameters out of range are read as ``Spring`` reads them: durations and responses are clamped
/// to ``Spring/minimumDuration``...``Spring/maximumDuration`` (NaN is the minimum, so a response of
/// 0, SwiftUI's "infinitely stiff" spring, is the stiffest one); bounces to −0.999...1 (NaN is 0);
/// negative or NaN damping fractions and damping to 0. A negative, NaN or infinite initial
/// velocity, mass or blend duration is described at each function.
///
/// **Overloads.** SwiftUI has `spring(response:dampingFraction:blendDuration:)` and
/// `spring(duration:bounce:blendDuration:)`, both with every parameter defaulted, and the same pair
/// for `interactiveSpring`. As in SwiftUI (iOS 17 and later), the response forms are the
/// disfavoured ones, so a call that names none of the distinguishing parameters, `.spring()`,
/// `.spring` or `.spring(blendDuration: 0.1)`, means the duration form: duration 0.5, bounce 0, a
/// spring that does not overshoot (the same as `.smooth`); and `.interactiveSpring()` means
/// duration 0.15, bounce 0.15, blend 0.25. Before iOS 17, SwiftUI's `.spring()` was response 0.55,
/// damping fraction 0.825; write `.spring(response: 0.55, dampingFraction: 0.825)` for that. A call
/// naming `duration` or `response` is never ambiguous.
extension Animation {
    /// A persistent spring animation, described by a response and a damping fraction.
    ///
    /// When mixed with other persistent springs on the same property, each animation is replaced by
    /// its successor, which keeps the value's velocity.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds (the
    ///     spring's period without damping); 0.5 if not given. 0 (or less, or NaN) requests the
    ///     stiffest spring, a response of ``Spring/minimumDuration``.
    ///   - dampingFraction: The drag, as a fraction of the critical damping; 0.825 if not given.
    ///     Below 1 it bounces, above 1 it is over-damped. Negative or NaN is read as 0.
    ///   - blendDuration: Seconds over which a change of response is blended when this spring
    ///     takes over another persistent spring; 0 if not given. Negative or NaN is read as 0.
    /// - Returns: The spring animation.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A persistent spring animation, described by a perceptual duration and a bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds, which sets the pace of the spring; 0.5 if
    ///     not given. Clamped to ``Spring/minimumDuration``...``Spring/maximumDuration``.
    ///   - bounce: How bouncy the spring is: 0 (the default) does not overshoot, up to 1 which
    ///     oscillates for ever; down to −1 is over-damped. Clamped to −0.999...1.
    ///   - blendDuration: Seconds over which a change of response is blended; 0 if not given.
    /// - Returns: The spring animation: `spring(response: duration, dampingFraction: f)` with
    ///   `f = 1 − bounce`, or `1 / (1 + bounce)` for a negative bounce.
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0
    ) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring animation following a given spring.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - blendDuration: Seconds over which a change of response is blended; 0 if not given.
    ///     Negative or NaN is read as 0.
    /// - Returns: The spring animation.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
    }

    /// A persistent spring with the default parameters: duration 0.5, bounce 0 (SwiftUI's since
    /// iOS 17).
    public static var spring: Animation { spring() }

    /// A persistent spring with a short response, for driving interactive animations.
    ///
    /// - Parameters:
    ///   - response: The response in seconds; 0.15 if not given.
    ///   - dampingFraction: The damping as a fraction of the critical damping; 0.86 if not given.
    ///   - blendDuration: Seconds over which a change of response is blended; 0.25 if not given.
    /// - Returns: The spring animation.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A persistent spring with a short duration, for driving interactive animations.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds; 0.15 if not given.
    ///   - extraBounce: Bounce added to the base bounce of 0.15; 0 if not given.
    ///   - blendDuration: Seconds over which a change of response is blended; 0.25 if not given.
    /// - Returns: `spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)`.
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// An interactive spring with the default parameters: duration 0.15, bounce 0.15, blend
    /// duration 0.25.
    public static var interactiveSpring: Animation { interactiveSpring() }

    // MARK: Presets

    /// A smooth spring with no bounce: duration 0.5, bounce 0.
    public static var smooth: Animation { smooth() }

    /// A smooth spring, tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration; 0.5 if not given.
    ///   - extraBounce: Bounce added to the base bounce of 0; 0 if not given.
    /// - Returns: `spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small bounce that feels snappy: duration 0.5, bounce 0.15.
    public static var snappy: Animation { snappy() }

    /// A snappy spring, tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration; 0.5 if not given.
    ///   - extraBounce: Bounce added to the base bounce of 0.15; 0 if not given.
    /// - Returns: `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a noticeable bounce: duration 0.5, bounce 0.3.
    public static var bouncy: Animation { bouncy() }

    /// A bouncy spring, tuned.
    /// - Parameters:
    ///   - duration: The perceptual duration; 0.5 if not given.
    ///   - extraBounce: Bounce added to the base bounce of 0.3; 0 if not given.
    /// - Returns: `spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

// MARK: - Interpolating springs

extension Animation {
    /// An interpolating spring described by its physical coefficients.
    ///
    /// A damped spring moves a fraction from 0 to 1 and the change is scaled by it. Overlapping
    /// interpolating springs add up, which preserves velocity across them.
    ///
    /// - Parameters:
    ///   - mass: The mass; 1 if not given. A mass that is not positive and finite is read as 1.
    ///   - stiffness: The stiffness, clamped so that the period lies in
    ///     ``Spring/minimumDuration``...``Spring/maximumDuration``.
    ///   - damping: The damping. Negative or NaN is read as 0; damping above the critical amount is
    ///     lowered to it.
    ///   - initialVelocity: The velocity at the start, in changes per second (1 moves at the whole
    ///     change per second); 0 if not given. Infinite or NaN is read as 0.
    /// - Returns: The spring animation.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping),
                            initialVelocity: initialVelocity)
    }

    /// An interpolating spring described by a perceptual duration and a bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration in seconds; 0.5 if not given.
    ///   - bounce: How bouncy the spring is, −1...1; 0 if not given.
    ///   - initialVelocity: The velocity at the start, in changes per second; 0 if not given.
    /// - Returns: The spring animation.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    ) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring following a given spring.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: The velocity at the start, in changes per second; 0 if not given.
    ///     Infinite or NaN is read as 0.
    /// - Returns: The spring animation.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// An interpolating spring with the default parameters: duration 0.5, bounce 0.
    public static var interpolatingSpring: Animation { interpolatingSpring() }
}
