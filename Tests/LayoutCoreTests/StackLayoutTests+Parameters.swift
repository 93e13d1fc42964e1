import AnimationCore
import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

// The stacks' named parameters and animatableData: the HStackLayout and VStackLayout suite's tests of them.
extension StackLayoutTests {
    @Test("Parameters: spacing in points (0...10000) and alignment as a number (−1...1)")
    func parameterList() {
        for parameters in [HStackLayout.parameters.map(\.description), VStackLayout.parameters.map(\.description)] {
            #expect(parameters == ["spacing (points)", "alignment (number)"])
        }
        #expect(HStackLayout.parameter(named: "spacing")?.validRange == 0...10_000)
        #expect(VStackLayout.parameter(named: "alignment")?.validRange == -1...1)
    }

    @Test("A stack without spacing reads its spacing as 8; a scene that sets it makes it explicit")
    func spacingParameter() throws {
        let parameter = try #require(HStackLayout.parameter(named: "spacing"))
        var row = HStackLayout()
        #expect(row.spacing == nil)
        #expect(parameter.value(in: row) == 8)
        parameter.setValue(8, in: &row)
        #expect(row.spacing == 8)
        parameter.setValue(0, in: &row)
        #expect(row.spacing == 0)
        #expect(parameter.value(in: row) == 0)
    }

    @Test("Named guides read as −1, 0, 1; setting the alignment property drops a number set by a scene")
    func alignmentParameter() throws {
        let rowParameter = try #require(HStackLayout.parameter(named: "alignment"))
        let columnParameter = try #require(VStackLayout.parameter(named: "alignment"))
        #expect([VerticalAlignment.top, .center, .bottom, .firstTextBaseline].map {
            rowParameter.value(in: HStackLayout(alignment: $0))
        } == [-1, 0, 1, 1])
        #expect([HorizontalAlignment.leading, .center, .trailing].map {
            columnParameter.value(in: VStackLayout(alignment: $0))
        } == [-1, 0, 1])
        var row = HStackLayout(alignment: .top)
        rowParameter.setValue(0.5, in: &row)
        #expect(rowParameter.value(in: row) == 0.5)
        row.alignment = .bottom
        #expect(rowParameter.value(in: row) == 1)
    }

    @Test("animatableData is (spacing, alignment number) and round-trips", arguments: [(12.0, -0.5), (0, 1), (40, 0.75)])
    func animatableData(spacing: CGFloat, number: CGFloat) {
        var row = HStackLayout()
        #expect(row.animatableData == AnimatablePair(8, 0))
        row.animatableData = AnimatablePair(spacing, number)
        #expect(row.spacing == spacing)
        #expect(row.animatableData == AnimatablePair(spacing, number))
        var column = VStackLayout(alignment: .trailing, spacing: 3)
        #expect(column.animatableData == AnimatablePair(3, 1))
        column.animatableData = AnimatablePair(spacing, number)
        #expect(column.spacing == spacing && column.animatableData.second == number)
    }

    /// A guide 5 points from the top of every view, whatever its height: not a fraction of it.
    private enum FivePointsDown: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 5 }
    }

    @Test("An animation that writes back the values a stack reads leaves a nil spacing nil and a custom guide exact")
    func animationLeavesUntouchedParameters() throws {
        var row = HStackLayout(alignment: VerticalAlignment(FivePointsDown.self))
        let before = row.animatableData
        #expect(before == AnimatablePair(8, 9))  // the guide sits at 5 in a unit square: 2·5 − 1
        row.animatableData = before
        #expect(row.spacing == nil)
        let result = try LayoutPass.run(row, subviews: thickViews(.horizontal), in: CGSize(width: 400, height: 400))
        // Guides 5 points down line up: every view's top is at the same place.
        let tops = result.placements.map(\.frame.minY)
        #expect(Set(tops).count == 1)
    }
}
