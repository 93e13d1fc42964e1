import Foundation

extension SceneSchema {
    // MARK: Paints: gradients, strokes, unit points

    /// A colour or a gradient: what `fill` and a stroke's `color` take.
    static var paint: OrderedJSON {
        described(object([("anyOf", [reference("color"), reference("gradient")])]), "A colour, or a gradient object.")
    }

    /// A gradient object, its fields by kind as ``PaintReader`` reads them.
    static var gradient: OrderedJSON {
        let extent = SceneReader.maximumCanvasSide
        let stop = object([("type", "object"), ("properties", object([("color", reference("color")), ("location", number(0...1))])),
                           ("required", ["color", "location"]), ("additionalProperties", .bool(false))])
        let common: [(String, OrderedJSON)] = [
            ("colors", described(object([("type", "array"), ("minItems", 1), ("maxItems", .number(Double(PaintReader.maximumStops))),
                                         ("items", reference("color"))]), "Colours spaced evenly from 0 to 1.")),
            ("stops", described(object([("type", "array"), ("minItems", 1), ("maxItems", .number(Double(PaintReader.maximumStops))),
                                        ("items", stop)]), "Colours at locations from 0 to 1.")),
        ]
        func kind(_ name: String, _ fields: [(String, OrderedJSON)], required: [String] = []) -> OrderedJSON {
            object([
                ("type", "object"),
                ("properties", object([("gradient", object([("const", .string(name))]))] + common + fields)),
                ("required", .array((["gradient"] + required).map { .string($0) })),
                ("oneOf", [object([("required", ["colors"])]), object([("required", ["stops"])])]),
                ("additionalProperties", .bool(false)),
            ])
        }
        let angle = number(-36000...36000)
        return described(object([("oneOf", [
            kind("linear", [("startPoint", reference("unitPoint")), ("endPoint", reference("unitPoint"))]),
            kind("radial", [("center", reference("unitPoint")), ("startRadius", number(0...extent)), ("endRadius", number(0...extent))],
                 required: ["endRadius"]),
            kind("elliptical", [("center", reference("unitPoint")), ("startRadiusFraction", number(0...100)),
                                ("endRadiusFraction", number(0...100))]),
            kind("angular", [("center", reference("unitPoint")), ("startAngle", angle), ("endAngle", angle)]),
        ])]), "A gradient, as SwiftUI's LinearGradient, RadialGradient, EllipticalGradient or AngularGradient; angles in degrees.")
    }

    /// A point in a view's frame, as a fraction of its size.
    static var unitPoint: OrderedJSON {
        described(object([("anyOf", [
            object([("enum", strings(PaintReader.unitPoints.map(\.0)))]),
            object([("type", "object"), ("properties", object([("x", number(-100...100)), ("y", number(-100...100))])),
                    ("required", ["x", "y"]), ("additionalProperties", .bool(false))]),
        ])]), "A named unit point, or {\"x\": 0.5, \"y\": 0} as fractions of the frame.")
    }

    /// A stroke: a paint, or SwiftUI's StrokeStyle fields.
    static var stroke: OrderedJSON {
        let extent = SceneReader.maximumCanvasSide
        let style = object([
            ("type", "object"),
            ("properties", object([
                ("color", reference("paint")),
                ("lineWidth", number(0...extent)),
                ("lineCap", object([("enum", strings(["butt", "round", "square"]))])),
                ("lineJoin", object([("enum", strings(["miter", "round", "bevel"]))])),
                ("miterLimit", number(1...1000)),
                ("dash", object([("type", "array"), ("maxItems", .number(Double(PaintReader.maximumDashes))), ("items", number(0...extent))])),
                ("dashPhase", number(-extent...extent)),
            ])),
            ("additionalProperties", .bool(false)),
        ])
        return described(object([("anyOf", [reference("paint"), style])]),
                         "A 1-point line of a colour or gradient, or an object with color, lineWidth, lineCap, lineJoin, miterLimit, dash and dashPhase.")
    }

    /// A trim: the part of the outline drawn.
    static var trim: OrderedJSON {
        object([("type", "object"), ("properties", object([("from", number(0...1)), ("to", number(0...1))])),
                ("additionalProperties", .bool(false))])
    }
}
