import Foundation

/// A source of values that change with time, for a text to write live: SwiftUI's
/// `TimeDataSource` (`Text(.currentDate, format: .dateTime.hour().minute())`,
/// `Text(.durationOffset(to: start), format: .time(pattern: .minuteSecond))`).
///
/// In a scene, "now" is the scene's date at the moment drawn (its start date plus the scene
/// time), so a text written from a source changes as the scene's clock runs, the same in every
/// render.
public struct TimeDataSource<Value> {
    /// What tells two sources apart: which source, and the date it was made with.
    let key: AnyHashable
    /// The value when the date is the one given.
    let value: (Date) -> Value
}

extension TimeDataSource: @unchecked Sendable where Value: Sendable {}

extension TimeDataSource {
    /// The date now: SwiftUI's `TimeDataSource.currentDate`, which produces `Date.now`; in a
    /// scene, the scene's date at the moment drawn.
    public static var currentDate: TimeDataSource<Date> {
        TimeDataSource<Date>(key: AnyHashable(["currentDate"]), value: { $0 })
    }

    /// How long it is from `date` to now, as a `Duration`: SwiftUI's
    /// `TimeDataSource.durationOffset(to:)` (now minus `date`: positive once `date` has passed,
    /// so a clock from a start date counts up).
    /// - Parameter date: The date measured from.
    /// - Returns: The source.
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource<Duration>(key: AnyHashable(["durationOffset", date] as [AnyHashable]),
                                 value: { now in Duration.seconds(now.timeIntervalSince(date)) })
    }

    /// The dates from `date` to now: SwiftUI's `TimeDataSource.dateRange(startingAt:)`, which
    /// produces `date..<max(date, Date.now)` (empty until `date` has passed).
    /// - Parameter date: The range's start.
    /// - Returns: The source.
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>>(key: AnyHashable(["dateRangeStartingAt", date] as [AnyHashable]),
                                    value: { now in date..<max(date, now) })
    }

    /// The dates from now to `date`: SwiftUI's `TimeDataSource.dateRange(endingAt:)`, which
    /// produces `min(date, Date.now)..<date` (empty once `date` has passed).
    /// - Parameter date: The range's end.
    /// - Returns: The source.
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource<Range<Date>>(key: AnyHashable(["dateRangeEndingAt", date] as [AnyHashable]),
                                    value: { now in min(date, now)..<date })
    }
}
