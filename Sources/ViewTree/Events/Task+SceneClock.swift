import Foundation

extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration`: on the scene's clock inside a scene's `.task` (a
    /// second of scene time, whatever the render's speed), on the continuous clock elsewhere.
    ///
    /// With `import Zoetrope`, `try await Task.sleep(for: .seconds(1))` in a view's `.task` is
    /// this function, so SwiftUI code sleeps on scene time unchanged. Forms with a `tolerance:`
    /// or a `clock:` are the standard library's and sleep in real time: write
    /// `Task.sleep(for:)` instead.
    /// - Parameter duration: How long to sleep.
    /// - Throws: `CancellationError` when the task is cancelled.
    public static func sleep(for duration: Duration) async throws {
        guard let scheduler = EventScheduler.current else {
            try await ContinuousClock().sleep(for: duration)
            return
        }
        let (seconds, attoseconds) = duration.components
        try await scheduler.sleep(seconds: Double(seconds) + Double(attoseconds) * 1e-18)
    }

    /// Suspends the task for `duration` nanoseconds: on the scene's clock inside a scene's
    /// `.task`, on the continuous clock elsewhere; see ``sleep(for:)``.
    /// - Parameter duration: How long to sleep, in nanoseconds.
    /// - Throws: `CancellationError` when the task is cancelled.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(for: .nanoseconds(Int64(clamping: duration)))
    }
}
