import CairoRasterizer
import Foundation
import SceneFiles
import FrameRendering
import LayoutCore
import Testing
@testable import FrameComposition

@Suite("SizeOverlay")
struct SizeOverlayTests {
    @Test("cards whose views share a corner are stacked, so none hides another")
    func cardsDoNotOverlap() {
        let sizes = [ViewSizeReport.Measurement(request: .minimum, size: CGSize(width: 70, height: 70)),
                     ViewSizeReport.Measurement(request: .ideal, size: CGSize(width: 70, height: 70))]
        let frames = [CGRect(x: 10, y: 10, width: 300, height: 300), CGRect(x: 10, y: 10, width: 70, height: 70),
                      CGRect(x: 12, y: 14, width: 70, height: 70), CGRect(x: 200, y: 200, width: 70, height: 70)]
        let reports = frames.enumerated().map { index, frame in
            ViewSizeReport(name: index == 0 ? "Layout" : "view", depth: index == 0 ? 0 : 1, leafIndex: index == 0 ? nil : index - 1,
                           frame: frame, sizes: sizes)
        }
        let boxes = SizeOverlay(reports: reports).items.compactMap { item -> CGRect? in
            guard case .shape(let shape) = item else { return nil }
            return CGRect(x: shape.center.x - shape.size.width / 2, y: shape.center.y - shape.size.height / 2,
                          width: shape.size.width, height: shape.size.height)
        }
        #expect(boxes.count == 4)
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                #expect(!box.intersects(other), "\(box) and \(other) overlap")
            }
        }
        // A card with nothing in its way stays at its view's corner.
        #expect(boxes[0].origin == CGPoint(x: 10, y: 10) && boxes[3].origin == CGPoint(x: 200, y: 200))
    }

    /// The cards' boxes among `items`: the white rectangles the overlay draws.
    static func boxes(in items: [DisplayItem]) -> [CGRect] {
        items.compactMap { item -> CGRect? in
            guard case .shape(let shape) = item, shape.label == nil else { return nil }
            return CGRect(x: shape.center.x - shape.size.width / 2, y: shape.center.y - shape.size.height / 2,
                          width: shape.size.width, height: shape.size.height)
        }
    }

    @Test("a card that would hide a labelled view goes next to its view, where nothing is hidden and it stays on the canvas")
    func cardsAvoidLabels() {
        let sizes = [ViewSizeReport.Measurement(request: .ideal, size: CGSize(width: 70, height: 40))]
        let frames = [CGRect(x: 10, y: 10, width: 80, height: 40), CGRect(x: 10, y: 60, width: 80, height: 40),
                      CGRect(x: 200, y: 10, width: 80, height: 40)]
        let reports = frames.enumerated().map { index, frame in
            ViewSizeReport(name: "view", depth: 1, leafIndex: index, frame: frame, sizes: sizes)
        }
        // The first two are labelled; the third is not, so its card stays on it.
        let canvas = CGRect(x: 0, y: 0, width: 400, height: 400)
        let boxes = Self.boxes(in: SizeOverlay(reports: reports, labels: Array(frames.prefix(2)), canvas: canvas).items)
        #expect(boxes.count == 3)
        guard boxes.count == 3 else { return }
        for box in boxes {
            for label in frames.prefix(2) {
                #expect(!box.intersects(label), "card \(box) covers the labelled view \(label)")
            }
        }
        // The first card: not inside (its label), not below (the second view), not above (off the
        // canvas), so after its view. The second: below its view. The third view has no label.
        #expect(boxes[0].origin == CGPoint(x: frames[0].maxX + 1, y: frames[0].minY))
        #expect(boxes[1].origin == CGPoint(x: frames[1].minX, y: frames[1].maxY + 1))
        #expect(boxes[2].origin == frames[2].origin)
        #expect(boxes.allSatisfy { canvas.contains($0) })
    }

    @Test("scenes/tree.json with showSizes: no card covers a node's label, and no card another")
    func treeCardsLeaveLabelsReadable() throws {
        let scene = try Scene(SceneReader.read(Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scenes/tree.json")), file: "tree.json", name: "tree"), textMeasurer: CairoTextMeasurer())
        let composer = FrameComposer(scene: scene, showSizes: [.minimum, .ideal, .maximum, .current])
        let list = try #require(try composer.compose(frame: 0).displayList)
        let labelled = list.items.compactMap { item -> CGRect? in
            guard case .shape(let shape) = item, shape.label != nil else { return nil }
            return CGRect(x: shape.center.x - shape.size.width / 2, y: shape.center.y - shape.size.height / 2,
                          width: shape.size.width, height: shape.size.height)
        }
        try #require(labelled.count >= 5)
        // The cards are the shapes without labels: tree.json's nodes all have one.
        let cards = Self.boxes(in: list.items)
        try #require(cards.count >= labelled.count)
        for card in cards {
            for view in labelled {
                #expect(!card.intersects(view), "the card at \(card) covers the node at \(view)")
            }
        }
    }
}
