import Foundation

/// A part of what a `Text` shows: written once, or written from the scene's date at each frame
/// (`Text(date, style: .timer)`, `Text(timerInterval:)`).
enum TextSegment: Hashable, Sendable {
    /// Text that does not change.
    case literal(String)
    /// Text written from the date shown.
    case dated(DatedText)

    /// The text at `date`, the scene's date at the moment drawn.
    func string(at date: Date) -> String {
        switch self {
        case .literal(let text): text
        case .dated(let dated): dated.string(at: date)
        }
    }

    /// Until when, in seconds of scene time, the text changes when the scene starts at `start`:
    /// `nil` for ever, 0 for text that never changes.
    func changesUntil(sceneStart start: Date) -> TimeInterval? {
        if case .dated(let dated) = self { return dated.changesUntil(sceneStart: start) }
        return 0
    }
}

extension [TextSegment] {
    /// The segments' text at `date`, joined.
    func string(at date: Date) -> String { map { $0.string(at: date) }.joined() }

    /// The text of segments that do not change with time; those that do are written as at
    /// `ResolveContext.defaultStartDate`.
    var fixedText: String { string(at: ResolveContext.defaultStartDate) }
}
