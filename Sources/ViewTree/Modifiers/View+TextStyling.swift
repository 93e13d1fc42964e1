import Foundation

// The modifiers that set how text (and symbols) inside a view are shown: its case, its digits,
// how it shrinks and is cut short, its baseline, redaction, symbol scale, and how its content
// changes.

extension View {
    /// Sets `update` on the context the view is resolved in.
    fileprivate func settingText(_ update: @escaping (inout ResolveContext) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: update, change: { $0 })
    }

    /// SwiftUI's `.multilineTextAlignment(strategy:)`: how text inside infers the alignment of
    /// its lines. Zoetrope sets text left to right, where the strategies agree
    /// (``Text/AlignmentStrategy``): lines follow `.multilineTextAlignment(_:)` either way.
    /// - Parameter strategy: The strategy.
    /// - Returns: The view.
    public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> ModifiedView<Self> {
        settingText { $0.environment[TextAlignmentStrategyKey.self] = strategy }
    }

    /// SwiftUI's `.monospacedDigit()`: text inside with digits all of one width. Zoetrope's
    /// faces (DejaVu) set every digit at one width already, so text draws as it did: "111" and
    /// "888" are as wide.
    /// - Returns: The view.
    public func monospacedDigit() -> ModifiedView<Self> {
        settingText { _ in }
    }

    /// SwiftUI's `.minimumScaleFactor(_:)`: text inside that needs more lines than its line limit
    /// at its font size shrinks, down to `factor` of that size, until it fits
    /// (`Text(title).lineLimit(1).minimumScaleFactor(0.5)`); at the smallest size it is cut short.
    ///
    /// Text without a line limit wraps and keeps its size here; SwiftUI would also shrink it to
    /// fit a frame too low for its lines.
    /// - Parameter factor: The smallest fraction of the font size, from 0 to 1; 1 (the default
    ///   in SwiftUI) never shrinks.
    /// - Returns: The view.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedView<Self> {
        let factor = factor.isFinite ? Swift.min(Swift.max(Double(factor), 0.01), 1) : 1
        return settingText { $0.textWrapping.minimumScaleFactor = factor }
    }

    /// SwiftUI's `.textCase(_:)`: text inside shown in capitals (`.uppercase`) or small letters
    /// (`.lowercase`), whatever case it was written in; `nil` shows it as written.
    /// - Parameter textCase: The case, or nil.
    /// - Returns: The view.
    public func textCase(_ textCase: Text.Case?) -> ModifiedView<Self> {
        settingText { $0.environment[TextCaseKey.self] = textCase }
    }

    /// SwiftUI's `.contentTransition(_:)`: how changes of the content inside animate. Zoetrope
    /// accepts the transition and draws the new content at once, without the cross-fade or
    /// rolling digits (``ContentTransition``).
    /// - Parameter transition: The transition.
    /// - Returns: The view.
    public func contentTransition(_ transition: ContentTransition) -> ModifiedView<Self> {
        settingText { $0.environment[ContentTransitionKey.self] = transition }
    }

    /// SwiftUI's `.baselineOffset(_:)`: text inside drawn `baselineOffset` points above its
    /// baseline (below, for a negative offset). Zoetrope moves the drawn text and keeps its
    /// frame; SwiftUI also makes the line taller by the offset.
    /// - Parameter baselineOffset: How far to raise the text, in points.
    /// - Returns: The view.
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedView<Self> {
        settingText { $0.environment[BaselineOffsetKey.self] = baselineOffset }
    }

    /// SwiftUI's `.redacted(reason:)`: the content inside hidden for `reason`. With
    /// `.placeholder` (or any reason), each text inside is drawn as a rounded grey bar over its
    /// frame, in its colour at 16 % (one bar for all its lines; iOS draws one per line, a little
    /// lower than the line); shapes, colours and images are drawn as they are. An empty set of
    /// reasons shows the content.
    /// - Parameter reason: Why the content is hidden.
    /// - Returns: The view.
    public func redacted(reason: RedactionReasons) -> ModifiedView<Self> {
        settingText { $0.environment[RedactionReasonsKey.self].formUnion(reason) }
    }

    /// SwiftUI's `.imageScale(_:)`: symbol images inside drawn smaller or larger than the text
    /// beside them (``Image/Scale``: 0.8, 1 and 1.3 times the font size here); the text itself
    /// keeps its size. A `.font` set inside resets the symbols' size to its own.
    /// - Parameter scale: The scale.
    /// - Returns: The view.
    public func imageScale(_ scale: Image.Scale) -> ModifiedView<Self> {
        settingText { context in
            let unscaled = Text.unscaledFontSize(in: context)
            context.fontSize = unscaled * scale.factor
            context.environment[ImageScaleKey.self] = (scale, context.fontSize)
        }
    }

    /// SwiftUI's `.truncationMode(_:)`: where text inside that does not fit its lines is cut
    /// short. Zoetrope cuts text short at its end (`.tail`) whatever the mode.
    /// - Parameter mode: Where to cut.
    /// - Returns: The view.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedView<Self> {
        settingText { $0.environment[TruncationModeKey.self] = mode }
    }

    /// SwiftUI's `.tracking(_:)`: text inside with `tracking` points of extra space after each
    /// letter (less, for a negative value), so a text grows by the tracking times its length.
    /// - Parameter tracking: The extra space, in points.
    /// - Returns: The view.
    public func tracking(_ tracking: CGFloat) -> ModifiedView<Self> {
        settingText { $0.environment[TrackingKey.self] = tracking }
    }

    /// SwiftUI's `.kerning(_:)`: text inside with `kerning` points of extra space after each
    /// letter (less, for a negative value). Zoetrope's faces have no ligatures, so this spaces
    /// letters as ``tracking(_:)`` does, which is used instead when both are set.
    /// - Parameter kerning: The change, in points.
    /// - Returns: The view.
    public func kerning(_ kerning: CGFloat) -> ModifiedView<Self> {
        settingText { $0.environment[KerningKey.self] = kerning }
    }
}
