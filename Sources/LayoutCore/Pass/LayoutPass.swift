import Foundation

/// Runs a layout over its subviews in a canvas, the way a window runs its root view.
///
/// The layout is proposed the canvas size, takes the size it returns, is centred in the canvas,
/// and places its subviews there; containers among the subviews place their own children in the
/// frames they were given. Each run is independent: a fresh cache, nothing kept between runs.
public enum LayoutPass {
    /// The outcome of a pass.
    public struct Result: Hashable, Sendable {
        /// The bounds the root layout was placed in.
        public var bounds: CGRect
        /// Where each leaf view went, in depth-first order.
        public var placements: [ViewPlacement]
    }

    /// Sizes and places `subviews` with `layout` in a canvas.
    ///
    /// - Parameters:
    ///   - layout: The root layout.
    ///   - subviews: The views it lays out.
    ///   - canvas: The canvas size, proposed to the layout.
    /// - Returns: The root bounds and one placement per leaf view.
    /// - Throws: ``LayoutError`` when the canvas or a size or position returned by a layout or
    ///   view is not valid.
    /// - Complexity: One call of `sizeThatFits` and `placeSubviews` on the root, plus what the
    ///   layouts ask of their subviews.
    public static func run<L: Layout>(_ layout: L, subviews: [ViewNode], in canvas: CGSize) throws(LayoutError) -> Result {
        guard canvas.width.isFinite, canvas.height.isFinite, canvas.width >= 0, canvas.height >= 0 else {
            throw .invalidCanvas(canvas)
        }
        let context = LayoutPassContext(rootLayout: AnyLayout(layout), children: subviews)
        let proposal = ProposedViewSize(canvas)
        let size = context.size(of: 0, for: proposal)
        if let error = context.firstError { throw error }
        let bounds = CGRect(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2,
                            width: size.width, height: size.height)
        context.placeChildren(of: 0, in: bounds, proposal: proposal)
        if let error = context.firstError { throw error }
        return Result(bounds: bounds, placements: context.leafPlacements())
    }
}
