import Foundation
import FrameRendering
import LayoutCore

extension GraphicsContext {
    /// Text resolved in a context, ready to be measured and drawn: SwiftUI's
    /// `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        /// The text in its font size.
        let label: TextLabel
        /// Its frame: its advance and line height, as the text measurer gives them (zero without one).
        let size: CGSize
        /// What the text is drawn with; `.foreground` (the canvas's foreground colour) at first.
        public var shading: Shading = .foreground

        /// The size the text takes: one line, however small `size` is (text is not wrapped).
        /// - Parameter size: The size offered.
        /// - Returns: The text's frame size.
        public func measure(in size: CGSize) -> CGSize {
            self.size
        }
    }

    /// `text` resolved in this context: set in the canvas's font size, to be drawn in its
    /// foreground colour: SwiftUI's `resolve(_:)`.
    /// - Parameter text: The text.
    /// - Returns: The resolved text.
    public func resolve(_ text: Text) -> ResolvedText {
        let label = text.label(fontSize: environment.fontSize, settings: environment.font, color: environment.foreground)
        return ResolvedText(label: label, size: environment.textMeasurer?.size(of: label) ?? .zero)
    }

    /// Draws `text` with the point `anchor` of its frame at `point`: SwiftUI's `draw(_:at:anchor:)`.
    /// - Parameters:
    ///   - text: The text.
    ///   - point: Where the anchor goes, in the current user space.
    ///   - anchor: Which point of the text's frame goes there; its centre by default.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` in `rect`, its frame at the rectangle's top-left corner: SwiftUI's
    /// `draw(_:in:)`, for one line (text is not wrapped or cut to the rectangle).
    /// - Parameters:
    ///   - text: The text.
    ///   - rect: Where it goes, in the current user space.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved text with the point `anchor` of its frame at `point`.
    /// - Parameters:
    ///   - text: The resolved text.
    ///   - point: Where the anchor goes, in the current user space.
    ///   - anchor: Which point of the text's frame goes there; its centre by default.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let center = CGPoint(x: point.x + (0.5 - anchor.x) * text.size.width, y: point.y + (0.5 - anchor.y) * text.size.height)
        drawCentred(text, at: center)
    }

    /// Draws resolved text in `rect`, its frame at the rectangle's top-left corner (one line).
    /// - Parameters:
    ///   - text: The resolved text.
    ///   - rect: Where it goes, in the current user space.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let origin = rect.standardized.origin
        drawCentred(text, at: CGPoint(x: origin.x + text.size.width / 2, y: origin.y + text.size.height / 2))
    }

    /// Records the text with its frame centred on `center`, drawn as a `Text` view's label is:
    /// its line centred in the frame.
    private func drawCentred(_ text: ResolvedText, at center: CGPoint) {
        guard !text.label.text.isEmpty else { return }
        var label = text.label
        label.color = text.shading.color(in: environment)
        // Its ink stays within its frame and two ems a character of its centre.
        let reach = max(Double(text.size.width), Double(text.size.height)) / 2
            + 2 * label.fontSize * Double(label.text.unicodeScalars.count + 1)
        record(.shape(ShapeItem(kind: .rectangle, center: center, size: text.size, fill: .clear, opacity: opacity, label: label)),
               reaching: [center], margin: reach)
    }
}
