import Foundation

/// A size to ask a view for: article 004's `showSizes` requests.
public enum SizeRequest: Hashable, Sendable, CustomStringConvertible {
    /// The size for the zero proposal: the smallest the view can be.
    case minimum
    /// The size for the unspecified proposal: the size the view prefers.
    case ideal
    /// The size for the infinite proposal: the largest the view can be.
    case maximum
    /// The size the view was placed with in the pass.
    case current
    /// The size for a particular proposal.
    case proposal(ProposedViewSize)

    /// The proposal this request makes; `nil` for ``current``.
    public var proposal: ProposedViewSize? {
        switch self {
        case .minimum: .zero
        case .ideal: .unspecified
        case .maximum: .infinity
        case .current: nil
        case .proposal(let proposal): proposal
        }
    }

    /// The requests `showSizes()` makes by default: minimum, ideal and maximum.
    public static let standard: [SizeRequest] = [.minimum, .ideal, .maximum]

    /// `minimum`, `ideal`, `maximum`, `current`, or the proposal.
    public var description: String {
        switch self {
        case .minimum: "minimum"
        case .ideal: "ideal"
        case .maximum: "maximum"
        case .current: "current"
        case .proposal(let proposal): "proposal \(proposal)"
        }
    }
}

/// The sizes one view or layout answers for a list of requests.
public struct ViewSizeReport: Hashable, Sendable {
    /// The view: `view N` for a leaf (N in depth-first order), the layout's type for a container.
    public var name: String
    /// How deep the view is: 0 for the root layout, 1 for its subviews, and so on.
    public var depth: Int
    /// The leaf index of a leaf view; `nil` for a container.
    public var leafIndex: Int?
    /// The frame the view was placed in, in canvas coordinates.
    public var frame: CGRect
    /// The size for each request, in the order asked.
    public var sizes: [Measurement]

    /// Creates a report.
    public init(name: String, depth: Int, leafIndex: Int?, frame: CGRect, sizes: [Measurement]) {
        self.name = name
        self.depth = depth
        self.leafIndex = leafIndex
        self.frame = frame
        self.sizes = sizes
    }

    /// One request and its answer.
    public struct Measurement: Hashable, Sendable {
        /// What was asked.
        public var request: SizeRequest
        /// The size answered.
        public var size: CGSize

        /// Creates a measurement.
        public init(request: SizeRequest, size: CGSize) {
            self.request = request
            self.size = size
        }
    }
}

extension LayoutPass {
    /// What every view and layout answers for `requests`: article 004's `showSizes` for the
    /// whole tree, root first, in depth-first order.
    ///
    /// The proposals are made in a pass of their own, with fresh caches, so asking does not
    /// disturb the placement; asking for both ``SizeRequest/minimum`` and
    /// ``SizeRequest/maximum`` also checks that no layout's minimum exceeds its maximum.
    /// - Parameters:
    ///   - layout: The root layout.
    ///   - subviews: The views it lays out.
    ///   - canvas: The canvas size.
    ///   - padding: Space kept clear around the root; see ``run(_:subviews:in:padding:layoutDirection:)``.
    ///   - layoutDirection: The direction content runs in; left to right by default.
    ///   - requests: What to ask; minimum, ideal, maximum and current by default.
    /// - Returns: One report per view and layout.
    /// - Throws: ``LayoutError`` when the pass fails or a view answers a size it cannot have.
    public static func sizes<L: Layout>(of layout: L, subviews: [ViewNode], in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(),
                                        padding: CGFloat = 0, layoutDirection: LayoutDirection = .leftToRight,
                                        requests: [SizeRequest] = SizeRequest.standard + [.current]) throws(LayoutError) -> [ViewSizeReport] {
        try sizes(of: layout, tree: LayoutTree(subviews: subviews), in: canvas, safeArea: safeArea, padding: padding,
                  layoutDirection: layoutDirection, requests: requests)
    }

    /// What every view and layout of `tree` answers for `requests`: as
    /// ``sizes(of:subviews:in:padding:layoutDirection:requests:)`` with the views the tree was
    /// built from, without flattening them again.
    /// - Parameters:
    ///   - layout: The root layout.
    ///   - tree: The views it lays out, flattened once.
    ///   - canvas: The canvas size.
    ///   - safeArea: The canvas's safe-area insets; none by default.
    ///   - padding: Space kept clear around the root; none by default.
    ///   - layoutDirection: The direction content runs in; left to right by default.
    ///   - requests: What to ask; minimum, ideal, maximum and current by default.
    /// - Returns: One report per view and layout, root first, in depth-first order.
    /// - Throws: ``LayoutError`` when the pass fails or a view answers a size it cannot have.
    public static func sizes<L: Layout>(of layout: L, tree: LayoutTree, in canvas: CGSize, safeArea: EdgeInsets = EdgeInsets(),
                                        padding: CGFloat = 0, layoutDirection: LayoutDirection = .leftToRight,
                                        requests: [SizeRequest] = SizeRequest.standard + [.current]) throws(LayoutError) -> [ViewSizeReport] {
        // The placement is the settled pass's, so values written back to views count.
        let placedPass = try runUntilSettled(layout, tree: tree, in: canvas, safeArea: safeArea, padding: padding,
                                             layoutDirection: layoutDirection)
        let placed = placedPass.context
        let probe = LayoutPassContext(rootLayout: placed.rootLayout, tree: tree, overrides: placed.overrides,
                                      layoutDirection: layoutDirection)
        var reports: [ViewSizeReport] = []
        for id in tree.nodes.indices {
            let sizes = requests.map { request in
                let size = request.proposal.map { probe.size(of: id, for: $0) } ?? placed.placedSize(of: id)
                return ViewSizeReport.Measurement(request: request, size: size ?? placedPass.bounds.size)
            }
            if let error = probe.firstError { throw error }
            let frame = placed.placedFrame(of: id) ?? placedPass.bounds
            reports.append(ViewSizeReport(name: placed.describe(id), depth: tree.depth(of: id),
                                          leafIndex: tree.nodes[id].leafIndex, frame: frame, sizes: sizes))
        }
        return reports
    }
}
