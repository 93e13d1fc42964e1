import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

extension SimpleLayoutEngineTests {
    /// An item as test data: `SLEItem` is a class and not `Sendable`, so cases carry this instead.
    enum ItemSpec: Sendable, CustomStringConvertible {
        case flexible
        case width(CGFloat)
        case height(CGFloat)
        case size(CGFloat, CGFloat)

        /// A new item of this kind.
        var item: SLEItem {
            switch self {
            case .flexible: .flexible
            case .width(let value): .width(value)
            case .height(let value): .height(value)
            case .size(let width, let height): .size(CGSize(width: width, height: height))
            }
        }

        var description: String {
            switch self {
            case .flexible: "flex"
            case .width(let value): "w\(value)"
            case .height(let value): "h\(value)"
            case .size(let width, let height): "\(width)×\(height)"
            }
        }
    }

    /// A layout's parent, direction, alignment and items, with the frames worked out by hand.
    struct SLECase: CustomTestStringConvertible, Sendable {
        let name: String
        let parent: CGRect
        let direction: SLEDirection
        var alignment: SLEAlignment = .leading
        let items: [ItemSpec]
        let frames: [CGRect]
        var testDescription: String { name }
    }
}

/// Lays out a case's items and checks every frame, read both from the layout and from the item.
private func expectFrames(_ testCase: SimpleLayoutEngineTests.SLECase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let layout = SLELayout(parentFrame: testCase.parent, direction: testCase.direction, alignment: testCase.alignment)
    let items = testCase.items.map(\.item)
    try layout.add(items: items)
    try #require(layout.items.count == testCase.frames.count, sourceLocation: sourceLocation)
    for (index, expected) in testCase.frames.enumerated() {
        expectClose(try layout.frame(at: index), expected, "frame(at: \(index))", sourceLocation: sourceLocation)
        expectClose(try items[index].frame(), expected, "item \(index).frame()", sourceLocation: sourceLocation)
    }
}

@Suite("Simple Layout Engine")
struct SimpleLayoutEngineTests {
    /// An iPad-sized screen, so the article's fixed lengths leave round numbers.
    static let screen = CGRect(x: 0, y: 0, width: 1024, height: 768)

    // MARK: - Edge cases

    @Test("An empty layout has no frames: frame(at: 0) is out of bounds", arguments: SLEDirection.allCases)
    func empty(direction: SLEDirection) {
        let layout = SLELayout(parentFrame: Self.screen, direction: direction)
        #expect(layout.items.isEmpty)
        #expect(throws: SLEError.indexOutOfBounds(index: 0, count: 0)) { try layout.frame(at: 0) }
    }

    static let zeroSizeCases: [SLECase] = [
        .init(name: "row of flexible items at (5, 7)", parent: CGRect(x: 5, y: 7, width: 0, height: 0), direction: .row,
              items: [.flexible, .flexible],
              frames: [CGRect(x: 5, y: 7, width: 0, height: 0), CGRect(x: 5, y: 7, width: 0, height: 0)]),
        .init(name: "column of zero-length fixed items", parent: .zero, direction: .column,
              items: [.height(0), .width(0), .size(0, 0)],
              frames: [.zero, .zero, .zero]),
        .init(name: "zero-height row: widths shared, heights zero", parent: CGRect(x: 0, y: 0, width: 100, height: 0),
              direction: .row, items: [.flexible, .width(40), .flexible],
              frames: [CGRect(x: 0, y: 0, width: 30, height: 0), CGRect(x: 30, y: 0, width: 40, height: 0),
                       CGRect(x: 70, y: 0, width: 30, height: 0)]),
    ]

    @Test("A zero-size parent gives flexible items zero lengths", arguments: zeroSizeCases)
    func zeroSizeParent(_ testCase: SLECase) throws {
        try expectFrames(testCase)
    }

    @Test("A zero-size parent has no room for a fixed length", arguments: SLEDirection.allCases)
    func zeroSizeParentIsOutOfSpace(direction: SLEDirection) {
        let layout = SLELayout(parentFrame: .zero, direction: direction)
        #expect(throws: SLEError.outOfSpace(direction: direction, needed: 1, available: 0)) {
            try layout.add(item: .size(CGSize(width: 1, height: 1)))
        }
    }

    static let parent = CGRect(x: 10, y: 20, width: 300, height: 100)

    static let oneItemCases: [SLECase] = [
        .init(name: "row: flexible fills the parent", parent: parent, direction: .row, items: [.flexible],
              frames: [parent]),
        .init(name: "column: flexible fills the parent", parent: parent, direction: .column, items: [.flexible],
              frames: [parent]),
        .init(name: "row: fixed width, full height", parent: parent, direction: .row, items: [.width(50)],
              frames: [CGRect(x: 10, y: 20, width: 50, height: 100)]),
        .init(name: "column: fixed width is across, full height", parent: parent, direction: .column, items: [.width(50)],
              frames: [CGRect(x: 10, y: 20, width: 50, height: 100)]),
        .init(name: "row: fixed height is across, full width", parent: parent, direction: .row, items: [.height(30)],
              frames: [CGRect(x: 10, y: 20, width: 300, height: 30)]),
        .init(name: "column: fixed height, full width", parent: parent, direction: .column, items: [.height(30)],
              frames: [CGRect(x: 10, y: 20, width: 300, height: 30)]),
        .init(name: "row: fixed size at the leading corner", parent: parent, direction: .row, items: [.size(50, 30)],
              frames: [CGRect(x: 10, y: 20, width: 50, height: 30)]),
        .init(name: "row: the whole parent as a fixed size", parent: parent, direction: .row, items: [.size(300, 100)],
              frames: [parent]),
    ]

    @Test("One item: fixed lengths are kept, flexible lengths fill the parent", arguments: oneItemCases)
    func oneItem(_ testCase: SLECase) throws {
        try expectFrames(testCase)
    }

    @Test("Many flexible items share the length equally and tile the parent without gaps",
          arguments: SLEDirection.allCases, [2, 7, 100])
    func manyFlexibleItems(direction: SLEDirection, count: Int) throws {
        let layout = SLELayout(parentFrame: Self.parent, direction: direction)
        try layout.add(items: (0..<count).map { _ in .flexible })
        let share = (direction == .row ? Self.parent.width : Self.parent.height) / CGFloat(count)
        for index in 0..<count {
            let frame = try layout.frame(at: index)
            let start = (direction == .row ? Self.parent.minX : Self.parent.minY) + share * CGFloat(index)
            let expected = direction == .row
                ? CGRect(x: start, y: Self.parent.minY, width: share, height: Self.parent.height)
                : CGRect(x: Self.parent.minX, y: start, width: Self.parent.width, height: share)
            expectClose(frame, expected, tolerance: 1e-9, "item \(index) of \(count)")
        }
        let last = try layout.frame(at: count - 1)
        expectClose(direction == .row ? last.maxX : last.maxY, direction == .row ? Self.parent.maxX : Self.parent.maxY,
                    "last item ends at the parent's end")
    }

    @Test("Many mixed items: fixed lengths kept, flexible ones share the rest")
    func manyMixedItems() throws {
        // 300 wide: fixed 10 + 20 + 30 + 40 = 100, leaving 200 for 4 flexible items of 50.
        let specs: [ItemSpec] = [.flexible, .width(10), .flexible, .size(20, 10), .flexible, .width(30), .height(40),
                                 .width(40)]
        let layout = SLELayout(parentFrame: Self.parent, direction: .row)
        try layout.add(items: specs.map(\.item))
        let widths = try (0..<specs.count).map { try layout.frame(at: $0).width }
        let heights = try (0..<specs.count).map { try layout.frame(at: $0).height }
        let xs = try (0..<specs.count).map { try layout.frame(at: $0).minX }
        #expect(widths == [50, 10, 50, 20, 50, 30, 50, 40])
        #expect(heights == [100, 100, 100, 10, 100, 100, 40, 100])
        #expect(xs == [10, 60, 70, 120, 140, 190, 220, 270])
    }

    // MARK: - The article's published cases

    static let publishedCases: [SLECase] = [
        .init(name: "a full-screen flexible item", parent: screen, direction: .column, items: [.flexible], frames: [screen]),
        .init(name: "flexible top over a 200-pt bottom", parent: screen, direction: .column, items: [.flexible, .height(200)],
              frames: [CGRect(x: 0, y: 0, width: 1024, height: 568), CGRect(x: 0, y: 568, width: 1024, height: 200)]),
        .init(name: "header, 44-pt toolbar, 200-pt footer", parent: screen, direction: .column,
              items: [.flexible, .height(44), .height(200)],
              frames: [CGRect(x: 0, y: 0, width: 1024, height: 524), CGRect(x: 0, y: 524, width: 1024, height: 44),
                       CGRect(x: 0, y: 568, width: 1024, height: 200)]),
        .init(name: "two flexible contents in the footer", parent: CGRect(x: 0, y: 568, width: 1024, height: 200),
              direction: .row, items: [.flexible, .flexible],
              frames: [CGRect(x: 0, y: 568, width: 512, height: 200), CGRect(x: 512, y: 568, width: 512, height: 200)]),
        .init(name: "flex/200/flex/200/flex in the footer", parent: CGRect(x: 0, y: 568, width: 1024, height: 200),
              direction: .row, items: [.flexible, .width(200), .flexible, .width(200), .flexible],
              frames: [CGRect(x: 0, y: 568, width: 208, height: 200), CGRect(x: 208, y: 568, width: 200, height: 200),
                       CGRect(x: 408, y: 568, width: 208, height: 200), CGRect(x: 616, y: 568, width: 200, height: 200),
                       CGRect(x: 816, y: 568, width: 208, height: 200)]),
    ]

    @Test("Article 003's published layouts", arguments: publishedCases)
    func published(_ testCase: SLECase) throws {
        try expectFrames(testCase)
    }

    @Test("A column with a row inside its footer, built from frames the way the article does")
    func columnContainingRow() throws {
        let mainLayout = SLELayout(parentFrame: Self.screen, direction: .column)
        try mainLayout.add(items: [.flexible, .height(44), .height(200)])
        let footerFrame = try mainLayout.frame(at: 2)

        let contentLayout = SLELayout(parentFrame: footerFrame, direction: .row)
        try contentLayout.add(items: [.flexible, .flexible])
        expectClose(try contentLayout.frame(at: 0), CGRect(x: 0, y: 568, width: 512, height: 200), "content 1")
        expectClose(try contentLayout.frame(at: 1), CGRect(x: 512, y: 568, width: 512, height: 200), "content 2")

        let toolbar = SLELayout(parentFrame: footerFrame, direction: .row)
        let items: [SLEItem] = [.flexible, .width(200), .flexible, .width(200), .flexible]
        try toolbar.add(items: items)
        let xs = try items.map { try $0.frame().minX }
        #expect(xs == [0, 208, 408, 616, 816])
    }

    // MARK: - Alignment

    static let alignmentCases: [SLECase] = [
        // A 50×40 item in a 300×100 parent at (10, 20).
        .init(name: "row, leading: at the top", parent: parent, direction: .row, alignment: .leading,
              items: [.size(50, 40)], frames: [CGRect(x: 10, y: 20, width: 50, height: 40)]),
        .init(name: "row, center: centred vertically", parent: parent, direction: .row, alignment: .center,
              items: [.size(50, 40)], frames: [CGRect(x: 10, y: 50, width: 50, height: 40)]),
        .init(name: "row, trailing: at the bottom", parent: parent, direction: .row, alignment: .trailing,
              items: [.size(50, 40)], frames: [CGRect(x: 10, y: 80, width: 50, height: 40)]),
        .init(name: "column, leading: at the left", parent: parent, direction: .column, alignment: .leading,
              items: [.size(50, 40)], frames: [CGRect(x: 10, y: 20, width: 50, height: 40)]),
        .init(name: "column, center: centred horizontally", parent: parent, direction: .column, alignment: .center,
              items: [.size(50, 40)], frames: [CGRect(x: 135, y: 20, width: 50, height: 40)]),
        .init(name: "column, trailing: at the right", parent: parent, direction: .column, alignment: .trailing,
              items: [.size(50, 40)], frames: [CGRect(x: 260, y: 20, width: 50, height: 40)]),
        .init(name: "row, trailing: flexible height fills, fixed height aligns", parent: parent, direction: .row,
              alignment: .trailing, items: [.width(50), .height(30), .flexible],
              frames: [CGRect(x: 10, y: 20, width: 50, height: 100), CGRect(x: 60, y: 90, width: 125, height: 30),
                       CGRect(x: 185, y: 20, width: 125, height: 100)]),
        .init(name: "column, center: a fixed width wider than the parent overflows both sides", parent: parent,
              direction: .column, alignment: .center, items: [.width(400)],
              frames: [CGRect(x: -40, y: 20, width: 400, height: 100)]),
    ]

    @Test("Alignment offsets items with a fixed cross length: start, centre, end", arguments: alignmentCases)
    func alignment(_ testCase: SLECase) throws {
        try expectFrames(testCase)
    }

    // MARK: - Adding

    @Test("Frames are recomputed on every add")
    func recomputedOnEveryAdd() throws {
        let layout = SLELayout(parentFrame: Self.parent, direction: .row)
        let first = try layout.add(item: .flexible)
        expectClose(try first.frame(), Self.parent, "alone")
        try layout.add(item: .width(100))
        expectClose(try first.frame(), CGRect(x: 10, y: 20, width: 200, height: 100), "beside a 100-pt item")
        try layout.add(item: .flexible)
        expectClose(try first.frame(), CGRect(x: 10, y: 20, width: 100, height: 100), "sharing with another")
        expectClose(try layout.frame(at: 1), CGRect(x: 110, y: 20, width: 100, height: 100), "the fixed item moved")
    }

    @Test("add(item:) returns the item it was given, so it can be kept as in article 000")
    func addReturnsTheItem() throws {
        let layout = SLELayout(parentFrame: Self.parent, direction: .row, alignment: .center)
        var items: [SLEItem] = []
        let item = SLEItem.size(CGSize(width: 20, height: 10))
        items.append(try layout.add(item: item))
        try layout.add(item: .width(8))  // the result is discardable
        #expect(items.first === item)
        #expect(layout.items.count == 2)
        expectClose(try item.frame(), CGRect(x: 10, y: 65, width: 20, height: 10))
    }

    @Test("Fixed lengths that add up to the parent's length in floating point still fit")
    func roundingDoesNotRunOutOfSpace() throws {
        // 0.1 + 0.2 > 0.3 in binary floating point.
        let layout = SLELayout(parentFrame: CGRect(x: 0, y: 0, width: 0.3, height: 1), direction: .row)
        try layout.add(items: [.width(0.1), .width(0.2), .flexible])
        expectClose(try layout.frame(at: 2).width, 0)
    }

    @Test("SLEDirection.axis: a row is horizontal, a column vertical")
    func axis() {
        #expect(SLEDirection.row.axis == .horizontal)
        #expect(SLEDirection.column.axis == .vertical)
    }
}
