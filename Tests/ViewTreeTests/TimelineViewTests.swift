import AnimationCore
import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A clock's second hand drawn from the date, as SwiftUI clock faces are.
private struct SecondHand<Schedule: TimelineSchedule>: View {
    let schedule: Schedule

    var body: some View {
        TimelineView(schedule) { context in
            let seconds = context.date.timeIntervalSince(Scene.defaultStartDate)
            Capsule().frame(width: 4, height: 60)
                .rotationEffect(.degrees(seconds * 6))
        }
    }
}

@Suite("TimelineView: views drawn from the date")
struct TimelineViewTests {
    static let canvas = CGSize(width: 200, height: 200)

    static func rotation(_ scene: Scene, frame: Int) throws -> Double {
        try scene.sample(frame: frame).placements[0].rotation.degrees
    }

    @Test("with .animation, context.date is the scene's start date plus the frame's time, at every frame", arguments: [10, 24])
    func everyFrame(fps: Int) throws {
        let scene = try Scene(named: "hand", canvas: Self.canvas, fps: fps, duration: 2) { SecondHand(schedule: .animation) }
        for frame in scene.clock.frames {
            // A Date is seconds since 2001 as a Double: near 2026 it is exact to about 1e-7 s, so 6e-7°.
            expectClose(try Self.rotation(scene, frame: frame), scene.clock.time(ofFrame: frame) * 6, tolerance: 1e-5, "frame \(frame)")
        }
    }

    @Test("schedules: periodic and animation(minimumInterval:) step, paused holds the start, explicit shows the latest date passed",
          arguments: [
              (AnySchedule.periodic, [0.0, 0, 6, 6, 12, 12, 18]),
              (.minimumInterval, [0, 0, 6, 6, 12, 12, 18]),
              (.paused, [0, 0, 0, 0, 0, 0, 0]),
              (.explicit, [0, 0, 0, 0, 11.4, 11.4, 11.4]),
          ])
    fileprivate func schedules(schedule: AnySchedule, expected: [Double]) throws {
        let start = Scene.defaultStartDate
        let scene: Scene = switch schedule {
        case .periodic: try Scene(named: "p", canvas: Self.canvas, fps: 2, duration: 3) { SecondHand(schedule: .periodic(from: start, by: 1)) }
        case .minimumInterval: try Scene(named: "m", canvas: Self.canvas, fps: 2, duration: 3) { SecondHand(schedule: .animation(minimumInterval: 1)) }
        case .paused: try Scene(named: "s", canvas: Self.canvas, fps: 2, duration: 3) { SecondHand(schedule: .animation(minimumInterval: nil, paused: true)) }
        case .explicit: try Scene(named: "e", canvas: Self.canvas, fps: 2, duration: 3) {
            SecondHand(schedule: .explicit([start.addingTimeInterval(1.9), start.addingTimeInterval(10)]))
        }
        }
        // Frames at 0, 0.5, …, 3 s; the hand turns 6° a second of the date shown.
        let shown = try scene.clock.frames.map { try Self.rotation(scene, frame: $0) }
        #expect(shown.count == expected.count)
        for (frame, (actual, wanted)) in zip(shown, expected).enumerated() {
            expectClose(actual, wanted, tolerance: 1e-5, "\(schedule) at frame \(frame)")
        }
    }

    @Test("a scene with a TimelineView never ends by itself: it needs a duration")
    func needsDuration() {
        let error = #expect(throws: SceneError.self) { try Scene(named: "hand", canvas: Self.canvas) { SecondHand(schedule: .animation) } }
        #expect(error?.path == "duration", "\(String(describing: error))")
        #expect(error.map { $0.kind == .needsDuration && ($0.message.contains("needs a \"duration\"") || $0.message.contains("give the scene a duration")) } == true,
                "\(String(describing: error))")
    }

    @Test("everyMinute shows the start date until the first whole minute, then each minute")
    func everyMinute() throws {
        // The default start date is a whole minute: 61 s in, the view shows the minute at 60 s.
        let scene = try Scene(named: "minutes", canvas: Self.canvas, fps: 1, duration: 61) { SecondHand(schedule: .everyMinute) }
        expectClose(try Self.rotation(scene, frame: 59), 0, tolerance: 1e-9)
        expectClose(try Self.rotation(scene, frame: 61), 360, tolerance: 1e-9)
    }
}

/// The schedules the data-driven test tries.
private enum AnySchedule: Hashable {
    case periodic, minimumInterval, paused, explicit
}
