import AnimationCore
import Foundation
import FrameComposition
import FrameRendering
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// A triangle with its apex at the top middle of its frame: a user's shape.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A shape that is always square, as big as the smaller side it is offered: a shape with its
/// own `sizeThatFits`.
private struct SquareBadge: Shape {
    func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = min(proposal.width ?? 10, proposal.height ?? 10)
        return CGSize(width: side, height: side)
    }
}

@Suite("Shapes and paths as views")
struct ShapeViewTests {
    static let canvas = CGSize(width: 200, height: 200)

    @Test("the built-in shapes answer path(in:): a circle is the largest one centred, a capsule has half-side corners")
    func builtInPaths() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(Rectangle().path(in: rect) == Path(rect))
        #expect(Ellipse().path(in: rect) == Path(ellipseIn: rect))
        expectClose(Circle().path(in: rect).boundingRect, CGRect(x: 30, y: 0, width: 40, height: 40), tolerance: 1e-9)
        #expect(Capsule().path(in: rect) == Path(roundedRect: rect, cornerRadius: 20))
        #expect(RoundedRectangle(cornerRadius: 8).path(in: rect) == Path(roundedRect: rect, cornerRadius: 8))
        #expect(RoundedRectangle(cornerRadius: 8, style: .circular).style == .circular)
        #expect(UnevenRoundedRectangle(topLeadingRadius: 12).path(in: rect)
                == Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 12)))
    }

    @Test("built-in shapes are drawn as the scene's shapes, whatever their corner style; unequal corners and uneven radii as paths")
    func builtInsDrawnAsSceneShapes() throws {
        let scene = try Scene(named: "builtins", canvas: Self.canvas) {
            VStack {
                RoundedRectangle(cornerRadius: 8).frame(width: 60, height: 30)
                RoundedRectangle(cornerRadius: 8, style: .circular).frame(width: 60, height: 30)
                Capsule(style: .continuous).frame(width: 60, height: 20)
                RoundedRectangle(cornerSize: CGSize(width: 20, height: 10)).frame(width: 60, height: 30)
                UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 5).frame(width: 60, height: 30)
            }
        }
        #expect(scene.views.prefix(3).map(\.shape) == [.roundedRectangle, .roundedRectangle, .capsule])
        #expect(scene.views.prefix(3).allSatisfy { $0.pathShape == nil })
        let shapes = try drawnShapes(scene, frame: 0)
        #expect(shapes[0].kind == .roundedRectangle(cornerRadius: 8))
        let frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        expectSamePath(drawnPath(shapes[3]), RoundedRectangle(cornerSize: CGSize(width: 20, height: 10)).path(in: frame), "unequal corners")
        expectSamePath(drawnPath(shapes[4]), UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 5).path(in: frame), "uneven radii")
    }

    @Test("a user's shape is drawn as its path in its frame, filled, stroked or in the foreground colour, by the fill rule asked for")
    func userShapes() throws {
        let scene = try Scene(named: "triangles", canvas: Self.canvas) {
            VStack(spacing: 0) {
                Triangle().fill(.red).frame(width: 80, height: 40)
                Triangle().stroke(.blue, lineWidth: 3).frame(width: 60, height: 30)
                Triangle().foregroundStyle(.green).frame(width: 40, height: 20)
                Triangle().fill(.orange, style: FillStyle(eoFill: true)).frame(width: 20, height: 10)
                Triangle().fill(style: FillStyle(eoFill: true)).frame(width: 20, height: 10)
            }
        }
        let shapes = try drawnShapes(scene, frame: 0)
        for (index, size) in [CGSize(width: 80, height: 40), CGSize(width: 60, height: 30), CGSize(width: 40, height: 20)].enumerated() {
            expectSamePath(drawnPath(shapes[index]), Triangle().path(in: CGRect(origin: .zero, size: size)), "view \(index)")
            #expect(shapes[index].size == size)
        }
        #expect(shapes.map(\.fill) == [Color.red.rgba, .clear, Color.green.rgba, Color.orange.rgba, .black])
        #expect(shapes[1].stroke == Stroke(color: Color.blue.rgba, width: 3))
        let rules = shapes.map { shape -> FillRule? in if case .path(_, let rule) = shape.kind { rule } else { nil } }
        #expect(rules == [.nonZero, .nonZero, .nonZero, .evenOdd, .evenOdd])
        // The stack is 110 high, centred: the first frame spans 45...85.
        expectClose(shapes[0].center, CGPoint(x: 100, y: 65), tolerance: 1e-9, "the first frame's centre")
    }

    @Test("a shape's sizeThatFits decides its size; the default takes the proposal, 10 for an unspecified dimension")
    func sizing() throws {
        let scene = try Scene(named: "badges", canvas: Self.canvas) {
            HStack(spacing: 0) {
                SquareBadge().frame(width: 80, height: 40)
                Triangle().fixedSize()
            }
        }
        let placements = try scene.sample(frame: 0).placements
        #expect(placements.map(\.size) == [CGSize(width: 40, height: 40), CGSize(width: 10, height: 10)])
        #expect(Triangle().sizeThatFits(ProposedViewSize(width: 30, height: nil)) == CGSize(width: 30, height: 10))
    }

    @Test("a Path is a view drawn where its points are in its frame, and two paths that differ are two looks")
    func pathAsView() throws {
        let zigzag = Path { path in
            path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 30), CGPoint(x: 40, y: 0)])
        }
        let scene = try Scene(named: "zigzag", canvas: Self.canvas) {
            ZStack {
                zigzag.stroke(.black, lineWidth: 2).frame(width: 100, height: 100)
                Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)).fill(.red).frame(width: 50, height: 50)
            }
        }
        let shapes = try drawnShapes(scene, frame: 0)
        expectSamePath(drawnPath(shapes[0]), zigzag, "the zigzag, unscaled")
        expectSamePath(drawnPath(shapes[1]), Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), "the disc")
        #expect(shapes.map(\.size) == [CGSize(width: 100, height: 100), CGSize(width: 50, height: 50)])
        #expect(scene.views[0] != scene.views[1])
    }

    @Test(".cornerRadius leaves a path's look alone and clips it to a rounded rectangle over its frame, as SwiftUI's clipShape does")
    func cornerRadiusLeavesPaths() throws {
        let scene = try Scene(named: "rounded", canvas: Self.canvas) {
            Triangle().frame(width: 40, height: 40).cornerRadius(8)
        }
        let items = try #require(try FrameComposer(scene: scene).compose(frame: 0).displayList?.items)
        guard items.count == 1, case let .group(group) = items[0], case let .shape(shape)? = group.items.first else {
            Issue.record("one clipped group holding the triangle: \(items)")
            return
        }
        expectSamePath(drawnPath(shape), Triangle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40)))
        let clip = try #require(group.clip.first)
        #expect(group.clip.count == 1 && clip.antialiased, "one antialiased clip")
        // The clip is the frame's rounded rectangle, in canvas coordinates: the frame's corners are outside it.
        let frame = CGRect(x: shape.center.x - 20, y: shape.center.y - 20, width: 40, height: 40)
        let rounded = Path(roundedRect: frame, cornerRadius: 8)
        expectSamePath(clip.path, rounded)
    }
}
