import Foundation

/// Places the showSizes overlay's cards one after another, each where it hides no labelled view
/// and no card placed before it when there is such a place next to its view, and otherwise where
/// ``SizeOverlay/freeRect(of:at:avoiding:)`` would, without looking at every card placed before
/// at every step.
///
/// The first rule, ``place(_:around:within:)``: a card goes at the first of these places that is
/// inside the canvas and overlaps no labelled view (``avoid(_:)``) and no card: inside its view at
/// the top-leading corner (article 004's "header corner"), then outside the view, 1 point below
/// it, above it, after it and before it, each aligned with the view's top-leading corner.
///
/// When none is free, the rule of ``place(_:at:)``: a card starts at its view's top-leading corner; while it overlaps a card placed
/// before it, it moves to 1 point below the first such card (first in placing order). Done as
/// written, a card costs a scan of every earlier card per step, and a card pushed down a stack
/// of *k* cards takes *k* steps: a flow of *n* small views, whose cards need more room than the
/// views, costs O(*n*³). Two things make it cheap and change no card's place:
///
/// - **A grid of 64-point cells** (``RectangleGrid``) holding the cards that touch each: the cards a rectangle can
///   overlap are in the cells it touches, so a step looks at a few cards, then asks each the same
///   `intersects` as before and keeps the first in order.
/// - **Remembered steps.** Once a card of some column (its x, width and height) is in the way at
///   some height, it stays the first in the way there: cards placed later come later in the
///   order. So a step taken once is remembered for the column, and a walk down a stack jumps to
///   where the last walk there ended (path compression, as in union–find): each card placed
///   costs O(log *n*) amortized for the columns that repeat (flows, grids, stacks), and no more
///   than one grid lookup per card it passes when they do not.
///
/// Rectangles beyond ±10⁹ points or not finite are placed by the plain rule, over every card.
struct CardPlacement {
    /// A card's column: its left edge, width and height, as bits.
    private struct Column: Hashable {
        let x: UInt64
        let width: UInt64
        let height: UInt64
    }

    /// Every card placed, in order.
    private var cards = RectangleGrid()
    /// What no card may cover when it has somewhere else to go: the labelled views.
    private var labels = RectangleGrid()
    /// For each column, where a card starting at a height (as bits) ends up going, as far as is known.
    private var jumps: [Column: [UInt64: CGFloat]] = [:]

    /// Keeps cards off `rect` (a labelled view) wherever ``place(_:around:within:)`` finds room.
    mutating func avoid(_ rect: CGRect) {
        labels.file(rect)
    }

    /// Places a card of `size` for the view at `frame`: at the first place next to the view, inside
    /// `bounds`, that overlaps no labelled view and no card; else as ``place(_:at:)`` does.
    /// - Parameters:
    ///   - size: The card's size.
    ///   - frame: Its view's frame.
    ///   - bounds: The canvas.
    /// - Returns: Where the card goes.
    mutating func place(_ size: CGSize, around frame: CGRect, within bounds: CGRect) -> CGRect {
        let places = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.minX, y: frame.maxY + 1),
                      CGPoint(x: frame.minX, y: frame.minY - size.height - 1), CGPoint(x: frame.maxX + 1, y: frame.minY),
                      CGPoint(x: frame.minX - size.width - 1, y: frame.minY)]
        let free = places.lazy.map { CGRect(origin: $0, size: size) }.first { rect in
            bounds.contains(rect) && labels.firstFiled(overlapping: rect) == nil && cards.firstFiled(overlapping: rect) == nil
        }
        guard let free else { return place(size, at: frame.origin) }
        cards.file(free)
        return free
    }

    /// Places a card of `size` at `origin` or below it, overlapping no card placed before.
    /// - Parameters:
    ///   - size: The card's size.
    ///   - origin: Its view's top-leading corner.
    /// - Returns: Where the card goes, as ``SizeOverlay/freeRect(of:at:avoiding:)`` says.
    /// - Complexity: O(log *n*) amortized in the cards placed, when cards of one column repeat.
    mutating func place(_ size: CGSize, at origin: CGPoint) -> CGRect {
        let rect = walk(CGRect(origin: origin, size: size)) ?? SizeOverlay.freeRect(of: size, at: origin, avoiding: cards.filed)
        cards.file(rect)
        return rect
    }

    /// Where the card at `start` goes; `nil` when it is placed by the plain rule.
    private mutating func walk(_ start: CGRect) -> CGRect? {
        guard RectangleGrid.cellRange(of: start) != nil else { return nil }
        let column = Column(x: Double(start.origin.x).bitPattern, width: Double(start.size.width).bitPattern,
                            height: Double(start.size.height).bitPattern)
        var known = jumps[column] ?? [:]
        defer { jumps[column] = known }
        var rect = start
        var passed: [UInt64] = []
        while true {
            let key = Double(rect.origin.y).bitPattern
            if let next = known[key] {
                passed.append(key)
                rect.origin.y = next
            } else if let blocking = cards.firstFiled(overlapping: rect) {
                passed.append(key)
                known[key] = cards.filed[blocking].maxY + 1
                rect.origin.y = cards.filed[blocking].maxY + 1
            } else {
                break
            }
            guard RectangleGrid.cellRange(of: rect) != nil else { return nil }
        }
        for key in passed { known[key] = rect.origin.y }
        return rect
    }
}
