import Foundation
import AnimationCore
import LayoutCore
import Testing
import ZoetropeTestSupport

/// Right-to-left layout and the values a layout writes back through a `Binding`: the two patterns
/// real layouts use that need more than the Layout protocol.
@Suite("Layout direction and bindings")
struct LayoutDirectionTests {
    static let canvas = CGSize(width: 400, height: 300)

    static func tiles(_ widths: [CGFloat]) -> [ViewNode] {
        widths.map { ViewNode(sizing: .fixed(width: $0, height: 20)) }
    }

    // Apple's documentation of LayoutDirection: "SwiftUI horizontally flips the x position of
    // each view within its parent, so layout calculations automatically produce the desired
    // effect for both modes without any changes."
    @Test("right to left flips every view's x within its parent; nested containers compose to a flip of the whole")
    func flipsWithinParents() throws {
        let row = ViewNode(layout: HStackLayout(spacing: 10), children: Self.tiles([30, 60]))
        let column = ViewNode(layout: VStackLayout(alignment: .leading, spacing: 0), children: [row] + Self.tiles([100, 20]))
        let ltr = try LayoutPass.run(HStackLayout(spacing: 5), subviews: [column] + Self.tiles([40]), in: Self.canvas)
        let rtl = try LayoutPass.run(HStackLayout(spacing: 5), subviews: [column] + Self.tiles([40]), in: Self.canvas,
                                     layoutDirection: .rightToLeft)
        #expect(rtl.bounds == ltr.bounds)
        let axis = ltr.bounds.midX * 2
        for (left, right) in zip(ltr.placements, rtl.placements) {
            expectClose(Double(right.center.x), Double(axis - left.center.x))
            expectClose(Double(right.center.y), Double(left.center.y))
            expectClose(right.size, left.size)
        }
        // The row's first tile, leftmost in left-to-right, is rightmost in its row.
        #expect(rtl.placements[0].center.x > rtl.placements[1].center.x)
    }

    /// Reads the direction it is laid out in and reports it through a binding each view carries.
    struct DirectionReporter: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin)
                subview[Reported.self]?.wrappedValue = subviews.layoutDirection
            }
        }
    }

    enum Reported: LayoutValueKey {
        static let defaultValue: Binding<LayoutDirection>? = nil
    }

    @Test("a layout reads the direction from LayoutSubviews.layoutDirection", arguments: LayoutDirection.allCases)
    func layoutsReadTheDirection(direction: LayoutDirection) throws {
        let store = Store(LayoutDirection.leftToRight)
        let view = ViewNode(sizing: .fixed(width: 10, height: 10)).layoutValue(key: Reported.self, value: store.binding)
        _ = try LayoutPass.run(DirectionReporter(), subviews: [view], in: Self.canvas, layoutDirection: direction)
        #expect(store.value == direction)
    }

    @Test("LayoutDirectionBehavior: .mirrors is .mirrors(in: .rightToLeft); .fixed never mirrors")
    func behaviors() {
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
        #expect(LayoutDirectionBehavior.mirrors(in: .rightToLeft).isMirrored(in: .rightToLeft))
        #expect(!LayoutDirectionBehavior.mirrors(in: .rightToLeft).isMirrored(in: .leftToRight))
        #expect(LayoutDirectionBehavior.mirrors(in: .leftToRight).isMirrored(in: .leftToRight))
        #expect(LayoutDirection.allCases.allSatisfy { !LayoutDirectionBehavior.fixed.isMirrored(in: $0) })
    }

    // Article 004's "values flowing back to views", as apps write it: each view carries a binding
    // to its rotation, and the wheel writes through it the angle at which it placed the view.
    enum Rotation: LayoutValueKey {
        static let defaultValue: Binding<Angle>? = nil
    }

    struct PointingWheel: Layout {
        var radius: CGFloat

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let step = Angle.degrees(360 / Double(subviews.count))
            for (index, subview) in subviews.enumerated() {
                let angle = Angle(radians: step.radians * Double(index))
                subview.place(at: CGPoint(x: bounds.midX + radius * sin(angle.radians), y: bounds.midY - radius * cos(angle.radians)),
                              anchor: .center)
                subview[Rotation.self]?.wrappedValue = angle
            }
        }
    }

    @Test("a layout writes values back through the Binding each view carries; a constant binding ignores the write")
    func bindingWrittenBack() throws {
        let stores = (0..<4).map { _ in Store(Angle.zero) }
        var views = stores.map { ViewNode(sizing: .fixed(width: 10, height: 10)).layoutValue(key: Rotation.self, value: $0.binding) }
        let constant = Binding<Angle>.constant(.degrees(7))
        views.append(ViewNode(sizing: .fixed(width: 10, height: 10)).layoutValue(key: Rotation.self, value: constant))
        _ = try LayoutPass.run(PointingWheel(radius: 50), subviews: views, in: Self.canvas)
        for (index, store) in stores.enumerated() {
            expectClose(store.value.degrees, 72 * Double(index))
        }
        // The layout wrote 288° to the fifth view's binding, which kept its own value.
        #expect(constant.wrappedValue == .degrees(7))
    }

    @Test("a binding to a property of a bound value reads and writes that property")
    func dynamicMember() {
        let store = Store(CGPoint(x: 1, y: 2))
        let x = store.binding.x
        x.wrappedValue = 5
        #expect(store.value == CGPoint(x: 5, y: 2))
        #expect(store.binding.projectedValue.y.wrappedValue == 2)
    }
}

/// A value a binding reads and writes.
final class Store<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.value = $0 })
    }
}
