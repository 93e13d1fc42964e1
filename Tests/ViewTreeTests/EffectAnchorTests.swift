import AnimationCore
import Foundation
import FrameRendering
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

@Suite("Effects about an anchor, foregroundColor, and Color's other initialisers")
struct EffectAnchorTests {
    static let canvas = CGSize(width: 300, height: 300)

    static func placement<Content: View & SendableMetatype>(_ content: @escaping @Sendable () -> Content) throws -> ViewPlacement {
        try Scene(named: "effect", canvas: canvas) { content() }.sample(frame: 0).placements[0]
    }

    @Test("rotationEffect and scaleEffect keep their anchor in place; the frame's place does not change", arguments: [
        // A 100 × 50 rectangle centred at (150, 150): its top-leading corner is (100, 125).
        (Effect.rotate(.topLeading), CGPoint(x: 75, y: 175), 90.0, 1.0),
        (.rotate(.center), CGPoint(x: 150, y: 150), 90, 1),
        (.scale(.bottomTrailing), CGPoint(x: 175, y: 162.5), 0, 0.5),
        (.scale(.top), CGPoint(x: 150, y: 137.5), 0, 0.5),
    ])
    fileprivate func anchored(effect: Effect, center: CGPoint, rotation: Double, scale: Double) throws {
        let placement = try Self.placement {
            switch effect {
            case .rotate(let anchor): AnyView(Rectangle().frame(width: 100, height: 50).rotationEffect(.degrees(90), anchor: anchor))
            case .scale(let anchor): AnyView(Rectangle().frame(width: 100, height: 50).scaleEffect(0.5, anchor: anchor))
            }
        }
        expectClose(placement.center, center, tolerance: 1e-9)
        expectClose(placement.rotation.degrees, rotation, tolerance: 1e-9)
        expectClose(Double(placement.scale), scale, tolerance: 1e-9)
    }

    @Test("Color(hue:saturation:brightness:) and Color(white:) give the sRGB components SwiftUI's do", arguments: [
        (Color(hue: 0, saturation: 1, brightness: 1), [1.0, 0, 0]),
        (Color(hue: 1.0 / 3, saturation: 1, brightness: 1), [0, 1, 0]),
        (Color(hue: 2.0 / 3, saturation: 1, brightness: 1), [0, 0, 1]),
        (Color(hue: 1.0 / 6, saturation: 0.5, brightness: 0.8), [0.8, 0.8, 0.4]),
        (Color(hue: 0.5, saturation: 0, brightness: 0.3), [0.3, 0.3, 0.3]),
        (Color(white: 0.25, opacity: 0.5), [0.25, 0.25, 0.25]),
    ])
    func colours(color: Color, components: [Double]) {
        expectClose(color.rgba.red, components[0], tolerance: 1e-9)
        expectClose(color.rgba.green, components[1], tolerance: 1e-9)
        expectClose(color.rgba.blue, components[2], tolerance: 1e-9)
    }

    @Test("foregroundColor colours the shapes and text inside, as foregroundStyle does")
    func foregroundColor() throws {
        let scene = try Scene(named: "tint", canvas: Self.canvas) {
            Circle().frame(width: 10, height: 10).foregroundColor(.red)
        }
        #expect(try scene.sample(frame: 0).looks[0].fill == Color.red.rgba)
    }
}

/// The effects the data-driven test tries.
private enum Effect: Sendable {
    case rotate(UnitPoint)
    case scale(UnitPoint)
}
