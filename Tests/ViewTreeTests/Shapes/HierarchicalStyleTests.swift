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
    @Test("each level is iOS's label colour of that level where no foreground is set, and under a colour the colour at the level's opacity: on shapes, strokes and text", arguments: [
        (HierarchicalShapeStyle.primary, 1.0, RGBAColor.black), (.secondary, 0.5, RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)),
        (.tertiary, 0.25, RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)),
        (.quaternary, 0.18, RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)),
    ])
    func levels(style: HierarchicalShapeStyle, opacity: Double, label: RGBAColor) throws {
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
        #expect(looks[0].fill == label, "a fill under no foreground style: the label colour of the level")
        #expect(looks[1].stroke?.color == label, "a stroke")
        #expect(looks[2].label?.color == label, "text")
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
