import Foundation
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
}
