import Foundation
import FrameRendering
import SceneFiles
import Testing
@testable import FrameComposition

/// `FrameLoop.compose`: the frame loop of everything that reads frames rather than writing files.
@Suite("FrameLoop.compose")
struct FrameLoopComposeTests {
    /// A wheel whose radius animates from 100 to -100 over 1 s at 10 fps: from frame 7 on (radius
    /// below -35) the layout asks for a negative size and the frame cannot be composed.
    static func shrinkingWheel() throws -> Scene {
        let text = """
            {"version": 1, "canvas": {"width": 300, "height": 300}, "fps": 10,
             "layout": {"name": "wheel", "parameters": {"radius": 100}},
             "views": [{"shape": "rectangle", "width": 70, "height": 70}, {"shape": "circle", "width": 40, "height": 40}],
             "timeline": [{"at": 0, "animation": {"type": "linear", "duration": 1}, "set": {"radius": -100}}]}
            """
        return try Scene(SceneReader.read(Data(text.utf8), file: "shrinking.json", name: "shrinking"))
    }

    @Test("no frames: nothing is delivered")
    func noFrames() throws {
        var delivered = 0
        #expect(try FrameLoop.compose([], with: FrameComposer(scene: Self.shrinkingWheel())) { _ in delivered += 1 } == .completed)
        #expect(delivered == 0)
    }

    @Test("every frame is delivered in the order asked, as the composer makes it alone, drawn only where asked",
          arguments: [1, 3])
    func deliversInOrder(jobs: Int) throws {
        let composer = FrameComposer(scene: try Self.shrinkingWheel())
        let frames = [5, 0, 6, 2, 2]
        var delivered: [ComposedFrame] = []
        try FrameLoop.compose(frames, with: composer, jobs: jobs, drawing: { $0 != 2 }) { delivered.append($0) }
        #expect(delivered.map(\.frame) == frames)
        for composed in delivered {
            let alone = try composer.compose(frame: composed.frame, drawing: composed.frame != 2)
            #expect(composed.sample == alone.sample, "frame \(composed.frame)")
            #expect(composed.displayList == alone.displayList, "frame \(composed.frame)")
        }
        #expect(delivered.filter { $0.displayList == nil }.map(\.frame) == [2, 2])
    }

    @Test("a frame that cannot be composed throws its error after the frames before it", arguments: [1, 3])
    func failure(jobs: Int) throws {
        var delivered: [Int] = []
        #expect {
            try FrameLoop.compose(Array(0...10), with: FrameComposer(scene: Self.shrinkingWheel()), jobs: jobs) { delivered.append($0.frame) }
        } throws: { error in
            "\(error)".hasPrefix("shrinking.json: layout: at frame 7 (t = 0.7 s")
        }
        #expect(delivered == Array(0...6))
    }

    @Test("a cancel from the consumer stops the loop: no later frame is delivered, and a later frame's failure is not thrown",
          arguments: [1, 3])
    func cancelFromConsumer(jobs: Int) throws {
        let control = FrameLoop.Control()
        var delivered: [Int] = []
        let outcome = try FrameLoop.compose(Array(0...10), with: FrameComposer(scene: Self.shrinkingWheel()), jobs: jobs,
                                            control: control) { composed in
            delivered.append(composed.frame)
            if composed.frame == 3 { control.cancel() }
        }
        #expect(outcome == .cancelled)
        #expect(delivered == Array(0...3))
    }
}
