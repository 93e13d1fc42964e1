import Foundation
import LayoutCore

/// What the `GeometryReader`s of one body were given by its layout, by where each reader is,
/// for the body to be built again with: the place their proxies are read from while it is built.
final class GeometryStore {
    /// One reader's geometry: its frame in the canvas, and the frames of the named coordinate
    /// spaces around it (itself included), the nearest for each name.
    struct Reader: Equatable {
        let frame: CGRect
        let namedFrames: [AnyHashable: CGRect]
        /// For a scroll view's layout, its content's size; `nil` for a `GeometryReader`.
        var contentSize: CGSize?
        /// For a lazy stack's layout, its built elements' average length; `nil` for the others.
        var rowLength: CGFloat?
    }

    /// The readers' geometry from the last layout, by identity; empty before the first.
    private(set) var readers: [ViewIdentity: Reader] = [:]
    /// Whether a body built with this store had a reader.
    private(set) var hasReaders = false

    /// Notes that the body being built has a reader.
    func noteReader() { hasReaders = true }

    /// The proxy for the reader at `identity`: its geometry from the last layout, or an unplaced
    /// (zero) one before the first.
    func proxy(for identity: ViewIdentity) -> GeometryProxy {
        guard let reader = readers[identity] else { return .unplaced }
        return GeometryProxy(globalFrame: reader.frame, namedFrames: reader.namedFrames)
    }

    /// The size of the scroll view at `identity` and of its content, from the last layout; `nil`
    /// before the first.
    func scrollSizes(for identity: ViewIdentity) -> (viewport: CGSize, content: CGSize)? {
        scrollGeometry(for: identity).map { ($0.frame.size, $0.content) }
    }

    /// The frame of the scroll view at `identity` in the canvas and its content's size, from the
    /// last layout; `nil` before the first.
    func scrollGeometry(for identity: ViewIdentity) -> (frame: CGRect, content: CGSize)? {
        guard let reader = readers[identity], let content = reader.contentSize else { return nil }
        return (reader.frame, content)
    }

    /// The frame of the lazy stack at `identity` in the canvas and its elements' average length
    /// (each element's views and their spacing), from the last layout; `nil` before the first.
    func lazyStack(for identity: ViewIdentity) -> (frame: CGRect, rowLength: CGFloat)? {
        guard let reader = readers[identity], let rowLength = reader.rowLength else { return nil }
        return (reader.frame, rowLength)
    }

    /// Takes what a layout of `roots` gave its readers.
    /// - Parameters:
    ///   - roots: The body's root views.
    ///   - reports: What the layout of `roots` placed, root first in depth-first order, as
    ///     `LayoutPass.sizes` reports it: one more than the nodes of `roots` (the root layout).
    /// - Returns: Whether any reader's geometry changed; `false`, keeping what it had, when the
    ///   reports are not one per node and the root.
    func update(from roots: [ViewNode], reports: [ViewSizeReport]) -> Bool {
        guard reports.count == 1 + roots.reduce(0, { $0 + Self.nodeCount($1) }) else { return false }
        var measured: [ViewIdentity: Reader] = [:]
        var next = 1
        for root in roots {
            Self.measure(root, reports: reports, next: &next, spaces: [:], previous: readers, into: &measured)
        }
        guard measured != readers else { return false }
        readers = measured
        return true
    }

    /// The number of nodes in `node`'s tree, itself included.
    private static func nodeCount(_ node: ViewNode) -> Int {
        guard case .container(_, let children) = node.content else { return 1 }
        return children.reduce(1) { $0 + nodeCount($1) }
    }

    /// Notes the geometry of every reader in `node`'s tree, `next` being the index of `node`'s
    /// report, `spaces` the named spaces around it and `previous` what the last layout measured.
    private static func measure(_ node: ViewNode, reports: [ViewSizeReport], next: inout Int, spaces: [AnyHashable: CGRect],
                                previous: [ViewIdentity: Reader], into measured: inout [ViewIdentity: Reader]) {
        let frame = reports[next].frame
        next += 1
        var spaces = spaces
        if let name = node.layoutValues[CoordinateSpaceNameKey.self] { spaces[name] = frame }
        guard case .container(let layout, let children) = node.content else { return }
        if layout.wrapped is GeometryReaderLayout, let identity = node.identity {
            measured[identity] = Reader(frame: frame, namedFrames: spaces)
        }
        if let lazy = layout.wrapped as? LazyStackLayout, let identity = node.identity {
            // The built rows are the children; only their own reports count, not their insides.
            var rows: [(index: Int, height: CGFloat)] = []
            var position = next
            for (offset, child) in children.enumerated() where reports.indices.contains(position) {
                rows.append((child.layoutValues[LazyElementIndexKey.self] ?? offset, reports[position].frame.height))
                position += Self.nodeCount(child)
            }
            // With nothing built (the stack out of sight), the last layout's length stands.
            let length = LazyStackLayout.averageElementLength(of: rows, spacing: lazy.spacing) ?? previous[identity]?.rowLength
            measured[identity] = Reader(frame: frame, namedFrames: [:], rowLength: length)
        }
        if layout.wrapped is ScrollLayout, let identity = node.identity, !children.isEmpty, reports.indices.contains(next) {
            // The content is the next report, the scroll layout's first child.
            measured[identity] = Reader(frame: frame, namedFrames: [:], contentSize: reports[next].frame.size)
        }
        for child in children {
            measure(child, reports: reports, next: &next, spaces: spaces, previous: previous, into: &measured)
        }
    }
}

/// The name a view gives its coordinate space (`.coordinateSpace(name:)`), carried as a layout
/// value no layout of the user's reads.
enum CoordinateSpaceNameKey: LayoutValueKey {
    static var defaultValue: AnyHashable? { nil }
}
