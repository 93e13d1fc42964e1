import AnimationCore
import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// A layout with one parameter of each unit. (WheelLayout's own parameters are tested in
/// LayoutCatalogTests, which can see the catalog.)
private struct DialLayout: ParameterizedLayout {
    var angle: Angle = .degrees(30)
    var reach: CGFloat = 50
    var damping: CGFloat = 0.5

    static var parameters: [LayoutParameter<DialLayout>] {
        [.angle("angle", \.angle), .length("reach", \.reach, validRange: 0...500), .number("damping", \.damping, validRange: 0...1)]
    }

    init() {}

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite("LayoutParameter")
struct LayoutParameterTests {
    @Test("An angle parameter reads and writes degrees and stores an Angle", arguments: [0.0, 45, 90, -30, 720])
    func angleInDegrees(degrees: Double) throws {
        let parameter = try #require(DialLayout.parameter(named: "angle"))
        #expect(parameter.unit == .degrees)
        var layout = DialLayout()
        parameter.setValue(degrees, in: &layout)
        expectClose(layout.angle.radians, degrees * .pi / 180, "stored radians")
        expectClose(parameter.value(in: layout), degrees, "read back")
    }

    @Test("A length parameter reads and writes points")
    func lengthInPoints() throws {
        let parameter = try #require(DialLayout.parameter(named: "reach"))
        #expect(parameter.unit == .points)
        #expect(parameter.validRange == 0...500)
        var layout = DialLayout()
        #expect(parameter.value(in: layout) == 50)
        parameter.setValue(130.5, in: &layout)
        #expect(layout.reach == 130.5)
        #expect(parameter.value(in: layout) == 130.5)
    }

    @Test("A number parameter reads and writes plain numbers")
    func plainNumber() throws {
        let parameter = try #require(DialLayout.parameter(named: "damping"))
        #expect(parameter.unit == .number)
        #expect(parameter.validRange == 0...1)
        var layout = DialLayout()
        parameter.setValue(0.25, in: &layout)
        #expect(layout.damping == 0.25)
    }

    @Test("Writing one parameter leaves the others alone")
    func writesAreIndependent() throws {
        var layout = DialLayout()
        try #require(DialLayout.parameter(named: "reach")).setValue(7, in: &layout)
        expectClose(layout.angle.degrees, 30)
        #expect(layout.damping == 0.5)
    }

    @Test("parameter(named:) finds parameters by exact name only", arguments: ["", "Angle", "angles", "rotation"])
    func unknownName(name: String) {
        #expect(DialLayout.parameter(named: name) == nil)
    }

    @Test("parameterValues lists every name and value in the declared order")
    func parameterValuesInOrder() throws {
        var layout = DialLayout()
        layout.angle = .degrees(90)
        layout.reach = 12
        let values = layout.parameterValues
        #expect(values.map(\.name) == ["angle", "reach", "damping"])
        try #require(values.count == 3)
        expectClose(values[0].value, 90)
        #expect(values[1].value == 12)
        #expect(values[2].value == 0.5)
    }

    @Test("The description is the name and the unit")
    func description() {
        #expect(DialLayout.parameters.map(\.description) == ["angle (degrees)", "reach (points)", "damping (number)"])
    }

    @Test("A parameter made from accessors uses them")
    func customAccessors() {
        let half = LayoutParameter<DialLayout>(name: "half-reach", unit: .points,
                                                read: { Double($0.reach) / 2 }, write: { $0.reach = CGFloat($1 * 2) })
        var layout = DialLayout()
        #expect(half.value(in: layout) == 25)
        half.setValue(10, in: &layout)
        #expect(layout.reach == 20)
        #expect(half.validRange == nil)
    }
}
