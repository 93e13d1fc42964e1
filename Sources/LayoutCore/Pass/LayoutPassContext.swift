import AnimationCore
import Foundation

/// The state of one layout pass: the flattened view tree, the caches of its containers, and what
/// has been placed. Created for one pass and discarded after, which keeps passes independent.
final class LayoutPassContext {
    struct Node {
        let view: ViewNode
        /// For a leaf, its number in depth-first order; `nil` for a container.
        let leafIndex: Int?
        /// For a container, the node ids of its children.
        let childIDs: [Int]
        /// For a container, its layout.
        let layout: AnyLayout?
        /// The container that holds this node; `nil` for the root.
        let parentID: Int?
    }

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

    private(set) var nodes: [Node] = []
    /// The layout values this pass uses instead of the views' own, by node id.
    let overrides: [Int: LayoutValues]
    private var caches: [Int: AnyLayout.Cache] = [:]
    /// Where each node was placed, and what was set on it, by node id (arrays: ids are dense).
    private var placed: [Placed?] = []
    private var effects: [Effects?] = []
    private(set) var connections: [(from: Int, to: Int)] = []
    /// Values written back to views, by node id then key; the last write wins.
    private(set) var writtenValues: [Int: [ObjectIdentifier: WrittenValue]] = [:]
    /// The sizes containers answered for the zero and the infinite proposals, for the
    /// minimum-versus-maximum check.
    private var extremeSizes: [Int: (minimum: CGSize?, maximum: CGSize?)] = [:]
    /// The layouts whose methods are running, innermost last, for messages; their names are made
    /// only when a message needs one.
    private var running: [AnyLayout] = []
    /// The first problem found; the pass stops at the end of the current step and throws it.
    private(set) var firstError: LayoutError?

    /// Flattens a root container into nodes; the root is node 0.
    /// - Parameter overrides: Layout values to use instead of the views' own, by node id (values
    ///   written back by an earlier pass).
    /// The direction content runs in; in right-to-left, each container's placements are flipped
    /// horizontally within its bounds.
    let layoutDirection: LayoutDirection

    init(rootLayout: AnyLayout, children: [ViewNode], overrides: [Int: LayoutValues] = [:],
         layoutDirection: LayoutDirection = .leftToRight) {
        self.overrides = overrides
        self.layoutDirection = layoutDirection
        var leafCounter = 0
        _ = addContainer(layout: rootLayout, view: ViewNode(layout: rootLayout, children: children),
                         children: children, parentID: nil, leafCounter: &leafCounter)
        placed = Array(repeating: nil, count: nodes.count)
        effects = Array(repeating: nil, count: nodes.count)
        for (id, values) in overrides where nodes.indices.contains(id) {
            let node = nodes[id]
            var view = node.view
            view.layoutValues = values
            nodes[id] = Node(view: view, leafIndex: node.leafIndex, childIDs: node.childIDs, layout: node.layout,
                             parentID: node.parentID)
        }
    }

    /// The values written in this pass that differ from what the views carried, by node id.
    func unsettledWrites() -> [(id: Int, value: WrittenValue)] {
        writtenValues.keys.sorted().flatMap { id in
            (writtenValues[id] ?? [:]).values
                .filter { !$0.isCurrent(nodes[id].view.layoutValues) }
                .sorted { $0.keyName < $1.keyName }
                .map { (id, $0) }
        }
    }

    /// The leaf index of node `id`, or the id for a container.
    func leafIndex(of id: Int) -> Int { nodes[id].leafIndex ?? id }

    /// The connections drawn in this pass, as leaf indices.
    func leafConnections() -> [ViewConnection] {
        connections.compactMap { pair in
            guard let from = nodes[pair.from].leafIndex, let to = nodes[pair.to].leafIndex else { return nil }
            return ViewConnection(from: from, to: to)
        }
    }

    private func addContainer(layout: AnyLayout, view: ViewNode, children: [ViewNode], parentID: Int?,
                              leafCounter: inout Int) -> Int {
        let id = nodes.count
        nodes.append(Node(view: view, leafIndex: nil, childIDs: [], layout: layout, parentID: parentID))
        var childIDs: [Int] = []
        for child in children {
            childIDs.append(add(child, parentID: id, leafCounter: &leafCounter))
        }
        nodes[id] = Node(view: view, leafIndex: nil, childIDs: childIDs, layout: layout, parentID: parentID)
        return id
    }

    private func add(_ view: ViewNode, parentID: Int, leafCounter: inout Int) -> Int {
        switch view.content {
        case .leaf:
            nodes.append(Node(view: view, leafIndex: leafCounter, childIDs: [], layout: nil, parentID: parentID))
            leafCounter += 1
            return nodes.count - 1
        case .container(let layout, let children):
            return addContainer(layout: layout, view: view, children: children, parentID: parentID,
                                leafCounter: &leafCounter)
        }
    }

    func node(_ id: Int) -> ViewNode { nodes[id].view }

    func subviews(of id: Int) -> LayoutSubviews { LayoutSubviews(pass: self, nodeIDs: nodes[id].childIDs) }

    /// A name for node `id` in messages: its layout's type for a container, `view N` for a leaf.
    func describe(_ id: Int) -> String {
        if let layout = nodes[id].layout { return layout.wrappedTypeName }
        return "view \(nodes[id].leafIndex ?? id)"
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
            var cache = caches[id] ?? layout.makeCache(subviews: subviews(of: id))
            let result = body(&cache)
            caches[id] = cache
            return result
        }
    }

    // MARK: Measuring

    func size(of id: Int, for proposal: ProposedViewSize) -> CGSize {
        let node = nodes[id]
        switch node.view.content {
        case .leaf(let sizing):
            return checked(sizing.size(for: proposal, values: node.view.layoutValues), for: proposal) {
                .invalidViewSize(view: node.leafIndex ?? id, proposal: proposal, size: $0)
            }
        case .container(let layout, _):
            let size = withCache(of: id, layout: layout) {
                layout.sizeThatFits(proposal: proposal, subviews: subviews(of: id), cache: &$0)
            }
            let valid = checked(size, for: proposal) {
                .invalidSize(layout: layout.wrappedTypeName, proposal: proposal, size: $0)
            }
            if valid == size { checkExtremes(of: id, proposal: proposal, size: size) }
            return valid
        }
    }

    /// Records the sizes a container answers for the zero and infinite proposals and reports a
    /// minimum that is larger than the maximum in both dimensions (article 004's `CrashLayout`).
    private func checkExtremes(of id: Int, proposal: ProposedViewSize, size: CGSize) {
        var extremes = extremeSizes[id] ?? (nil, nil)
        if proposal == .zero { extremes.minimum = size } else if proposal == .infinity { extremes.maximum = size } else { return }
        extremeSizes[id] = extremes
        guard let minimum = extremes.minimum, let maximum = extremes.maximum else { return }
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
            horizontal: { [self] guide in containerAlignment(of: id, size: size, proposal: proposal) { layout, bounds, subviews, cache in
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            } },
            vertical: { [self] guide in containerAlignment(of: id, size: size, proposal: proposal) { layout, bounds, subviews, cache in
                layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            } }))
        let overrides = nodes[id].view.alignmentGuides
        guard !overrides.isEmpty else { return base }
        return ViewDimensions(size: size, explicitGuides: ExplicitGuides(
            horizontal: { guide in overrides.last { $0.horizontal == guide }.map { $0.compute(base) } ?? base[explicit: guide] },
            vertical: { guide in overrides.last { $0.vertical == guide }.map { $0.compute(base) } ?? base[explicit: guide] }))
    }

    /// What container `id`'s layout answers about a guide, in bounds of `size` at the origin;
    /// `nil` for a leaf.
    private func containerAlignment(of id: Int, size: CGSize, proposal: ProposedViewSize,
                                    _ ask: (AnyLayout, CGRect, LayoutSubviews, inout AnyLayout.Cache) -> CGFloat?) -> CGFloat? {
        guard let layout = nodes[id].layout else { return nil }
        let children = subviews(of: id)
        return withCache(of: id, layout: layout) { ask(layout, CGRect(origin: .zero, size: size), children, &$0) }
    }

    func spacing(of id: Int) -> ViewSpacing {
        guard let layout = nodes[id].layout else { return nodes[id].view.spacing }
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
            record(.invalidPosition(layout: runningLayoutName, subview: indexInParent(id), position: position))
            return
        }
        placed[id] = Placed(position: position, anchor: anchor, proposal: proposal,
                            size: size(of: id, for: proposal))
    }

    /// Whether `value` can be given to subview `id` as its `effect`; records a failure naming the
    /// running layout and the subview when it cannot.
    func accepts(_ value: Double, as effect: String, of id: Int, allowingInfinity: Bool = false) -> Bool {
        guard value.isFinite || (allowingInfinity && !value.isNaN) else {
            reportFailure("set the \(effect) of subview \(indexInParent(id)) to \(value); it must be a finite number")
            return false
        }
        return true
    }

    func setEffects(of id: Int, _ change: (inout Effects) -> Void) {
        var current = effects[id] ?? Effects()
        change(&current)
        effects[id] = current
    }

    func connect(_ from: Int, to: Int) {
        guard nodes[from].leafIndex != nil, nodes[to].leafIndex != nil else {
            let container = nodes[from].leafIndex == nil ? from : to
            reportFailure("connected \(describe(container)), a container; connections join leaf views only")
            return
        }
        connections.append((from, to))
    }

    func write(_ value: WrittenValue, to id: Int) {
        writtenValues[id, default: [:]][value.key] = value
    }

    private func indexInParent(_ id: Int) -> Int {
        guard let parentID = nodes[id].parentID else { return id }
        return nodes[parentID].childIDs.firstIndex(of: id) ?? id
    }

    /// Places the children of container `id` inside `bounds`, then recursively the children of
    /// any container among them. Children that were never placed are centred in `bounds`.
    func placeChildren(of id: Int, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let layout = nodes[id].layout else { return }
        let children = subviews(of: id)
        withCache(of: id, layout: layout) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: children, cache: &$0)
        }
        for childID in nodes[id].childIDs where placed[childID] == nil {
            place(childID, at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
        if layoutDirection == .rightToLeft {
            for childID in nodes[id].childIDs { mirror(childID, within: bounds) }
        }
        for childID in nodes[id].childIDs where nodes[childID].layout != nil {
            guard let child = placed[childID] else { continue }
            let frame = ViewPlacement(position: child.position, anchor: child.anchor, size: child.size).frame
            placeChildren(of: childID, in: frame, proposal: child.proposal)
        }
    }

    /// Flips node `id`'s frame horizontally within `bounds`: its left edge goes where its right
    /// edge was, measured from the other side.
    private func mirror(_ id: Int, within bounds: CGRect) {
        guard var record = placed[id] else { return }
        let frame = ViewPlacement(position: record.position, anchor: record.anchor, size: record.size).frame
        let mirroredMinX = bounds.minX + bounds.maxX - frame.maxX
        record.position.x += mirroredMinX - frame.minX
        placed[id] = record
    }

    /// The size node `id` was placed with, if it was placed.
    func placedSize(of id: Int) -> CGSize? { placed[id]?.size }

    /// The frame node `id` was placed in, if it was placed.
    func placedFrame(of id: Int) -> CGRect? {
        placed[id].map { ViewPlacement(position: $0.position, anchor: $0.anchor, size: $0.size).frame }
    }

    /// How deep node `id` is: 0 for the root.
    func depth(of id: Int) -> Int {
        var depth = 0
        var current = nodes[id].parentID
        while let parent = current {
            depth += 1
            current = nodes[parent].parentID
        }
        return depth
    }

    /// The placement of every leaf, in depth-first order.
    ///
    /// A leaf inside a container that a layout rotated, scaled or faded is turned, scaled and
    /// faded with it, about the container's centre, as SwiftUI applies a container's effects to
    /// everything it draws.
    func leafPlacements() -> [ViewPlacement] {
        nodes.indices.compactMap { id in
            guard nodes[id].leafIndex != nil else { return nil }
            let record = placed[id] ?? Placed(position: .zero, anchor: .center, proposal: .unspecified, size: .zero)
            let own = effects[id] ?? Effects()
            var placement = ViewPlacement(position: record.position, anchor: record.anchor, size: record.size,
                                          rotation: own.rotation, scale: own.scale, opacity: own.opacity)
            var ancestor = nodes[id].parentID
            while let containerID = ancestor {
                if let effect = effects[containerID], let frame = placed[containerID] {
                    let box = ViewPlacement(position: frame.position, anchor: frame.anchor, size: frame.size)
                    placement = placement.transformed(by: effect, about: box.center)
                }
                ancestor = nodes[containerID].parentID
            }
            return placement
        }
    }
}

private extension ViewPlacement {
    /// This placement as seen after its container is rotated and scaled about `pivot` and faded.
    func transformed(by effects: LayoutPassContext.Effects, about pivot: CGPoint) -> ViewPlacement {
        let transform = CGAffineTransform(translationX: pivot.x, y: pivot.y)
            .rotated(by: effects.rotation.radians)
            .scaledBy(x: effects.scale, y: effects.scale)
            .translatedBy(x: -pivot.x, y: -pivot.y)
        let movedCenter = center.applying(transform)
        var result = self
        let offset = anchor.offset(in: size)
        let centerOffset = CGPoint(x: size.width / 2 - offset.x, y: size.height / 2 - offset.y)
        result.position = CGPoint(x: movedCenter.x - centerOffset.x, y: movedCenter.y - centerOffset.y)
        result.rotation = Angle.radians(rotation.radians + effects.rotation.radians)
        result.scale = scale * effects.scale
        result.opacity = opacity * effects.opacity
        return result
    }
}
