import Foundation
import FrameTimeline
import LayoutCore
import SceneCore
import SceneExport
import Testing

/// A sampler of one's own: one view on a circle, turned by a parameter `turn` that grows with
/// the frame number.
private struct TurningSampler: FrameSampler {
    let name: String

    func sampleFrame(_ frame: Int, sizes: [SizeRequest]) throws(SamplingFailure) -> SampledFrame {
        let turn = Double(frame) / 10
        let centre = CGPoint(x: 100 + 50 * cos(turn * 2 * .pi), y: 100 + 50 * sin(turn * 2 * .pi))
        let sample = FrameSample(frame: frame, time: Double(frame) / 10, bounds: CGRect(x: 0, y: 0, width: 200, height: 200),
                                 placements: [ViewPlacement(position: centre, size: CGSize(width: 10, height: 10))],
                                 parameters: [ParameterValue(name: name, value: turn)])
        return SampledFrame(sample: sample, looks: [ViewSpec()])
    }
}

@Suite("A scene of a sampler of one's own, written as trajectories")
struct CustomSamplerCSVTests {
    static func scene(declaring names: [String], reporting name: String) throws -> Scene {
        try Scene(named: "turning", canvas: CGSize(width: 200, height: 200), fps: FrameRate(10), duration: 1,
                  naturalDuration: 1, views: [ViewSpec()], parameterNames: names) { TurningSampler(name: name) }
    }

    @Test("the parameters it declares are the CSV's param: columns, with each frame's values")
    func declaredParameters() throws {
        let scene = try Self.scene(declaring: ["turn"], reporting: "turn")
        let csv = TrajectoryCSV(scene: scene)
        #expect(csv.header.contains(",param:turn,"))
        let sampler = try scene.makeSampler()
        let row = try csv.rows(for: try sampler.sample(frame: 5))[0].split(separator: ",").map(String.init)
        let column = try #require(csv.header.split(separator: ",").firstIndex(of: "param:turn"))
        #expect(Double(row[column]) == 0.5)
    }

    @Test("a frame whose parameters are not the declared ones is an error naming the frame")
    func undeclaredParameters() throws {
        let scene = try Self.scene(declaring: ["turn"], reporting: "spin")
        let frame = try scene.makeSampler().sample(frame: 3)
        let error = #expect(throws: SceneError.self) { try TrajectoryCSV(scene: scene).rows(for: frame) }
        #expect(error?.path == "frames[3].parameters", "\(String(describing: error))")
        #expect(error?.message.contains("frame 3 has the parameters [spin], not the scene's [turn]") == true, "\(String(describing: error))")
    }
}
