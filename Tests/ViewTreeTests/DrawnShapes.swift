import FrameComposition
import FrameRendering
import SceneCore
import Testing

/// The shapes drawn in frame `frame` of `scene`, back to front, through the scene's shared
/// sampler; records an issue when a render worker's own sampler draws the frame otherwise.
func drawnShapes(_ scene: Scene, frame: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> [ShapeItem] {
    let composer = FrameComposer(scene: scene)
    let shared = try #require(try composer.compose(frame: frame).displayList?.items, sourceLocation: sourceLocation)
    let own = try composer.compose(frame: frame, with: scene.makeSampler()).displayList?.items
    #expect(own == shared, "frame \(frame) drawn by a worker's own sampler", sourceLocation: sourceLocation)
    return shared.compactMap { item -> ShapeItem? in if case .shape(let shape) = item { shape } else { nil } }
}
