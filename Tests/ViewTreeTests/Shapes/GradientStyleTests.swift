import AnimationCore
import Foundation
import FrameRendering
import FrameTimeline
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// SwiftUI's gradient styles on the display list: where each initializer and static form puts its
/// gradient in the shape's frame, every place a style is taken (`.fill`, `.stroke`, `.strokeBorder`,
/// `.foregroundStyle`, as a view), and how a gradient animates when the state changes it.
@Suite("Gradient styles")
struct GradientStyleTests {
    static let canvas = CGSize(width: 400, height: 200)
    static let (red, blue, green) = (Color.red.rgba, Color.blue.rgba, Color.green.rgba)

    /// The colours of `paint`'s stops and their locations.
    static func stops(_ paint: GradientPaint?) -> [String] {
        (paint?.stops ?? []).map { "\($0.color) at \($0.location)" }
    }

    /// Expects `paint`'s geometry to be `expected`, every number within 1e-9.
    static func expectGeometry(_ paint: GradientPaint?, _ expected: GradientPaint.Geometry, _ what: String,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        func numbers(_ geometry: GradientPaint.Geometry) -> (String, [Double]) {
            switch geometry {
            case let .linear(start, end): ("linear", [start.x, start.y, end.x, end.y].map(Double.init))
            case let .radial(center, startRadius, endRadius): ("radial", [Double(center.x), Double(center.y), startRadius, endRadius])
            case let .elliptical(center, radii, start, end):
                ("elliptical", [Double(center.x), Double(center.y), Double(radii.width), Double(radii.height), start, end])
            case let .angular(center, start, end): ("angular", [Double(center.x), Double(center.y), start, end])
            }
        }
        guard let paint else {
            Issue.record("\(what): no gradient, expected \(expected)", sourceLocation: sourceLocation)
            return
        }
        let (kind, actual) = numbers(paint.geometry), (expectedKind, wanted) = numbers(expected)
        #expect(kind == expectedKind, "\(what): \(paint.geometry), expected \(expected)", sourceLocation: sourceLocation)
        for (index, (value, target)) in zip(actual, wanted).enumerated() {
            #expect(abs(value - target) < 1e-9, "\(what): number \(index) is \(value), expected \(target) (\(paint.geometry))",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("Gradient(colors:) spaces its colours evenly from 0 to 1; one colour sits at 0, none makes no stop",
          arguments: [(0, [Double]()), (1, [0]), (2, [0, 1]), (5, [0, 0.25, 0.5, 0.75, 1])])
    func evenlySpaced(count: Int, locations: [Double]) {
        let gradient = Gradient(colors: Array(repeating: .red, count: count))
        #expect(gradient.stops.map { Double($0.location) } == locations)
        #expect(Gradient(stops: [.init(color: .blue, location: 0.3)]).stops == [Gradient.Stop(color: .blue, location: 0.3)])
    }

    @Test("each gradient, by initializer and by static form, is placed in its shape's frame (points from the frame's centre)")
    func placedInFrame() throws {
        // Eight 100 × 60 frames (a circle's drawn square is 60 × 60, but its gradient spans the frame).
        let scene = try Scene(named: "kinds", canvas: CGSize(width: 800, height: 100), fps: 10) {
            HStack(spacing: 0) {
                Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 100, height: 60)
                Circle().fill(.linearGradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.9)],
                                              startPoint: .top, endPoint: .bottomTrailing))
                    .frame(width: 100, height: 60)
                Rectangle().fill(RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .topLeading, startRadius: 5, endRadius: 40))
                    .frame(width: 100, height: 60)
                EllipticalGradient(colors: [.red, .blue], center: UnitPoint(x: 0.25, y: 0.5), endRadiusFraction: 0.8)
                    .frame(width: 100, height: 60)
                Rectangle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(90)))
                    .frame(width: 100, height: 60)
                Rectangle().fill(.angularGradient(colors: [.red, .blue], center: .bottom, startAngle: .degrees(-90), endAngle: .degrees(90)))
                    .frame(width: 100, height: 60)
                Rectangle().fill(.ellipticalGradient(Gradient(colors: [.red, .blue])))
                    .frame(width: 100, height: 60)
                Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center))
                    .frame(width: 100, height: 60)
            }
        }
        let shapes = try drawnShapes(scene, frame: 0)
        try #require(shapes.count == 8)
        let expected: [(GradientPaint.Geometry, String)] = [
            (.linear(start: CGPoint(x: -50, y: 0), end: CGPoint(x: 50, y: 0)), "LinearGradient(colors:startPoint:endPoint:)"),
            (.linear(start: CGPoint(x: 0, y: -30), end: CGPoint(x: 50, y: 30)), ".linearGradient(stops:…) on a circle"),
            (.radial(center: CGPoint(x: -50, y: -30), startRadius: 5, endRadius: 40), "RadialGradient(gradient:center:startRadius:endRadius:)"),
            (.elliptical(center: CGPoint(x: -25, y: 0), radii: CGSize(width: 100, height: 60), startFraction: 0, endFraction: 0.8),
             "EllipticalGradient as a view"),
            (.angular(center: .zero, startAngle: Double.pi / 2, endAngle: Double.pi / 2 + 2 * Double.pi), "AngularGradient(gradient:center:angle:)"),
            (.angular(center: CGPoint(x: 0, y: 30), startAngle: -Double.pi / 2, endAngle: Double.pi / 2), ".angularGradient(colors:…)"),
            (.elliptical(center: .zero, radii: CGSize(width: 100, height: 60), startFraction: 0, endFraction: 0.5), ".ellipticalGradient(_:)'s defaults"),
            (.angular(center: .zero, startAngle: 0, endAngle: 2 * Double.pi), "AngularGradient's equal default angles: a whole turn"),
        ]
        for (shape, (geometry, what)) in zip(shapes, expected) {
            Self.expectGeometry(shape.fillGradient, geometry, what)
            #expect(shape.stroke == nil, "\(what) is filled, not stroked")
        }
        #expect(Self.stops(shapes[1].fillGradient) == ["\(Self.red) at 0.2", "\(Self.blue) at 0.9"])
        #expect(shapes[0].fill == Self.red, "a gradient's colour for one-colour drawings is its first stop's")
    }

    @Test("a gradient strokes, strokes a border, and is the foreground style of shapes (text takes its first colour); a colour inside overrides it")
    func everyUse() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let scene = try Scene(named: "uses", canvas: Self.canvas, fps: 10) {
            HStack(spacing: 0) {
                Circle().stroke(gradient, lineWidth: 4).frame(width: 80, height: 80)
                Capsule().strokeBorder(gradient, style: StrokeStyle(lineWidth: 6, dash: [4, 2])).frame(width: 80, height: 80)
                VStack(spacing: 0) {
                    Rectangle().frame(width: 80, height: 40)
                    Rectangle().foregroundStyle(.green).frame(width: 80, height: 40)
                    Rectangle().fill(AnyShapeStyle(gradient)).frame(width: 80, height: 40)
                }
                .foregroundStyle(gradient)
                gradient.frame(width: 80, height: 80)
            }
        }
        let shapes = try drawnShapes(scene, frame: 0)
        try #require(shapes.count == 6)
        let vertical = GradientPaint.Geometry.linear(start: CGPoint(x: 0, y: -40), end: CGPoint(x: 0, y: 40))
        Self.expectGeometry(shapes[0].stroke?.gradient, vertical, ".stroke(gradient, lineWidth:)")
        #expect(shapes[0].fillGradient == nil && shapes[0].fill.alpha == 0 && shapes[0].stroke?.width == 4)
        Self.expectGeometry(shapes[1].stroke?.gradient, vertical, ".strokeBorder(gradient, style:) spans the whole frame")
        #expect(shapes[1].stroke?.dash == [4, 2] && shapes[1].stroke?.width == 6)
        Self.expectGeometry(shapes[2].fillGradient, .linear(start: CGPoint(x: 0, y: -20), end: CGPoint(x: 0, y: 20)),
                            ".foregroundStyle(gradient) on a shape without a fill")
        #expect(shapes[3].fillGradient == nil && shapes[3].fill == Self.green, "an inner .foregroundStyle(.green) wins")
        Self.expectGeometry(shapes[4].fillGradient, .linear(start: CGPoint(x: 0, y: -20), end: CGPoint(x: 0, y: 20)), "AnyShapeStyle(gradient)")
        Self.expectGeometry(shapes[5].fillGradient, vertical, "a gradient as a view fills its frame")
        #expect(shapes[5].kind == .rectangle && shapes[5].size == CGSize(width: 80, height: 80))

        let text = try Scene(named: "text", canvas: Self.canvas, fps: 10) { Text("hi").foregroundStyle(gradient) }
        #expect(try text.sample(frame: 0).looks.first?.label?.color == Self.red)
        let erased = try Scene(named: "erased", canvas: Self.canvas, fps: 10) {
            Rectangle().foregroundStyle(AnyShapeStyle(Color.green)).frame(width: 10, height: 10)
        }
        let plain = try #require(try drawnShapes(erased, frame: 0).first)
        #expect(plain.fill == Self.green && plain.fillGradient == nil, "AnyShapeStyle(Color.green) is a colour")
    }

    @Test("a gradient's stops and geometry interpolate when the state changes them, drawn once (no cross-fade), at 24 and 60 fps",
          arguments: [24, 60])
    func interpolates(fps: Int) throws {
        let scene = try Scene(named: "turning", canvas: Self.canvas, fps: fps, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 2)) { $0 = true },
        ]) { on in
            VStack(spacing: 0) {
                Rectangle()
                    .fill(LinearGradient(stops: [.init(color: on ? .red : .blue, location: on ? 0.4 : 0), .init(color: .green, location: 1)],
                                         startPoint: on ? .top : .leading, endPoint: on ? .bottom : .trailing))
                    .frame(width: 100, height: 60)
                Circle()
                    .stroke(AngularGradient(colors: [.red, .blue], center: on ? .topLeading : .center, angle: on ? .degrees(180) : .zero),
                            lineWidth: 4)
                    .frame(width: 100, height: 60)
            }
        }
        let middle = try drawnShapes(scene, frame: fps)
        try #require(middle.count == 2, "one shape each, not a cross-fade: \(middle.count)")
        #expect(try scene.sample(frame: fps).fadingLooks.isEmpty)
        // Half way: start (-50, 0) → (0, -30) and end (50, 0) → (0, 30); blue at 0 → red at 0.4.
        Self.expectGeometry(middle[0].fillGradient, .linear(start: CGPoint(x: -25, y: -15), end: CGPoint(x: 25, y: 15)), "half way at \(fps) fps")
        let first = try #require(middle[0].fillGradient?.stops.first)
        expectClose(first.location, 0.2, tolerance: 1e-9)
        for (value, target) in [(first.color.red, (Self.red.red + Self.blue.red) / 2), (first.color.green, (Self.red.green + Self.blue.green) / 2),
                                (first.color.blue, (Self.red.blue + Self.blue.blue) / 2)] {
            expectClose(value, target, tolerance: 1e-9)
        }
        Self.expectGeometry(middle[1].stroke?.gradient, .angular(center: CGPoint(x: -25, y: -15), startAngle: Double.pi / 2,
                                                                   endAngle: Double.pi / 2 + 2 * Double.pi), "the stroke's angular gradient")
        let end = try drawnShapes(scene, frame: 2 * fps)
        Self.expectGeometry(end[0].fillGradient, .linear(start: CGPoint(x: 0, y: -30), end: CGPoint(x: 0, y: 30)), "at the end")
        #expect(end[0].fillGradient?.stops.first?.color == Self.red)
    }

    @Test("a change of gradient kind, of stop count, or between a colour and a gradient cross-fades instead",
          arguments: ["kind", "stops", "colour"])
    func crossFades(change: String) throws {
        let scene = try Scene(named: "swap", canvas: Self.canvas, fps: 10, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            Self.swapped(change, on: on)
        }
        let middle = try drawnShapes(scene, frame: 5)
        try #require(middle.count == 2, "the former look under the new one: \(middle.count)")
        expectClose(middle[0].opacity, 0.5, tolerance: 1e-9)
        expectClose(middle[1].opacity, 0.5, tolerance: 1e-9)
        // Each look keeps its own gradient whole: the former one's stops are its own, not a mix.
        #expect(Self.stops(middle[0].fillGradient) == ["\(Self.red) at 0.0", "\(Self.blue) at 1.0"])
        switch change {
        case "kind": Self.expectGeometry(middle[1].fillGradient, .radial(center: .zero, startRadius: 0, endRadius: 30), "the radial one")
        case "stops": #expect(middle[1].fillGradient?.stops.count == 3)
        default: #expect(middle[1].fillGradient == nil && middle[1].fill == Self.red)
        }
    }

    /// A rectangle filled with a two-stop linear gradient, or, with `on`, with what `change` names.
    static func swapped(_ change: String, on: Bool) -> AnyView {
        switch (change, on) {
        case ("kind", true): AnyView(Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 30)))
        case ("stops", true): AnyView(Rectangle().fill(LinearGradient(colors: [.red, .green, .blue], startPoint: .leading, endPoint: .trailing)))
        case ("colour", true): AnyView(Rectangle().fill(Color.red))
        default: AnyView(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        }
    }
}
