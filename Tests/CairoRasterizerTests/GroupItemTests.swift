import Foundation
import FrameRendering
import Testing
@testable import CairoRasterizer

/// Group items (what a `Canvas` draws): clipped, transformed and composited as one layer, checked
/// before cairo sees them and left out when their clip cannot reach the canvas.
@Suite("Group items")
struct GroupItemTests {
    /// A 40 × 40 square with its top-left corner at the group's origin, in `fill`.
    static func square(_ fill: RGBAColor = .pureRed, at origin: CGPoint = .zero) -> DisplayItem {
        shape(at: CGPoint(x: origin.x + 20, y: origin.y + 20), size: CGSize(width: 40, height: 40), fill: fill)
    }

    /// A closed rectangle path.
    static func rectangle(_ rect: CGRect) -> ShapePath {
        ShapePath([.move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
                   .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)), .closeSubpath])
    }

    @Test("an empty group draws nothing; a singular transform draws nothing and leaves later items drawn")
    func edgeCases() throws {
        let flat = GroupItem.Transform(a: 0, b: 0, c: 0, d: 1, tx: 50, ty: 10)
        let image = try renderThroughPNG(canvas200x100([
            .group(GroupItem(items: [])),
            .group(GroupItem(items: [Self.square()], transform: flat)),
            Self.square(.pureBlue, at: CGPoint(x: 120, y: 10)),
        ]))
        expectPixel(image, x: 60, y: 30, approximately: .white, "where the flattened square would be")
        expectPixel(image, x: 140, y: 30, approximately: .blue, "the item after it")
    }

    @Test("the transform maps the group's items onto the canvas: moved, turned a quarter clockwise, and scaled")
    func transforms() throws {
        // (x, y) ↦ (100 − 2y, 2x + 10): the 40 × 40 square at the origin covers x 20…100, y 10…90.
        let turned = GroupItem.Transform(a: 0, b: 2, c: -2, d: 0, tx: 100, ty: 10)
        let image = try renderThroughPNG(canvas200x100([.group(GroupItem(items: [Self.square()], transform: turned))]))
        expectPixel(image, x: 25, y: 15, approximately: .red, "near one corner")
        expectPixel(image, x: 95, y: 85, approximately: .red, "near the opposite corner")
        expectPixel(image, x: 105, y: 50, approximately: .white, "right of it")
        #expect(turned.apply(to: CGPoint(x: 40, y: 40)) == CGPoint(x: 20, y: 90))
    }

    @Test("clip paths are in the outer coordinates and intersect; even-odd cuts a hole", arguments: [FillRule.nonZero, .evenOdd])
    func clips(rule: FillRule) throws {
        var holed = Self.rectangle(CGRect(x: 0, y: 0, width: 100, height: 100))
        holed.elements += Self.rectangle(CGRect(x: 40, y: 40, width: 20, height: 20)).elements
        let moved = GroupItem.Transform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0)
        let group = GroupItem(items: [shape(at: CGPoint(x: 90, y: 50), size: CGSize(width: 180, height: 100), fill: .pureRed)],
                              transform: moved,
                              clip: [ClipPath(path: holed, fillRule: rule), ClipPath(path: Self.rectangle(CGRect(x: 20, y: 0, width: 200, height: 100)))])
        let image = try renderThroughPNG(canvas200x100([.group(group)]))
        expectPixel(image, x: 30, y: 20, approximately: .red, "inside both clips")
        expectPixel(image, x: 15, y: 20, approximately: .white, "outside the second clip")
        expectPixel(image, x: 110, y: 20, approximately: .white, "outside the first clip, though the group moved right")
        expectPixel(image, x: 50, y: 50, approximately: rule == .evenOdd ? .white : .red, "in the first clip's inner square")
    }

    @Test("a group's opacity composites its items as one layer: overlapping items are no darker where they overlap")
    func opacity() throws {
        let group = GroupItem(items: [Self.square(), Self.square(at: CGPoint(x: 20, y: 0))], opacity: 0.5)
        let image = try renderThroughPNG(canvas200x100([.group(group)]))
        let half = RGBA8(red: 255, green: 128, blue: 128)
        expectPixel(image, x: 10, y: 20, approximately: half, "the first square alone")
        expectPixel(image, x: 30, y: 20, approximately: half, "the overlap")
        expectPixel(image, x: 50, y: 20, approximately: half, "the second square alone")
    }

    @Test("bad values inside a group, and items its transforms put past the limit, are named by their path, before cairo sees them",
          arguments: [
        (GroupItem(items: [], transform: GroupItem.Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)), "items[0].transform.a"),
        (GroupItem(items: [], transform: GroupItem.Transform(a: 1, b: 0, c: 0, d: 1, tx: 1e9, ty: 0)), "items[0].transform.tx"),
        (GroupItem(items: [], opacity: .infinity), "items[0].opacity"),
        (GroupItem(items: [], clip: [ClipPath(path: ShapePath([.move(to: CGPoint(x: 0, y: -1e9))]))]), "items[0].clip[0].path.elements[0].y"),
        (GroupItem(items: [.group(GroupItem(items: [shape(at: CGPoint(x: Double.nan, y: 0), size: .zero, fill: .pureRed)]))]),
         "items[0].items[0].items[0].center.x"),
        // Each value is within the limit, but the groups' scales of 10³ and 10² put the square 10⁸ points out.
        (GroupItem(items: [.group(GroupItem(items: [shape(at: CGPoint(x: 500, y: 500), size: CGSize(width: 1000, height: 1000), fill: .pureRed)],
                                            transform: GroupItem.Transform(a: 100, b: 0, c: 0, d: 100, tx: 0, ty: 0)))],
                   transform: GroupItem.Transform(a: 1000, b: 0, c: 0, d: 1000, tx: 0, ty: 0)),
         "items[0].items[0].items[0]"),
        // A clip is in the coordinates around its group: the outer group's scale of 10³ puts it 5·10⁶ out.
        (GroupItem(items: [.group(GroupItem(items: [], clip: [ClipPath(path: ShapePath([.move(to: CGPoint(x: 5000, y: 0))]))]))],
                   transform: GroupItem.Transform(a: 1000, b: 0, c: 0, d: 1000, tx: 0, ty: 0)),
         "items[0].items[0].clip"),
    ])
    func validation(group: GroupItem, field: String) {
        #expect {
            try canvas200x100([.group(group)]).validateForDrawing()
        } throws: { error in
            guard case .invalidItemValue(let named, _, _) = error as? CairoError else { return false }
            return named == field
        }
    }

    @Test("a clipped group is left out when its clip cannot reach the canvas; an unclipped one is kept")
    func visibility() {
        let far = GroupItem(items: [Self.square()], clip: [ClipPath(path: Self.rectangle(CGRect(x: -500, y: 0, width: 100, height: 100)))])
        let near = GroupItem(items: [Self.square()], clip: [ClipPath(path: Self.rectangle(CGRect(x: -50, y: 0, width: 100, height: 100)))])
        let unclipped = GroupItem(items: [Self.square()], transform: GroupItem.Transform(a: 1, b: 0, c: 0, d: 1, tx: -500, ty: 0))
        let visible = canvas200x100([.group(far), .group(near), .group(unclipped)]).visibleItems().items
        #expect(visible == [.group(near), .group(unclipped)])
    }
}
