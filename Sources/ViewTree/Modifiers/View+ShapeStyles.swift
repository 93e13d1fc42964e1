import Foundation
import LayoutCore

// The modifiers that take a shape style: backgrounds and overlays filled with one (in the view's
// bounds, or in a shape), and the tint.

extension View {
    /// SwiftUI's `.background(_:ignoresSafeAreaEdges:)`: the view's bounds filled with `style`
    /// behind it (`.background(.yellow)`, `.background(.ultraThinMaterial)`,
    /// `.background(Color.blue.gradient)`).
    ///
    /// The fill extends into the safe area along `edges` where the view reaches it (on a
    /// device's canvas, a root view's background fills the screen behind the status bar), as
    /// `.ignoresSafeArea(edges:)` makes it.
    /// - Parameters:
    ///   - style: The style to fill with.
    ///   - edges: The edges of the safe area the fill may extend into; all by default.
    /// - Returns: The view with the fill behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> OverlayView<Self, ModifiedView<FilledShape<Rectangle>>> {
        OverlayView(content: self, secondary: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges), alignment: .center, behind: true)
    }

    /// SwiftUI's `.background(ignoresSafeAreaEdges:)`: the view's bounds filled with the
    /// background style (`.background`: white in the light appearance).
    /// - Parameter edges: The edges of the safe area the fill may extend into; all by default.
    /// - Returns: The view with the fill behind it.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> OverlayView<Self, ModifiedView<FilledShape<Rectangle>>> {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// SwiftUI's `.background(_:in:fillStyle:)`: `shape`, filled with `style`, behind the view and
    /// fitted to its bounds (`.background(.blue, in: RoundedRectangle(cornerRadius: 8))`).
    /// - Parameters:
    ///   - style: The style to fill with.
    ///   - shape: The shape, fitted to the view's bounds.
    ///   - fillStyle: How the shape is filled; the non-zero rule by default.
    /// - Returns: The view with the shape behind it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> OverlayView<Self, FilledShape<T>> {
        OverlayView(content: self, secondary: shape.fill(style, style: fillStyle), alignment: .center, behind: true)
    }

    /// SwiftUI's `.background(_:in:fillStyle:)` with an `InsettableShape`: as with any shape.
    public func background<S: ShapeStyle, T: InsettableShape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> OverlayView<Self, FilledShape<T>> {
        OverlayView(content: self, secondary: shape.fill(style, style: fillStyle), alignment: .center, behind: true)
    }

    /// SwiftUI's `.background(in:fillStyle:)` with an `InsettableShape`: as with any shape.
    public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> OverlayView<Self, FilledShape<S>> {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// SwiftUI's `.background(in:fillStyle:)`: `shape`, filled with the background style, behind
    /// the view (`.background(in: Capsule())`).
    /// - Parameters:
    ///   - shape: The shape, fitted to the view's bounds.
    ///   - fillStyle: How the shape is filled; the non-zero rule by default.
    /// - Returns: The view with the shape behind it.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> OverlayView<Self, FilledShape<T>> {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// SwiftUI's `.overlay(_:ignoresSafeAreaEdges:)`: the view's bounds filled with `style` over
    /// it (`.overlay(.black.opacity(0.2))`); the same safe-area note as
    /// ``background(_:ignoresSafeAreaEdges:)``.
    /// - Parameters:
    ///   - style: The style to fill with.
    ///   - edges: The edges of the safe area the fill may extend into; all by default.
    /// - Returns: The view with the fill over it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> OverlayView<Self, ModifiedView<FilledShape<Rectangle>>> {
        OverlayView(content: self, secondary: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges), alignment: .center, behind: false)
    }

    /// SwiftUI's `.overlay(_:in:fillStyle:)`: `shape`, filled with `style`, over the view and
    /// fitted to its bounds.
    /// - Parameters:
    ///   - style: The style to fill with.
    ///   - shape: The shape, fitted to the view's bounds.
    ///   - fillStyle: How the shape is filled; the non-zero rule by default.
    /// - Returns: The view with the shape over it.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> OverlayView<Self, FilledShape<T>> {
        OverlayView(content: self, secondary: shape.fill(style, style: fillStyle), alignment: .center, behind: false)
    }

    /// SwiftUI's `.tint(_:)` with a colour: controls inside (buttons' labels and bordered
    /// backgrounds) and the `.tint` style are drawn in it; `nil` leaves the tint around it.
    /// - Parameter tint: The tint.
    /// - Returns: The view with its tint set.
    public func tint(_ tint: Color?) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { context in
            if let tint { context.tint = context.paint(for: tint.paint) }
        }, change: { $0 })
    }

    /// SwiftUI's `.tint(_:)` with any shape style (a gradient tints with its first colour where
    /// one colour is drawn); `nil` leaves the tint around it.
    /// - Parameter tint: The tint.
    /// - Returns: The view with its tint set.
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { context in
            if let tint { context.tint = context.paint(for: tint.resolvedPaint) }
        }, change: { $0 })
    }
}
