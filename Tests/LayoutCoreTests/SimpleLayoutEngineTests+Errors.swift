import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

// What the Simple Layout Engine refuses, and how it says so: the suite's tests of its errors.
extension SimpleLayoutEngineTests {
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let error: SLEError
        let message: String
        var testDescription: String { message }
    }

    static let messages: [ErrorCase] = [
        .init(error: .outOfSpace(direction: .column, needed: 250, available: 200),
              message: "out of space: the fixed items need 250.0 pt along the column but the parent has 200.0 pt "
                + "(short by 50.0 pt)"),
        .init(error: .itemIncomplete,
              message: "item incomplete: the item has no frame because it has not been added to a layout "
                + "(or adding it failed)"),
        .init(error: .indexOutOfBounds(index: 3, count: 2),
              message: "index out of bounds: no item at index 3; the layout has 2 items (indices 0..<2)"),
        .init(error: .indexOutOfBounds(index: -1, count: 1),
              message: "index out of bounds: no item at index -1; the layout has 1 item (indices 0..<1)"),
        .init(error: .indexOutOfBounds(index: 0, count: 0),
              message: "index out of bounds: no item at index 0; the layout has no items"),
        .init(error: .invalidFixedLength(index: 2, axis: .horizontal, value: -5),
              message: "invalid fixed length: item 2 has a fixed width of -5.0; fixed lengths must be finite and non-negative"),
        .init(error: .invalidFixedLength(index: 0, axis: .vertical, value: .infinity),
              message: "invalid fixed length: item 0 has a fixed height of inf; fixed lengths must be finite and non-negative"),
        .init(error: .itemAlreadyAdded(index: 1),
              message: "item already added: item 1 is already in a layout; an item holds one frame, "
                + "so make a new item for each place"),
        .init(error: .invalidParentFrame(CGRect(x: 0, y: 0, width: -10, height: 5)),
              message: "invalid parent frame (0.0, 0.0, -10.0, 5.0): the origin must be finite and the size "
                + "finite and non-negative"),
    ]

    @Test("Every error says what was wrong, with the values", arguments: messages)
    func errorMessages(_ testCase: ErrorCase) {
        #expect(testCase.error.description == testCase.message)
        #expect("\(testCase.error)" == testCase.message)
    }

    @Test("Fixed lengths longer than the parent: out of space, and the layout is left as it was",
          arguments: SLEDirection.allCases)
    func outOfSpace(direction: SLEDirection) throws {
        let layout = SLELayout(parentFrame: Self.screen, direction: direction)
        let available = direction == .row ? Self.screen.width : Self.screen.height
        let first = try layout.add(item: .flexible)
        try layout.add(item: direction == .row ? .width(available - 100) : .height(available - 100))
        let before = try first.frame()

        let tooLong: SLEItem = direction == .row ? .width(101) : .height(101)
        #expect(throws: SLEError.outOfSpace(direction: direction, needed: available + 1, available: available)) {
            try layout.add(item: tooLong)
        }
        #expect(layout.items.count == 2)
        #expect(try first.frame() == before)
        #expect(throws: SLEError.itemIncomplete) { try tooLong.frame() }

        // The layout still takes items that fit.
        try layout.add(item: direction == .row ? .width(100) : .height(100))
        expectClose(direction == .row ? try first.frame().width : try first.frame().height, 0, "flexible squeezed to 0")
    }

    @Test("Out of space with no flexible items, as in the article (a fixed length per item, no share)")
    func outOfSpaceWithoutFlexibleItems() {
        let layout = SLELayout(parentFrame: CGRect(x: 0, y: 0, width: 100, height: 50), direction: .row)
        #expect(throws: SLEError.outOfSpace(direction: .row, needed: 120, available: 100)) {
            try layout.add(items: [.width(60), .size(CGSize(width: 60, height: 10))])
        }
        #expect(layout.items.isEmpty)
    }

    @Test("An item that was never added has no frame")
    func itemIncomplete() {
        #expect(throws: SLEError.itemIncomplete) { try SLEItem.flexible.frame() }
        #expect(throws: SLEError.itemIncomplete) { try SLEItem.size(CGSize(width: 1, height: 1)).frame() }
    }

    @Test("frame(at:) outside the items is out of bounds", arguments: [-1, 3, 100])
    func indexOutOfBounds(index: Int) throws {
        let layout = SLELayout(parentFrame: Self.parent, direction: .row)
        try layout.add(items: [.flexible, .flexible, .flexible])
        #expect(throws: SLEError.indexOutOfBounds(index: index, count: 3)) { try layout.frame(at: index) }
    }

    struct InvalidLengthCase: CustomTestStringConvertible, Sendable {
        let item: ItemSpec
        let axis: Axis
        let value: CGFloat
        var testDescription: String { "\(item)" }
    }

    static let invalidLengths: [InvalidLengthCase] = [
        .init(item: .width(-1), axis: .horizontal, value: -1),
        .init(item: .height(-0.5), axis: .vertical, value: -0.5),
        .init(item: .width(.infinity), axis: .horizontal, value: .infinity),
        .init(item: .height(-.infinity), axis: .vertical, value: -.infinity),
        .init(item: .size(10, -3), axis: .vertical, value: -3),
        .init(item: .size(.nan, 3), axis: .horizontal, value: .nan),
        .init(item: .height(.nan), axis: .vertical, value: .nan),
    ]

    @Test("Negative, infinite and NaN fixed lengths are refused with the item, the axis and the value",
          arguments: invalidLengths, SLEDirection.allCases)
    func invalidFixedLength(_ testCase: InvalidLengthCase, direction: SLEDirection) throws {
        let layout = SLELayout(parentFrame: Self.screen, direction: direction)
        try layout.add(item: .flexible)
        let item = testCase.item.item
        let error = #expect(throws: SLEError.self) { try layout.add(item: item) }
        guard case .invalidFixedLength(let index, let axis, let value) = error else {
            Issue.record("expected invalidFixedLength, got \(String(describing: error))")
            return
        }
        #expect(index == 1)
        #expect(axis == testCase.axis)
        #expect(value == testCase.value || (value.isNaN && testCase.value.isNaN), "value \(value)")
        #expect(layout.items.count == 1)
        #expect(throws: SLEError.itemIncomplete) { try item.frame() }
    }

    @Test("An item can be added once: again to the same layout, to another, or twice in one call")
    func itemAlreadyAdded() throws {
        let layout = SLELayout(parentFrame: Self.parent, direction: .row)
        let item = try layout.add(item: .flexible)
        #expect(throws: SLEError.itemAlreadyAdded(index: 1)) { try layout.add(item: item) }

        let other = SLELayout(parentFrame: Self.screen, direction: .column)
        #expect(throws: SLEError.itemAlreadyAdded(index: 0)) { try other.add(item: item) }
        expectClose(try item.frame(), Self.parent, "the item keeps its frame in the first layout")

        let twice = SLEItem.width(10)
        // Items 1, 2, 3 of the layout: the second `twice` would be item 3.
        #expect(throws: SLEError.itemAlreadyAdded(index: 3)) { try layout.add(items: [.flexible, twice, twice]) }
        #expect(layout.items.count == 1)
    }

    @Test("add(items:) is all or nothing")
    func addItemsIsAtomic() throws {
        let layout = SLELayout(parentFrame: Self.parent, direction: .row)
        let good = SLEItem.width(10)
        #expect(throws: SLEError.invalidFixedLength(index: 1, axis: .horizontal, value: -2)) {
            try layout.add(items: [good, .width(-2)])
        }
        #expect(layout.items.isEmpty)
        #expect(throws: SLEError.itemIncomplete) { try good.frame() }
        try layout.add(item: good)  // not marked as added by the failed call
        expectClose(try good.frame(), CGRect(x: 10, y: 20, width: 10, height: 100))
    }

    static let invalidParents: [CGRect] = [
        CGRect(x: 0, y: 0, width: -1, height: 10),
        CGRect(x: 0, y: 0, width: 10, height: CGFloat.infinity),
        CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
        CGRect(x: 0, y: -CGFloat.infinity, width: 10, height: 10),
    ]

    @Test("A parent frame with a non-finite origin or a negative or non-finite size is refused on add",
          arguments: invalidParents)
    func invalidParentFrame(parent: CGRect) {
        let layout = SLELayout(parentFrame: parent, direction: .row)
        let error = #expect(throws: SLEError.self) { try layout.add(item: .flexible) }
        guard case .invalidParentFrame = error else {
            Issue.record("expected invalidParentFrame, got \(String(describing: error))")
            return
        }
        #expect(layout.items.isEmpty)
    }
}
