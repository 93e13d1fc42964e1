import AnimationCore
import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

@Suite("ZStackLayout")
struct ZStackLayoutTests {
    static let canvas = CGSize(width: 400, height: 400)

    /// A 100×50 view and a 40×80 view.
    static var views: [ViewNode] { [tile(100, 50), tile(40, 80)] }

    @Test("An empty overlay is zero-sized and places nothing")
    func empty() throws {
        let result = try LayoutPass.run(ZStackLayout(), subviews: [], in: Self.canvas)
        #expect(result.placements.isEmpty)
        expectClose(result.bounds, CGRect(x: 200, y: 200, width: 0, height: 0))
    }

    @Test("One view: the overlay is its size")
    func oneView() throws {
        let result = try LayoutPass.run(ZStackLayout(alignment: .topTrailing), subviews: [tile(30, 70)], in: Self.canvas)
        expectClose(result.bounds.size, CGSize(width: 30, height: 70))
        expectClose(result.placements[0].frame, result.bounds)
    }

    @Test("The overlay is the widest by the tallest; every view is offered the overlay's proposal")
    func size() throws {
        let result = try LayoutPass.run(ZStackLayout(), subviews: Self.views, in: Self.canvas)
        expectClose(result.bounds.size, CGSize(width: 100, height: 80))
        let withShape = try LayoutPass.run(ZStackLayout(), subviews: Self.views + [ViewNode(sizing: .flexible)], in: Self.canvas)
        expectClose(withShape.bounds.size, Self.canvas, "a shape takes the whole canvas")
        expectClose(withShape.placements[0].center, CGPoint(x: 200, y: 200), "the 100×50 view is centred")
    }

    @Test("Unspecified, zero and infinite proposals reach the views")
    func proposals() throws {
        let views = [tile(100, 50), ViewNode(sizing: .flexible)]
        let root = try #require(try LayoutPass.sizes(of: ZStackLayout(), subviews: views, in: Self.canvas,
                                                      requests: [.minimum, .ideal, .maximum]).first)
        expectClose(root.sizes[0].size, CGSize(width: 100, height: 50), "minimum")
        expectClose(root.sizes[1].size, CGSize(width: 100, height: 50), "ideal: the shape's 10×10 is inside")
        expectClose(root.sizes[2].size, CGSize(width: CGFloat.infinity, height: .infinity), "maximum")
    }

    struct AlignmentCase: Sendable, CustomTestStringConvertible {
        let name: String
        let alignment: Alignment
        /// The offsets of the 100×50 and the 40×80 view from the overlay's origin.
        let offsets: [CGPoint]
        var testDescription: String { name }
    }

    static let alignmentCases: [AlignmentCase] = [
        .init(name: "center", alignment: .center, offsets: [CGPoint(x: 0, y: 15), CGPoint(x: 30, y: 0)]),
        .init(name: "topLeading", alignment: .topLeading, offsets: [.zero, .zero]),
        .init(name: "bottomTrailing", alignment: .bottomTrailing, offsets: [CGPoint(x: 0, y: 30), CGPoint(x: 60, y: 0)]),
        .init(name: "top", alignment: .top, offsets: [.zero, CGPoint(x: 30, y: 0)]),
        .init(name: "trailing", alignment: .trailing, offsets: [CGPoint(x: 0, y: 15), CGPoint(x: 60, y: 0)]),
        .init(name: "bottomLeading", alignment: .bottomLeading, offsets: [CGPoint(x: 0, y: 30), .zero]),
    ]

    @Test("Views line up on both guides of the alignment", arguments: alignmentCases)
    func alignment(_ testCase: AlignmentCase) throws {
        let result = try LayoutPass.run(ZStackLayout(alignment: testCase.alignment), subviews: Self.views, in: Self.canvas)
        for (index, (placement, offset)) in zip(result.placements, testCase.offsets).enumerated() {
            expectClose(CGPoint(x: placement.frame.minX - result.bounds.minX, y: placement.frame.minY - result.bounds.minY),
                        offset, "view \(index)")
        }
    }

    @Test("alignmentX and alignmentY put the guides at (1 + a) / 2 of each view",
          arguments: [(-1.0, -1.0), (0.5, -0.5), (0, 1), (-0.25, 0.25)])
    func fractionalAlignment(x: Double, y: Double) throws {
        var overlay = ZStackLayout()
        try #require(ZStackLayout.parameter(named: "alignmentX")).setValue(x, in: &overlay)
        try #require(ZStackLayout.parameter(named: "alignmentY")).setValue(y, in: &overlay)
        let result = try LayoutPass.run(overlay, subviews: Self.views, in: Self.canvas)
        let fx = (1 + CGFloat(x)) / 2, fy = (1 + CGFloat(y)) / 2
        for (index, (placement, size)) in zip(result.placements, [CGSize(width: 100, height: 50), CGSize(width: 40, height: 80)]).enumerated() {
            let expected = CGPoint(x: fx * (100 - size.width), y: fy * (80 - size.height))
            expectClose(CGPoint(x: placement.frame.minX - result.bounds.minX, y: placement.frame.minY - result.bounds.minY),
                        expected, "view \(index)")
        }
    }

    @Test("Parameters alignmentX and alignmentY read −1, 0, 1 for named guides; animatableData round-trips")
    func parameters() throws {
        #expect(ZStackLayout.parameters.map(\.description) == ["alignmentX (number)", "alignmentY (number)"])
        #expect(ZStackLayout.parameter(named: "alignmentX")?.validRange == -1...1)
        var overlay = ZStackLayout(alignment: .bottomLeading)
        #expect(overlay.animatableData == AnimatablePair(-1, 1))
        overlay.animatableData = AnimatablePair(0.5, -0.25)
        #expect(overlay.animatableData == AnimatablePair(0.5, -0.25))
        overlay.alignment = .topTrailing
        #expect(overlay.animatableData == AnimatablePair(1, -1))
    }
}
