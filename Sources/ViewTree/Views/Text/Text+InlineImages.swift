import Foundation
import FrameRendering
import LayoutCore
import SceneCore

extension Text {
    /// An image as text: SwiftUI's `Text(_:)` with an `Image`, which sits in the text's run
    /// and can be joined with other text (`"Tap \(Image(systemName: "star")) to save"` does the
    /// same inside a literal).
    ///
    /// An SF Symbol is sized to the font (a square of its point size) and drawn in the text's
    /// colour, centred on the middle of the capitals as symbols are; a picture from a file keeps
    /// its size and sits on the baseline. Zoetrope lays a text with images out as one row of its
    /// runs of text and its images, side by side on their baseline: each run of text wraps on
    /// its own, where SwiftUI wraps the whole text as one paragraph. Symbols are drawn as
    /// ``Image`` draws them (a disc, Zoetrope having no SF Symbols).
    /// - Parameter image: The image.
    public init(_ image: Image) {
        self.init(segments: [.image(InlineImage(image))])
    }

    /// Whether the text is drawn as a row of runs: it has an image in its run, or texts joined
    /// to it with `+` that keep styles of their own.
    var hasRuns: Bool {
        segments.contains {
            switch $0 {
            case .image, .joined: true
            case .literal, .dated, .live: false
            }
        }
    }

    /// The text as a row of its runs of text and its images, on their first baseline with no
    /// space between them: what a text with images resolves to. Each run of text is this text
    /// with that run's segments, so it is set and drawn as this text is.
    func resolveWithImages(in context: ResolveContext) -> [ResolvedView] {
        let whole = label(fontSize: Self.unscaledFontSize(in: context), settings: context.font, color: context.foregroundPaint.color,
                          appearance: context.environment.colorScheme)
        var inner = context.child(ContentStep.content)
        inner.stackOrientation = .horizontal
        var parts: [ResolvedView] = []
        for (index, run) in Self.runs(of: segments).enumerated() {
            switch run {
            case .text(let texts):
                var text = self
                text.segments = texts
                parts += inner.child(index).resolve(text)
            case .image(let image):
                parts += inner.child(index).resolvedInlineImage(image, styledAs: whole)
            case .joined(let text):
                parts += inner.child(index).resolve(text.inheriting(from: self))
            }
        }
        let row = ViewNode(layout: HStackLayout(alignment: .firstTextBaseline, spacing: 0), children: parts.map(\.node))
        return context.resolved(row, looks: parts.flatMap(\.looks))
    }

    /// A run of a text with images or joined texts: text, one image, or one joined text.
    enum Run {
        case text([TextSegment])
        case image(Image)
        case joined(Text)
    }

    /// `segments` cut into runs of text between their images and joined texts.
    static func runs(of segments: [TextSegment]) -> [Run] {
        var runs: [Run] = []
        var texts: [TextSegment] = []
        for segment in segments {
            let run: Run
            switch segment {
            case .image(let inline): run = .image(inline.image)
            case .joined(let text): run = .joined(text)
            case .literal, .dated, .live:
                texts.append(segment)
                continue
            }
            if !texts.isEmpty { runs.append(.text(texts)) }
            texts = []
            runs.append(run)
        }
        if !texts.isEmpty { runs.append(.text(texts)) }
        return runs
    }
}

extension ResolveContext {
    /// An image of a text with images: a symbol at the text's size and in its colour, centred
    /// on the middle of the capitals; a picture on the baseline.
    fileprivate func resolvedInlineImage(_ image: Image, styledAs whole: TextLabel) -> [ResolvedView] {
        var inner = self
        inner.fontSize = whole.fontSize
        inner.setForeground(StylePaint(color: whole.color))
        let resolved = inner.resolve(image)
        guard image.systemName != nil else { return resolved }
        let capitalsMiddle = CGFloat(whole.fontSize * TextMeasures.capHeight / 2)
        return resolved.map { view in
            let baseline = { (d: ViewDimensions) in d.height / 2 + capitalsMiddle }
            let node = view.node.alignmentGuide(.firstTextBaseline, computeValue: baseline)
                .alignmentGuide(.lastTextBaseline, computeValue: baseline)
            return ResolvedView(node: node, looks: view.looks)
        }
    }
}

/// The measures of text that inline images are placed by.
enum TextMeasures {
    /// The height of capitals, as a fraction of the font's point size: 0.705 in SF Pro
    /// (its font tables: cap height 1443 of 2048 units per em).
    static let capHeight = 0.705
}
