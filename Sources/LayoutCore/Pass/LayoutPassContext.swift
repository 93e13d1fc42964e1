import AnimationCore
import Foundation

/// The state of one layout pass over a ``LayoutTree``: the containers' caches, what has been
/// placed and what layouts set, written back or drew. The tree is shared and never changes; this
/// is made for one pass and discarded after, which keeps passes independent.
final class LayoutPassContext {
    struct Placed {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
        var size: CGSize
    }

    /// What a layout set on a view besides its place: rotation, scale and opacity.
    struct Effects {
        var rotation: Angle = .zero
        var scale: CGFloat = 1
        var opacity: Double = 1
    }

    /// A layout value written back to a view during the pass.
    struct WrittenValue {
        let key: ObjectIdentifier
        let keyName: String
        let layout: String
        let store: (inout LayoutValues) -> Void
        let isCurrent: (LayoutValues) -> Bool
    }

    /// What the pass knows of one node besides its cache, by node id: plain values, cheap to copy.
    struct NodeState {
        /// Where the node was placed.
        var placed: Placed?
        /// What a layout set on the node besides its place.
        var effects: Effects?
        /// The sizes a container answered for the zero and the infinite proposals, for the
        /// minimum-versus-maximum check.
        var minimumSize: CGSize?
        var maximumSize: CGSize?
    }

    /// The views, shared by every pass over them.
    let tree: LayoutTree
    /// The root container's layout: node 0's.
    let rootLayout: AnyLayout
    /// The layout values this pass uses instead of the views' own, by node id (values written
    /// back by an earlier pass).
    let overrides: [Int: LayoutValues]
    /// The direction content runs in; in right-to-left, each container's placements are flipped
    /// horizontally within its bounds.
    let layoutDirection: LayoutDirection
    /// Each node's state in this pass, by node id.
    private(set) var states: [NodeState]
    /// Each container's cache, by node id, made on first use; `nil` for leaves.
    private var caches: [AnyLayout.Cache?]
    /// What each container's layout answered in this pass about its explicit guides, by node id:
    /// a layout is asked once per guide and proposal, however often the stacks around it read
    /// the guide (each read would otherwise ask the whole subtree again). Empty until the first
    /// answer: most layouts read no guides.
    private var guideAnswers: [[GuideAnswer]] = []

    /// A container's explicit value for one guide, for one proposal.
    struct GuideAnswer {
        let proposal: ProposedViewSize
        let axis: Axis
        let guide: ObjectIdentifier
        let value: CGFloat?
    }
    private(set) var connections: [(from: Int, to: Int)] = []
    /// Values written back to views, by node id then key; the last write wins.
    private(set) var writtenValues: [Int: [ObjectIdentifier: WrittenValue]] = [:]
    /// The layouts whose methods are running, innermost last, for messages; their names are made
    /// only when a message needs one.
    private var running: [AnyLayout] = []
    /// The first problem found; the pass stops at the end of the current step and throws it.
    private(set) var firstError: LayoutError?

    /// Starts a pass of `rootLayout` over `tree`.
    /// - Parameters:
    ///   - overrides: Layout values to use instead of the views' own, by node id (values written
    ///     back by an earlier pass).
    ///   - layoutDirection: The direction content runs in.
    init(rootLayout: AnyLayout, tree: LayoutTree, overrides: [Int: LayoutValues] = [:],
         layoutDirection: LayoutDirection = .leftToRight) {
        self.tree = tree
        self.rootLayout = rootLayout
        self.overrides = overrides
        self.layoutDirection = layoutDirection
        states = Array(repeating: NodeState(), count: tree.nodes.count)
        caches = Array(repeating: nil, count: tree.nodes.count)
    }

    // MARK: The tree as this pass sees it

    /// Container `id`'s layout: the pass's root layout for node 0; `nil` for a leaf.
    func layout(of id: Int) -> AnyLayout? { id == 0 ? rootLayout : tree.nodes[id].layout }

    /// The layout values node `id` carries in this pass: an earlier pass's, or the view's own.
    func layoutValues(of id: Int) -> LayoutValues {
        guard !overrides.isEmpty, let values = overrides[id] else { return tree.nodes[id].layoutValues }
        return values
    }

    /// The layout priority of node `id`.
    func priority(of id: Int) -> Double { tree.nodes[id].priority }

    /// For a spacer, the least length it takes along a stack's axis; `nil` for other views.
    func spacerMinimumLength(of id: Int) -> CGFloat? { tree.nodes[id].spacerMinimumLength }

    /// The values written in this pass that differ from what the views carried, by node id.
    func unsettledWrites() -> [(id: Int, value: WrittenValue)] {
        writtenValues.keys.sorted().flatMap { id in
            (writtenValues[id] ?? [:]).values
                .filter { !$0.isCurrent(layoutValues(of: id)) }
                .sorted { $0.keyName < $1.keyName }
                .map { (id, $0) }
        }
    }

    /// The leaf index of node `id`, or the id for a container.
    func leafIndex(of id: Int) -> Int { tree.nodes[id].leafIndex ?? id }

    func subviews(of id: Int) -> LayoutSubviews { LayoutSubviews(pass: self, nodeIDs: tree.nodes[id].childIDs) }

    /// A name for node `id` in messages: its layout's type for a container, `view N` for a leaf.
    func describe(_ id: Int) -> String {
        if let layout = layout(of: id) { return layout.wrappedTypeName }
        return "view \(tree.nodes[id].leafIndex ?? id)"
    }

    /// The layout whose method is running, for messages.
    var runningLayoutName: String { running.last?.wrappedTypeName ?? "the layout" }

    /// Runs `body` as `layout`, so that what it reports is attributed to it.
    private func running<R>(_ layout: AnyLayout, _ body: () -> R) -> R {
        running.append(layout)
        defer { running.removeLast() }
        return body()
    }

    /// Runs `body` with the cache of container `id`, making it on first use.
    func withCache<R>(of id: Int, layout: AnyLayout, _ body: (inout AnyLayout.Cache) -> R) -> R {
        running(layout) {
            // The cache is taken out while `body` runs: `body` asks about other nodes, whose
            // caches are in the same array.
            var cache = caches[id] ?? layout.makeCache(subviews: subviews(of: id))
            let result = body(&cache)
            caches[id] = cache
            return result
        }
    }

    // MARK: Measuring

    func size(of id: Int, for proposal: ProposedViewSize) -> CGSize {
        // A leaf (a node with a sizing; never the root) answers first, without copying a layout
        // out of the tree: the question a pass asks most, twice per view.
        if id != 0, let sizing = tree.nodes[id].sizing {
            return checked(sizing.size(for: proposal, values: { layoutValues(of: id) }), for: proposal) {
                .invalidViewSize(view: leafIndex(of: id), proposal: proposal, size: $0)
            }
        }
        guard let layout = layout(of: id) else {
            let size = tree.nodes[id].sizing?.size(for: proposal, values: layoutValues(of: id)) ?? .zero
            return checked(size, for: proposal) {
                .invalidViewSize(view: leafIndex(of: id), proposal: proposal, size: $0)
            }
        }
        let size = withCache(of: id, layout: layout) {
            layout.sizeThatFits(proposal: proposal, subviews: subviews(of: id), cache: &$0)
        }
        let valid = checked(size, for: proposal) {
            .invalidSize(layout: layout.wrappedTypeName, proposal: proposal, size: $0)
        }
        if valid == size { checkExtremes(of: id, proposal: proposal, size: size) }
        return valid
    }

    /// Records the sizes a container answers for the zero and infinite proposals and reports a
    /// minimum that is larger than the maximum in both dimensions (article 004's `CrashLayout`).
    private func checkExtremes(of id: Int, proposal: ProposedViewSize, size: CGSize) {
        if proposal == .zero { states[id].minimumSize = size } else if proposal == .infinity { states[id].maximumSize = size } else { return }
        guard let minimum = states[id].minimumSize, let maximum = states[id].maximumSize else { return }
        let wider = minimum.width > maximum.width, taller = minimum.height > maximum.height
        if (wider && minimum.height >= maximum.height) || (taller && minimum.width >= maximum.width) {
            record(.minimumExceedsMaximum(layout: describe(id), minimum: minimum, maximum: maximum))
        }
    }

    /// Node `id`'s size for `proposal` and its guides: the explicit values it sets with
    /// `alignmentGuide` (the last set for a guide wins; each computed from the dimensions under
    /// it), and, for a container, what its layout's `explicitAlignment` answers for bounds at the
    /// origin, so values are measured from the view's own top-leading corner.
    func dimensions(of id: Int, for proposal: ProposedViewSize) -> ViewDimensions {
        let size = self.size(of: id, for: proposal)
        let base = ViewDimensions(size: size, explicitGuides: ExplicitGuides(
            horizontal: { [self] guide in
                containerAlignment(of: id, guide: guide.id, axis: .horizontal, size: size, proposal: proposal) { layout, bounds, subviews, cache in
                    layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                }
            },
            vertical: { [self] guide in
                containerAlignment(of: id, guide: guide.id, axis: .vertical, size: size, proposal: proposal) { layout, bounds, subviews, cache in
                    layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                }
            }))
        let overrides = tree.nodes[id].alignmentGuides
        guard !overrides.isEmpty else { return base }
        return ViewDimensions(size: size, explicitGuides: ExplicitGuides(
            horizontal: { guide in overrides.last { $0.horizontal == guide }.map { $0.compute(base) } ?? base[explicit: guide] },
            vertical: { guide in overrides.last { $0.vertical == guide }.map { $0.compute(base) } ?? base[explicit: guide] }))
    }

    /// What container `id`'s layout answers about a guide (identified by `guide` and `axis`), in
    /// bounds of `size` at the origin, asked once per proposal in the pass; `nil` for a leaf.
    private func containerAlignment(of id: Int, guide: ObjectIdentifier, axis: Axis, size: CGSize, proposal: ProposedViewSize,
                                    _ ask: (AnyLayout, CGRect, LayoutSubviews, inout AnyLayout.Cache) -> CGFloat?) -> CGFloat? {
        guard let layout = layout(of: id) else { return nil }
        if guideAnswers.isEmpty {
            guideAnswers = Array(repeating: [], count: tree.nodes.count)
        } else if let known = guideAnswers[id].first(where: { $0.guide == guide && $0.axis == axis && $0.proposal == proposal }) {
            return known.value
        }
        let children = subviews(of: id)
        let value = withCache(of: id, layout: layout) { ask(layout, CGRect(origin: .zero, size: size), children, &$0) }
        guideAnswers[id].append(GuideAnswer(proposal: proposal, axis: axis, guide: guide, value: value))
        return value
    }

    func spacing(of id: Int) -> ViewSpacing {
        guard let layout = layout(of: id) else { return tree.nodes[id].spacing }
        return withCache(of: id, layout: layout) { layout.spacing(subviews: subviews(of: id), cache: &$0) }
    }

    /// Returns `size` when valid; otherwise records the error and returns zero so the pass can finish.
    private func checked(_ size: CGSize, for proposal: ProposedViewSize, error: (CGSize) -> LayoutError) -> CGSize {
        if size.isValid(for: proposal) { return size }
        record(error(size))
        return .zero
    }

    func record(_ error: LayoutError) {
        if firstError == nil { firstError = error }
    }

    /// Records a failure reported by the running layout.
    func reportFailure(_ message: String) {
        record(.layoutFailed(layout: runningLayoutName, message: message))
    }

    // MARK: Placing

    func place(_ id: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard position.x.isFinite, position.y.isFinite else {
            record(.invalidPosition(layout: runningLayoutName, subview: tree.nodes[id].indexInParent, position: position))
            return
        }
        let size = size(of: id, for: proposal)
        states[id].placed = Placed(position: position, anchor: anchor, proposal: proposal, size: size)
    }

    /// Whether `value` can be given to subview `id` as its `effect`; records a failure naming the
    /// running layout and the subview when it cannot.
    func accepts(_ value: Double, as effect: String, of id: Int, allowingInfinity: Bool = false) -> Bool {
        guard value.isFinite || (allowingInfinity && !value.isNaN) else {
            reportFailure("set the \(effect) of subview \(tree.nodes[id].indexInParent) to \(value); it must be a finite number")
            return false
        }
        return true
    }

    func setEffects(of id: Int, _ change: (inout Effects) -> Void) {
        var current = states[id].effects ?? Effects()
        change(&current)
        states[id].effects = current
    }

    func connect(_ from: Int, to: Int) {
        guard tree.nodes[from].leafIndex != nil, tree.nodes[to].leafIndex != nil else {
            let container = tree.nodes[from].leafIndex == nil ? from : to
            reportFailure("connected \(describe(container)), a container; connections join leaf views only")
            return
        }
        connections.append((from, to))
    }

    func write(_ value: WrittenValue, to id: Int) {
        writtenValues[id, default: [:]][value.key] = value
    }

    /// Places the children of container `id` inside `bounds`, then recursively the children of
    /// any container among them. Children that were never placed are centred in `bounds`.
    func placeChildren(of id: Int, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let layout = layout(of: id) else { return }
        let children = subviews(of: id)
        withCache(of: id, layout: layout) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: children, cache: &$0)
        }
        let childIDs = tree.nodes[id].childIDs
        for childID in childIDs where states[childID].placed == nil {
            place(childID, at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
        if layoutDirection == .rightToLeft {
            for childID in childIDs { mirror(childID, within: bounds) }
        }
        for childID in childIDs where tree.nodes[childID].isContainer {
            guard let child = states[childID].placed else { continue }
            let frame = ViewPlacement(position: child.position, anchor: child.anchor, size: child.size).frame
            placeChildren(of: childID, in: frame, proposal: child.proposal)
        }
    }

    /// Flips node `id`'s frame horizontally within `bounds`: its left edge goes where its right
    /// edge was, measured from the other side.
    private func mirror(_ id: Int, within bounds: CGRect) {
        guard var record = states[id].placed else { return }
        let frame = ViewPlacement(position: record.position, anchor: record.anchor, size: record.size).frame
        let mirroredMinX = bounds.minX + bounds.maxX - frame.maxX
        record.position.x += mirroredMinX - frame.minX
        states[id].placed = record
    }
}
