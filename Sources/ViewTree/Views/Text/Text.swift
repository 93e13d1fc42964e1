import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// One line of text, at its font's size: SwiftUI's `Text`, sized to its text by the renderer's
/// font metrics, with baselines for `firstTextBaseline` alignment.
public struct Text: View, PrimitiveView, Hashable, Sendable {
    /// What it shows: fixed text, text written from the scene's date, images and joined texts.
    /// (A `var` so that a text with images is cut into runs styled as it is:
    /// Text+InlineImages.swift.)
    var segments: [TextSegment]
    /// The font this text sets itself in (`Text.font`), over the one around it.
    private var font: Font?
    /// Whether it is bold, slants, or has a design of its own, whatever its font says.
    private var isBold: Bool?
    private var isItalic: Bool?
    private var ownDesign: FontDesign?

    /// The colour this text is drawn in (`Text.foregroundColor`), over the foreground around it.
    private var ownColor: Color?
    /// How far this text is raised off its baseline (`Text.baselineOffset`), over the offset
    /// around it.
    private var ownBaselineOffset: CGFloat?

    /// Text from a string literal or a key: SwiftUI's `Text(_:tableName:bundle:comment:)`, what
    /// `Text("Hello")` and `Text("Score: \(score)")` are. Zoetrope has no string tables: the key's
    /// text is shown (``LocalizedStringKey``).
    /// - Parameters:
    ///   - key: The key, with its interpolations.
    ///   - tableName: The string table SwiftUI would look in; not read here.
    ///   - bundle: The bundle SwiftUI would look in; not read here.
    ///   - comment: A note for translators; not read here.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = key.segments
    }

    /// Text from a ``LocalizedStringResource``: SwiftUI's `Text(_:)` with one. Its key is shown.
    /// - Parameter resource: The resource.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        segments = resource.segments
    }

    /// Text showing a string as it is: SwiftUI's `Text(_:)` with a `String`, `Substring` or other
    /// `StringProtocol` value (a variable, not a literal, which is a ``LocalizedStringKey``).
    /// - Parameter content: The string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        segments = [.literal(String(content))]
    }

    /// Text showing a string as it is, never looked up: SwiftUI's `Text(verbatim:)`.
    /// - Parameter content: The string.
    public init(verbatim content: String) {
        segments = [.literal(content)]
    }

    /// Text of `segments`.
    init(segments: [TextSegment]) {
        self.segments = segments
    }

    /// Whether this text sets a style of its own (a font, bold, italic, a design, a colour, a
    /// baseline offset), which its segments would lose if joined into another text's.
    var hasOwnStyle: Bool {
        font != nil || isBold != nil || isItalic != nil || ownDesign != nil || ownColor != nil || ownBaselineOffset != nil
    }

    /// This text with the styles of `outer`, the text it was joined into with `+`, where it sets
    /// none of its own: `(Text("a") + Text("b").italic()).bold()` draws both bold.
    func inheriting(from outer: Text) -> Text {
        var text = self
        text.font = font ?? outer.font
        text.isBold = isBold ?? outer.isBold
        text.isItalic = isItalic ?? outer.isItalic
        text.ownDesign = ownDesign ?? outer.ownDesign
        text.ownColor = ownColor ?? outer.ownColor
        text.ownBaselineOffset = ownBaselineOffset ?? outer.ownBaselineOffset
        return text
    }

    /// The label this text is drawn as where the font size, settings and colour around it are
    /// these: its own font in place of the one around it (the modifiers around it still over it),
    /// and its own bold, italic and design over all of them.
    /// `date` is the scene's date at the moment drawn, which dated text is written from.
    func label(fontSize: Double, settings: FontSettings, color: RGBAColor, appearance: ColorScheme = .light,
               date: Date = ResolveContext.defaultStartDate) -> TextLabel {
        let color = ownColor?.paint?.inAppearance(appearance).color ?? color
        var settings = settings
        if let font { settings.fontStyle = font.style }
        var style = settings.textStyle
        if let isBold { style.isBold = isBold }
        if let isItalic { style.isItalic = isItalic }
        if let ownDesign { style.design = ownDesign }
        return TextLabel(text: segments.string(at: date), fontSize: font?.size ?? fontSize, color: color, style: style)
    }

    /// This text in `font`: SwiftUI's `Text.font(_:)`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text drawn in `color`, over the foreground style around it: SwiftUI's
    /// `Text.foregroundColor(_:)`, which keeps it a `Text` (so it can be joined with `+`);
    /// `nil` leaves the one around it.
    /// - Parameter color: The colour.
    /// - Returns: The text.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.ownColor = color
        return text
    }

    /// This text, bold: SwiftUI's `Text.bold()`.
    public func bold() -> Text { bold(true) }

    /// This text, bold or not: SwiftUI's `Text.bold(_:)`.
    public func bold(_ isActive: Bool) -> Text {
        var text = self
        text.isBold = isActive
        return text
    }

    /// This text, slanting: SwiftUI's `Text.italic()`.
    public func italic() -> Text { italic(true) }

    /// This text, slanting or not: SwiftUI's `Text.italic(_:)`.
    public func italic(_ isActive: Bool) -> Text {
        var text = self
        text.isItalic = isActive
        return text
    }

    /// This text at `weight` (bold from `.semibold`): SwiftUI's `Text.fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.isBold = weight?.isBold
        return text
    }

    /// This text in `design`: SwiftUI's `Text.fontDesign(_:)`.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var text = self
        text.ownDesign = design?.rendered
        return text
    }

    /// This text in the monospaced design: SwiftUI's `Text.monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        var text = self
        text.ownDesign = isActive ? .monospaced : nil
        return text
    }

    /// This text with digits all of one width: SwiftUI's `Text.monospacedDigit()`. Zoetrope's
    /// faces (DejaVu) set every digit at one width already, so the text draws as it did: "111"
    /// and "888" are as wide.
    /// - Returns: The text.
    public func monospacedDigit() -> Text { self }

    /// This text drawn `baselineOffset` points above its baseline (below, for a negative offset):
    /// SwiftUI's `Text.baselineOffset(_:)`. Zoetrope moves the drawn text and keeps its frame;
    /// SwiftUI also makes the line taller by the offset.
    /// - Parameter baselineOffset: How far to raise the text, in points.
    /// - Returns: The text.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var text = self
        text.ownBaselineOffset = baselineOffset
        return text
    }

    /// The font size text is set in where it is resolved: the size around it, or under
    /// `.imageScale(_:)` (which scales that size for the symbols inside) the size before the
    /// scale, while no `.font` inside has set another.
    static func unscaledFontSize(in context: ResolveContext) -> Double {
        guard let (scale, scaledFontSize) = context.environment[ImageScaleKey.self],
              context.fontSize == scaledFontSize, scale.factor > 0 else { return context.fontSize }
        return context.fontSize / scale.factor
    }

    /// The opacity a redacted text's bar is drawn at, in the text's colour: Zoetrope's estimate
    /// of the light grey bars iOS draws for `.redacted(reason: .placeholder)`.
    static let redactionOpacity = 0.16
    /// The corner radius of a redacted text's bar, in points (Zoetrope's estimate).
    static let redactionCornerRadius = 4.0

    /// How a text view sizes itself, as SwiftUI's `Text`: at its ideal size (one line per
    /// paragraph) for an unspecified width or one wide enough; narrower, wrapped to the width
    /// (``TextMeasuring/size(of:proposedWidth:)``). Without a measurer, zero.
    static func sizing(of label: TextLabel, measuredBy measurer: (any TextMeasuring)?) -> ViewSizing {
        guard let measurer else { return .fixed(.zero) }
        let ideal = measurer.size(of: label, proposedWidth: nil)
        return ViewSizing { proposal in
            guard let width = proposal.width, width < ideal.width else { return ideal }
            return measurer.size(of: label, proposedWidth: Double(width))
        }
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        // Images in the run, or texts joined with `+` (Text+InlineImages.swift).
        if hasRuns { return resolveWithImages(in: context) }
        let ends = segments.map { $0.changesUntil(sceneStart: context.startDate) }
        if ends.contains(where: { $0 != 0 }), let events = context.events {
            events.noteTimeDriven(until: ends.reduce(0) { EventCollector.later($0, $1) })
        }
        var label = label(fontSize: Self.unscaledFontSize(in: context), settings: context.font, color: context.foregroundPaint.color,
                          appearance: context.environment.colorScheme, date: context.startDate.addingTimeInterval(context.time))
        if let textCase = context.environment[TextCaseKey.self] { label.text = textCase.applied(to: label.text) }
        label.tracking = Double(context.environment[TrackingKey.self] ?? context.environment[KerningKey.self] ?? 0)
        label.wrapping = context.textWrapping
        var node = ViewNode(sizing: Self.sizing(of: label, measuredBy: context.textMeasurer))
        if let measurer = context.textMeasurer {
            node = node.carryingBaselines(of: label, measuredBy: measurer)
        }
        let look = if context.environment[RedactionReasonsKey.self].isEmpty {
            ViewSpec(shape: .rectangle, cornerRadius: 0, fill: .clear, label: label)
        } else {
            ViewSpec(shape: .roundedRectangle, cornerRadius: Self.redactionCornerRadius, fill: label.color.opacity(Self.redactionOpacity))
        }
        let resolved = context.resolved(node, looks: [look])
        let baselineOffset = ownBaselineOffset ?? context.environment[BaselineOffsetKey.self]
        guard baselineOffset != 0, baselineOffset.isFinite else { return resolved }
        // Moved as `.offset(y:)` moves a view: a wrapper one step out from the text.
        return resolved.map { text in
            ResolvedView(node: text.node.offset(y: -baselineOffset).identified(as: context.identity.appending(ModifierStep.wrapper)),
                         looks: text.looks)
        }
    }
}
