import Foundation

/// Text written from a date as SwiftUI's date texts write it, in US English, the Gregorian
/// calendar and UTC (so a render is the same on every machine; SwiftUI uses the device's locale
/// and time zone).
struct DatedText: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `Text(_:style:)`.
        case styled(Date, Text.DateStyle)
        /// `Text(_: ClosedRange<Date>)` and `Text(_: DateInterval)`: the two dates as an interval.
        case interval(ClosedRange<Date>)
        /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
        case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    }

    let kind: Kind

    /// The locale, calendar and time zone dates are written in.
    static let locale = Locale(identifier: "en_US")
    static let timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }()

    /// Until when, in seconds of scene time, the text changes as the scene's clock runs, when the
    /// scene starts at `start`: `nil` for ever (relative, offset and timer styles), the end of a
    /// running timer interval, or 0 for text that never changes.
    func changesUntil(sceneStart start: Date) -> TimeInterval? {
        switch kind {
        case .styled(_, let style): style.kind == .relative || style.kind == .offset || style.kind == .timer ? nil : 0
        case .interval: 0
        case .timer(let interval, let pauseTime, _, _): pauseTime == nil ? max(0, interval.upperBound.timeIntervalSince(start)) : 0
        }
    }

    /// The text when the scene's date is `now`.
    func string(at now: Date) -> String {
        switch kind {
        case .styled(let date, let style): Self.string(of: date, style: style, at: now)
        case .interval(let dates):
            Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: Self.locale, calendar: Self.calendar, timeZone: Self.timeZone)
                .format(dates.lowerBound..<dates.upperBound)
        case .timer(let interval, let pauseTime, let countsDown, let showsHours):
            Self.clock(through: interval, at: pauseTime ?? now, countsDown: countsDown, showsHours: showsHours)
        }
    }

    /// `date` written in `style` when the scene's date is `now`.
    static func string(of date: Date, style: Text.DateStyle, at now: Date) -> String {
        switch style.kind {
        case .date: date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone))
        case .time: date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone))
        case .relative: distance(from: now, to: date, unitCount: 2)
        case .offset: (date < now ? "-" : date > now ? "+" : "") + distance(from: now, to: date, unitCount: 1)
        case .timer: clock(date.timeIntervalSince(now).magnitude, showsHours: true, countingDown: date > now)
        }
    }

    /// A timer through `interval` at `date`, held at the interval's ends outside it.
    static func clock(through interval: ClosedRange<Date>, at date: Date, countsDown: Bool, showsHours: Bool) -> String {
        let shown = min(max(date, interval.lowerBound), interval.upperBound)
        let seconds = countsDown ? interval.upperBound.timeIntervalSince(shown) : shown.timeIntervalSince(interval.lowerBound)
        return clock(seconds, showsHours: showsHours, countingDown: countsDown)
    }

    /// `seconds` as a clock shows it: `2:05`, `1:02:05`; with `showsHours` false, minutes go
    /// past 59 (`62:05`). Whole seconds: a clock counting up rounds down, one counting down
    /// rounds up, so each shows a second only once it has begun.
    static func clock(_ seconds: TimeInterval, showsHours: Bool, countingDown: Bool) -> String {
        let whole = Int(seconds.rounded(countingDown ? .up : .down))
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        if showsHours, hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
        return "\(showsHours ? minutes : whole / 60):\(twoDigits(rest))"
    }

    /// How far `date` is from `now` as SwiftUI's relative and offset texts write it, in whole
    /// calendar units, largest first, at most `unitCount` of them: `2 hours, 23 minutes`,
    /// `1 year, 1 month`, `0 seconds`.
    static func distance(from now: Date, to date: Date, unitCount: Int) -> String {
        let (earlier, later) = date < now ? (date, now) : (now, date)
        let units: [(Calendar.Component, String)] = [(.year, "year"), (.month, "month"), (.day, "day"), (.hour, "hour"), (.minute, "minute"), (.second, "second")]
        let components = calendar.dateComponents(Set(units.map(\.0)), from: earlier, to: later)
        let counts: [(count: Int, name: String)] = units.map { unit in (count: components.value(for: unit.0) ?? 0, name: unit.1) }
        guard let first = counts.firstIndex(where: { $0.count > 0 }) else { return "0 seconds" }
        let shown = counts[first..<min(first + unitCount, counts.count)].filter { $0.count > 0 }
        return shown.map { (unit: (count: Int, name: String)) -> String in
            let plural = unit.count == 1 ? "" : "s"
            return "\(unit.count) \(unit.name)\(plural)"
        }.joined(separator: ", ")
    }
}
