import Foundation
import LayoutCore
import Testing

@Suite("ViewSpacing")
struct ViewSpacingTests {
    /// A spacing with a different value on each edge.
    static func spacing(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        spacing.setValue(top, at: .top)
        spacing.setValue(leading, at: .leading)
        spacing.setValue(bottom, at: .bottom)
        spacing.setValue(trailing, at: .trailing)
        return spacing
    }

    // MARK: - Edge cases

    @Test(".zero keeps neighbours touching along both axes", arguments: Axis.allCases)
    func zero(axis: Axis) {
        #expect(ViewSpacing.zero.distance(to: .zero, along: axis) == 0)
        for edge in Edge.allCases {
            #expect(ViewSpacing.zero.value(at: edge) == 0)
        }
    }

    @Test("Two default spacings are 8 points apart along both axes", arguments: Axis.allCases)
    func defaultDistance(axis: Axis) {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: axis) == 8)
        #expect(ViewSpacing.defaultSpacing == 8)
    }

    @Test("A default spacing next to .zero keeps its own 8 points", arguments: Axis.allCases)
    func defaultNextToZero(axis: Axis) {
        #expect(ViewSpacing().distance(to: .zero, along: axis) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: axis) == 8)
    }

    @Test("setValue(_:at:) changes one edge only", arguments: Edge.allCases)
    func setValueChangesOneEdge(edge: Edge) {
        var spacing = ViewSpacing()
        spacing.setValue(21, at: edge)
        for other in Edge.allCases {
            #expect(spacing.value(at: other) == (other == edge ? 21 : 8), "edge \(other)")
        }
    }

    // MARK: - Distance uses the facing edges

    @Test("Horizontally, this view's trailing edge faces the next view's leading edge")
    func horizontalDistanceUsesFacingEdges() {
        // Large values on the edges that do not face each other must not count.
        let left = Self.spacing(top: 100, leading: 100, bottom: 100, trailing: 20)
        let right = Self.spacing(top: 100, leading: 5, bottom: 100, trailing: 100)
        #expect(left.distance(to: right, along: .horizontal) == 20)

        let narrowLeft = Self.spacing(top: 100, leading: 100, bottom: 100, trailing: 2)
        let wideRight = Self.spacing(top: 100, leading: 15, bottom: 100, trailing: 100)
        #expect(narrowLeft.distance(to: wideRight, along: .horizontal) == 15)
    }

    @Test("Vertically, this view's bottom edge faces the next view's top edge")
    func verticalDistanceUsesFacingEdges() {
        let upper = Self.spacing(top: 100, leading: 100, bottom: 3, trailing: 100)
        let lower = Self.spacing(top: 11, leading: 100, bottom: 100, trailing: 100)
        #expect(upper.distance(to: lower, along: .vertical) == 11)
        #expect(lower.distance(to: upper, along: .vertical) == 100)
    }

    @Test("Distance depends on the order of the neighbours")
    func distanceIsDirectional() {
        let a = Self.spacing(top: 0, leading: 30, bottom: 0, trailing: 4)
        let b = Self.spacing(top: 0, leading: 6, bottom: 0, trailing: 40)
        #expect(a.distance(to: b, along: .horizontal) == 6)
        #expect(b.distance(to: a, along: .horizontal) == 40)
    }

    // MARK: - Union

    @Test("union keeps the larger value on every edge")
    func unionKeepsLargerPerEdge() {
        let a = Self.spacing(top: 4, leading: 20, bottom: 2, trailing: 1)
        let b = Self.spacing(top: 10, leading: 3, bottom: 12, trailing: 0)
        let expected = Self.spacing(top: 10, leading: 20, bottom: 12, trailing: 1)
        #expect(a.union(b) == expected)
        #expect(b.union(a) == expected)
    }

    @Test("union with .zero changes nothing; with itself changes nothing")
    func unionIdentity() {
        let a = Self.spacing(top: 4, leading: 20, bottom: 2, trailing: 1)
        #expect(a.union(.zero) == a)
        #expect(a.union(a) == a)
    }

    @Test("formUnion merges in place, like union")
    func formUnion() {
        var a = Self.spacing(top: 4, leading: 20, bottom: 2, trailing: 1)
        let b = Self.spacing(top: 10, leading: 3, bottom: 12, trailing: 0)
        let expected = a.union(b)
        a.formUnion(b)
        #expect(a == expected)
    }

    @Test("union over a set of edges leaves the other edges alone")
    func unionOfSomeEdges() {
        let a = Self.spacing(top: 1, leading: 1, bottom: 1, trailing: 1)
        let b = Self.spacing(top: 9, leading: 9, bottom: 9, trailing: 9)
        #expect(a.union(b, edges: .horizontal) == Self.spacing(top: 1, leading: 9, bottom: 1, trailing: 9))
        #expect(a.union(b, edges: .vertical) == Self.spacing(top: 9, leading: 1, bottom: 9, trailing: 1))
        #expect(a.union(b, edges: .top) == Self.spacing(top: 9, leading: 1, bottom: 1, trailing: 1))
        #expect(a.union(b, edges: []) == a)
    }
}
