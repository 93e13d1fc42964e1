import FrameComposition
import FrameRendering
import Foundation
import SceneCore
import Testing
import ViewTree

/// `FrameComposer.describeItem(at:in:)`, which names the view a failing item draws, counts a
/// compositing group's views as the one item the composer draws for them.
@Suite("Items named after compositing groups")
struct DescribeItemTests {
    @Test("the items after a compositing group name their own views; the group names all of its")
    func afterCompositingGroup() throws {
        let scene = try Scene(named: "grouped", canvas: CGSize(width: 200, height: 100)) {
            HStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 40)
                    Color.green.frame(width: 40, height: 40)
                    Color.blue.frame(width: 40, height: 40)
                }
                .compositingGroup()
                .opacity(0.5)
                Text("after").frame(width: 60, height: 40)
            }
        }
        let composer = FrameComposer(scene: scene)
        let composed = try composer.compose(frame: 0)
        let items = try #require(composed.displayList?.items)
        try #require(items.count == 2, "the group and the text: \(items)")
        #expect(composer.describeItem(at: 0, in: composed.sample) == "the compositing group of views 0, 1, 2")
        #expect(composer.describeItem(at: 1, in: composed.sample) == "view 3 (\"after\")")
        #expect(composer.describeItem(at: 2, in: composed.sample) == nil)
    }
}
