import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `StrokeStyle` and `.stroke(_:style:)`: what a stroked shape puts on the display list, and
/// what of it animates (SwiftUI's line width, miter limit and dash phase) and what cross-fades.
@Suite("Stroke styles")
struct StrokeStyleTests {
    static let canvas = CGSize(width: 200, height: 160)

    @Test("SwiftUI's defaults: width 1, butt caps, mitred joins, miter limit 10, no dash; .stroke(lineWidth:) draws as before")
    func defaults() throws {
        let style = StrokeStyle()
        #expect(style.lineWidth == 1 && style.lineCap == .butt && style.lineJoin == .miter)
        #expect(style.miterLimit == 10 && style.dash.isEmpty && style.dashPhase == 0)
        let scene = try Scene(named: "plain", canvas: Self.canvas, fps: 10) {
            Triangle().stroke(.red, lineWidth: 3).frame(width: 100, height: 100)
        }
        let stroke = try #require(try drawnShapes(scene, frame: 0).first?.stroke)
        #expect(stroke == Stroke(color: stroke.color, width: 3))
    }

    @Test("a style's caps, joins, miter limit, dash and phase reach the display list, in the colour given or the foreground",
          arguments: [CGLineCap.butt, .round, .square])
    func styleOnDisplayList(cap: CGLineCap) throws {
        let style = StrokeStyle(lineWidth: 6, lineCap: cap, lineJoin: .bevel, miterLimit: 4, dash: [8, 3, 2, 3], dashPhase: 5)
        let scene = try Scene(named: "styled", canvas: Self.canvas, fps: 10) {
            VStack {
                Triangle().stroke(.red, style: style).frame(width: 100, height: 60)
                Triangle().stroke(style: style).frame(width: 100, height: 60)
            }
        }
        let shapes = try drawnShapes(scene, frame: 0)
        #expect(shapes.count == 2)
        let expectedCap: LineCap = switch cap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        for (shape, colour) in zip(shapes, [RGBAColor(red8: 0xFF, green8: 0x3B, blue8: 0x30), RGBAColor(red: 0, green: 0, blue: 0)]) {
            let stroke = try #require(shape.stroke)
            #expect(stroke.lineCap == expectedCap && stroke.lineJoin == .bevel, "\(stroke)")
            #expect(stroke.width == 6 && stroke.miterLimit == 4 && stroke.dash == [8, 3, 2, 3] && stroke.dashPhase == 5, "\(stroke)")
            let gap = [stroke.color.red - colour.red, stroke.color.green - colour.green, stroke.color.blue - colour.blue].map(abs).max() ?? 0
            #expect(gap < 0.01, "\(stroke.color) against \(colour)")
            #expect(shape.fill.alpha == 0, "a stroked shape is not filled")
        }
    }

    @Test("the line width, miter limit and dash phase animate as SwiftUI's do, at 24 and 60 fps; the shape is drawn once, not cross-faded",
          arguments: [24, 60])
    func widthAndPhaseAnimate(fps: Int) throws {
        let scene = try Scene(named: "marching", canvas: Self.canvas, fps: fps, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 2)) { $0 = true },
        ]) { on in
            Triangle().stroke(.blue, style: StrokeStyle(lineWidth: on ? 10 : 2, miterLimit: on ? 20 : 4, dash: [6, 4], dashPhase: on ? 40 : 0))
                .frame(width: 100, height: 100)
        }
        for time in [0, 0.5, 1.25, 2] {
            let frame = Int((time * Double(fps)).rounded())
            let shapes = try drawnShapes(scene, frame: frame)
            #expect(shapes.count == 1, "\(time) s at \(fps) fps: one shape")
            let stroke = try #require(shapes.first?.stroke)
            let progress = min(time / 2, 1)
            #expect(abs(stroke.width - (2 + 8 * progress)) < 1e-9, "width at \(time) s at \(fps) fps: \(stroke.width)")
            #expect(abs(stroke.miterLimit - (4 + 16 * progress)) < 1e-9, "miter limit at \(time) s: \(stroke.miterLimit)")
            #expect(abs(stroke.dashPhase - 40 * progress) < 1e-9, "dash phase at \(time) s at \(fps) fps: \(stroke.dashPhase)")
            #expect(stroke.dash == [6, 4])
        }
    }

    @Test("a change of dash lengths or cap cross-fades, as SwiftUI does not animate them")
    func dashAndCapCrossFade() throws {
        let scene = try Scene(named: "redashed", canvas: Self.canvas, fps: 10, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            Triangle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: on ? .round : .butt, dash: on ? [2, 2] : [6, 4]))
                .frame(width: 100, height: 100)
        }
        let middle = try drawnShapes(scene, frame: 5)
        #expect(middle.count == 2, "the old stroke fades out under the new one")
        #expect(middle.map { $0.stroke?.dash ?? [] } == [[6, 4], [2, 2]])
        #expect(middle.compactMap { $0.stroke?.lineCap } == [LineCap.butt, .round])
    }

    @Test("StrokeStyle's animatable data is its line width, miter limit and dash phase")
    func animatableData() {
        var style = StrokeStyle(lineWidth: 2, dash: [3, 3])
        style.animatableData = AnimatablePair(7, AnimatablePair(5, 1.5))
        #expect(style == StrokeStyle(lineWidth: 7, miterLimit: 5, dash: [3, 3], dashPhase: 1.5))
    }
}
