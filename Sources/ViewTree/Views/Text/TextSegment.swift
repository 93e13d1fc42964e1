import Foundation

/// A part of what a `Text` shows: written once, written from the scene's date at each frame
/// (`Text(date, style: .timer)`, `Text(timerInterval:)`, `Text(.currentDate, format:)`), or an
/// image in the run (`Text(Image(systemName: "star"))`).
enum TextSegment: Hashable, Sendable {
    /// Text that does not change.
    case literal(String)
    /// Text written from the date shown.
    case dated(DatedText)
    /// Text written by a format style from a time data source at the date shown.
    case live(LiveText)
    /// An image in the text's run, sized to its font (Text+InlineImages.swift).
    case image(InlineImage)
    /// A text joined to others with `+`, with its own styles (Text+Concatenation.swift).
    indirect case joined(Text)

    /// The text at `date`, the scene's date at the moment drawn.
    func string(at date: Date) -> String {
        switch self {
        case .literal(let text): text
        case .dated(let dated): dated.string(at: date)
        case .live(let live): live.string(at: date)
        case .image: ""
        case .joined(let text): text.segments.string(at: date)
        }
    }

    /// Until when, in seconds of scene time, the text changes when the scene starts at `start`:
    /// `nil` for ever, 0 for text that never changes.
    func changesUntil(sceneStart start: Date) -> TimeInterval? {
        switch self {
        case .dated(let dated): dated.changesUntil(sceneStart: start)
        case .live: nil
        case .literal, .image: 0
        case .joined(let text): text.segments.map { $0.changesUntil(sceneStart: start) }.reduce(0) { EventCollector.later($0, $1) }
        }
    }
}

extension [TextSegment] {
    /// The segments' text at `date`, joined.
    func string(at date: Date) -> String { map { $0.string(at: date) }.joined() }

    /// The text of segments that do not change with time; those that do are written as at
    /// `ResolveContext.defaultStartDate`.
    var fixedText: String { string(at: ResolveContext.defaultStartDate) }
}

/// Text written by a format style from a time data source (`Text(.currentDate, format:
/// .dateTime.hour().minute())`): what the source gives at the date shown, formatted.
struct LiveText: Hashable, @unchecked Sendable {
    /// The source and the format style, for telling two live texts apart.
    let key: [AnyHashable]
    /// The text at a date. Format styles are values, never changed once made, so the closure
    /// may be called from any thread.
    let write: (Date) -> String

    /// The text when the scene's date is `date`.
    func string(at date: Date) -> String { write(date) }

    static func == (lhs: LiveText, rhs: LiveText) -> Bool { lhs.key == rhs.key }

    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// An image in a text's run: `Text(Image(systemName: "star"))`, `"Tap \(Image(systemName:
/// "star")) to save"`. Images are values, never changed once made.
struct InlineImage: Hashable, @unchecked Sendable {
    let image: Image
    /// What tells two inline images apart: the symbol's name, or an id of this one.
    private let key: AnyHashable

    init(_ image: Image) {
        self.image = image
        key = image.systemName.map(AnyHashable.init) ?? AnyHashable(UUID())
    }

    static func == (lhs: InlineImage, rhs: InlineImage) -> Bool { lhs.key == rhs.key }

    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
