import Foundation
import OpenCombine

extension SceneDispatchTime: Strideable {
    /// A span of scene time, in seconds: how far apart two ``SceneDispatchTime``s are, and what
    /// Combine's time operators take (`.debounce(for: .milliseconds(300), scheduler:
    /// DispatchQueue.main)`, `.delay(for: 0.5, scheduler: …)`) inside views and models.
    public struct Stride: Comparable, Hashable, Sendable, SignedNumeric, ExpressibleByFloatLiteral,
                          SchedulerTimeIntervalConvertible {
        /// The span in nanoseconds (negative going back), as Combine's `DispatchQueue` stride
        /// keeps it.
        public var magnitude: Int

        /// A span of `nanoseconds`.
        /// - Parameter nanoseconds: Nanoseconds; negative spans go back in time.
        public init(_ nanoseconds: Int) {
            magnitude = nanoseconds
        }

        /// A span of `seconds`, to the nanosecond.
        init(seconds: Double) {
            let nanoseconds = (seconds * 1e9).rounded()
            magnitude = nanoseconds.isFinite ? Int(clamping: Int64(max(min(nanoseconds, 9e18), -9e18))) : (nanoseconds > 0 ? .max : .min)
        }

        /// The span in seconds.
        var seconds: Double { Double(magnitude) / 1e9 }

        /// The span as a dispatch interval.
        public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

        /// A span of `value` seconds.
        public init(floatLiteral value: Double) {
            self.init(seconds: value)
        }

        /// A span of `value` seconds.
        public init(integerLiteral value: Int) {
            self.init(seconds: Double(value))
        }

        /// A span of `source` nanoseconds, if it fits.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let nanoseconds = Int(exactly: source) else { return nil }
            self.init(nanoseconds)
        }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &+ rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &- rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude &* rhs.magnitude) }
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

        public static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(ms &* 1_000_000) }
        public static func microseconds(_ us: Int) -> Stride { Stride(us &* 1_000) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
    }

    /// How far `other` is from this moment.
    /// - Parameter other: Another moment.
    /// - Returns: The span from this moment to `other`.
    public func distance(to other: SceneDispatchTime) -> Stride {
        Stride(seconds: other.seconds - seconds)
    }

    /// The moment `span` later.
    /// - Parameter span: The span; negative goes back.
    /// - Returns: The moment.
    public func advanced(by span: Stride) -> SceneDispatchTime {
        SceneDispatchTime(seconds: seconds + span.seconds)
    }
}
