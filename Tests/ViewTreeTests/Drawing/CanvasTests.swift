import AnimationCore
import FrameComposition
import FrameRendering
import FrameTimeline
import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A canvas that fills its whole size in `color` and records nothing else.
private func filledCanvas(_ color: Color) -> Canvas<EmptyView> {
    Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(color)) }
}

/// What a canvas drew in a frame: its group's items, the group itself, and the placement.
private struct DrawnCanvas {
    let group: GroupItem
    var items: [DisplayItem] { group.items }
}

/// The canvases drawn in frame `frame` of `scene`, back to front, through the scene's shared
/// sampler; records an issue when a render worker's own sampler draws the frame otherwise.
private func drawnCanvases(_ scene: Scene, frame: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) throws -> [DrawnCanvas] {
    let composer = FrameComposer(scene: scene)
    let shared = try #require(try composer.compose(frame: frame).displayList?.items, sourceLocation: sourceLocation)
    let own = try composer.compose(frame: frame, with: scene.makeSampler()).displayList?.items
    #expect(own == shared, "frame \(frame) drawn by a worker's own sampler", sourceLocation: sourceLocation)
    return shared.compactMap { item in if case .group(let group) = item { DrawnCanvas(group: group) } else { nil } }
}

/// The shape items of `items`, and of the groups in them, depth first.
private func shapes(in items: [DisplayItem]) -> [ShapeItem] {
    items.flatMap { item -> [ShapeItem] in
        switch item {
        case .shape(let shape): [shape]
        case .group(let group): shapes(in: group.items)
        default: []
        }
    }
}

/// The farthest corner of a path's points: the size a full-frame rectangle was drawn for.
private func extent(of shape: ShapeItem) -> CGSize? {
    guard case .path(let path, _) = shape.kind else { return nil }
    return CGSize(width: path.points.map(\.x).max() ?? 0, height: path.points.map(\.y).max() ?? 0)
}

@Suite("Canvas: sized as SwiftUI's, drawn per frame into its frame")
struct CanvasTests {
    static let canvas = CGSize(width: 300, height: 100)

    @Test("a canvas takes what it is offered (10 for an unspecified dimension), and its renderer draws for that size",
          arguments: [
              ("a 120 × 80 frame", 0, CGSize(width: 120, height: 80)),
              ("fixedSize: unspecified both ways", 1, CGSize(width: 10, height: 10)),
              ("beside a 100-wide colour in an HStack", 2, CGSize(width: 200, height: 100)),
              ("a zero frame", 3, CGSize.zero),
              ("the whole canvas", 4, CGSize(width: 300, height: 100)),
          ])
    func sizes(name: String, layout: Int, expected: CGSize) throws {
        let scene = try Scene(named: "size", canvas: Self.canvas, fps: 10, duration: 0) {
            switch layout {
            case 0: AnyView(filledCanvas(.red).frame(width: 120, height: 80))
            case 1: AnyView(filledCanvas(.red).fixedSize())
            case 2: AnyView(HStack(spacing: 0) { Color.blue.frame(width: 100); filledCanvas(.red) })
            case 3: AnyView(filledCanvas(.red).frame(width: 0, height: 0))
            default: AnyView(filledCanvas(.red))
            }
        }
        let placements = try scene.sample(frame: 0).placements
        let size = try #require(placements.last?.size)
        expectClose(Double(size.width), Double(expected.width), tolerance: 1e-9, "\(name): width")
        expectClose(Double(size.height), Double(expected.height), tolerance: 1e-9, "\(name): height")
        let drawn = try #require(try drawnCanvases(scene).first)
        let fill = try #require(shapes(in: drawn.items).first.flatMap(extent(of:)), "\(name): the fill")
        #expect(fill == expected, "\(name): the renderer drew for \(fill)")
    }

    @Test("the group moves, turns, scales and fades with the view, and is clipped to its frame")
    func placedLikeAView() throws {
        let scene = try Scene(named: "placed", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            filledCanvas(.red).frame(width: 100, height: 50).rotationEffect(.degrees(90)).scaleEffect(2).opacity(0.5)
        }
        let group = try #require(try drawnCanvases(scene).first?.group)
        expectClose(group.opacity, 0.5, tolerance: 1e-9, "opacity")
        // The frame's top-left corner, 50 left of and 25 above its centre (100, 100), turned a
        // quarter clockwise and doubled: 50 right of and 100 above it.
        let corner = group.transform.apply(to: .zero)
        expectClose(Double(corner.x), 150, tolerance: 1e-9, "corner x")
        expectClose(Double(corner.y), 0, tolerance: 1e-9, "corner y")
        let clip = try #require(group.clip.first?.path.points)
        #expect(clip.count == 4)
        for (point, expected) in zip(clip, [CGPoint(x: 150, y: 0), CGPoint(x: 150, y: 200), CGPoint(x: 50, y: 200), CGPoint(x: 50, y: 0)]) {
            expectClose(Double(point.x), Double(expected.x), tolerance: 1e-9, "clip corner x")
            expectClose(Double(point.y), Double(expected.y), tolerance: 1e-9, "clip corner y")
        }
    }

    @Test("operations record in user space: a copy's transform and clip stay its own, an identity op is drawn as it is")
    func valueSemantics() throws {
        let scene = try Scene(named: "copies", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            Canvas { context, _ in
                var copy = context
                copy.translateBy(x: 100, y: 0)
                copy.rotate(by: .degrees(90))
                copy.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
                copy.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.blue))
                context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.red))
                context.fill(Path(), with: .color(.red))
            }
        }
        let items = try #require(try drawnCanvases(scene).first?.items)
        #expect(items.count == 2, "the empty path draws nothing: \(items)")
        guard case .group(let transformed) = items.first, case .shape(let plain) = items.last else {
            Issue.record("expected the copy's fill in a group, then the original's as a shape: \(items)")
            return
        }
        #expect(plain.fill == Color.red.rgba && plain.opacity == 1)
        // translate, then rotate: a point of user space is turned first, then moved.
        let mapped = transformed.transform.apply(to: CGPoint(x: 10, y: 0))
        expectClose(Double(mapped.x), 100, tolerance: 1e-9, "x of (10, 0)")
        expectClose(Double(mapped.y), 10, tolerance: 1e-9, "y of (10, 0)")
        // The clip is kept in the canvas's coordinates: the 10-point square turned and moved.
        let clip = try #require(transformed.clip.first?.path.points)
        expectClose(Double(clip.map(\.x).min() ?? 0), 90, tolerance: 1e-9, "clip's left")
        expectClose(Double(clip.map(\.y).max() ?? 0), 10, tolerance: 1e-9, "clip's bottom")
    }

    @Test(".foreground shading and text take the colour around the canvas; opacity is each operation's")
    func environmentAndOpacity() throws {
        let scene = try Scene(named: "foreground", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            Canvas { context, size in
                context.opacity = 0.25
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
                context.draw(Text("12"), at: CGPoint(x: 30, y: 40), anchor: .topLeading)
            }
            .foregroundStyle(.green)
        }
        let drawn = shapes(in: try #require(try drawnCanvases(scene).first?.items))
        #expect(drawn.count == 2)
        #expect(drawn.first?.fill == Color.green.rgba)
        #expect(drawn.last?.label?.text == "12" && drawn.last?.label?.color == Color.green.rgba)
        #expect(drawn.allSatisfy { $0.opacity == 0.25 })
        // Without a text measurer the text has no size: its frame's corner is its centre.
        #expect(drawn.last?.center == CGPoint(x: 30, y: 40))
    }

    @Test("what cannot be seen is left out: points that are not finite, and drawing wholly outside the frame or the clips")
    func unseenDrawing() throws {
        let scene = try Scene(named: "unseen", canvas: CGSize(width: 100, height: 100), fps: 10, duration: 0) {
            Canvas { context, _ in
                context.fill(Path(CGRect(x: Double.nan, y: 0, width: 10, height: 10)), with: .color(.red))
                context.fill(Path(CGRect(x: 1e9, y: 0, width: 10, height: 10)), with: .color(.red))
                context.fill(Path(CGRect(x: -30, y: 0, width: 20, height: 10)), with: .color(.red))
                context.draw(Text("far"), at: CGPoint(x: 0, y: -1e9))
                // A line 3 points left of the frame whose 10-point stroke reaches into it is kept.
                context.stroke(Path { $0.move(to: CGPoint(x: -3, y: 0)); $0.addLine(to: CGPoint(x: -3, y: 50)) },
                               with: .color(.blue), lineWidth: 10)
                var scaled = context
                scaled.scaleBy(x: .infinity, y: 1)
                scaled.fill(Path(CGRect(x: 10, y: 10, width: 10, height: 10)), with: .color(.red))
                var clipped = context
                clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
                clipped.fill(Path(CGRect(x: 60, y: 60, width: 10, height: 10)), with: .color(.red))
                context.fill(Path(CGRect(x: 60, y: 60, width: 10, height: 10)), with: .color(.green))
            }
        }
        let drawn = shapes(in: try #require(try drawnCanvases(scene).first?.items))
        #expect(drawn.map(\.stroke?.color) == [Color.blue.rgba, nil], "the near stroke, then the green fill: \(drawn)")
        #expect(drawn.last?.fill == Color.green.rgba)
    }

    @Test("clipBoundingRect is the canvas's frame, then what the clips leave, in the current user space")
    func clipBoundingRect() throws {
        let scene = try Scene(named: "bounds", canvas: CGSize(width: 200, height: 100), fps: 10, duration: 0) {
            Canvas { context, _ in
                context.fill(Path(context.clipBoundingRect), with: .color(.red))
                context.clip(to: Path(CGRect(x: 10, y: 20, width: 30, height: 40)))
                context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 100)))
                context.translateBy(x: 10, y: 0)
                context.fill(Path(context.clipBoundingRect), with: .color(.red))
            }
        }
        let drawn = shapes(in: try #require(try drawnCanvases(scene).first?.items))
        let boxes = drawn.compactMap { shape -> CGRect? in
            guard case .path(let path, _) = shape.kind else { return nil }
            let (xs, ys) = (path.points.map(\.x), path.points.map(\.y))
            return CGRect(x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0))
        }
        #expect(boxes == [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 0, y: 20, width: 10, height: 40)])
    }

    @Test("an Image(systemName:) is drawn as a disc of the font size around the canvas, in its foreground colour, by its anchor",
          arguments: [(UnitPoint.center, CGPoint(x: 40, y: 40)), (.topLeading, CGPoint(x: 50, y: 50)), (.bottomTrailing, CGPoint(x: 30, y: 30))])
    func images(anchor: UnitPoint, corner: CGPoint) throws {
        let scene = try Scene(named: "image", canvas: CGSize(width: 200, height: 200), fps: 10, duration: 0) {
            Canvas { context, _ in
                context.draw(Image(systemName: "sparkle"), at: CGPoint(x: 50, y: 50), anchor: anchor)
                var image = context.resolve(Image(systemName: "star"))
                image.shading = .color(.blue)
                context.draw(image, in: CGRect(x: 100, y: 100, width: 40, height: 20))
            }
            .font(.system(size: 20))
            .foregroundStyle(.red)
        }
        let drawn = shapes(in: try #require(try drawnCanvases(scene).first?.items))
        #expect(drawn.map(\.fill) == [Color.red.rgba, Color.blue.rgba])
        let extents = drawn.compactMap { shape -> (CGPoint, CGPoint)? in
            guard case .path(let path, _) = shape.kind else { return nil }
            return (CGPoint(x: path.points.map(\.x).min() ?? 0, y: path.points.map(\.y).min() ?? 0),
                    CGPoint(x: path.points.map(\.x).max() ?? 0, y: path.points.map(\.y).max() ?? 0))
        }
        #expect(extents.count == 2)
        for (actual, expected) in zip([extents[0].0, extents[0].1, extents[1].0, extents[1].1],
                                      [corner, CGPoint(x: corner.x + 20, y: corner.y + 20), CGPoint(x: 100, y: 100), CGPoint(x: 140, y: 120)]) {
            expectClose(Double(actual.x), Double(expected.x), tolerance: 1e-9, "x of the disc's box")
            expectClose(Double(actual.y), Double(expected.y), tolerance: 1e-9, "y of the disc's box")
        }
    }

    @Test("a canvas redraws with each state at once, with or without animation, while the modifiers around it animate",
          arguments: [24, 60])
    func redrawsWithState(fps: Int) throws {
        struct Lights: Sendable { var on = false; var label = "a" }
        let scene = try Scene(named: "state", canvas: CGSize(width: 200, height: 200), fps: fps, initial: Lights(), changes: [
            StateChange(at: 1, animation: nil) { $0.on = true },
            StateChange(at: 2, animation: .linear(duration: 1)) { $0.on = false },
            StateChange(at: 4, animation: .linear(duration: 1)) { $0.label = "b" },
        ]) { lights in
            VStack {
                filledCanvas(lights.on ? .red : .blue).frame(width: 100, height: 100).opacity(lights.on ? 1 : 0.5)
                Color.gray.frame(width: lights.label == "a" ? 10 : 20, height: 10)
            }
        }
        func fills(at seconds: Double) throws -> [(RGBAColor, Double)] {
            try drawnCanvases(scene, frame: Int((seconds * Double(fps)).rounded())).map { canvas in
                (shapes(in: canvas.items).first?.fill ?? .clear, canvas.group.opacity)
            }
        }
        #expect(try fills(at: 0.5).map(\.0) == [Color.blue.rgba])
        #expect(try fills(at: 1.5).map(\.0) == [Color.red.rgba], "the change at 1 s has no animation")
        let animating = try fills(at: 2.5)
        #expect(animating.map(\.0) == [Color.blue.rgba], "half way through the animated change back: the new drawing alone")
        expectClose(animating.first?.1 ?? 0, 0.75, tolerance: 1e-9, "the opacity around it, half way from 1 to 0.5")
        #expect(try fills(at: 3.5).map(\.0) == [Color.blue.rgba])
        #expect(try fills(at: 4.5).count == 1, "a change elsewhere leaves the canvas as it is")
    }
}
