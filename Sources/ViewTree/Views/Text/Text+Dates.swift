import Foundation

extension Text {
    /// A date written in a style: SwiftUI's `Text(_:style:)`. `.date` and `.time` are fixed;
    /// `.relative`, `.offset` and `.timer` are written from the scene's date at each frame, so they
    /// count as the scene's clock runs (a scene that shows one needs a duration). Dates are written
    /// in US English and UTC, the same on every machine.
    /// - Parameters:
    ///   - date: The date.
    ///   - style: How to write it.
    public init(_ date: Date, style: Text.DateStyle) {
        self.init(segments: [.dated(DatedText(kind: .styled(date, style)))])
    }

    /// Two dates as an interval: SwiftUI's `Text(_:)` with a `ClosedRange<Date>`
    /// (`Nov 14, 2023, 10:13 – 11:13 PM`).
    /// - Parameter dates: The first and the last date.
    public init(_ dates: ClosedRange<Date>) {
        self.init(segments: [.dated(DatedText(kind: .interval(dates)))])
    }

    /// A date interval: SwiftUI's `Text(_:)` with a `DateInterval`, written as its start and end.
    /// - Parameter interval: The interval.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A clock counting through an interval: SwiftUI's
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`. Written from the scene's date at
    /// each frame: down from the interval's length to `0:00` (or up from `0:00`), held at the
    /// ends outside the interval.
    /// - Parameters:
    ///   - timerInterval: When the clock runs.
    ///   - pauseTime: A date to show for ever in place of the scene's; `nil` to run.
    ///   - countsDown: Whether it counts down to the end (by default) or up from the start.
    ///   - showsHours: Whether hours are shown (`1:02:05`) or minutes go past 59 (`62:05`).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(segments: [.dated(DatedText(kind: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))])
    }
}
