import Foundation

/// When a `TimelineView` updates: SwiftUI's `TimelineSchedule`, a sequence of dates.
///
/// In a scene, a timeline view shows, at each frame, the latest date of its schedule at or before
/// the scene's date then (its start date plus the frame's time).
public protocol TimelineSchedule {
    /// The dates of the schedule.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which the view updates, from `startDate` on.
    /// - Parameters:
    ///   - startDate: When the schedule starts.
    ///   - mode: How often the view may update; scenes always ask for `.normal`.
    /// - Returns: The dates, in increasing order.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a timeline's view may update: SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// As often as the schedule says.
    case normal
    /// Less often, to save power; scenes never ask for it.
    case lowFrequency
}

/// A schedule that can say at once which of its dates is shown at a moment, without walking
/// through every date before it.
protocol DirectTimelineSchedule {
    /// The latest date of the schedule at or before `date`, for a schedule that starts at
    /// `startDate`; `nil` when none is.
    func latestEntry(atOrBefore date: Date, from startDate: Date) -> Date?
}

extension TimelineSchedule {
    /// The date a timeline view shows at `date` when its schedule starts at `startDate`: the
    /// latest entry at or before it, or `startDate` when there is none yet.
    func shownDate(at date: Date, from startDate: Date) -> Date {
        if let direct = self as? any DirectTimelineSchedule {
            return direct.latestEntry(atOrBefore: date, from: startDate) ?? startDate
        }
        var shown: Date?
        for (index, entry) in entries(from: startDate, mode: .normal).enumerated() {
            guard entry <= date, index < Self.maximumEntriesWalked else { break }
            shown = entry
        }
        return shown ?? startDate
    }

    /// How many dates of a schedule of one's own are looked through for one frame at most.
    static var maximumEntriesWalked: Int { 1_000_000 }
}

/// Updates at a steady interval: SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, DirectTimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    /// A schedule from `startDate`, every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The schedule's dates from the period boundary at or before `startDate` on, as SwiftUI
    /// gives them: every 5 s from 0, asked from 12 s, is 10, 15, 20 … (OpenSwiftUI's
    /// compatibility tests, run against Apple's SwiftUI). Asked from before the schedule's start,
    /// the dates begin at its start.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let (start, interval) = (self.start, self.interval)
        guard interval > 0, interval.isFinite else { return AnySequence([start]) }
        let first = latestEntry(atOrBefore: startDate, from: start) ?? start
        return AnySequence(sequence(first: 0) { $0 + 1 }.lazy.map { first.addingTimeInterval(Double($0) * interval) })
    }

    func latestEntry(atOrBefore date: Date, from startDate: Date) -> Date? {
        guard date >= start else { return nil }
        guard interval > 0, interval.isFinite else { return start }
        let count = (date.timeIntervalSince(start) / interval + 1e-9).rounded(.down)
        return start.addingTimeInterval(count * interval)
    }
}

/// Updates at the start of every minute: SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, DirectTimelineSchedule, Sendable {
    /// The schedule.
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let first = Self.minute(atOrBefore: startDate)
        return AnySequence(sequence(first: first) { $0.addingTimeInterval(60) })
    }

    func latestEntry(atOrBefore date: Date, from startDate: Date) -> Date? {
        // The view shows its start date until the first whole minute after it.
        let minute = Self.minute(atOrBefore: date)
        return minute < startDate ? startDate : minute
    }

    private static func minute(atOrBefore date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }
}

/// Updates at the dates given: SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    /// A schedule of `dates`.
    public init(_ dates: Dates) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates {
        dates
    }
}

extension ExplicitTimelineSchedule: CheckedTimelineSchedule {
    /// The first date earlier than the one before it, among the first
    /// ``TimelineSchedule/maximumEntriesWalked`` dates: SwiftUI reads a schedule's dates in
    /// increasing order, and so does a scene, so such a date would never be shown.
    var problem: String? {
        var previous: Date?
        for (index, date) in dates.prefix(Self.maximumEntriesWalked).enumerated() {
            if let previous, date < previous {
                return "TimelineView's .explicit schedule gives date \(index) (\(date)) before date \(index - 1) (\(previous));"
                    + " give the dates in increasing order"
            }
            previous = date
        }
        return nil
    }
}

/// A schedule whose dates can be checked when a scene is built.
protocol CheckedTimelineSchedule {
    /// What is wrong with the schedule, if anything.
    var problem: String? { get }
}

/// Updates as often as an animation would, or at a minimum interval, or not while paused:
/// SwiftUI's `AnimationTimelineSchedule`. In a scene, every frame.
public struct AnimationTimelineSchedule: TimelineSchedule, DirectTimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// A schedule for animation: every frame, or every `minimumInterval` seconds at most; none
    /// while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Every `minimumInterval` seconds from `startDate` (every 1/120 s without one); none while
    /// paused or in `.lowFrequency` mode, as SwiftUI gives them (OpenSwiftUI's compatibility
    /// tests, run against Apple's SwiftUI).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        guard !paused, mode != .lowFrequency else { return AnySequence([]) }
        let step = minimumInterval.flatMap { $0 > 0 ? $0 : nil } ?? 1.0 / 120
        return AnySequence(sequence(first: 0) { $0 + 1 }.lazy.map { startDate.addingTimeInterval(Double($0) * step) })
    }

    func latestEntry(atOrBefore date: Date, from startDate: Date) -> Date? {
        guard !paused else { return startDate }
        guard let interval = minimumInterval, interval > 0, interval.isFinite else { return date }
        let count = (date.timeIntervalSince(startDate) / interval + 1e-9).rounded(.down)
        return startDate.addingTimeInterval(max(count, 0) * interval)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At each of `dates`.
    public static func explicit<Dates: Sequence>(_ dates: Dates) -> ExplicitTimelineSchedule<Dates> where Self == ExplicitTimelineSchedule<Dates> {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Every frame, or every `minimumInterval` seconds at most; not at all while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
