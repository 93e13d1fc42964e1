import Testing
import Zoetrope

/// A 20-point square that, as it appears, moves 100 points right with `animation`, as apps write
/// `withAnimation(animation) { moved = true }` in `.onAppear`.
private struct Mover: View {
    let animation: Animation
    @State private var moved = false

    var body: some View {
        Rectangle().fill(.red).frame(width: 20, height: 20)
            .offset(x: moved ? 100 : 0)
            .onAppear { withAnimation(animation) { moved = true } }
    }
}

/// How far (0…100 points) the square of a `Mover` has gone at each of `times` (seconds, at 30 fps).
private func offsets(_ animation: Animation, at times: [Double], duration: TimeInterval? = nil) throws -> [Double] {
    try offsets(at: times, duration: duration) { Mover(animation: animation) }
}

/// How far the first leaf view of `content` is right of the canvas centre at each of `times`.
private func offsets<Content: View & SendableMetatype>(at times: [Double], duration: TimeInterval? = nil,
                                                       @ViewBuilder content: @escaping @Sendable () -> Content) throws -> [Double] {
    let scene = try Scene(named: "curve", canvas: CGSize(width: 300, height: 100), duration: duration, content: content)
    return try times.map { time in
        Double(try scene.sample(frame: Int((time * 30).rounded())).placements[0].center.x) - 150
    }
}

/// The cubic Bézier timing curve through (0, 0), (`x1`, `y1`), (`x2`, `y2`), (1, 1) at `progress`,
/// found by bisection on the curve's x, as CSS and Core Animation define it.
private func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at progress: Double) -> Double {
    func coordinate(_ c1: Double, _ c2: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
        let middle = (low + high) / 2
        if coordinate(x1, x2, middle) < progress { low = middle } else { high = middle }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

/// A damped spring's way from 0 to 1 at `time`, starting with `velocity` (fractions of the way a
/// second): `response` is its undamped period (2π / ω₀) and `dampingRatio` ζ ≤ 1, as SwiftUI's
/// `Spring(response:dampingRatio:)`. The displacement from 1 is e^(−ζω₀t)(A cos ω_d t + B sin ω_d t).
private func spring(response: Double, dampingRatio: Double, velocity: Double = 0, at time: Double) -> Double {
    let omega = 2 * Double.pi / response
    if dampingRatio >= 1 { return 1 - exp(-omega * time) * (1 + (omega - velocity) * time) }
    let damped = omega * (1 - dampingRatio * dampingRatio).squareRoot()
    let decay = exp(-dampingRatio * omega * time)
    return 1 - decay * (cos(damped * time) + (dampingRatio * omega - velocity) / damped * sin(damped * time))
}

/// A spring's way from 0 to 1 from its mass, stiffness and damping: ω₀ = √(k/m), ζ = c / (2√(km)).
private func spring(mass: Double, stiffness: Double, damping: Double, velocity: Double = 0, at time: Double) -> Double {
    spring(response: 2 * Double.pi * (mass / stiffness).squareRoot(), dampingRatio: damping / (2 * (stiffness * mass).squareRoot()),
           velocity: velocity, at: time)
}

/// Expects each offset to be 100 × the expected fraction, within `tolerance` points.
private func expectOffsets(_ actual: [Double], _ fractions: [Double], tolerance: Double = 0.05, _ what: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    for (index, (offset, fraction)) in zip(actual, fractions).enumerated() {
        #expect(abs(offset - 100 * fraction) <= tolerance,
                "\(what), sample \(index): expected \(100 * fraction), got \(offset)", sourceLocation: sourceLocation)
    }
}

/// An animation of one's own: jumps half way at once, and the rest after 0.5 s.
private struct HalfStep: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < 1 else { return nil }
        return value.scaled(by: time < 0.5 ? 0.5 : 1)
    }
}

/// The timing curves and springs of `Animation`, sampled frame by frame against the curves SwiftUI
/// documents: cubic Béziers for the eases, damped harmonic oscillators for the springs.
@Suite("Animation curves and springs")
struct AnimationCurveTests {
    @Test("linear, easeIn, easeOut and easeInOut run 0.35 s along the Béziers (0,0,1,1), (0.42,0,1,1), (0,0,0.58,1), (0.42,0,0.58,1)",
          arguments: ["linear", "easeIn", "easeOut", "easeInOut"])
    func defaultDurationCurves(name: String) throws {
        let (animation, points): (Animation, [Double]) = switch name {
        case "linear": (.linear, [0, 0, 1, 1])
        case "easeIn": (.easeIn, [0.42, 0, 1, 1])
        case "easeOut": (.easeOut, [0, 0, 0.58, 1])
        default: (.easeInOut, [0.42, 0, 0.58, 1])
        }
        let times = [0.1, 1.0 / 6, 0.2, 0.3, 0.4]
        let expected = times.map { bezier(points[0], points[1], points[2], points[3], at: min($0 / 0.35, 1)) }
        expectOffsets(try offsets(animation, at: times), expected, name)
    }

    @Test("linear(duration:), easeIn(duration:), easeOut(duration:), easeInOut(duration:) stretch the same curves over 1 s",
          arguments: ["linear", "easeIn", "easeOut", "easeInOut"])
    func curvesWithDuration(name: String) throws {
        let (animation, points): (Animation, [Double]) = switch name {
        case "linear": (.linear(duration: 1), [0, 0, 1, 1])
        case "easeIn": (.easeIn(duration: 1), [0.42, 0, 1, 1])
        case "easeOut": (.easeOut(duration: 1), [0, 0, 0.58, 1])
        default: (.easeInOut(duration: 1), [0.42, 0, 0.58, 1])
        }
        let times = [0.2, 0.5, 0.8, 1.0, 1.2]
        let expected = times.map { bezier(points[0], points[1], points[2], points[3], at: min($0, 1)) }
        expectOffsets(try offsets(animation, at: times), expected, name)
    }

    @Test("timingCurve(_:_:_:_:duration:) follows the Bézier of its control points; timingCurve(_:duration:) follows a UnitCurve")
    func customTimingCurves() throws {
        let times = [0.2, 0.5, 0.8]
        expectOffsets(try offsets(.timingCurve(0.2, 0.8, 0.4, 1, duration: 1), at: times),
                      times.map { bezier(0.2, 0.8, 0.4, 1, at: $0) }, "timingCurve(0.2, 0.8, 0.4, 1)")
        expectOffsets(try offsets(.timingCurve(0.3, 0, 0.7, 1), at: [0.1, 0.2, 0.3]),
                      [0.1, 0.2, 0.3].map { bezier(0.3, 0, 0.7, 1, at: $0 / 0.35) }, "timingCurve's default 0.35 s")
        expectOffsets(try offsets(.timingCurve(.easeIn, duration: 2), at: [0.5, 1, 1.5]),
                      [0.5, 1, 1.5].map { bezier(0.42, 0, 1, 1, at: $0 / 2) }, "timingCurve(.easeIn, duration: 2)")
    }

    @Test("Animation.default and withAnimation { } without an animation: iOS 17's spring(response: 0.55, dampingFraction: 1) in a scene, easeInOut over 0.35 s in a scene that follows iOS 16, as Apple documents")
    func defaultAnimation() throws {
        struct Defaulted: View {
            @State private var moved = false
            var body: some View {
                Rectangle().frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                    .onAppear { withAnimation { moved = true } }
            }
        }
        let times = [0.1, 0.2, 0.3, 0.5, 0.8]
        let springWay = times.map { spring(response: 0.55, dampingRatio: 1, at: $0) }
        expectOffsets(try offsets(.default, at: times), springWay, "Animation.default")
        expectOffsets(try offsets(at: times) { Defaulted() }, springWay, "withAnimation { }")
        let scene = try Scene(named: "legacy", canvas: CGSize(width: 300, height: 100), animationDefaults: .iOS16) { Defaulted() }
        let legacy = try times.map { Double(try scene.sample(frame: Int(($0 * 30).rounded())).placements[0].center.x) - 150 }
        expectOffsets(legacy, times.map { bezier(0.42, 0, 0.58, 1, at: min($0 / 0.35, 1)) }, "withAnimation { } following iOS 16")
        #expect(AnimationDefaults.iOS16.animation == .easeInOut(duration: 0.35))
        #expect(AnimationDefaults.iOS17.animation == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
    }

    @Test("smooth, snappy and bouncy are 0.5 s springs with bounce 0, 0.15 and 0.3 (damping ratio 1 − bounce); spring and interpolatingSpring bounce 0",
          arguments: ["smooth", "snappy", "bouncy", "spring", "interpolatingSpring"])
    func springPresets(name: String) throws {
        let (animation, bounce): (Animation, Double) = switch name {
        case "smooth": (.smooth, 0)
        case "snappy": (.snappy, 0.15)
        case "bouncy": (.bouncy, 0.3)
        case "spring": (.spring, 0)
        default: (.interpolatingSpring, 0)
        }
        let times = [0.1, 0.2, 0.3, 0.5, 0.7]
        let expected = times.map { spring(response: 0.5, dampingRatio: 1 - bounce, at: $0) }
        expectOffsets(try offsets(animation, at: times, duration: 2), expected, tolerance: 0.1, name)
    }

    @Test("interactiveSpring is a quick spring, within a point of spring(response: 0.15, dampingFraction: 0.86): settled within 0.3 s")
    func interactiveSpringPreset() throws {
        let times = [1.0 / 30, 2.0 / 30, 0.1, 0.3]
        let expected = times.map { spring(response: 0.15, dampingRatio: 0.86, at: $0) }
        expectOffsets(try offsets(.interactiveSpring, at: times, duration: 1), expected, tolerance: 1, "interactiveSpring")
    }

    @Test("springs with a duration and a bounce: the response is the duration, the damping ratio 1 − bounce (− extra bounce for the presets)",
          arguments: ["smooth", "snappy", "bouncy", "spring", "interpolatingSpring", "interactiveSpring"])
    func springsWithDuration(name: String) throws {
        let (animation, response, bounce): (Animation, Double, Double) = switch name {
        case "smooth": (.smooth(duration: 0.8, extraBounce: 0.2), 0.8, 0.2)
        case "snappy": (.snappy(duration: 0.8, extraBounce: 0.1), 0.8, 0.25)
        case "bouncy": (.bouncy(duration: 0.8, extraBounce: 0.1), 0.8, 0.4)
        case "spring": (.spring(duration: 0.8, bounce: 0.3), 0.8, 0.3)
        case "interpolatingSpring": (.interpolatingSpring(duration: 0.8, bounce: 0.3), 0.8, 0.3)
        default: (.interactiveSpring(duration: 0.4, extraBounce: 0.1), 0.4, 0.25)
        }
        let times = [0.1, 0.3, 0.5, 0.7, 1.0]
        let expected = times.map { spring(response: response, dampingRatio: 1 - bounce, at: $0) }
        expectOffsets(try offsets(animation, at: times, duration: 3), expected, tolerance: 0.1, name)
    }

    @Test("springs from a response and damping fraction, a Spring value, or mass, stiffness and damping follow the same oscillator",
          arguments: ["response", "interactive", "springValue", "interpolatingValue", "massStiffness"])
    func springsFromParameters(name: String) throws {
        let animation: Animation
        let expected: (Double) -> Double
        switch name {
        case "response":
            animation = .spring(response: 0.6, dampingFraction: 0.5, blendDuration: 0)
            expected = { spring(response: 0.6, dampingRatio: 0.5, at: $0) }
        case "interactive":
            animation = .interactiveSpring(response: 0.4, dampingFraction: 0.6, blendDuration: 0.25)
            expected = { spring(response: 0.4, dampingRatio: 0.6, at: $0) }
        case "springValue":
            animation = .spring(Spring(duration: 0.6, bounce: 0.4), blendDuration: 0)
            expected = { spring(response: 0.6, dampingRatio: 0.6, at: $0) }
        case "interpolatingValue":
            animation = .interpolatingSpring(Spring(duration: 0.6, bounce: 0.4))
            expected = { spring(response: 0.6, dampingRatio: 0.6, at: $0) }
        default:
            animation = .interpolatingSpring(mass: 2, stiffness: 100, damping: 10)
            expected = { spring(mass: 2, stiffness: 100, damping: 10, at: $0) }
        }
        let times = [0.1, 0.3, 0.5, 0.7, 1.0]
        expectOffsets(try offsets(animation, at: times, duration: 3), times.map(expected), tolerance: 0.1, name)
    }

    @Test("delay(_:) holds the start for the delay; speed(_:) runs the animation that many times faster")
    func delayAndSpeed() throws {
        expectOffsets(try offsets(.linear(duration: 1).delay(0.5), at: [0.3, 0.5, 1.0, 1.4, 1.6]), [0, 0, 0.5, 0.9, 1], "delay(0.5)")
        expectOffsets(try offsets(.linear(duration: 1).speed(2), at: [0.2, 0.4, 0.5, 0.8]), [0.4, 0.8, 1, 1], "speed(2)")
        expectOffsets(try offsets(.linear(duration: 1).speed(0.5), at: [0.5, 1, 1.5]), [0.25, 0.5, 0.75], "speed(0.5)")
    }

    @Test("repeatCount(_:autoreverses:) runs there and back the given number of times; without reversing it jumps back to the start")
    func repeatCounts() throws {
        expectOffsets(try offsets(.linear(duration: 1).repeatCount(3, autoreverses: true), at: [0.5, 1.2, 1.5, 2.5, 3.5]),
                      [0.5, 0.8, 0.5, 0.5, 1], "repeatCount(3, autoreverses: true)")
        expectOffsets(try offsets(.linear(duration: 1).repeatCount(2, autoreverses: false), at: [0.5, 1.5, 2.5]),
                      [0.5, 0.5, 1], "repeatCount(2, autoreverses: false)")
    }

    @Test("repeatForever(autoreverses:) goes there and back for ever, or starts again from the beginning without reversing")
    func repeatForever() throws {
        expectOffsets(try offsets(.linear(duration: 1).repeatForever(autoreverses: true), at: [0.5, 1.5, 2.2, 3.8], duration: 4),
                      [0.5, 0.5, 0.2, 0.2], "autoreverses")
        expectOffsets(try offsets(.linear(duration: 1).repeatForever(autoreverses: false), at: [0.5, 1.5, 2.2, 3.8], duration: 4),
                      [0.5, 0.5, 0.2, 0.8], "without reversing")
    }

    @Test("Animation(_:) wraps a CustomAnimation: the view follows the values its animate(value:time:context:) returns")
    func customAnimation() throws {
        // A scene needs a duration here: Zoetrope cannot tell when a CustomAnimation without a `duration` ends.
        expectOffsets(try offsets(Animation(HalfStep()), at: [0.1, 0.4, 0.6, 1.2], duration: 2), [0.5, 0.5, 1, 1], "HalfStep")
    }

    @Test("withAnimation(_:_:) animates the changes its body makes; withAnimation(nil) and withAnimation() with no animation given")
    func withAnimationBody() throws {
        struct Slider: View {
            let animated: Bool
            @State private var moved = false
            var body: some View {
                Rectangle().frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                    .onAppear {
                        if animated { withAnimation(.linear(duration: 1)) { moved = true } } else { withAnimation(nil) { moved = true } }
                    }
            }
        }
        expectOffsets(try offsets(at: [0.2, 0.5, 1.2]) { Slider(animated: true) }, [0.2, 0.5, 1], "withAnimation(.linear(duration: 1))")
        expectOffsets(try offsets(at: [0, 0.5]) { Slider(animated: false) }, [1, 1], "withAnimation(nil) jumps")
    }

    @Test("withAnimation(_:completionCriteria:_:completion:) runs its completion when the animation is done")
    func withAnimationCompletion() throws {
        struct Chained: View {
            @State private var moved = false
            @State private var done = false
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                    Rectangle().frame(width: done ? 100 : 10, height: 10)
                }
                .onAppear {
                    withAnimation(.linear(duration: 1), completionCriteria: .logicallyComplete) { moved = true } completion: { done = true }
                }
            }
        }
        let scene = try Scene(named: "completion", canvas: CGSize(width: 300, height: 100), duration: 2) { Chained() }
        #expect(try scene.sample(frame: 15).placements[1].size.width == 10, "half way: not yet")
        #expect(try scene.sample(frame: 33).placements[1].size.width == 100, "after 1 s: done")
        #expect(abs(Double(try scene.sample(frame: 15).placements[0].center.x) - 200) < 0.05, "the square half way")
    }

    @Test("animation(_:value:) animates the view's changes when the value changes")
    func animationValue() throws {
        struct Slider: View {
            @State private var moved = false
            var body: some View {
                Rectangle().frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                    .animation(.easeIn(duration: 1), value: moved)
                    .onAppear { moved = true }
            }
        }
        let times = [0.2, 0.5, 0.8]
        expectOffsets(try offsets(at: times) { Slider() }, times.map { bezier(0.42, 0, 1, 1, at: $0) }, "animation(.easeIn(duration: 1), value:)")
    }

    @Test("animation(_:) animates every change of the view below it; animation(nil) turns off the animation of a change made in withAnimation")
    func animationAlways() throws {
        struct Slider: View {
            let off: Bool
            @State private var moved = false
            var body: some View {
                HStack(spacing: 0) {
                    Rectangle().frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
                        .animation(off ? nil : .linear(duration: 2))
                }
                .onAppear { if off { withAnimation(.linear(duration: 1)) { moved = true } } else { moved = true } }
            }
        }
        expectOffsets(try offsets(at: [0.5, 1, 2.2]) { Slider(off: false) }, [0.25, 0.5, 1], "animation(.linear(duration: 2))")
        expectOffsets(try offsets(at: [0, 0.5]) { Slider(off: true) }, [1, 1], "animation(nil)")
    }

    @Test("animation(_:body:) animates only what the body closure changes on the placeholder")
    func animationBody() throws {
        struct Slider: View {
            @State private var moved = false
            var body: some View {
                Rectangle().frame(width: 20, height: 20)
                    .animation(.linear(duration: 1)) { content in
                        content.offset(x: moved ? 100 : 0)
                    }
                    .opacity(moved ? 0.2 : 1)
                    .onAppear { moved = true }
            }
        }
        let scene = try Scene(named: "body", canvas: CGSize(width: 300, height: 100), duration: 2) { Slider() }
        let half = try scene.sample(frame: 15).placements[0]
        #expect(abs(Double(half.center.x) - 200) < 0.05, "the offset, inside the body, half way")
        #expect(abs(half.opacity - 0.2) < 1e-6, "the opacity, outside it, changed at once")
    }
}
