import Foundation

/// Rectangles filed in a grid of square cells, so that finding the first one a rectangle overlaps
/// looks at the few filed in the cells it touches rather than at every one.
///
/// Rectangles not finite, reaching past ``reach``, or touching more than ``mostCells`` cells are
/// looked at on every search instead.
struct RectangleGrid {
    /// The side of a cell, in points: about a showSizes card's size.
    static let cellSide: CGFloat = 64
    /// How far from the origin the grid reaches; beyond it, adding 1 to a height may not move it.
    static let reach: CGFloat = 1e9
    /// The most cells one rectangle is filed in; a larger one is looked at on every search.
    static let mostCells = 64

    /// A cell.
    private struct Cell: Hashable {
        let column: Int
        let row: Int
    }

    /// Every rectangle filed, in order.
    private(set) var filed: [CGRect] = []
    /// The rectangles touching each cell, in filing order.
    private var cells: [Cell: [Int]] = [:]
    /// Rectangles in no cell, looked at on every search.
    private var unfiled: [Int] = []

    /// Files `rect`, after every rectangle filed before it.
    mutating func file(_ rect: CGRect) {
        let index = filed.count
        filed.append(rect)
        guard let range = Self.cellRange(of: rect), range.columns.count * range.rows.count <= Self.mostCells else {
            unfiled.append(index)
            return
        }
        for column in range.columns {
            for row in range.rows {
                cells[Cell(column: column, row: row), default: []].append(index)
            }
        }
    }

    /// The index of the first rectangle filed that `rect` overlaps (`CGRect.intersects`), if any.
    func firstFiled(overlapping rect: CGRect) -> Int? {
        var first: Int?
        for index in unfiled where index < (first ?? .max) && filed[index].intersects(rect) {
            first = index
        }
        guard let range = Self.cellRange(of: rect) else {
            // Not in the grid: every rectangle filed may overlap it.
            return filed.indices.first { filed[$0].intersects(rect) }
        }
        for column in range.columns {
            for row in range.rows {
                for index in cells[Cell(column: column, row: row)] ?? [] {
                    guard index < (first ?? .max) else { break }
                    if filed[index].intersects(rect) {
                        first = index
                        break
                    }
                }
            }
        }
        return first
    }

    /// The cells a rectangle touches, edges included; `nil` when it is not finite or reaches past
    /// ``reach``.
    static func cellRange(of rect: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let bounds = [rect.minX, rect.maxX, rect.minY, rect.maxY]
        guard bounds.allSatisfy({ $0.isFinite && Swift.abs($0) < reach }) else { return nil }
        let cell = { (value: CGFloat) in Int((value / cellSide).rounded(.down)) }
        return (cell(rect.minX)...cell(rect.maxX), cell(rect.minY)...cell(rect.maxY))
    }
}
