import AnimationCore
import Foundation
import LayoutCore
import Testing
import ZoetropeTestSupport

/// Article 004's "bidirectional values": a layout gives its views a rotation, a scale and an
/// opacity, and lines between them, in the pass that places them.
@Suite("Values back to views")
struct ValuesBackToViewsTests {
    static let canvas = CGSize(width: 200, height: 200)

    /// Places every view at the centre of the bounds and gives view *i* the effects of case *i*.
    static func effectsLayout(_ effects: [(rotation: Angle?, scale: CGFloat?, opacity: Double?)]) -> ProbeLayout {
        ProbeLayout(place: { bounds, _, subviews in
            for (index, subview) in subviews.enumerated() where effects.indices.contains(index) {
                // Effects may be set before the subview is placed: order does not matter.
                if let rotation = effects[index].rotation { subview.setRotation(rotation) }
                if let scale = effects[index].scale { subview.setScale(scale) }
                if let opacity = effects[index].opacity { subview.setOpacity(opacity) }
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center)
            }
        })
    }

    struct EffectCase: Sendable, CustomTestStringConvertible {
        let degrees: Double?
        let scale: CGFloat?
        let opacity: Double?
        let expected: (degrees: Double, scale: CGFloat, opacity: Double)
        var testDescription: String {
            let rotation = degrees.map { "\($0)°" } ?? "unset"
            let scaled = scale.map { "\($0)" } ?? "unset"
            let faded = opacity.map { "\($0)" } ?? "unset"
            return "rotation \(rotation), scale \(scaled), opacity \(faded)"
        }
    }

    @Test("A layout's rotation, scale and opacity end up in the view's placement; unset ones keep their identity values",
          arguments: [
              EffectCase(degrees: nil, scale: nil, opacity: nil, expected: (0, 1, 1)),
              EffectCase(degrees: 45, scale: nil, opacity: nil, expected: (45, 1, 1)),
              EffectCase(degrees: -90, scale: 0.5, opacity: nil, expected: (-90, 0.5, 1)),
              EffectCase(degrees: 30, scale: 2, opacity: 0.25, expected: (30, 2, 0.25)),
              EffectCase(degrees: nil, scale: nil, opacity: 7, expected: (0, 1, 1)),
              EffectCase(degrees: nil, scale: nil, opacity: -1, expected: (0, 1, 0)),
          ])
    func effects(_ testCase: EffectCase) throws {
        let layout = Self.effectsLayout([(testCase.degrees.map(Angle.degrees), testCase.scale, testCase.opacity)])
        let result = try LayoutPass.run(layout, subviews: tiles(1, width: 20, height: 10), in: Self.canvas)
        let placement = try #require(result.placements.first)
        expectClose(placement.rotation.degrees, testCase.expected.degrees, "rotation")
        expectClose(placement.scale, testCase.expected.scale, "scale")
        #expect(placement.opacity == testCase.expected.opacity)
        expectClose(placement.center, CGPoint(x: 100, y: 100), "the effects do not move the view")
        #expect(result.passes == 1, "setting effects needs no second pass")
    }

    @Test("An effect that is not a number fails the pass, naming the layout, the effect, the subview and the value",
          arguments: [("rotation", Double.nan), ("rotation", .infinity), ("scale", -.infinity), ("scale", .nan), ("opacity", .nan)])
    func invalidEffect(effect: String, value: Double) {
        let layout = ProbeLayout(place: { bounds, _, subviews in
            subviews[1].place(at: CGPoint(x: bounds.midX, y: bounds.midY))
            switch effect {
            case "rotation": subviews[1].setRotation(.radians(value))
            case "scale": subviews[1].setScale(value)
            default: subviews[1].setOpacity(value)
            }
        })
        #expect(throws: LayoutError.layoutFailed(layout: "ProbeLayout",
                                                 message: "set the \(effect) of subview 1 to \(value); it must be a finite number")) {
            try LayoutPass.run(layout, subviews: tiles(2), in: Self.canvas)
        }
    }

    @Test("The last rotation a layout sets wins")
    func lastRotationWins() throws {
        let layout = ProbeLayout(place: { bounds, _, subviews in
            subviews[0].setRotation(.degrees(10))
            subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center)
            subviews[0].setRotation(.degrees(70))
        })
        let result = try LayoutPass.run(layout, subviews: tiles(1), in: Self.canvas)
        expectClose(try #require(result.placements.first).rotation.degrees, 70)
    }

    @Test("A container's rotation and scale turn and scale its leaves about the container's centre",
          arguments: [(90.0, 1.0), (180.0, 0.5), (-90.0, 2.0), (0.0, 0.5)])
    func containerEffectsCompose(degrees: Double, scale: CGFloat) throws {
        // The inner row is 40×10 (two 20×10 tiles), centred in a 200×200 canvas at (100, 100);
        // its first tile's centre is 10 points left of the row's centre.
        let row = ViewNode(layout: RowLayout(), children: tiles(2, width: 20, height: 10))
        let outer = ProbeLayout(place: { bounds, _, subviews in
            subviews[0].setRotation(.degrees(degrees))
            subviews[0].setScale(scale)
            subviews[0].setOpacity(0.5)
            subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center)
        })
        let result = try LayoutPass.run(outer, subviews: [row], in: Self.canvas)
        let radians = Angle.degrees(degrees).radians
        for (index, placement) in result.placements.enumerated() {
            let offset = CGFloat(index == 0 ? -10 : 10) * scale
            let expected = CGPoint(x: 100 + offset * cos(radians), y: 100 + offset * sin(radians))
            expectClose(placement.center, expected, "tile \(index)")
            expectClose(placement.rotation.degrees, degrees, "tile \(index) rotation")
            expectClose(placement.scale, scale, "tile \(index) scale")
            #expect(placement.opacity == 0.5)
        }
    }

    @Test("Connections between leaf views are reported by leaf index, in the order drawn")
    func connections() throws {
        let layout = ProbeLayout(place: { bounds, _, subviews in
            for subview in subviews { subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY)) }
            subviews[0].drawConnection(to: subviews[2])
            subviews[0].drawConnection(to: subviews[1])
        })
        let result = try LayoutPass.run(layout, subviews: tiles(3), in: Self.canvas)
        #expect(result.connections == [ViewConnection(from: 0, to: 2), ViewConnection(from: 0, to: 1)])
    }

    @Test("Connecting a container fails the pass and says connections join leaf views")
    func connectingAContainerFails() {
        let layout = ProbeLayout(place: { _, _, subviews in subviews[0].drawConnection(to: subviews[1]) })
        let container = ViewNode(layout: RowLayout(), children: tiles(1))
        #expect {
            try LayoutPass.run(layout, subviews: tiles(1) + [container], in: Self.canvas)
        } throws: { error in
            guard let error = error as? LayoutError, case .layoutFailed(let name, let message) = error else { return false }
            return name == "ProbeLayout" && message.contains("RowLayout, a container") && message.contains("leaf views only")
        }
    }

    @Test("reportFailure fails the pass with the layout's name and message, from sizeThatFits or placeSubviews",
          arguments: [true, false])
    func reportFailure(fromSizing: Bool) {
        let layout = ProbeLayout(
            size: { proposal, subviews in
                if fromSizing { subviews.reportFailure("view 3 has no node id") }
                return proposal.replacingUnspecifiedDimensions()
            },
            place: { _, _, subviews in if !fromSizing { subviews.reportFailure("view 3 has no node id") } })
        #expect(throws: LayoutError.layoutFailed(layout: "ProbeLayout", message: "view 3 has no node id")) {
            try LayoutPass.run(layout, subviews: tiles(4), in: Self.canvas)
        }
        #expect(LayoutError.layoutFailed(layout: "ProbeLayout", message: "view 3 has no node id").description
                == "ProbeLayout: view 3 has no node id")
    }

    @Test("A failure inside a nested container names the nested layout, not the root")
    func nestedFailureNamesNestedLayout() {
        let failing = ProbeLayout(size: { _, subviews in
            subviews.reportFailure("cannot")
            return .zero
        })
        let root = RowLayout()
        #expect(throws: LayoutError.layoutFailed(layout: "ProbeLayout", message: "cannot")) {
            try LayoutPass.run(root, subviews: [ViewNode(layout: failing, children: tiles(1))], in: Self.canvas)
        }
    }
}
