import CCairo
import Foundation
import FrameRendering

/// A shape's label set in lines: one line, centred on the shape, for a label that does not wrap;
/// for one that does (a view's `Text`), the lines ``TextMeasuring/lines(of:width:)`` breaks it
/// into at the shape's width, the block of them centred on the shape and each line placed by the
/// label's ``TextAlignment`` within the widest.
///
/// Lines are broken with ``CairoTextMeasurer``, the measurer views are sized with, so a frame
/// draws the lines its layout measured.
struct LaidOutLines {
    /// A line and where its centre goes, relative to the shape's centre.
    struct Line {
        let text: LaidOutText
        let offset: (x: Double, y: Double)
    }

    /// The lines, top to bottom.
    let lines: [Line]
    /// The colour they are drawn in.
    let color: RGBAColor

    /// Lays out `label` for a shape `width` wide, in the context's current user space.
    /// - Returns: nil when no line can be drawn (empty text, or a size cairo cannot draw).
    init?(_ label: TextLabel, width: Double, in context: OpaquePointer) {
        color = label.color
        guard let wrapping = label.wrapping else {
            guard let line = LaidOutText(label, in: context) else { return nil }
            lines = [Line(text: line, offset: (0, 0))]
            return
        }
        let measurer = CairoTextMeasurer()
        let label = measurer.fitted(label, width: width)
        let texts = measurer.lines(of: label, width: width)
        let advances = texts.map { measurer.advance(of: $0, as: label) }
        let widest = advances.max() ?? 0
        let lineHeight = measurer.lineHeight(of: label)
        let pitch = lineHeight + wrapping.lineSpacing
        let top = -(Double(texts.count) * lineHeight + Double(texts.count - 1) * wrapping.lineSpacing) / 2
        var placed: [Line] = []
        for (index, text) in texts.enumerated() {
            var line = label
            line.text = text
            line.wrapping = nil
            guard let laidOut = LaidOutText(line, in: context) else { continue }
            let x: Double = switch wrapping.alignment {
            case .leading: (advances[index] - widest) / 2
            case .center: 0
            case .trailing: (widest - advances[index]) / 2
            }
            placed.append(Line(text: laidOut, offset: (x, top + Double(index) * pitch + lineHeight / 2)))
        }
        guard !placed.isEmpty else { return nil }
        lines = placed
    }

    /// The ink box of every line, in user space.
    var inkRect: UserRect {
        var bounds = UserRect.empty
        for line in lines {
            let rect = line.text.centredLineInkRect
            bounds.formUnion(UserRect(left: rect.left + line.offset.x, top: rect.top + line.offset.y,
                                      right: rect.right + line.offset.x, bottom: rect.bottom + line.offset.y))
        }
        return bounds
    }

    /// Draws every line with the current source; or, `asOutlines`, adds the glyphs' outlines to
    /// the current path instead (for a projected label, whose outlines are projected and filled).
    func show(in context: OpaquePointer, asOutlines: Bool = false) {
        for line in lines {
            cairo_save(context)
            cairo_translate(context, line.offset.x, line.offset.y)
            line.text.showCentredLine(in: context, asOutlines: asOutlines)
            cairo_restore(context)
        }
    }
}
