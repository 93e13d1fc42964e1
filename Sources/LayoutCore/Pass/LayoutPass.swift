import Foundation

/// Runs a layout over its subviews in a canvas, the way a window runs its root view.
///
/// The layout is proposed the canvas size, takes the size it returns, is centred in the canvas,
/// and places its subviews there; containers among the subviews place their own children in the
/// frames they were given. Each run is independent: fresh caches, nothing kept between runs but
/// the ``LayoutTree`` of views a caller may hand to every run.
public enum LayoutPass {
    /// The outcome of a pass.
    public struct Result: Hashable, Sendable {
        /// The bounds the root layout was placed in.
        public var bounds: CGRect
        /// Where each leaf view went, in depth-first order.
        public var placements: [ViewPlacement]
        /// The lines layouts asked to be drawn between views, in the order they were drawn.
        public var connections: [ViewConnection]
        /// How many passes it took for values written back to views to settle; 1 when none were written.
        public var passes: Int
        /// For each leaf, in depth-first order, the ``DrawingScopeLayout`` containers it is in,
        /// innermost first: their frames, turned, scaled and faded by the effects around them as
        /// a leaf's placement is, and their effects' numbers; empty when the views have no such
        /// container.
        public var scopes: [[DrawingScope]]

        /// Creates a result.
        public init(bounds: CGRect, placements: [ViewPlacement], connections: [ViewConnection] = [], passes: Int = 1,
                    scopes: [[DrawingScope]] = []) {
            self.bounds = bounds
            self.placements = placements
            self.connections = connections
            self.passes = passes
            self.scopes = scopes
        }
    }

    /// The most passes run for values written back to views to settle before the pass is
    /// declared a loop.
    public static let maximumPasses = 8

    /// Sizes and places `subviews` with `layout` in a canvas.
    ///
    /// When a layout writes values back to views (``LayoutSubview/writeValue(_:for:)``) that
    /// differ from what they carried, the pass is run again with the new values, up to
    /// ``maximumPasses`` times.
    ///
    /// A container asked for both its minimum (the zero proposal) and its maximum (the infinite
    /// proposal) in a pass, as stacks ask their children, fails the pass when the minimum is the
    /// larger (article 004's `CrashLayout`); ``sizes(of:subviews:in:padding:layoutDirection:requests:)`` asks every view.
    ///
    /// The views are flattened into a ``LayoutTree`` on every call; to run the same views again
    /// and again (every frame of an animation), build the tree once and call
    /// ``run(_:tree:in:padding:layoutDirection:)``, which places them the same.
    /// - Parameters:
    ///   - layout: The root layout.
    ///   - subviews: The views it lays out.
    ///   - canvas: The canvas size, proposed to the layout.
    ///   - safeArea: The canvas's safe-area insets (a device's status bar and home indicator): the
    ///     layout is proposed the canvas less them and centred in what they leave, as SwiftUI lays
    ///     a root view out; views that ignore the safe area reach into them. None by default.
    ///   - padding: Space kept clear on every side, like SwiftUI's `.padding(_:)` on the root: the
    ///     layout is proposed the canvas less twice the padding, and still centred in the canvas.
    ///   - layoutDirection: The direction content runs in; in right-to-left, every container's
    ///     placements are flipped horizontally within its bounds, as SwiftUI does. Left to right
    ///     by default.
    /// - Returns: The root bounds and one placement per leaf view.
    /// - Throws: ``LayoutError`` when the canvas or a size or position returned by a layout or
    ///   view is not valid, when a layout reports a failure, or when written-back values never settle.
    /// - Complexity: O(*n*) in the number of views to flatten them, plus one call of
    ///   `sizeThatFits` and `placeSubviews` on the root and what the layouts ask of their
    ///   subviews, per pass.
    public static func run<L: Layout>(_ layout: L, subviews: [ViewNode], in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(),
                                      padding: CGFloat = 0, layoutDirection: LayoutDirection = .leftToRight) throws(LayoutError) -> Result {
        try run(layout, tree: LayoutTree(subviews: subviews), in: canvas, safeArea: safeArea, padding: padding, layoutDirection: layoutDirection)
    }

    /// Sizes and places the views of `tree` with `layout` in a canvas: as
    /// ``run(_:subviews:in:padding:layoutDirection:)`` with the views the tree was built from,
    /// without flattening them again.
    /// - Parameters:
    ///   - layout: The root layout.
    ///   - tree: The views it lays out, flattened once.
    ///   - canvas: The canvas size, proposed to the layout.
    ///   - safeArea: The canvas's safe-area insets; none by default.
    ///   - padding: Space kept clear on every side; none by default.
    ///   - layoutDirection: The direction content runs in; left to right by default.
    /// - Returns: The root bounds and one placement per leaf view.
    /// - Throws: ``LayoutError``, as ``run(_:subviews:in:padding:layoutDirection:)`` does.
    /// - Complexity: One call of `sizeThatFits` and `placeSubviews` on the root, plus what the
    ///   layouts ask of their subviews, per pass; O(*n*) in the number of views for the pass's state.
    public static func run<L: Layout>(_ layout: L, tree: LayoutTree, in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(),
                                      padding: CGFloat = 0, layoutDirection: LayoutDirection = .leftToRight) throws(LayoutError) -> Result {
        let settled = try runUntilSettled(layout, tree: tree, in: canvas, safeArea: safeArea, padding: padding, layoutDirection: layoutDirection)
        return Result(bounds: settled.bounds, placements: settled.context.leafPlacements(),
                      connections: settled.context.leafConnections(), passes: settled.passes,
                      scopes: tree.hasDrawingScopes ? settled.context.leafScopes() : [])
    }

    /// Runs passes until the values written back to views settle, and returns the last one.
    static func runUntilSettled<L: Layout>(_ layout: L, tree: LayoutTree, in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(),
                                           padding: CGFloat,
                                           layoutDirection: LayoutDirection) throws(LayoutError) -> (context: LayoutPassContext, bounds: CGRect, passes: Int) {
        guard canvas.width.isFinite, canvas.height.isFinite, canvas.width >= 0, canvas.height >= 0 else {
            throw .invalidCanvas(canvas)
        }
        let safe = try safeRect(canvas, safeArea: safeArea)
        let proposal = try paddedProposal(safe.size, padding: padding)
        let root = AnyLayout(layout)
        var overrides: [Int: LayoutValues] = [:]
        var passNumber = 1
        while true {
            let context = LayoutPassContext(rootLayout: root, tree: tree, overrides: overrides, layoutDirection: layoutDirection)
            let bounds = try runOnce(context, in: safe, proposal: proposal)
            let writes = context.unsettledWrites()
            guard let first = writes.first else { return (context, bounds, passNumber) }
            guard passNumber < maximumPasses else {
                throw .layoutLoop(layout: first.value.layout, key: first.value.keyName,
                                  view: context.leafIndex(of: first.id), passes: maximumPasses)
            }
            for write in writes {
                var values = context.layoutValues(of: write.id)
                write.value.store(&values)
                overrides[write.id] = values
            }
            passNumber += 1
        }
    }

    /// The canvas less twice the padding, never negative.
    static func paddedProposal(_ canvas: CGSize, padding: CGFloat) throws(LayoutError) -> ProposedViewSize {
        guard padding.isFinite, padding >= 0 else { throw .invalidPadding(padding) }
        return ProposedViewSize(width: max(canvas.width - 2 * padding, 0), height: max(canvas.height - 2 * padding, 0))
    }

    /// What the safe-area insets leave of the canvas; refuses insets that are not finite or are negative.
    public static func safeRect(_ canvas: CGSize, safeArea: EdgeInsets) throws(LayoutError) -> CGRect {
        let insets = [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing]
        guard insets.allSatisfy({ $0.isFinite && $0 >= 0 }) else { throw .invalidSafeArea(safeArea) }
        return CGRect(x: safeArea.leading, y: safeArea.top, width: max(canvas.width - safeArea.leading - safeArea.trailing, 0),
                      height: max(canvas.height - safeArea.top - safeArea.bottom, 0))
    }

    /// One pass: size the root for the safe part of the canvas, centre it there, place everything.
    static func runOnce(_ context: LayoutPassContext, in safe: CGRect, proposal: ProposedViewSize) throws(LayoutError) -> CGRect {
        let size = context.size(of: 0, for: proposal)
        if let error = context.firstError { throw error }
        let bounds = CGRect(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2,
                            width: size.width, height: size.height)
        context.placeChildren(of: 0, in: bounds, proposal: proposal)
        if let error = context.firstError { throw error }
        return bounds
    }
}
