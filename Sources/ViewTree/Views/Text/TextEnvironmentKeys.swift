import Foundation

// The environment values the text modifiers set around a view and `Text` reads when it is
// resolved: `.textCase`, `.redacted`, `.baselineOffset`, `.imageScale`,
// `.multilineTextAlignment(strategy:)`, `.truncationMode`, `.contentTransition`,
// `.tracking`, `.kerning`.

/// The case text is shown in (`.textCase(_:)`); nil for as written.
struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

/// Why content is hidden (`.redacted(reason:)`); empty for shown.
struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

/// How far text is raised off its baseline, in points (`.baselineOffset(_:)`).
struct BaselineOffsetKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

/// The symbol scale set around a view (`.imageScale(_:)`): its factor, and the font size that
/// factor made, so text inside can set itself at the size before it (symbols read the scaled
/// size); nil where none is set.
struct ImageScaleKey: EnvironmentKey {
    static let defaultValue: (scale: Image.Scale, scaledFontSize: Double)? = nil
}

/// How text infers its lines' alignment (`.multilineTextAlignment(strategy:)`).
struct TextAlignmentStrategyKey: EnvironmentKey {
    static let defaultValue = Text.AlignmentStrategy.default
}

/// Where text too long for its lines is cut short (`.truncationMode(_:)`).
struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

/// How content changes are animated (`.contentTransition(_:)`); accepted, not drawn.
struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

/// Extra space after each letter, in points (`.tracking(_:)`); nil where none is set.
struct TrackingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

/// Extra space between letters, in points (`.kerning(_:)`); nil where none is set. Tracking, when
/// set, is used instead, as in SwiftUI.
struct KerningKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}
