import AnimationCore
import Foundation
import LayoutCore
import Testing

/// A tree of views flattened once and run through a layout again and again, as an animation does.
@Suite("LayoutTree")
struct LayoutTreeTests {
    static let canvas = CGSize(width: 400, height: 300)

    /// The value a layout writes back to each view it places.
    enum Visits: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Scenes of views and a root layout that changes from frame to frame.
    enum Animation: String, CaseIterable, CustomTestStringConvertible {
        case rowsInAColumn, overlayTurning, rightToLeftRows, connectedAndFaded

        var testDescription: String { rawValue }

        /// The views the root layout lays out.
        var subviews: [ViewNode] {
            switch self {
            case .rowsInAColumn, .rightToLeftRows:
                let row = ViewNode(layout: HStackLayout(alignment: .bottom), children: [
                    tile(30, 20).padding(.all, 2), .spacer(), tile(10, 40).offset(x: 3, y: -4), tile(25, 25).frame(width: 40),
                ])
                return [row, row.layoutPriority(1), tile(50, 10).alignmentGuide(.leading) { $0.width / 2 }]
            case .overlayTurning:
                return [tile(80, 80).rotationEffect(.degrees(30)), tile(20, 60).scaleEffect(1.5).opacity(0.5), tile(40, 40)]
            case .connectedAndFaded:
                return tiles(4, width: 20, height: 30)
            }
        }

        /// The root layout at `frame`.
        func layout(at frame: Int) -> AnyLayout {
            let progress = CGFloat(frame) / 10
            switch self {
            case .rowsInAColumn, .rightToLeftRows:
                return AnyLayout(VStackLayout(alignment: .leading, spacing: 20 * progress))
            case .overlayTurning:
                var overlay = ZStackLayout(alignment: .topLeading)
                overlay.animatableData = AnimatablePair(2 * progress - 1, 1 - 2 * progress)
                return AnyLayout(overlay)
            case .connectedAndFaded:
                return AnyLayout(ProbeLayout(place: { bounds, _, subviews in
                    for (index, subview) in subviews.enumerated() {
                        subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 40 * progress, y: bounds.midY))
                        subview.setOpacity(Double(index) / 4)
                        if index > 0 { subviews[index - 1].drawConnection(to: subview) }
                    }
                }))
            }
        }

        var layoutDirection: LayoutDirection { self == .rightToLeftRows ? .rightToLeft : .leftToRight }
    }

    // MARK: Edge cases

    @Test("An empty tree has no leaves, and a pass over it places nothing")
    func emptyTree() throws {
        let tree = LayoutTree(subviews: [])
        #expect(tree.leafCount == 0)
        let result = try LayoutPass.run(ZStackLayout(), tree: tree, in: Self.canvas)
        #expect(result.placements.isEmpty)
        #expect(result.bounds == CGRect(x: 200, y: 150, width: 0, height: 0))
    }

    @Test("One leaf: one placement, as without the tree")
    func oneLeaf() throws {
        let views = [tile(30, 20)]
        let tree = LayoutTree(subviews: views)
        #expect(tree.leafCount == 1)
        #expect(try LayoutPass.run(VStackLayout(), tree: tree, in: Self.canvas)
                == LayoutPass.run(VStackLayout(), subviews: views, in: Self.canvas))
    }

    @Test("The leaves are counted inside containers and modifiers")
    func leafCount() {
        let views = Animation.rowsInAColumn.subviews
        #expect(LayoutTree(subviews: views).leafCount == views.reduce(0) { $0 + $1.leafCount })
        #expect(LayoutTree(subviews: views).leafCount == 9)
    }

    // MARK: Frames

    @Test("A tree built once places every frame exactly as flattening the views for each frame does",
          arguments: Animation.allCases)
    func framesMatch(_ animation: Animation) throws {
        let views = animation.subviews
        let tree = LayoutTree(subviews: views)
        for frame in 0...10 {
            let kept = try LayoutPass.run(animation.layout(at: frame), tree: tree, in: Self.canvas, padding: 5,
                                          layoutDirection: animation.layoutDirection)
            let fresh = try LayoutPass.run(animation.layout(at: frame), subviews: views, in: Self.canvas, padding: 5,
                                           layoutDirection: animation.layoutDirection)
            #expect(kept == fresh, "frame \(frame)")
            #expect(kept.placements.count == tree.leafCount, "frame \(frame)")
        }
    }

    @Test("Sizes asked over a tree are the sizes asked over its views", arguments: Animation.allCases)
    func sizesMatch(_ animation: Animation) throws {
        let views = animation.subviews
        let kept = try LayoutPass.sizes(of: animation.layout(at: 3), tree: LayoutTree(subviews: views), in: Self.canvas,
                                        layoutDirection: animation.layoutDirection)
        let fresh = try LayoutPass.sizes(of: animation.layout(at: 3), subviews: views, in: Self.canvas,
                                         layoutDirection: animation.layoutDirection)
        #expect(kept == fresh)
    }

    // MARK: Passes stay independent

    @Test("Values written back in one run over a tree are not seen by the next run: each settles from the views' own values")
    func writtenValuesStayInTheirRun() throws {
        let seen = Log<Int>()
        let layout = ProbeLayout(place: { bounds, _, subviews in
            for subview in subviews {
                seen.append(subview[Visits.self])
                subview.writeValue(1, for: Visits.self)
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY))
            }
        })
        let tree = LayoutTree(subviews: tiles(2))
        let first = try LayoutPass.run(layout, tree: tree, in: Self.canvas)
        let second = try LayoutPass.run(layout, tree: tree, in: Self.canvas)
        #expect(first.passes == 2)
        #expect(second.passes == 2)
        #expect(seen.entries == [0, 0, 1, 1, 0, 0, 1, 1], "each run starts from the views' own value, 0")
    }

    @Test("A run that fails leaves the tree as it was for the next run")
    func failureDoesNotSpoilTheTree() throws {
        let views = Animation.rowsInAColumn.subviews
        let tree = LayoutTree(subviews: views)
        let broken = ProbeLayout(size: { _, _ in CGSize(width: CGFloat.nan, height: 10) })
        #expect(throws: LayoutError.self) { try LayoutPass.run(broken, tree: tree, in: Self.canvas) }
        #expect(try LayoutPass.run(VStackLayout(), tree: tree, in: Self.canvas)
                == LayoutPass.run(VStackLayout(), subviews: views, in: Self.canvas))
    }
}
