import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// A view that draws itself, operation by operation, into a ``GraphicsContext``: SwiftUI's
/// `Canvas`.
///
/// ```swift
/// TimelineView(.animation) { timeline in
///     Canvas { context, size in
///         let seconds = timeline.date.timeIntervalSinceReferenceDate
///         context.translateBy(x: size.width / 2, y: size.height / 2)
///         context.rotate(by: .degrees(seconds.truncatingRemainder(dividingBy: 60) * 6))
///         context.stroke(Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 0, y: -80)) },
///                        with: .color(.black), lineWidth: 4)
///     }
/// }
/// ```
///
/// A canvas takes the size it is offered, 10 points for an unspecified dimension (SwiftUI's
/// default for a view with no size of its own, `ProposedViewSize.replacingUnspecifiedDimensions()`).
/// Its renderer is run for every frame it is drawn in, with the frame's size, so a canvas in a
/// `TimelineView` redraws from the frame's date and one whose renderer reads state redraws with
/// each state. What it draws becomes display items (paths, text) in its frame, clipped to the
/// frame, so PNG, SVG and PDF all show it; it moves, turns, scales and fades with the modifiers
/// around it as any view does.
///
/// A change of state redraws the canvas at once, with or without animation, as SwiftUI's does:
/// its drawing neither interpolates nor cross-fades (the modifiers around it animate as usual).
/// Two canvases' looks are equal when they draw the same at a probe size of 100 × 100.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// The views the renderer may draw; always `EmptyView` here (symbols are not supported).
    public var symbols: Symbols
    /// Draws the canvas: called with a fresh context and the canvas's size for every frame.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is opaque; accepted and ignored (drawing is composited either way).
    public var isOpaque: Bool
    /// The working colour space; accepted and ignored (Zoetrope draws in 8-bit sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may draw asynchronously; accepted and ignored (every frame is drawn
    /// whole before it is written).
    public var rendersAsynchronously: Bool

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let sizing = ViewSizing { proposal in Rectangle().sizeThatFits(proposal) }
        let environment = GraphicsContext.Environment(foreground: context.foreground ?? .black, fontSize: context.fontSize,
                                                      font: context.font, textMeasurer: context.textMeasurer)
        var look = ViewSpec(shape: .rectangle, cornerRadius: 0, fill: .clear)
        look.drawing = ViewDrawing(source: CanvasDrawing(renderer: renderer, environment: environment))
        return context.resolved(ViewNode(sizing: sizing), looks: [look])
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas that `renderer` draws: SwiftUI's `Canvas(opaque:colorMode:rendersAsynchronously:renderer:)`.
    /// - Parameters:
    ///   - opaque: Whether the canvas is opaque; accepted and ignored. `false` by default.
    ///   - colorMode: The working colour space; accepted and ignored. `.nonLinear` by default.
    ///   - rendersAsynchronously: Whether it may draw asynchronously; accepted and ignored.
    ///     `false` by default.
    ///   - renderer: Draws the canvas into the context it is given, for the canvas's size. It is
    ///     called for every frame the canvas is drawn in (and, to compare two looks, at
    ///     100 × 100), so it must draw the same for the same size.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.symbols = EmptyView()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}
