import Dispatch
import Foundation

/// A moment of a scene's clock: what `DispatchTime` names inside views, view modifiers and
/// models, so that `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5)` waits half a second
/// of scene time.
///
/// `.now()` is the moment the scene's events have reached (the time of the tap, the `onAppear`
/// or the timer's firing being handled); outside a scene's events it is the scene's start.
/// Arithmetic is exact in seconds, so `.now() + 0.5` is half a second later, whatever the
/// render's speed or the machine.
public struct SceneDispatchTime: Comparable, Hashable, Sendable {
    /// The moment, in seconds of scene time since the scene's start.
    let seconds: Double

    /// A moment `seconds` after the scene's start; past ``distantFuture``, never.
    init(seconds: Double) {
        self.seconds = seconds.isNaN ? 0 : seconds
    }

    /// The moment `uptimeNanoseconds` nanoseconds after the scene's start.
    /// - Parameter uptimeNanoseconds: Nanoseconds of scene time.
    public init(uptimeNanoseconds: UInt64) {
        self.init(seconds: Double(uptimeNanoseconds) / 1e9)
    }

    /// Nanoseconds of scene time since the scene's start.
    public var uptimeNanoseconds: UInt64 {
        seconds >= Double(UInt64.max) / 1e9 ? .max : UInt64(max(seconds, 0) * 1e9)
    }

    /// The moment the scene's events have reached.
    /// - Returns: Now, on the scene's clock.
    public static func now() -> SceneDispatchTime {
        SceneDispatchTime(seconds: EventScheduler.current?.now ?? 0)
    }

    /// A moment that never comes: work scheduled for it never runs.
    public static let distantFuture = SceneDispatchTime(seconds: .infinity)

    /// Whether the moment never comes.
    var isDistantFuture: Bool { !seconds.isFinite }

    public static func < (lhs: SceneDispatchTime, rhs: SceneDispatchTime) -> Bool {
        lhs.seconds < rhs.seconds
    }

    /// The moment `seconds` later.
    public static func + (time: SceneDispatchTime, seconds: Double) -> SceneDispatchTime {
        SceneDispatchTime(seconds: time.seconds + seconds)
    }

    /// The moment `seconds` earlier.
    public static func - (time: SceneDispatchTime, seconds: Double) -> SceneDispatchTime {
        SceneDispatchTime(seconds: time.seconds - seconds)
    }

    /// The moment `interval` later (`.now() + .milliseconds(500)`); `.never` is ``distantFuture``.
    public static func + (time: SceneDispatchTime, interval: DispatchTimeInterval) -> SceneDispatchTime {
        time + interval.sceneSeconds
    }

    /// The moment `interval` earlier; `.never` is ``distantFuture``.
    public static func - (time: SceneDispatchTime, interval: DispatchTimeInterval) -> SceneDispatchTime {
        let seconds = interval.sceneSeconds
        return seconds.isFinite ? time - seconds : distantFuture
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; infinite for `.never`.
    var sceneSeconds: Double {
        switch self {
        case .seconds(let count): Double(count)
        case .milliseconds(let count): Double(count) / 1e3
        case .microseconds(let count): Double(count) / 1e6
        case .nanoseconds(let count): Double(count) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}
