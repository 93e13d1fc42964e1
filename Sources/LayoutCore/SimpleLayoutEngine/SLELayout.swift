import Foundation

/// The Simple Layout Engine: items placed one after the other in a parent frame, in a row or a
/// column, like bar button items in a toolbar.
///
/// Article 003's `Layout`. Along the direction, fixed items keep their length and flexible items
/// share what is left equally; across it, an item keeps its fixed length, aligned by
/// ``alignment``, or fills the parent. Frames are recomputed whenever items are added, so an
/// item's frame is final once the last item is in.
///
/// ```swift
/// let layout = SLELayout(parentFrame: frame, direction: .column)
/// try layout.add(items: [.flexible, .height(44), .height(200)])
/// let footer = try layout.frame(at: 2)
/// ```
///
/// With no flexible items the fixed items start at the parent's leading edge and any space left
/// is unused. A zero-size parent gives flexible items zero lengths.
public final class SLELayout {
    /// The rectangle the items share.
    public let parentFrame: CGRect
    /// The direction items follow one another in.
    public let direction: SLEDirection
    /// Where items with a fixed cross-axis length go across the direction.
    public let alignment: SLEAlignment
    /// The items, in the order they were added.
    public private(set) var items: [SLEItem] = []

    /// Fixed lengths may exceed the parent by this fraction of its length (at least by this many
    /// points) before the layout is out of space, so that a parent sized to the sum of its items
    /// is not refused for a rounding error.
    static let relativeTolerance: CGFloat = 1e-9

    /// Creates an empty layout.
    /// - Parameters:
    ///   - parentFrame: The rectangle the items share; checked when items are added.
    ///   - direction: `.row` or `.column`.
    ///   - alignment: Where fixed items go across the direction; `.leading` by default.
    public init(parentFrame: CGRect, direction: SLEDirection, alignment: SLEAlignment = .leading) {
        self.parentFrame = parentFrame
        self.direction = direction
        self.alignment = alignment
    }

    /// Adds an item after the others and recomputes every frame.
    ///
    /// When it throws, the layout and the item are left as they were.
    /// - Parameter item: The item.
    /// - Returns: The item, so that its frame can be read later.
    /// - Throws: ``SLEError/outOfSpace(direction:needed:available:)`` when the fixed lengths no
    ///   longer fit, ``SLEError/invalidFixedLength(index:axis:value:)``,
    ///   ``SLEError/itemAlreadyAdded(index:)`` or ``SLEError/invalidParentFrame(_:)``.
    /// - Complexity: O(*n*) in the number of items.
    @discardableResult
    public func add(item: SLEItem) throws(SLEError) -> SLEItem {
        try add(items: [item])
        return item
    }

    /// Adds items after the others, in order, and recomputes every frame.
    ///
    /// All or nothing: when it throws, none of the items is added.
    /// - Parameter newItems: The items.
    /// - Throws: The errors of ``add(item:)``.
    /// - Complexity: O(*n*) in the number of items.
    public func add(items newItems: [SLEItem]) throws(SLEError) {
        try checkParentFrame()
        try checkNew(newItems)
        let candidates = items + newItems
        let frames = try computeFrames(of: candidates)
        commit(candidates, frames: frames)
    }

    /// The frame of the item at `index`.
    /// - Parameter index: The item's position, from 0, in the order added.
    /// - Returns: Its frame.
    /// - Throws: ``SLEError/indexOutOfBounds(index:count:)``.
    public func frame(at index: Int) throws(SLEError) -> CGRect {
        guard items.indices.contains(index) else { throw .indexOutOfBounds(index: index, count: items.count) }
        return try items[index].frame()
    }

    // MARK: - Checks

    private func checkParentFrame() throws(SLEError) {
        // `size`, not `width`/`height`, which Foundation reports as absolute values.
        let (origin, size) = (parentFrame.origin, parentFrame.size)
        guard [origin.x, origin.y, size.width, size.height].allSatisfy(\.isFinite), size.width >= 0, size.height >= 0 else {
            throw .invalidParentFrame(parentFrame)
        }
    }

    /// Refuses items already in a layout (or twice in `newItems`) and invalid fixed lengths.
    private func checkNew(_ newItems: [SLEItem]) throws(SLEError) {
        var seen = Set<ObjectIdentifier>()
        for (offset, item) in newItems.enumerated() {
            let index = items.count + offset
            guard !item.isAdded, seen.insert(ObjectIdentifier(item)).inserted else { throw .itemAlreadyAdded(index: index) }
            try checkFixedLength(item.fixedWidth, index: index, axis: .horizontal)
            try checkFixedLength(item.fixedHeight, index: index, axis: .vertical)
        }
    }

    private func checkFixedLength(_ value: CGFloat?, index: Int, axis: Axis) throws(SLEError) {
        guard let value else { return }
        guard value.isFinite, value >= 0 else { throw .invalidFixedLength(index: index, axis: axis, value: value) }
    }

    // MARK: - Frames

    /// The frames of `candidates`, one after the other along the direction.
    private func computeFrames(of candidates: [SLEItem]) throws(SLEError) -> [CGRect] {
        let flexibleLength = try distributeFlexibleSpace(among: candidates)
        var position = direction.mainCoordinate(of: parentFrame.origin)
        return candidates.map { item in
            let mainLength = direction.fixedMainLength(of: item) ?? flexibleLength
            let frame = direction.rect(main: position, cross: alignOnCrossAxis(item),
                                       mainLength: mainLength, crossLength: crossLength(of: item))
            position += mainLength
            return frame
        }
    }

    /// The length each flexible item gets along the direction: an equal share of what the fixed
    /// items leave.
    private func distributeFlexibleSpace(among candidates: [SLEItem]) throws(SLEError) -> CGFloat {
        let available = direction.mainLength(of: parentFrame.size)
        let needed = candidates.compactMap { direction.fixedMainLength(of: $0) }.reduce(0, +)
        let flexibleCount = candidates.count { direction.fixedMainLength(of: $0) == nil }
        let leftover = available - needed
        guard leftover >= -Self.relativeTolerance * max(1, available) else {
            throw .outOfSpace(direction: direction, needed: needed, available: available)
        }
        return max(leftover, 0) / CGFloat(max(flexibleCount, 1))
    }

    /// The item's length across the direction: its fixed length, or the parent's.
    private func crossLength(of item: SLEItem) -> CGFloat {
        direction.fixedCrossLength(of: item) ?? direction.crossLength(of: parentFrame.size)
    }

    /// The item's cross-axis coordinate, offset from the parent's leading edge by the alignment.
    private func alignOnCrossAxis(_ item: SLEItem) -> CGFloat {
        let parentLength = direction.crossLength(of: parentFrame.size)
        return direction.crossCoordinate(of: parentFrame.origin)
            + alignment.offset(parent: parentLength, item: crossLength(of: item))
    }

    private func commit(_ candidates: [SLEItem], frames: [CGRect]) {
        for (item, frame) in zip(candidates, frames) {
            item.assignedFrame = frame
            item.isAdded = true
        }
        items = candidates
    }
}
