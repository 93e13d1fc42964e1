import Foundation
import Testing
import ZoetropeTestSupport
import ZoetropeSceneTesting

private let scenes = scenesFolder

/// The stack scenes, read from the files the CLI renders: at every frame the views are where the
/// interpolated parameters put them.
@Suite("Stack scenes")
struct StackSceneTests {
    @Test("scenes/hstack.json: the gaps are the spacing and the views line up at (1 + alignment) / 2 of their heights")
    func hstack() throws {
        let trajectories = try captureTrajectories(ofSceneAt: scenes.appendingPathComponent("hstack.json"))
        #expect(trajectories.mode == .parameters)
        let spacings = try #require(trajectories.parameterValues(named: "spacing"))
        let alignments = try #require(trajectories.parameterValues(named: "alignment"))
        #expect(alignments.min() == -1 && alignments.max() == 1)
        #expect(spacings.max().map { $0 > 23 } == true)
        for (index, frame) in trajectories.frames.enumerated() {
            let frames = frame.placements.map(\.frame)
            let tallest = frames.map(\.height).max() ?? 0
            let fraction = (1 + CGFloat(alignments[index])) / 2
            for view in frames.indices {
                expectClose(frames[view].minY - frame.bounds.minY, fraction * (tallest - frames[view].height),
                            tolerance: 1e-9, "view \(view) at \(frame.time)s")
                if view > 0 {
                    expectClose(frames[view].minX - frames[view - 1].maxX, CGFloat(spacings[index]), "gap before view \(view)")
                }
            }
        }
    }

    @Test("scenes/zstack.json: every view lines up at (1 + alignmentX) / 2 and (1 + alignmentY) / 2 of its size")
    func zstack() throws {
        let trajectories = try captureTrajectories(ofSceneAt: scenes.appendingPathComponent("zstack.json"))
        let xs = try #require(trajectories.parameterValues(named: "alignmentX"))
        let ys = try #require(trajectories.parameterValues(named: "alignmentY"))
        #expect(xs.max() == 1 && ys.max() == 1 && xs.last == 0 && ys.last == 0)
        for (index, frame) in trajectories.frames.enumerated() {
            let fx = (1 + CGFloat(xs[index])) / 2, fy = (1 + CGFloat(ys[index])) / 2
            for (view, placement) in frame.placements.enumerated() {
                let box = placement.frame
                expectClose(box.minX - frame.bounds.minX, fx * (frame.bounds.width - box.width), "view \(view) x at \(frame.time)s")
                expectClose(box.minY - frame.bounds.minY, fy * (frame.bounds.height - box.height), "view \(view) y at \(frame.time)s")
            }
        }
    }
}
