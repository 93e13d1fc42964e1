import Foundation
import FrameRendering
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `.primary`, `.secondary`, `.tertiary` and `.quaternary`: levels of the foreground style where
/// they are used, for shapes and text.
@Suite("Hierarchical shape styles")
struct HierarchicalStyleTests {
    @Test("each level is the foreground where it is used at the level's opacity: on shapes, strokes and text, under a colour or none", arguments: [
        (HierarchicalShapeStyle.primary, 1.0), (.secondary, 0.5), (.tertiary, 0.25), (.quaternary, 0.18),
    ])
    func levels(style: HierarchicalShapeStyle, opacity: Double) throws {
        let scene = try Scene(named: "levels", canvas: CGSize(width: 300, height: 100), textMeasurer: ViewResolutionTests.Monospace()) {
            HStack {
                Rectangle().fill(style).frame(width: 20, height: 20)
                Circle().stroke(style, lineWidth: 2).frame(width: 20, height: 20)
                Text("level").foregroundStyle(style)
                Rectangle().fill(style).frame(width: 20, height: 20).foregroundStyle(Color.red.opacity(0.8))
            }
        }
        let looks = try scene.sample(frame: 0).looks
        try #require(looks.count == 4)
        #expect(looks[0].fill == RGBAColor.black.opacity(opacity), "a fill under no foreground style: black at the level")
        #expect(looks[1].stroke?.color == RGBAColor.black.opacity(opacity), "a stroke")
        #expect(looks[2].label?.color == RGBAColor.black.opacity(opacity), "text")
        #expect(looks[3].fill == Color.red.rgba.opacity(0.8 * opacity), "under a red foreground at 0.8: red at 0.8 × the level")
    }

    @Test("a level of a gradient foreground style is the gradient with every stop at the level's opacity")
    func gradientLevel() throws {
        let scene = try Scene(named: "gradient", canvas: CGSize(width: 100, height: 100)) {
            Rectangle().fill(.secondary).frame(width: 40, height: 40)
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        }
        let shape = try #require(try drawnShapes(scene, frame: 0).first)
        #expect(shape.fillGradient?.stops.map(\.color) == [Color.red.rgba.opacity(0.5), Color.blue.rgba.opacity(0.5)])
    }
}
