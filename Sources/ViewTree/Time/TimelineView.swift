import Foundation
import LayoutCore

/// A view whose content is a function of the date: SwiftUI's `TimelineView`.
///
/// In a scene, `context.date` is the scene's start date plus the frame's time (the latest date of
/// the schedule by then), so a clock face or a sine wave drawn from the date moves frame by frame
/// and every render of the scene draws the same frames. A scene with a timeline view has no
/// natural end: give it a `duration`.
///
/// ```swift
/// TimelineView(.animation) { context in
///     let seconds = context.date.timeIntervalSinceReferenceDate
///     Capsule().frame(width: 4, height: 60).offset(y: -30)
///         .rotationEffect(.degrees(seconds.truncatingRemainder(dividingBy: 60) * 6))
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content is given: the date it shows, and how often it updates.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A view whose content `content` draws for each date of `schedule`.
    /// - Parameters:
    ///   - schedule: When the content updates (`.animation`, `.periodic(from:by:)`, `.everyMinute`, `.explicit(_:)`).
    ///   - content: The content for a date.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        if let events = context.events, let problem = (schedule as? any CheckedTimelineSchedule)?.problem {
            events.noteProblem(problem)
        }
        let (start, schedule, content) = (context.startDate, schedule, content)
        return context.resolve(SceneTimeReader(drivenUntil: nil) { time in
            content(Context(date: schedule.shownDate(at: start.addingTimeInterval(time), from: start), cadence: .live))
        })
    }
}

/// What a `TimelineView`'s content is given: the date it shows, and how often it updates (SwiftUI's
/// `TimelineViewDefaultContext`, which is not generic, so the content's type can be inferred).
public struct TimelineViewDefaultContext {
    /// How often a timeline view updates: SwiftUI's `TimelineView.Context.Cadence`.
    public enum Cadence: Comparable, Sendable {
        /// As often as the schedule says.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }

    /// The date the content shows.
    public let date: Date
    /// How often the view updates; always `.live` in a scene.
    public let cadence: Cadence
}
