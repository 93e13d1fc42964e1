import Foundation
import FrameRendering
import LayoutCore
import SceneFiles
import Testing
@testable import FrameComposition

/// `CardPlacement` must put every card exactly where the rule as written
/// (`SizeOverlay.freeRect(of:at:avoiding:)`) puts it, or frames with showSizes would change.
@Suite("CardPlacement")
struct CardPlacementTests {
    /// How the views the cards belong to are laid out.
    enum Arrangement: String, Sendable, CaseIterable {
        /// Rows of small views, as a flow lays them out: the cards pile up far below the views.
        case flow
        /// Views at random corners, some on top of each other, with cards of 1 to 4 lines.
        case scattered
        /// Every view at one corner.
        case oneCorner
        /// Views far from the canvas, at ±10⁹ points and beyond, and at infinity.
        case far
    }

    @Test("cards go exactly where the rule as written puts them", arguments: Arrangement.allCases, 1...6 as ClosedRange<UInt64>)
    func sameAsTheRule(_ arrangement: Arrangement, seed: UInt64) {
        var random = Generator(seed: seed)
        let cards = (0..<250).map { index in card(index, arrangement, &random) }
        var placement = CardPlacement()
        var expected: [CGRect] = []
        for (number, card) in cards.enumerated() {
            let rule = SizeOverlay.freeRect(of: card.size, at: card.origin, avoiding: expected)
            let placed = placement.place(card.size, at: card.origin)
            expected.append(rule)
            guard placed == rule else {
                Issue.record("card \(number) of \(card.size) at \(card.origin): placed at \(placed.origin), the rule says \(rule.origin)")
                return
            }
        }
        // The flow's cards really do pile up: most are pushed past several others.
        if arrangement == .flow {
            let pushed = zip(cards, expected).filter { $0.origin.y + 100 < $1.origin.y }.count
            #expect(pushed > 100, "only \(pushed) cards were pushed more than 100 points down")
        }
    }

    @Test("with no card placed, a card stays at its view's corner; a card in the way moves it 1 point below")
    func edgeCases() {
        var placement = CardPlacement()
        let first = placement.place(CGSize(width: 40, height: 14), at: CGPoint(x: 5, y: 5))
        #expect(first == CGRect(x: 5, y: 5, width: 40, height: 14))
        let second = placement.place(CGSize(width: 40, height: 14), at: CGPoint(x: 10, y: 10))
        #expect(second == CGRect(x: 10, y: 20, width: 40, height: 14))
    }

    @Test("a frame of a flow of 600 small views with showSizes has a card per view and layout, no two overlapping")
    func flowFrame() throws {
        let json = """
            {"version": 1, "canvas": {"width": 800, "height": 800, "background": "white"}, "fps": 30, "duration": 0.1,
             "layout": {"name": "flow", "parameters": {"spacing": 2, "maxWidth": 800}},
             "viewDefaults": {"shape": "rectangle", "width": 10, "height": 10, "fill": "blue"},
             "views": [{"repeat": 600}]}
            """
        let document = try SceneReader.read(Data(json.utf8), file: "flow600.json", name: "flow600")
        let composer = FrameComposer(scene: try Scene(document, budget: .large), showSizes: SizeRequest.standard)
        let items = try #require(try composer.compose(frame: 0).displayList).items
        let cards = items.compactMap { item -> CGRect? in
            guard case .shape(let shape) = item, shape.fill == .white else { return nil }
            return CGRect(x: shape.center.x - shape.size.width / 2, y: shape.center.y - shape.size.height / 2,
                          width: shape.size.width, height: shape.size.height)
        }
        #expect(cards.count == 601)
        let sorted = cards.sorted { $0.minY < $1.minY }
        for (index, card) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                guard other.minY < card.maxY else { break }
                #expect(!card.insetBy(dx: 0.01, dy: 0.01).intersects(other), "\(card) and \(other) overlap")
            }
        }
    }

    /// A card for the `index`th view of an arrangement: its size (as the overlay sizes cards) and
    /// its view's corner.
    private func card(_ index: Int, _ arrangement: Arrangement, _ random: inout Generator) -> (size: CGSize, origin: CGPoint) {
        // Every card of one overlay has as many lines as requests; cards of other heights check
        // that the first card in the way is the one a card moves below.
        let lines = arrangement == .flow ? 3 : 1 + random.next(below: 4)
        var size = CGSize(width: Double(9 + random.next(below: 4)) * SizeOverlay.averageAdvance + 4,
                          height: Double(lines) * SizeOverlay.lineHeight + 3)
        if arrangement == .scattered { size.height += Double(random.next(below: 8)) / 8 }
        switch arrangement {
        case .flow:
            return (size, CGPoint(x: Double(index % 20) * 12, y: Double(index / 20) * 12))
        case .scattered:
            return (size, CGPoint(x: Double(random.next(below: 40)) * 7.5, y: Double(random.next(below: 240)) * 1.125))
        case .oneCorner:
            return (size, CGPoint(x: 10, y: 10))
        case .far:
            let places: [CGFloat] = [0, 12, 1e9 - 40, 1e9, -1e9, 3e15, .infinity, -.infinity]
            return (size, CGPoint(x: places[random.next(below: 3)], y: places[random.next(below: places.count)]))
        }
    }
}

/// SplitMix64: the same numbers on every machine.
private struct Generator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
