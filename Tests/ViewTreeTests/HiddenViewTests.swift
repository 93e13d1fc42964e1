import Foundation
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

@Suite(".hidden()")
struct HiddenViewTests {
    @Test("a hidden view keeps its place in the stack and is not drawn; the views around it are where they would be", arguments: [true, false])
    func keepsItsPlace(hidden: Bool) throws {
        let scene = try Scene(named: "hidden", canvas: CGSize(width: 200, height: 200)) {
            HStack(spacing: 10) {
                Rectangle().frame(width: 20, height: 20)
                if hidden {
                    Circle().frame(width: 40, height: 40).hidden()
                } else {
                    Circle().frame(width: 40, height: 40)
                }
                Rectangle().frame(width: 20, height: 20)
            }
        }
        let placements = try scene.sample(frame: 0).placements
        // 20 + 10 + 40 + 10 + 20 = 100 wide, centred in 200: the views start at 50, 80 and 130.
        for (placement, left) in zip(placements, [50.0, 80, 130]) {
            expectClose(Double(placement.frame.minX), left, tolerance: 1e-9)
        }
        #expect(placements[1].opacity == (hidden ? 0 : 1))
        #expect(placements[0].opacity == 1 && placements[2].opacity == 1)
    }
}
