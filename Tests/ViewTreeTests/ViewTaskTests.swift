import Foundation
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A view whose task ignores its cancellation: `try?` swallows the sleep's error, so once the
/// task is cancelled (at the scene's end) the loop never waits again.
private struct Restless: View {
    @State private var beats = 0

    var body: some View {
        Text("\(beats)")
            .task {
                while true {
                    try? await Task.sleep(for: .seconds(1))
                    beats += 1
                }
            }
    }
}

/// What the tasks of ``Columns`` saw, in order.
private final class TaskLog: @unchecked Sendable {
    var entries: [String] = []
}

/// Eight views with a task each, all removed by one tap: each task notes when it is cancelled.
private struct Columns: View {
    let log: TaskLog
    @State private var shown = true

    var body: some View {
        if shown {
            ForEach(0..<8, id: \.self) { column in
                Text("\(column)").task {
                    do {
                        try await Task.sleep(for: .seconds(100))
                    } catch {
                        log.entries.append("cancelled \(column)")
                    }
                }
            }
        }
        Button("Hide") { shown = false }
    }
}

/// A box moved by tasks that write before they first wait: one started by a view a tap inserts,
/// one restarted by `.task(id:)` when a tap changes its id.
private struct EagerTasks: View {
    @State private var shown = false
    @State private var step = 0
    @State private var x: CGFloat = 0
    @State private var y: CGFloat = 0

    var body: some View {
        ZStack {
            Rectangle().frame(width: 20, height: 20).offset(x: x, y: y)
                .task(id: step) { y = CGFloat(step) * 10 }
            if shown {
                Color.clear.frame(width: 1, height: 1).task { x = 50 }
            }
        }
        Button("Show") { shown = true }
        Button("Step") { step += 1 }
    }
}

/// Continuations nothing resumes, kept so they are not reported as leaked.
private final class Parked: @unchecked Sendable {
    var continuations: [CheckedContinuation<Void, Never>] = []
}

/// A view whose task waits on a continuation nothing resumes: not on the scene's clock.
private struct Stuck: View {
    let parked: Parked

    var body: some View {
        Text("stuck").task {
            try? await Task.sleep(for: .seconds(0.5))
            await withCheckedContinuation { parked.continuations.append($0) }
        }
    }
}

/// A view that counts how often it appears: once per replay of its scene's events.
private struct Counted: View {
    let log: TaskLog

    var body: some View {
        Text("counted").onAppear { log.entries.append("appeared") }
    }
}

@Suite("Views' tasks in the replay")
struct ViewTaskTests {
    static let canvas = CGSize(width: 200, height: 200)

    @Test("a task that loops on after its cancellation is an error that says so, not a render that never ends")
    func loopAfterCancellation() {
        let error = #expect(throws: SceneError.self) {
            try Scene(named: "restless", canvas: Self.canvas, fps: 10, duration: 3) { Restless() }
        }
        #expect(error?.path == "content", "\(String(describing: error))")
        #expect(error?.message.contains("a view's .task keeps running by 3.0 s without waiting on scene time") == true,
                "\(String(describing: error))")
    }

    @Test("the tasks of views removed together are cancelled in the order they started, in every replay",
          arguments: 1...4)
    func cancellationOrder(replay: Int) throws {
        let log = TaskLog()
        _ = try Scene(named: "columns", canvas: Self.canvas, fps: 10, duration: 1, interactions: [.tap("Hide", at: 0.5)]) {
            Columns(log: log)
        }
        // The scene is replayed when it is built and by its sampler; each replay cancels all eight.
        let once = (0..<8).map { "cancelled \($0)" }
        #expect(log.entries.count.isMultiple(of: 8) && !log.entries.isEmpty, "\(log.entries)")
        for start in stride(from: 0, to: log.entries.count, by: 8) {
            #expect(Array(log.entries[start..<start + 8]) == once, "replay \(replay): \(log.entries)")
        }
    }

    @Test("a task started by a view an event inserts, or restarted by .task(id:), changes state at that moment, before it first waits")
    func eagerTasks() throws {
        let scene = try Scene(named: "eager", canvas: Self.canvas, fps: 10, duration: 2,
                              interactions: [.tap("Show", at: 0.5), .tap("Step", at: 1)]) { EagerTasks() }
        let start = try scene.sample(frame: 0).placements[0].center
        for (frame, x, y) in [(4, 0.0, 0.0), (5, 50, 0), (9, 50, 0), (10, 50, 10), (20, 50, 10)] {
            let center = try scene.sample(frame: frame).placements[0].center
            expectClose(Double(center.x - start.x), x, tolerance: 1e-9, "x at frame \(frame)")
            expectClose(Double(center.y - start.y), y, tolerance: 1e-9, "y at frame \(frame)")
        }
    }

    @Test("building a scene replays its events once; its own sampler is that replay's, and each further sampler replays again")
    func replaysOnce() throws {
        let log = TaskLog()
        let scene = try Scene(named: "counted", canvas: Self.canvas, fps: 10, duration: 1) { Counted(log: log) }
        #expect(log.entries.count == 1, "\(log.entries)")
        _ = try scene.sample(frame: 5)
        #expect(log.entries.count == 1, "\(log.entries)")
        _ = try scene.makeSampler()
        #expect(log.entries.count == 2, "\(log.entries)")
    }

    @Test("a task still waiting, once cancelled at the end, on something the scene does not drive is an error naming the view")
    func waitsOffTheSceneClock() {
        let parked = Parked()
        let error = #expect(throws: SceneError.self) {
            try Scene(named: "stuck", canvas: Self.canvas, fps: 10, duration: 1) { Stuck(parked: parked) }
        }
        #expect(error?.path == "content", "\(String(describing: error))")
        #expect(error?.message.contains("the .task of the view showing \"stuck\", started at 0 s, is still waiting after it was cancelled") == true,
                "\(String(describing: error))")
        // The continuation is never resumed: the replay's executor it would resume on is gone.
        #expect(parked.continuations.count == 1, "building the scene replays once, and stops at the error")
    }
}
