import AnimationCore
import Foundation
import FrameComposition
import FrameRendering
import FrameTimeline
import LayoutCatalog
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A view's state changes on a timeline and what is animatable in its body animates, as
/// `withAnimation` makes it in SwiftUI.
/// A shape whose kind depends on state, at one place in the body.
private struct ShapeOfState: Shape {
    var isRound: Bool
    func path(in rect: CGRect) -> Path { isRound ? Circle().path(in: rect) : Rectangle().path(in: rect) }
}

/// `ShapeOfState`'s drawn outline in a 20 × 20 frame.
private func outline(isRound: Bool) -> ShapeKind {
    .path(ShapeOfState(isRound: isRound).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).outline)
}

@Suite("Views with state and animation")
struct ViewStateAnimationTests {
    static let canvas = CGSize(width: 400, height: 400)

    /// One placement at frame `frame` of `scene`.
    static func placement(_ scene: Scene, frame: Int, view: Int = 0) throws -> ViewPlacement {
        try scene.sample(frame: frame).placements[view]
    }

    @Test("the animatable modifiers interpolate (frame, offset, rotationEffect, scaleEffect, opacity half way at half time) and compose about the frame's centre")
    func modifiers() throws {
        let scene = try Scene(named: "effects", canvas: Self.canvas, fps: 10, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            Rectangle()
                .frame(width: on ? 30 : 10, height: 10)
                .offset(x: on ? 100 : 0)
                .rotationEffect(.degrees(on ? 90 : 0))
                .scaleEffect(on ? 2 : 1)
                .opacity(on ? 0 : 1)
        }
        #expect(scene.clock.frameCount == 11)
        let start = try Self.placement(scene, frame: 0)
        let middle = try Self.placement(scene, frame: 5)
        let end = try Self.placement(scene, frame: 10)
        expectClose(middle.size.width, 20, tolerance: 1e-9)
        // The offset is inside the rotation and the scale, so it turns and grows with them about
        // the frame's centre, as in SwiftUI: 50 points, turned 45° and scaled 1.5.
        let turned = 50 * 1.5 * (0.5).squareRoot()
        expectClose(middle.center, CGPoint(x: 200 + turned, y: 200 + turned), tolerance: 1e-9)
        expectClose(middle.rotation.degrees, 45, tolerance: 1e-9)
        expectClose(Double(middle.scale), 1.5, tolerance: 1e-9)
        expectClose(middle.opacity, 0.5, tolerance: 1e-9)
        expectClose(start.size.width, 10, tolerance: 1e-9)
        expectClose(end.size.width, 30, tolerance: 1e-9)
        expectClose(end.center, CGPoint(x: 200, y: 200 + 100 * 2), tolerance: 1e-9)
        expectClose(end.opacity, 0, tolerance: 1e-9)
    }

    @Test("springs that interrupt springs and animations that overlap move a nested layout exactly as the layout's own animation does")
    func sameAsLayoutAnimation() throws {
        struct Turn: Sendable { var rotation: Angle = .zero; var radius: CGFloat = 100 }
        let changes: [StateChange<Turn>] = [
            StateChange(at: 0, animation: .spring(duration: 1, bounce: 0.4)) { $0.rotation = .degrees(180) },
            StateChange(at: 0.3, animation: .spring(duration: 0.8, bounce: 0.2)) { $0.rotation = .degrees(45) },
            StateChange(at: 0.5, animation: .easeIn(duration: 1)) { $0.radius = 150 },
        ]
        let scene = try Scene(named: "springs", canvas: Self.canvas, fps: 30, initial: Turn(), changes: changes) { turn in
            VStack {
                WheelLayout(radius: turn.radius, rotation: turn.rotation) {
                    ForEach(0..<6) { _ in Rectangle().frame(width: 20, height: 20) }
                }
            }
        }
        let layoutChanges: [StateChange<WheelLayout>] = [
            StateChange(at: 0, animation: .spring(duration: 1, bounce: 0.4)) { $0.rotation = .degrees(180) },
            StateChange(at: 0.3, animation: .spring(duration: 0.8, bounce: 0.2)) { $0.rotation = .degrees(45) },
            StateChange(at: 0.5, animation: .easeIn(duration: 1)) { $0.radius = 150 },
        ]
        let animation = try LayoutAnimation(timeline: Timeline(initial: WheelLayout(radius: 100, rotation: .zero), changes: layoutChanges),
                                            subviews: Array(repeating: ViewNode(sizing: .fixed(width: 20, height: 20)), count: 6),
                                            canvas: Self.canvas)
        #expect(scene.clock.duration == animation.naturalDuration)
        try expectCentres(of: scene, match: animation, "the views' centres against the layout animation's")
    }

    /// Reordering is what tells identity by id from identity by place: keyed by index, the first
    /// slot would animate from a's width to b's (15 at the middle) and the second from b's to a's
    /// new one (35), with neither moving.
    @Test("a ForEach element keeps its identity by id: its own values animate, and it moves with its element when the order changes")
    func forEachIdentity() throws {
        struct Bar: Sendable, Identifiable { let id: String; var width: CGFloat }
        let scene = try Scene(named: "bars", canvas: Self.canvas, fps: 10,
                              initial: [Bar(id: "a", width: 10), Bar(id: "b", width: 20)], changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = [Bar(id: "b", width: 20), Bar(id: "a", width: 50)] },
        ]) { bars in
            VStack(spacing: 0) {
                ForEach(bars) { bar in Rectangle().frame(width: bar.width, height: 10) }
            }
        }
        let start = try scene.sample(frame: 0).placements, middle = try scene.sample(frame: 5).placements
        let end = try scene.sample(frame: 10).placements
        let a = try #require(start.firstIndex { abs($0.size.width - 10) < 1e-9 }, "no view of a's width at the start")
        let b = try #require(start.firstIndex { abs($0.size.width - 20) < 1e-9 }, "no view of b's width at the start")
        expectClose(middle[a].size.width, 30, tolerance: 1e-9, "a's width half way (its own value, by id)")
        expectClose(middle[b].size.width, 20, tolerance: 1e-9, "b's width half way (unchanged, by id)")
        // a slides down below b, which slides up: they swap places over the second.
        expectClose(end[a].center.y, start[b].center.y, tolerance: 1e-9, "a's y at the end (b's old place)")
        expectClose(end[b].center.y, start[a].center.y, tolerance: 1e-9, "b's y at the end (a's old place)")
        expectClose(middle[a].center.y, (start[a].center.y + start[b].center.y) / 2, tolerance: 1e-9, "a's y half way")
    }

    @Test("what cannot be followed is refused with the change that does it", arguments: [
        ("two views with one id", "changes[0]", "the change at 0.5 s makes a body with two views with one identity"),
        ("two at the start", "content", "the body of the initial state has two views with one identity"),
        ("a bad time", "changes[0]", "times must be finite and not negative"),
    ])
    func refusals(kind: String, path: String, message: String) throws {
        let change = StateChange<Int>(at: kind == "a bad time" ? -1 : 0.5, animation: .default) { $0 = 1 }
        do {
            _ = try Scene(named: "refused", canvas: Self.canvas, initial: 0, changes: [change]) { state in
                switch kind {
                case "two views with one id":
                    ForEach(state == 0 ? ["a"] : ["a", "a"], id: \.self) { _ in Circle() }
                case "two at the start":
                    ForEach(["a", "a"], id: \.self) { _ in Circle() }
                default:
                    Circle()
                }
            }
            Issue.record("\(kind) was accepted")
        } catch {
            #expect(error.path == path)
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.file == "refused (built in Swift)")
        }
    }

    @Test("a view a change inserts fades in by its animation while the others slide to make room; one it removes fades out where it was")
    func insertAndRemove() throws {
        // A row of 20-point squares, centred: a third square is inserted at 0 s and the first removed at 2 s.
        let scene = try Scene(named: "row", canvas: Self.canvas, fps: 10, duration: 3, initial: [1, 2], changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0.append(3) },
            StateChange(at: 2, animation: .linear(duration: 1)) { $0.removeFirst() },
        ]) { items in
            HStack(spacing: 0) {
                ForEach(items, id: \.self) { _ in Rectangle().frame(width: 20, height: 20) }
            }
        }
        // Every view of every state has a place: 1, 2, 3.
        #expect(scene.views.count == 3)
        let start = try scene.sample(frame: 0).placements
        // At 0 s the change has just been made: 3 is there but unseen, 1 and 2 where the old row had them.
        expectClose(start[0].center.x, 190, tolerance: 1e-9)
        expectClose(start[1].center.x, 210, tolerance: 1e-9)
        expectClose(start[2].opacity, 0, tolerance: 1e-9)
        // Half way: 3 is half faded in, 1 and 2 half way to their new places (180 and 200).
        let middle = try scene.sample(frame: 5).placements
        expectClose(middle[2].opacity, 0.5, tolerance: 1e-9)
        expectClose(middle[0].center.x, 185, tolerance: 1e-9)
        expectClose(middle[1].center.x, 205, tolerance: 1e-9)
        expectClose(middle[2].center.x, 220, tolerance: 1e-9)
        // At 2.5 s, 1 is fading out where it was (180) while 2 and 3 slide left to 190 and 210.
        let leaving = try scene.sample(frame: 25).placements
        expectClose(leaving[0].opacity, 0.5, tolerance: 1e-9)
        expectClose(leaving[0].center.x, 180, tolerance: 1e-9)
        expectClose(leaving[1].center.x, 195, tolerance: 1e-9)
        expectClose(leaving[2].center.x, 215, tolerance: 1e-9)
        // After: 1 is gone (unseen, at its last place), 2 and 3 settled.
        let end = try scene.sample(frame: 30).placements
        expectClose(end[0].opacity, 0, tolerance: 1e-9)
        expectClose(end[0].center.x, 180, tolerance: 1e-9)
        expectClose(end[1].center.x, 190, tolerance: 1e-9)
        expectClose(end[2].center.x, 210, tolerance: 1e-9)
    }

    @Test("an if that changes branch cross-fades its views; a reordered ForEach slides each view to its new place")
    func branchesAndReordering() throws {
        let swap = try Scene(named: "swap", canvas: Self.canvas, fps: 10, initial: true, changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 1)) { $0 = false },
        ]) { isCircle in
            if isCircle { Circle().frame(width: 40, height: 40) } else { Rectangle().frame(width: 60, height: 20) }
        }
        let middle = try swap.sample(frame: 5).placements
        // A view that appears with no view before it in its body goes first: the rectangle, then the circle.
        #expect(swap.views.map(\.shape) == [.rectangle, .circle])
        expectClose(middle[0].opacity, 0.5, tolerance: 1e-9)
        expectClose(middle[1].opacity, 0.5, tolerance: 1e-9)

        let reorder = try Scene(named: "reorder", canvas: Self.canvas, fps: 10, initial: ["a", "b", "c"], changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0.reverse() },
        ]) { letters in
            VStack(spacing: 0) {
                ForEach(letters, id: \.self) { _ in Rectangle().frame(width: 10, height: 10) }
            }
        }
        let halfway = try reorder.sample(frame: 5).placements
        // a moves from the top (195) to the bottom (205), c the other way; b stays.
        expectClose(halfway[0].center.y, 200, tolerance: 1e-9)
        expectClose(halfway[1].center.y, 200, tolerance: 1e-9)
        expectClose(halfway[2].center.y, 200, tolerance: 1e-9)
        let settled = try reorder.sample(frame: 10).placements
        expectClose(settled[0].center.y, 210, tolerance: 1e-9)
        expectClose(settled[2].center.y, 190, tolerance: 1e-9)
    }

    @Test("AnyLayout is a container too, and the same id keeps a view across states")
    func anyLayoutAndID() throws {
        let scene = try Scene(named: "any", canvas: Self.canvas, fps: 10, initial: CGFloat(10), changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = 30 },
        ]) { width in
            AnyLayout(HStackLayout(spacing: 0)) {
                Rectangle().frame(width: width, height: 10).id("bar")
                Circle().frame(width: 10, height: 10)
            }
        }
        let middle = try scene.sample(frame: 5).placements
        expectClose(middle[0].size.width, 20, tolerance: 1e-9)
        expectClose(middle[1].frame.minX, middle[0].frame.maxX, tolerance: 1e-9)
    }

    @Test("a colour that changes with state animates from one to the other, in the frames drawn")
    func colourAnimates() throws {
        let scene = try Scene(named: "colour", canvas: Self.canvas, fps: 10, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            Circle().fill(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 10, height: 10)
        }
        #expect(scene.clock.frameCount == 11)
        let middle = try #require((try scene.sample(frame: 5).looks).first?.fill)
        expectClose(middle.red, 0.5, tolerance: 1e-9)
        expectClose(middle.blue, 0.5, tolerance: 1e-9)
        #expect((try scene.sample(frame: 10).looks).first?.fill == RGBAColor(red: 1, green: 0, blue: 0))
        #expect((try scene.sample(frame: 0).looks).first?.fill == RGBAColor(red: 0, green: 0, blue: 1))
        // The frame drawn has it, through a render worker's own sampler as through the shared one.
        let shape = try #require(try drawnShapes(scene, frame: 5).first)
        expectClose(shape.fill.red, 0.5, tolerance: 1e-9)
        expectClose(shape.fill.blue, 0.5, tolerance: 1e-9)
    }

    @Test("a text that changes in an animation cross-fades: the former text fades out under the new one, sharing the view's opacity, through either sampler")
    func textCrossFades() throws {
        let scene = try Scene(named: "counter", canvas: Self.canvas, fps: 10, initial: 1, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = 2 },
        ]) { count in
            Text("\(count)").opacity(0.8)
        }
        #expect(scene.clock.frameCount == 11)
        let middle = try drawnShapes(scene, frame: 5)
        #expect(middle.map(\.label?.text) == ["1", "2"])
        expectClose(middle[0].opacity, 0.4, tolerance: 1e-9)
        expectClose(middle[1].opacity, 0.4, tolerance: 1e-9)
        #expect(middle[0].center == middle[1].center)
        let quarter = try drawnShapes(scene, frame: 2)
        expectClose(quarter[0].opacity, 0.8 * 0.8, tolerance: 1e-9)
        expectClose(quarter[1].opacity, 0.8 * 0.2, tolerance: 1e-9)
        #expect(try drawnShapes(scene, frame: 10).map(\.label?.text) == ["2"])
        #expect((try scene.sample(frame: 10).fadingLooks).isEmpty)
        // One view throughout: the cross-fade is in the drawing, not in the placements.
        #expect(try scene.sample(frame: 5).placements.count == 1)
        expectClose(try Self.placement(scene, frame: 5).opacity, 0.8, tolerance: 1e-9)
    }

    @Test("a shape that changes with no animation switches at the change; one inserted with another content shows it at once while it fades in")
    func contentWithoutAnimation() throws {
        let scene = try Scene(named: "switch", canvas: Self.canvas, fps: 10, initial: 0, changes: [
            StateChange(at: 0.2, animation: nil) { $0 = 1 },
            StateChange(at: 0.5, animation: .linear(duration: 0.4)) { $0 = 2 },
            StateChange(at: 1, animation: .linear(duration: 0.4)) { $0 = 3 },
        ]) { step in
            if step != 2 {
                ShapeOfState(isRound: step == 1 || step == 3).frame(width: 20, height: 20)
            }
        }
        #expect(try drawnShapes(scene, frame: 1).map(\.kind) == [outline(isRound: false)])
        #expect(try drawnShapes(scene, frame: 2).map(\.kind) == [outline(isRound: true)])
        // Removed at 0.5 and inserted at 1 as a circle again: a fade of the view, not of its content.
        #expect((try scene.sample(frame: 12).fadingLooks).isEmpty)
        let returning = try drawnShapes(scene, frame: 12)
        #expect(returning.map(\.kind) == [outline(isRound: true)])
        expectClose(returning[0].opacity, 0.5, tolerance: 1e-9)
    }

    @Test("a corner radius, a stroke's width and colour interpolate, as SwiftUI animates a RoundedRectangle's corner size and a StrokeStyle")
    func strokeAndCornerAnimate() throws {
        let scene = try Scene(named: "outline", canvas: Self.canvas, fps: 10, initial: false, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = true },
        ]) { on in
            HStack {
                RoundedRectangle(cornerRadius: on ? 20 : 4).fill(.blue).frame(width: 60, height: 60)
                Circle().stroke(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1), lineWidth: on ? 6 : 2)
                    .frame(width: 40, height: 40)
                Rectangle().stroke(lineWidth: on ? 4 : 0).frame(width: 40, height: 40)
            }
        }
        let looks = (try scene.sample(frame: 5).looks)
        expectClose(looks[0].cornerRadius, 12, tolerance: 1e-9)
        let stroke = try #require(looks[1].stroke)
        expectClose(stroke.width, 4, tolerance: 1e-9)
        expectClose(stroke.color.red, 0.5, tolerance: 1e-9)
        expectClose(stroke.color.blue, 0.5, tolerance: 1e-9)
        expectClose(looks[2].stroke?.width ?? -1, 2, tolerance: 1e-9)
        #expect((try scene.sample(frame: 5).fadingLooks).isEmpty)
        guard case .roundedRectangle(let radius) = try drawnShapes(scene, frame: 5)[0].kind else {
            Issue.record("the rounded rectangle is not drawn rounded")
            return
        }
        expectClose(radius, 12, tolerance: 1e-9)
    }

    @Test("a reordered ZStack draws its views in the new order, the later on top, as SwiftUI does")
    func drawingOrderFollowsTheBody() throws {
        let scene = try Scene(named: "stack", canvas: Self.canvas, fps: 10, initial: ["a", "b"], changes: [
            StateChange(at: 0.5, animation: nil) { $0.reverse() },
        ]) { names in
            ZStack {
                ForEach(names, id: \.self) { name in
                    Rectangle().fill(name == "a" ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                        .frame(width: 20, height: 20)
                }
            }
        }
        let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
        #expect(try drawnShapes(scene, frame: 0).map(\.fill) == [red, blue])
        #expect(try drawnShapes(scene, frame: 10).map(\.fill) == [blue, red])
    }

    @Test("a text changed again before its cross-fade ends fades on from where it was: no jump at the second change")
    func crossFadesOverlap() throws {
        let scene = try Scene(named: "count", canvas: Self.canvas, fps: 100, initial: 1, changes: [
            StateChange(at: 0, animation: .linear(duration: 1)) { $0 = 2 },
            StateChange(at: 0.5, animation: .linear(duration: 1)) { $0 = 3 },
        ]) { count in
            Text("\(count)")
        }
        func shares(_ frame: Int) throws -> [String: Double] {
            try drawnShapes(scene, frame: frame).reduce(into: [:]) { $0[$1.label?.text ?? "", default: 0] += $1.opacity }
        }
        let (before, at) = (try shares(49), try shares(50))
        for text in ["1", "2", "3"] {
            #expect(abs((at[text] ?? 0) - (before[text] ?? 0)) < 0.05, "\(text): \(before[text] ?? 0) → \(at[text] ?? 0)")
        }
        for frame in [25, 50, 75, 100, 125] {
            expectClose(try shares(frame).values.reduce(0, +), 1, tolerance: 1e-9, "frame \(frame)")
        }
        #expect(try shares(150) == ["3": 1])
    }
}

@Suite("Strokes and drawing order in views")
struct StrokeAndZIndexTests {
    @Test("stroke outlines a shape in its colour and width, unfilled; zIndex draws a view over later ones without moving it")
    func strokeAndZIndex() throws {
        let scene = try Scene(named: "order", canvas: CGSize(width: 200, height: 200)) {
            ZStack {
                Circle().stroke(.red, lineWidth: 3).frame(width: 40, height: 40).zIndex(2)
                Rectangle().fill(.blue).frame(width: 60, height: 60)
                Ellipse().stroke(lineWidth: 2).foregroundStyle(.green).frame(width: 30, height: 20).zIndex(1)
            }
        }
        let looks = scene.views
        #expect(looks[0].fill == .clear && looks[0].stroke == Stroke(color: Color.red.rgba, width: 3))
        #expect(looks[2].stroke == Stroke(color: Color.green.rgba, width: 2))
        #expect(looks[1].stroke == nil)
        let items = try #require(try FrameComposer(scene: scene).compose(frame: 0).displayList?.items)
        let shapes = items.compactMap { item -> ShapeItem? in if case .shape(let shape) = item { shape } else { nil } }
        // Drawn back to front: the rectangle (zIndex 0), the ellipse (1), the circle (2).
        #expect(shapes.map(\.kind) == [.rectangle, .ellipse, .ellipse])
        #expect(shapes.map(\.size) == [CGSize(width: 60, height: 60), CGSize(width: 30, height: 20), CGSize(width: 40, height: 40)])
        // Placement keeps the body's order: the circle is still view 0, centred.
        let placements = try scene.sample(frame: 0).placements
        #expect(placements[0].size == CGSize(width: 40, height: 40))
    }
}
