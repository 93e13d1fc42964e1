import Testing
import ZoetropeTestSupport
import ZoetropeTesting

/// Article 004's ContentView driven a step at a time, as a UI test would: tap Rotate, let time
/// pass, check a tile mid-turn, tap again while it turns. Each position is the one the scene with
/// the same taps has at the same time, to the last bit.
@Suite("Article 004's ContentView, driven")
struct Article004DriverTests {
    static let canvas = CGSize(width: 400, height: 460)

    /// The frame of the view showing `text` in frame `frame` of `trajectories`: its centre and size.
    private static func frame(showing text: String, in scene: Scene, frame: Int) throws -> CGRect {
        let sampled = try scene.sample(frame: frame)
        let view = try #require(sampled.looks.firstIndex { $0.label?.text == text })
        let placement = sampled.placements[view]
        return CGRect(x: placement.center.x - placement.size.width / 2, y: placement.center.y - placement.size.height / 2,
                      width: placement.size.width, height: placement.size.height)
    }

    @Test("Rotate tapped at 0.5 s, checked at 1.5 s (mid-turn), tapped again at 2 s while it turns, at rest at 4 s: tile 1 is where the scene's frames put it each time")
    func drivenAsTheSceneShows() throws {
        let screen = try ViewDriver(canvas: Self.canvas, fps: 30) { ContentView() }
        try screen.advance(by: 0.5)
        try screen.tap("Rotate")
        try screen.advance(by: 1)
        let midTurn = try screen.frame(of: "1")
        try screen.advance(by: 0.5)
        try screen.tap("Rotate")
        try screen.advance(by: 0.5)
        let turningBack = try screen.frame(of: "1")
        try screen.advanceUntilIdle()
        #expect(screen.time == 4, "the second turn's 2 s end at 4 s")
        let scene = try Scene(named: "rotate", canvas: Self.canvas, fps: 30, interactions: [.tap("Rotate", at: 0.5), .tap("Rotate", at: 2)]) {
            ContentView()
        }
        #expect(midTurn == (try Self.frame(showing: "1", in: scene, frame: 45)))
        #expect(turningBack == (try Self.frame(showing: "1", in: scene, frame: 75)))
        #expect(try screen.frame(of: "1") == (try Self.frame(showing: "1", in: scene, frame: 120)))
        // Mid-turn, tile 1 is off the top of the wheel and on its circle of radius 130.
        let top = try Self.frame(showing: "1", in: scene, frame: 0)
        #expect(abs(midTurn.midX - top.midX) > 50)
    }
}
