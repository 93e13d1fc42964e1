import AnimationCore
import Foundation
import LayoutCore
import Testing

/// Values written back to views re-run the pass until they settle; a loop is stopped.
@Suite("Layout loops")
struct LayoutLoopTests {
    static let canvas = CGSize(width: 300, height: 300)

    /// The width a layout tells a view to be.
    enum AssignedWidth: LayoutValueKey {
        static let defaultValue: CGFloat? = nil
    }

    /// The rotation a wheel tells a view it has, like article 004's `Rotation` binding.
    enum ReportedAngle: LayoutValueKey {
        static let defaultValue: Double = 0
    }

    /// A view whose width is what the layout last told it, 10 until told.
    static func obedientView() -> ViewNode {
        ViewNode(sizing: ViewSizing(reading: { _, values in CGSize(width: values[AssignedWidth.self] ?? 10, height: 10) }))
    }

    @Test("A layout that writes back a value a view does not size by settles in two passes, and the view carries it")
    func rotationWriteBackSettles() throws {
        let log = Log<Double>()
        let layout = ProbeLayout(place: { bounds, _, subviews in
            for (index, subview) in subviews.enumerated() {
                log.append(subview[ReportedAngle.self])
                subview.writeValue(Double(index) * 90, for: ReportedAngle.self)
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center)
            }
        })
        let result = try LayoutPass.run(layout, subviews: tiles(3), in: Self.canvas)
        #expect(result.passes == 2)
        #expect(log.entries == [0, 0, 0, 0, 90, 180], "the second pass sees the values the first wrote")
    }

    @Test("A layout that makes each view as wide as the one before it settles once nothing changes")
    func convergingFeedback() throws {
        // View i is told to be (i + 1) × 10 wide; the row then places them side by side.
        let layout = ProbeLayout(place: { bounds, _, subviews in
            var x = bounds.minX
            for (index, subview) in subviews.enumerated() {
                subview.writeValue(CGFloat(index + 1) * 10, for: AssignedWidth.self)
                subview.place(at: CGPoint(x: x, y: bounds.minY))
                x += subview.sizeThatFits(.unspecified).width
            }
        })
        let result = try LayoutPass.run(layout, subviews: (0..<3).map { _ in Self.obedientView() }, in: Self.canvas)
        #expect(result.passes == 2)
        #expect(result.placements.map(\.size.width) == [10, 20, 30])
    }

    @Test("A layout and a view that keep changing each other are stopped after the maximum number of passes")
    func loopIsStopped() {
        // Each pass tells the view to be one point wider than it is: it never settles.
        let layout = ProbeLayout(place: { bounds, _, subviews in
            let width = subviews[0].sizeThatFits(.unspecified).width
            subviews[0].writeValue(width + 1, for: AssignedWidth.self)
            subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY))
        })
        let expected = LayoutError.layoutLoop(layout: "ProbeLayout", key: "AssignedWidth", view: 0, passes: LayoutPass.maximumPasses)
        #expect(throws: expected) {
            try LayoutPass.run(layout, subviews: [Self.obedientView()], in: Self.canvas)
        }
        #expect(expected.description.contains("layout loop: ProbeLayout wrote a different AssignedWidth to view 0 in each of 8 passes"))
    }

    @Test("A value written twice in one pass counts only its last write")
    func lastWriteWins() throws {
        let log = Log<CGFloat?>()
        let layout = ProbeLayout(place: { _, _, subviews in
            log.append(subviews[0][AssignedWidth.self])
            subviews[0].writeValue(5, for: AssignedWidth.self)
            subviews[0].writeValue(25, for: AssignedWidth.self)
        })
        let result = try LayoutPass.run(layout, subviews: [Self.obedientView()], in: Self.canvas)
        #expect(log.entries == [nil, 25])
        #expect(result.placements.first?.size.width == 25)
    }

    @Test("Size reports use the settled values: a view sized by a written-back value reports that size")
    func sizeReportsUseSettledValues() throws {
        let layout = ProbeLayout(place: { bounds, _, subviews in
            subviews[0].writeValue(42, for: AssignedWidth.self)
            subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY))
        })
        let reports = try LayoutPass.sizes(of: layout, subviews: [Self.obedientView()], in: Self.canvas,
                                           requests: [.ideal, .current])
        #expect(reports[1].sizes.map(\.size) == [CGSize(width: 42, height: 10), CGSize(width: 42, height: 10)])
    }
}
