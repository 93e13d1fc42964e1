import Foundation

/// Places the showSizes overlay's cards one after another exactly where
/// ``SizeOverlay/freeRect(of:at:avoiding:)`` would, without looking at every card placed before
/// at every step.
///
/// The rule: a card starts at its view's top-leading corner; while it overlaps a card placed
/// before it, it moves to 1 point below the first such card (first in placing order). Done as
/// written, a card costs a scan of every earlier card per step, and a card pushed down a stack
/// of *k* cards takes *k* steps: a flow of *n* small views, whose cards need more room than the
/// views, costs O(*n*³). Two things make it cheap and change no card's place:
///
/// - **A grid of 64-point cells** holding the cards that touch each: the cards a rectangle can
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
    /// The side of a grid cell, in points: about a card's size.
    static let cellSide: CGFloat = 64
    /// How far from the origin the grid reaches; beyond it, adding 1 to a height may not move it.
    static let reach: CGFloat = 1e9
    /// The most cells one card is filed in; a wider card is looked at on every step instead.
    static let mostCells = 64

    /// A card's column: its left edge, width and height, as bits.
    private struct Column: Hashable {
        let x: UInt64
        let width: UInt64
        let height: UInt64
    }

    /// A grid cell.
    private struct Cell: Hashable {
        let column: Int
        let row: Int
    }

    /// Every card placed, in order.
    private(set) var placed: [CGRect] = []
    /// The cards touching each cell, in placing order.
    private var cells: [Cell: [Int]] = [:]
    /// Cards filed in no cell (too wide, too far or not finite), looked at on every step.
    private var unfiled: [Int] = []
    /// For each column, where a card starting at a height (as bits) ends up going, as far as is known.
    private var jumps: [Column: [UInt64: CGFloat]] = [:]

    /// Places a card of `size` at `origin` or below it, overlapping no card placed before.
    /// - Parameters:
    ///   - size: The card's size.
    ///   - origin: Its view's top-leading corner.
    /// - Returns: Where the card goes, as ``SizeOverlay/freeRect(of:at:avoiding:)`` says.
    /// - Complexity: O(log *n*) amortized in the cards placed, when cards of one column repeat.
    mutating func place(_ size: CGSize, at origin: CGPoint) -> CGRect {
        let rect = walk(CGRect(origin: origin, size: size)) ?? SizeOverlay.freeRect(of: size, at: origin, avoiding: placed)
        file(rect)
        return rect
    }

    /// Where the card at `start` goes; `nil` when it is placed by the plain rule.
    private mutating func walk(_ start: CGRect) -> CGRect? {
        guard cellRange(of: start) != nil else { return nil }
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
            } else if let blocking = firstPlaced(overlapping: rect) {
                passed.append(key)
                known[key] = placed[blocking].maxY + 1
                rect.origin.y = placed[blocking].maxY + 1
            } else {
                break
            }
            guard cellRange(of: rect) != nil else { return nil }
        }
        for key in passed { known[key] = rect.origin.y }
        return rect
    }

    /// The first card placed that `rect` overlaps, by the same `intersects` as the plain rule.
    private func firstPlaced(overlapping rect: CGRect) -> Int? {
        var first: Int?
        for index in unfiled where index < (first ?? .max) && placed[index].intersects(rect) {
            first = index
        }
        guard let range = cellRange(of: rect) else { return first }
        for column in range.columns {
            for row in range.rows {
                for index in cells[Cell(column: column, row: row)] ?? [] {
                    guard index < (first ?? .max) else { break }
                    if placed[index].intersects(rect) {
                        first = index
                        break
                    }
                }
            }
        }
        return first
    }

    /// Files a placed card in the cells it touches.
    private mutating func file(_ rect: CGRect) {
        let index = placed.count
        placed.append(rect)
        guard let range = cellRange(of: rect), range.columns.count * range.rows.count <= Self.mostCells else {
            unfiled.append(index)
            return
        }
        for column in range.columns {
            for row in range.rows {
                cells[Cell(column: column, row: row), default: []].append(index)
            }
        }
    }

    /// The cells a rectangle touches, edges included; `nil` when it is not finite or reaches past
    /// ``reach``.
    private func cellRange(of rect: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let bounds = [rect.minX, rect.maxX, rect.minY, rect.maxY]
        guard bounds.allSatisfy({ $0.isFinite && Swift.abs($0) < Self.reach }) else { return nil }
        let cell = { (value: CGFloat) in Int((value / Self.cellSide).rounded(.down)) }
        return (cell(rect.minX)...cell(rect.maxX), cell(rect.minY)...cell(rect.maxY))
    }
}
