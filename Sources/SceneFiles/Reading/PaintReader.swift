import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// Reads what a scene view is painted with: a `fill` or stroke colour that may be a gradient, a
/// `stroke` with SwiftUI's `StrokeStyle`, and a `trim`.
///
/// A gradient is an object naming its kind, as SwiftUI's four gradient views:
/// `{"gradient": "linear", "colors": ["red", "blue"], "startPoint": "top", "endPoint": "bottom"}`;
/// `"radial"` (`center`, `startRadius`, `endRadius` in points), `"elliptical"` (`center`,
/// `startRadiusFraction`, `endRadiusFraction` of the frame), `"angular"` (`center`, `startAngle`,
/// `endAngle` in degrees, clockwise from three o'clock). Its colours are `colors` spaced evenly
/// from 0 to 1, or `stops` (`[{"color": "red", "location": 0.2}, …]`).
enum PaintReader {
    /// The fields of a gradient object.
    static let gradientKeys = ["gradient", "colors", "stops", "startPoint", "endPoint", "center", "startRadius", "endRadius",
                               "startRadiusFraction", "endRadiusFraction", "startAngle", "endAngle"]
    /// The fields of a stroke object.
    static let strokeKeys = ["color", "lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]
    /// The gradients' kinds.
    static let gradientKinds = ["linear", "radial", "elliptical", "angular"]
    /// SwiftUI's named unit points.
    static let unitPoints: [(String, UnitPoint)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing), ("leading", .leading), ("center", .center),
        ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]
    /// The most dash lengths a stroke may have.
    static let maximumDashes = 64
    /// The most stops a gradient may have.
    static let maximumStops = 256

    /// A colour or a gradient: the colour the view is filled with (a gradient's first), and the gradient.
    static func readPaint(_ field: JSONField) throws(SceneError) -> (color: RGBAColor, gradient: GradientSpec?) {
        guard case .object = field.value else { return (try SceneReader.readColor(field), nil) }
        let gradient = try readGradient(field)
        return (gradient.leadingColor, gradient)
    }

    /// A gradient object.
    static func readGradient(_ field: JSONField) throws(SceneError) -> GradientSpec {
        let keys = gradientKeys
        let kindName = try field.required("gradient", allowing: keys).choice(of: gradientKinds, "gradient")
        let stops = try readStops(of: field)
        let allowed: Set<String> = switch kindName {
        case "linear": ["startPoint", "endPoint"]
        case "radial": ["center", "startRadius", "endRadius"]
        case "elliptical": ["center", "startRadiusFraction", "endRadiusFraction"]
        default: ["center", "startAngle", "endAngle"]
        }
        for (key, member) in try field.members(allowing: keys) where !["gradient", "colors", "stops"].contains(key) && !allowed.contains(key) {
            throw member.error("is not a field of a \(kindName) gradient, which takes \(allowed.sorted().joined(separator: ", "))")
        }
        let center = try field.optional("center", allowing: keys).map { f throws(SceneError) in try readUnitPoint(f) } ?? .center
        let kind: GradientSpec.Kind
        switch kindName {
        case "linear":
            kind = .linear(startPoint: try field.optional("startPoint", allowing: keys).map { f throws(SceneError) in try readUnitPoint(f) } ?? .top,
                           endPoint: try field.optional("endPoint", allowing: keys).map { f throws(SceneError) in try readUnitPoint(f) } ?? .bottom)
        case "radial":
            let startRadius = try field.optional("startRadius", allowing: keys)?.number(in: 0...SceneReader.maximumCanvasSide, "a radius") ?? 0
            let endRadius = try field.required("endRadius", allowing: keys).number(in: 0...SceneReader.maximumCanvasSide, "a radius")
            kind = .radial(center: center, startRadius: startRadius, endRadius: endRadius)
        case "elliptical":
            let start = try field.optional("startRadiusFraction", allowing: keys)?.number(in: 0...100, "a fraction of the frame") ?? 0
            let end = try field.optional("endRadiusFraction", allowing: keys)?.number(in: 0...100, "a fraction of the frame") ?? 0.5
            kind = .elliptical(center: center, startRadiusFraction: start, endRadiusFraction: end)
        default:
            let start = try field.optional("startAngle", allowing: keys)?.number(in: -36000...36000, "an angle in degrees") ?? 0
            let end = try field.optional("endAngle", allowing: keys)?.number(in: -36000...36000, "an angle in degrees") ?? start + 360
            // Equal angles draw the whole turn, as SwiftUI's do.
            kind = .angular(center: center, startAngle: start * .pi / 180, endAngle: (end == start ? start + 360 : end) * .pi / 180)
        }
        return GradientSpec(stops: stops, kind: kind)
    }

    /// A gradient's `colors` (spaced evenly, as SwiftUI's `Gradient(colors:)`) or `stops`.
    private static func readStops(of field: JSONField) throws(SceneError) -> [GradientPaint.Stop] {
        let keys = gradientKeys
        let colors = try field.optional("colors", allowing: keys)
        let stops = try field.optional("stops", allowing: keys)
        switch (colors, stops) {
        case (let colors?, nil):
            let items = try colors.array()
            guard (1...maximumStops).contains(items.count) else { throw colors.error("gives \(items.count) colours; a gradient takes 1 to \(maximumStops)") }
            let last = Double(max(items.count - 1, 1))
            var read: [GradientPaint.Stop] = []
            for (index, item) in items.enumerated() {
                read.append(GradientPaint.Stop(color: try SceneReader.readColor(item), location: Double(index) / last))
            }
            return read
        case (nil, let stops?):
            let items = try stops.array()
            guard (1...maximumStops).contains(items.count) else { throw stops.error("gives \(items.count) stops; a gradient takes 1 to \(maximumStops)") }
            var read: [GradientPaint.Stop] = []
            for item in items {
                let color = try SceneReader.readColor(try item.required("color", allowing: ["color", "location"]))
                let location = try item.required("location", allowing: ["color", "location"]).number(in: 0...1, "a stop's location")
                read.append(GradientPaint.Stop(color: color, location: location))
            }
            return read
        case (.some, .some):
            throw field.error("gives both \"colors\" and \"stops\"; a gradient takes one of them")
        case (nil, nil):
            throw field.error("missing \"colors\" or \"stops\": a gradient needs its colours")
        }
    }

    /// A unit point: a name (`"topLeading"`) or `{"x": 0.25, "y": 1}`.
    static func readUnitPoint(_ field: JSONField) throws(SceneError) -> UnitPoint {
        if case .object = field.value {
            let x = try field.required("x", allowing: ["x", "y"]).number(in: -100...100, "a unit point's x")
            let y = try field.required("y", allowing: ["x", "y"]).number(in: -100...100, "a unit point's y")
            return UnitPoint(x: x, y: y)
        }
        let name = try field.choice(of: unitPoints.map(\.0), "unit point")
        return unitPoints.first { $0.0 == name }?.1 ?? .center
    }

    /// A `stroke`: a colour (1 point wide) or an object with SwiftUI's `StrokeStyle` fields.
    static func readStroke(_ field: JSONField) throws(SceneError) -> (stroke: Stroke, gradient: GradientSpec?) {
        guard case .object(let members) = field.value, members["gradient"] == nil else {
            let paint = try readPaint(field)
            return (Stroke(color: paint.color), paint.gradient)
        }
        let keys = strokeKeys
        let paint = try field.optional("color", allowing: keys).map { f throws(SceneError) in try readPaint(f) } ?? (.black, nil)
        let width = try field.optional("lineWidth", allowing: keys)?.number(in: 0...SceneReader.maximumCanvasSide, "a line width") ?? 1
        let cap = try field.optional("lineCap", allowing: keys)?.choice(of: ["butt", "round", "square"], "line cap") ?? "butt"
        let join = try field.optional("lineJoin", allowing: keys)?.choice(of: ["miter", "round", "bevel"], "line join") ?? "miter"
        let miterLimit = try field.optional("miterLimit", allowing: keys)?.number(in: 1...1000, "a miter limit") ?? 10
        var dash: [Double] = []
        if let dashField = try field.optional("dash", allowing: keys) {
            let items = try dashField.array()
            guard items.count <= maximumDashes else { throw dashField.error("gives \(items.count) lengths; a dash takes at most \(maximumDashes)") }
            for item in items { dash.append(try item.number(in: 0...SceneReader.maximumCanvasSide, "a dash length")) }
            if !dash.isEmpty, dash.allSatisfy({ $0 == 0 }) {
                throw dashField.error("has only zero lengths, which draw nothing; leave \"dash\" out for a solid line")
            }
        }
        let phase = try field.optional("dashPhase", allowing: keys)?.number(in: -SceneReader.maximumCanvasSide...SceneReader.maximumCanvasSide, "a dash phase") ?? 0
        let stroke = Stroke(color: paint.color, width: width, dash: dash, dashPhase: phase,
                            lineCap: cap == "round" ? .round : cap == "square" ? .square : .butt,
                            lineJoin: join == "round" ? .round : join == "bevel" ? .bevel : .miter, miterLimit: miterLimit)
        return (stroke, paint.gradient)
    }

    /// A `trim`: `{"from": 0, "to": 0.75}`, each a fraction of the outline's length, as SwiftUI's
    /// `.trim(from:to:)`; `from` after `to` draws nothing, as SwiftUI's does.
    static func readTrim(_ field: JSONField) throws(SceneError) -> (from: Double, to: Double) {
        let from = try field.optional("from", allowing: ["from", "to"])?.number(in: 0...1, "a fraction of the outline") ?? 0
        let to = try field.optional("to", allowing: ["from", "to"])?.number(in: 0...1, "a fraction of the outline") ?? 1
        return (from, to)
    }
}
