import AnimationCore
import FrameTimeline
import Foundation
import LayoutCatalog
import LayoutCore
import Testing
import ZoetropeTestSupport

/// Keyframe runs on a timeline, with a hand-written motion so that the timeline's bookkeeping is
/// checked apart from the keyframe types: the radius moves linearly from where it is to 200 over
/// one second.
@Suite("KeyframeRun")
struct KeyframeRunTests {
    static let canvas = CGSize(width: 400, height: 400)
    static var views: [ViewNode] { tiles(8) }

    /// A run at `time` that takes the radius linearly from its value at the start to 200 in 1 s.
    static func radiusTo200(at time: TimeInterval, repeatCount: Int? = 1, autoreverses: Bool = false) -> KeyframeRun<WheelLayout> {
        KeyframeRun(at: time, repeatCount: repeatCount, autoreverses: autoreverses, label: "radius") { start in
            let from = start.radius
            return KeyframeMotion(duration: 1) { time, wheel in
                wheel.radius = from + (200 - from) * CGFloat(min(max(time, 0), 1))
            }
        }
    }

    static func animation(changes: [StateChange<WheelLayout>], keyframes: [KeyframeRun<WheelLayout>],
                          mode: InterpolationMode = .parameters) throws -> LayoutAnimation<WheelLayout> {
        let timeline = try Timeline(initial: WheelLayout(radius: 100, rotation: .zero), changes: changes, keyframes: keyframes)
        return try LayoutAnimation(timeline: timeline, subviews: views, canvas: canvas, mode: mode)
    }

    @Test("A run starts from the value shown at its start, even mid-animation, and drives only its property")
    func startsFromPresentation() throws {
        // The radius animates 100 → 150 linearly over 2 s from t = 0; at t = 1 (radius 125) the run takes it.
        let animation = try Self.animation(changes: [
            StateChange(at: 0, animation: .linear(duration: 2)) {
                $0.radius = 150
                $0.rotation = .degrees(90)
            },
        ], keyframes: [Self.radiusTo200(at: 1)])
        expectClose(Double(animation.layout(at: 1).radius), 125, tolerance: 1e-9, "at the start of the run")
        expectClose(Double(animation.layout(at: 1.5).radius), 162.5, tolerance: 1e-9, "halfway")
        // The rotation is not driven by the run and goes on animating.
        expectClose(animation.layout(at: 1.5).rotation.degrees, 67.5, tolerance: 1e-9, "rotation")
    }

    @Test("After the run the property keeps its final value, and a later change animates from there")
    func keepsFinalValue() throws {
        let animation = try Self.animation(changes: [
            StateChange(at: 3, animation: .linear(duration: 1)) { $0.radius = 100 },
        ], keyframes: [Self.radiusTo200(at: 0)])
        expectClose(Double(animation.layout(at: 2).radius), 200, tolerance: 1e-9, "after the run")
        expectClose(Double(animation.layout(at: 3.5).radius), 150, tolerance: 1e-9, "halfway back")
        #expect(animation.naturalDuration == 4)
    }

    @Test("Repeats with autoreverse play every second run backwards; an even count ends where it began",
          arguments: [24, 60])
    func repeatsAutoreverse(fps: Int) throws {
        let animation = try Self.animation(changes: [], keyframes: [Self.radiusTo200(at: 0, repeatCount: 2, autoreverses: true)])
        expectEveryClose("the radius at \(fps) fps") { check in
            for frame in 0...(3 * fps) {
                let t = Double(frame) / Double(fps)
                let expected = t < 1 ? 100 + 100 * t : (t < 2 ? 200 - 100 * (t - 1) : 100)
                check(Double(animation.layout(at: t).radius), expected, "t = \(t)")
            }
        }
        #expect(animation.naturalDuration == 2)
    }

    @Test("Repeats without autoreverse jump back to the start of each play")
    func repeatsForward() throws {
        let animation = try Self.animation(changes: [], keyframes: [Self.radiusTo200(at: 0, repeatCount: 3)])
        expectClose(Double(animation.layout(at: 1.5).radius), 150, tolerance: 1e-9)
        expectClose(Double(animation.layout(at: 2.25).radius), 125, tolerance: 1e-9)
        expectClose(Double(animation.layout(at: 3).radius), 200, tolerance: 1e-9, "after the last play")
    }

    @Test("A run that repeats for ever drives its property for ever and has no natural end")
    func forever() throws {
        let animation = try Self.animation(changes: [], keyframes: [Self.radiusTo200(at: 0, repeatCount: nil)])
        expectClose(Double(animation.layout(at: 100.5).radius), 150, tolerance: 1e-9)
        #expect(animation.naturalDuration == nil)
    }

    @Test("In positions mode the layout is run with the keyframed values while the run plays")
    func positionsMode() throws {
        struct Plain: Layout {
            var radius: CGFloat = 100
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: 2 * radius, height: 2 * radius)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.midX + radius, y: bounds.midY), anchor: .center, proposal: .unspecified)
                }
            }
        }
        let run = KeyframeRun<Plain>(at: 0) { start in
            KeyframeMotion(duration: 1) { time, layout in layout.radius = start.radius + 100 * CGFloat(time) }
        }
        let timeline = try Timeline(initial: Plain(), keyframes: [run])
        let animation = try LayoutAnimation(timeline: timeline, subviews: tiles(1), canvas: Self.canvas, mode: .positions)
        #expect(animation.mode == .positions)
        let sample = try animation.sample(at: 0.5)
        expectClose(Double(sample.placements[0].center.x), 200 + 150, tolerance: 1e-9, "keyframed radius 150")
        let after = try animation.sample(at: 2)
        expectClose(Double(after.placements[0].center.x), 200 + 200, tolerance: 1e-9, "final radius 200")
    }

    @Test("A keyframe run at a bad time is refused", arguments: [-1.0, .nan, .infinity])
    func badTime(time: Double) {
        #expect(throws: TimelineError.self) {
            try Timeline(initial: WheelLayout(radius: 1, rotation: .zero), keyframes: [Self.radiusTo200(at: time)])
        }
    }
}
