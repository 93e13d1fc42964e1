import Foundation
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A layout written as SwiftUI view code, and where each of its leaf views must be.
struct LeafFramesCase: CustomTestStringConvertible, Sendable {
    let name: String
    let canvas: CGSize
    let expected: [CGRect]
    let view: @Sendable () -> AnyView
    var testDescription: String { name }

    /// Lays the view out in its canvas and expects each leaf's frame, within 1e-9.
    func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scene = try Scene(named: "case", canvas: canvas) { view() }
        let frames = try scene.sample(frame: 0).placements.map(\.frame)
        #expect(frames.count == expected.count, "\(frames.count) leaves, expected \(expected.count)", sourceLocation: sourceLocation)
        for (index, (frame, want)) in zip(frames, expected).enumerated() {
            expectClose(frame, want, "leaf \(index)", sourceLocation: sourceLocation)
        }
    }
}
