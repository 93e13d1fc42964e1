import AnimationCore
import Foundation
import SceneCore
import FrameRendering
import FrameTimeline
import LayoutCore

/// The JSON Schema (draft 2020-12) of scene files, for editors: completion, hover docs and
/// checking as you type. Shipped as `docs/scene.schema.json` and named by every scene's `"$schema"`.
///
/// It is generated from the definitions the reader itself uses (the field names of each object,
/// the layouts and their parameters with units, ranges and defaults, the animation and keyframe
/// types and their fields, colours, shapes, ``SceneLimits``), so the two cannot drift; a test
/// checks that the shipped file is what this generates (`zoetrope schema > docs/scene.schema.json`
/// writes it again) and that every field the reader knows has a description.
///
/// The schema checks what a schema can: names, types, ranges, which fields go together. A few
/// rules need the reader: a canvas's area, a spring's period, views sized to labels, a tree's ids.
public enum SceneSchema {
    /// The schema, as JSON text ending in a line break.
    public static var text: String {
        document.text() + "\n"
    }

    /// The schema as a value.
    static var document: OrderedJSON {
        object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("title", "Zoetrope scene"),
            ("description", .string("A Zoetrope scene file: a layout, its views and a timeline of animated changes to the layout's "
                + "parameters. JSON with // and /* */ comments and trailing commas allowed. docs/scene-format.md describes it.")),
            ("type", "object"),
            ("required", ["version", "canvas", "layout", "views"]),
            ("properties", object(topLevelProperties)),
            ("additionalProperties", .bool(false)),
            ("allOf", .array(LayoutRegistry.names.map { layoutRule($0) })),
            ("$defs", object(definitions)),
        ])
    }

    // MARK: Top level

    /// The descriptions of the top-level fields, in the reader's order.
    static let topLevelDescriptions: [String: String] = [
        "$schema": "The schema this file follows, for editors: \"../docs/scene.schema.json\" from scenes/.",
        "version": "The scene format's version: 1.",
        "canvas": "The picture's size in points (one point is one pixel at --scale 1), background and padding.",
        "fps": "Frames per second; frame n is at exactly n / fps seconds. Default 30.",
        "duration": "Seconds to show. Without it the scene ends when its last animation does.",
        "interpolation": "What animates: \"parameters\" interpolates the layout's parameters and runs the layout on every frame "
            + "(views follow arcs); \"positions\" interpolates where views are (straight lines, as SwiftUI animates a layout "
            + "without animatableData); \"automatic\" (the default) picks as SwiftUI does.",
        "layoutDirection": "The direction content runs in: \"leftToRight\" (the default) or \"rightToLeft\", which flips every "
            + "container's views horizontally within it, as SwiftUI does.",
        "layout": "The layout by name, and the parameters it starts with.",
        "viewDefaults": "View fields every view takes unless it gives its own.",
        "views": "The views the layout places, in order. An entry with \"repeat\": n stands for n views.",
        "timeline": "Changes, phase sequences and keyframe runs, each at a time in seconds.",
        "showSizes": "Draw every view's sizes over the frames (article 004's showSizes): true for minimum, ideal and maximum, "
            + "or a list of minimum, ideal, maximum, current.",
    ]

    private static var topLevelProperties: [(String, OrderedJSON)] {
        SceneReader.topLevelKeys.map { key in
            let schema: OrderedJSON = switch key {
            case "$schema": object([("type", "string")])
            case "version": object([("const", .number(Double(SceneReader.currentVersion)))])
            case "canvas": canvas
            case "fps": integer(SceneLimits.framesPerSecond, default: Double(SceneReader.defaultFramesPerSecond))
            case "duration": number(SceneLimits.seconds)
            case "interpolation": object([("enum", strings(InterpolationMode.allCases.map(\.rawValue))), ("default", "automatic")])
            case "layoutDirection": object([("enum", strings(LayoutDirection.allCases.map(\.rawValue))), ("default", "leftToRight")])
            case "layout": layout
            case "viewDefaults": reference("view")
            case "views": object([("type", "array"), ("items", reference("viewEntry"))])
            case "timeline": object([("type", "array"), ("items", object([("type", "object")]))])
            case "showSizes": object([("anyOf", [
                object([("type", "boolean")]),
                object([("type", "array"), ("items", object([("enum", strings(SceneReader.sizeRequestOrder))]))]),
            ])])
            default: object([])
            }
            return (key, described(schema, topLevelDescriptions[key]))
        }
    }

    private static var canvas: OrderedJSON {
        let descriptions = [
            "width": "Width in points.", "height": "Height in points.",
            "background": "The background colour; white by default.", "padding": "Space kept clear on every side, in points.",
        ]
        let properties: [(String, OrderedJSON)] = SceneReader.canvasKeys.map { key in
            let schema: OrderedJSON = switch key {
            case "width", "height": positive(atMost: SceneReader.maximumCanvasSide)
            case "background": reference("color")
            default: object([("type", "number"), ("minimum", 0)])
            }
            return (key, described(schema, descriptions[key]))
        }
        return object([("type", "object"), ("required", ["width", "height"]), ("properties", object(properties)),
                       ("additionalProperties", .bool(false))])
    }

    private static var layout: OrderedJSON {
        object([
            ("type", "object"),
            ("required", ["name"]),
            ("properties", object(SceneReader.layoutKeys.map { key in
                key == "name"
                    ? (key, described(object([("enum", strings(LayoutRegistry.names))]), "The layout (zoetrope layouts lists them)."))
                    : (key, described(object([("type", "object")]), "The layout's parameters as the scene starts."))
            })),
            ("additionalProperties", .bool(false)),
        ])
    }

    /// For the layout named `name`: its parameters, and the timeline entries that set them.
    private static func layoutRule(_ name: String) -> OrderedJSON {
        object([
            ("if", object([("properties", object([("layout", object([("properties", object([("name", object([("const", .string(name))]))]))]))])),
                           ("required", ["layout"])])),
            ("then", object([("properties", object([
                ("layout", object([("properties", object([("parameters", reference("\(name).parameters"))]))])),
                ("timeline", object([("items", reference("\(name).entry"))])),
            ]))])),
        ])
    }

    // MARK: Definitions

    private static var definitions: [(String, OrderedJSON)] {
        [
            ("color", color),
            ("view", view(cycling: false)),
            ("viewEntry", viewEntry),
            ("animation", animation),
            ("repeat", repeatObject),
            ("spring", spring),
            ("curve", curve),
        ] + LayoutRegistry.names.flatMap { layoutDefinitions($0) }
    }

    private static var color: OrderedJSON {
        described(object([("anyOf", [
            object([("enum", strings(RGBAColor.named.keys.sorted()))]),
            object([("type", "string"), ("pattern", "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")]),
        ])]), "A SwiftUI colour name, or hex: #RGB, #RRGGBB or #RRGGBBAA.")
    }

    /// The descriptions of a view's fields.
    static let viewDescriptions: [String: String] = [
        "shape": "The view's shape.",
        "width": "The width it always takes, like .frame(width:); without it the view is sized to its label.",
        "height": "The height it always takes; without it the view is sized to its label.",
        "cornerRadius": "The corner radius of a roundedRectangle, in points; 8 by default.",
        "fill": "The fill colour; black by default.",
        "opacity": "Opacity, 0 to 1; 1 by default.",
        "label": "Text drawn at the centre. In a repeated entry, {i} and {n} stand for the view's number in the repeat, from 0 and from 1.",
        "labelColor": "The label's colour; black by default.",
        "fontSize": "The label's size in points; 17 by default.",
        "padding": "Space around the label when the view is sized to it, in points.",
        "flexible": "Whether the view takes any size it is offered, its size being only its ideal.",
        "id": "The view's node id, for the tree layout. {i} and {n} as in label.",
        "parent": "The node id of the view's parent, for the tree layout. {i} and {n} as in label.",
    ]

    /// One value of a view field.
    private static func viewField(_ key: String) -> OrderedJSON {
        switch key {
        case "shape": object([("enum", strings(ShapeSpec.allCases.map(\.rawValue)))])
        case "width", "height": positive(atMost: SceneReader.maximumCanvasSide)
        case "cornerRadius", "padding": number(0...SceneReader.maximumCanvasSide)
        case "fill", "labelColor": reference("color")
        case "opacity": number(SceneLimits.opacity)
        case "fontSize": positive(atMost: SceneLimits.fontSize)
        case "flexible": object([("type", "boolean")])
        default: object([("type", "string")])
        }
    }

    /// A view's fields, each one value (`viewDefaults`, an entry without `repeat`) or, in a
    /// repeated entry, one value or a list that the repeated views take in turn.
    private static func view(cycling: Bool) -> OrderedJSON {
        let properties: [(String, OrderedJSON)] = ViewTemplate.viewKeys.map { key in
            let single = viewField(key)
            let schema = cycling
                ? object([("anyOf", [single, object([("type", "array"), ("minItems", 1), ("items", single)])])])
                : single
            return (key, described(schema, viewDescriptions[key]))
        }
        return object([("type", "object"), ("properties", object(properties)), ("additionalProperties", .bool(false))])
    }

    private static var viewEntry: OrderedJSON {
        var properties: [(String, OrderedJSON)] = ViewTemplate.viewKeys.map { key in
            let single = viewField(key)
            return (key, described(object([("anyOf", [single, object([("type", "array"), ("minItems", 1), ("items", single)])])]),
                                   viewDescriptions[key].map { $0 + " In a repeated entry, a list gives view k item k, starting over at the end." }))
        }
        properties.append(("repeat", described(integer(SceneLimits.repeats),
                                               "The number of views this entry stands for; lists in it are taken in turn.")))
        return object([
            ("type", "object"), ("properties", object(properties)), ("additionalProperties", .bool(false)),
            // Lists only in a repeated entry.
            ("if", object([("not", object([("required", ["repeat"])]))])),
            ("then", object([("properties", object(ViewTemplate.viewKeys.map { ($0, object([("not", object([("type", "array")]))])) }))])),
        ])
    }

    // MARK: Animations

    /// The descriptions of animation fields.
    static let animationDescriptions: [String: String] = [
        "type": "The animation, by its SwiftUI name.",
        "delay": "Seconds to wait before it starts.",
        "speed": "How much faster it plays: 2 is twice as fast.",
        "repeat": "Play it again: {\"count\": n} or {\"forever\": true}, with \"autoreverses\" (true by default).",
        "duration": "Seconds it takes (for springs, its perceptual duration).",
        "controlPoints": "The timing curve's control points [x1, y1, x2, y2], x in 0...1.",
        "bounce": "How much it bounces: 0 none, up to 1; negative for a slower settle.",
        "extraBounce": "Bounce added to the preset's own.",
        "response": "The spring's response in seconds (SwiftUI's older description).",
        "dampingFraction": "How damped the spring is: 1 critically damped, less bounces.",
        "blendDuration": "Seconds over which it blends with the animation it takes over.",
        "mass": "The mass on the spring.",
        "stiffness": "The spring's stiffness.",
        "damping": "The spring's damping.",
        "initialVelocity": "The velocity it starts with, in the parameter's units per second.",
    ]

    private static func animationField(_ key: String) -> OrderedJSON {
        switch key {
        case "type": object([("enum", strings(AnimationReader.types))])
        case "delay", "duration": number(SceneLimits.seconds)
        case "speed": number(SceneLimits.speed)
        case "repeat": reference("repeat")
        case "controlPoints": object([("type", "array"), ("minItems", 4), ("maxItems", 4), ("items", object([("type", "number")]))])
        case "mass", "stiffness": object([("type", "number"), ("exclusiveMinimum", 0)])
        case "damping", "blendDuration", "dampingFraction", "response": object([("type", "number"), ("minimum", 0)])
        default: object([("type", "number")])
        }
    }

    private static var animation: OrderedJSON {
        let keys = AnimationReader.modifierKeys + Set(AnimationReader.typeKeys.values.joined()).sorted()
        let properties = keys.map { ($0, described(animationField($0), animationDescriptions[$0])) }
        let rules: [OrderedJSON] = AnimationReader.types.map { type in
            let allowed = AnimationReader.modifierKeys + (AnimationReader.typeKeys[type] ?? [])
            var then: [(String, OrderedJSON)] = [("properties", object(allowed.map { ($0, OrderedJSON.bool(true)) })),
                                                 ("additionalProperties", .bool(false))]
            if let (first, second) = AnimationReader.exclusiveKeys[type] {
                // One way of describing the spring or the other, not both.
                let anyOf = { (keys: [String]) in object([("anyOf", .array(keys.map { object([("required", strings([$0]))]) }))]) }
                then.append(("not", object([("allOf", [anyOf(first), anyOf(second)])])))
            }
            return object([
                ("if", object([("properties", object([("type", object([("const", .string(type))]))]))])),
                ("then", object(then)),
            ])
        }
        return object([("type", "object"), ("required", ["type"]), ("properties", object(properties)),
                       ("additionalProperties", .bool(false)), ("allOf", .array(rules))])
    }

    private static var repeatObject: OrderedJSON {
        object([
            ("type", "object"),
            ("properties", object(AnimationReader.repeatKeys.map { key in
                switch key {
                case "count": (key, described(integer(SceneLimits.repeats), "How many times it plays."))
                case "forever": (key, described(object([("const", .bool(true))]), "Play for ever."))
                default: (key, described(object([("type", "boolean")]), "Whether every second play runs backwards."))
                }
            })),
            ("additionalProperties", .bool(false)),
            ("oneOf", [object([("required", ["count"])]), object([("required", ["forever"])])]),
        ])
    }

    private static var spring: OrderedJSON {
        let properties: [(String, OrderedJSON)] = SpringReader.keys.map { key in
            let schema: OrderedJSON = switch key {
            case "allowOverDamping": object([("type", "boolean")])
            case "mass", "stiffness", "duration", "response", "settlingDuration", "epsilon": object([("type", "number"), ("exclusiveMinimum", 0)])
            default: object([("type", "number")])
            }
            return (key, schema)
        }
        return described(object([("anyOf", [
            object([("enum", strings(SpringReader.presets.keys.sorted()))]),
            object([("type", "object"), ("properties", object(properties)), ("additionalProperties", .bool(false))]),
        ])]), "A spring: a preset, or one of " + SpringReader.groups.map { "{" + $0.joined(separator: ", ") + "}" }.joined(separator: ", ") + ".")
    }

    private static var curve: OrderedJSON {
        described(object([("anyOf", [
            object([("enum", strings(TimelineEntryReader.namedCurves.keys.sorted()))]),
            object([("type", "array"), ("minItems", 4), ("maxItems", 4), ("items", object([("type", "number")]))]),
        ])]), "A timing curve by name, or its control points [x1, y1, x2, y2].")
    }

    // MARK: Layouts

    private static func layoutDefinitions(_ name: String) -> [(String, OrderedJSON)] {
        let parameters = LayoutRegistry.parameters(of: name) ?? []
        let parameterProperties: [(String, OrderedJSON)] = parameters.map { ($0.name, parameterSchema($0)) }
        let parametersObject = object([("type", "object"), ("properties", object(parameterProperties)), ("additionalProperties", .bool(false))])
        let set = object([("type", "object"), ("properties", object(parameterProperties)), ("additionalProperties", .bool(false)),
                          ("minProperties", 1)])
        let time = described(number(SceneLimits.seconds), "When, in seconds from the start.")
        let change = object([
            ("required", ["at", "set"]),
            ("properties", object(TimelineEntryReader.changeKeys.map { key in
                switch key {
                case "at": (key, time)
                case "animation": (key, described(reference("animation"), "How the change is animated; without it, at once."))
                default: (key, described(set, "The parameters set."))
                }
            })),
            ("additionalProperties", .bool(false)),
        ])
        let phase = object([
            ("type", "object"), ("required", ["set"]),
            ("properties", object(TimelineEntryReader.phaseStepKeys.map { key in
                switch key {
                case "set": (key, described(set, "The parameters of this phase."))
                case "animation": (key, described(reference("animation"), "How the layout moves into this phase."))
                default: (key, described(number(SceneLimits.seconds), "Seconds to stay in this phase before the next."))
                }
            })),
            ("additionalProperties", .bool(false)),
        ])
        let phases = object([
            ("required", ["at", "phases"]),
            ("properties", object(TimelineEntryReader.phaseKeys.map { key in
                switch key {
                case "at": (key, time)
                case "phases": (key, described(object([("type", "array"), ("minItems", 1), ("items", phase)]),
                                               "The states to step through, like SwiftUI's PhaseAnimator."))
                case "cycles": (key, described(integer(SceneLimits.repeats), "How many times to go through the phases; 1 by default."))
                default: (key, described(object([("const", .bool(true))]), "Go through the phases for ever."))
                }
            })),
            ("additionalProperties", .bool(false)),
        ])
        let tracks = object(parameters.map { parameter in
            (parameter.name, object([("type", "array"), ("items", keyframe(parameter))]))
        })
        let keyframes = object([
            ("required", ["at", "keyframes"]),
            ("properties", object(TimelineEntryReader.keyframeKeys.map { key in
                switch key {
                case "at": (key, time)
                case "keyframes": (key, described(object([("type", "object"), ("properties", tracks), ("additionalProperties", .bool(false)),
                                                          ("minProperties", 1)]),
                                                  "One track of keyframes per parameter, like SwiftUI's KeyframeAnimator."))
                default: (key, described(reference("repeat"), "Play the run again (keyframes play forwards unless \"autoreverses\")."))
                }
            })),
            ("additionalProperties", .bool(false)),
        ])
        let entry = object([
            ("type", "object"),
            ("if", object([("required", ["phases"])])), ("then", phases),
            ("else", object([("if", object([("required", ["keyframes"])])), ("then", keyframes), ("else", change)])),
        ])
        return [("\(name).parameters", parametersObject), ("\(name).entry", entry)]
    }

    private static func parameterSchema(_ parameter: LayoutParameterInfo) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [("type", "number")]
        if let range = parameter.validRange {
            members += [("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))]
        }
        members.append(("default", .number(parameter.defaultValue)))
        members.append(("description", .string(parameter.description)))
        return object(members)
    }

    private static func keyframe(_ parameter: LayoutParameterInfo) -> OrderedJSON {
        let descriptions = [
            "type": "linear, cubic, spring or move, as SwiftUI's LinearKeyframe, CubicKeyframe, SpringKeyframe and MoveKeyframe.",
            "to": "The value to reach: \(parameter.description).",
            "duration": "Seconds to reach it.",
            "curve": "The timing curve of a linear keyframe.",
            "spring": "The spring of a spring keyframe.",
            "startVelocity": "The velocity to start with.",
            "endVelocity": "The velocity to end with.",
        ]
        let keys = Set(TimelineEntryReader.keyframeFieldKeys.values.joined()).sorted()
        let properties: [(String, OrderedJSON)] = keys.map { key in
            let schema: OrderedJSON = switch key {
            case "type": object([("enum", strings(TimelineEntryReader.keyframeTypes))])
            case "to": parameterSchema(parameter)
            case "duration": number(SceneLimits.seconds)
            case "curve": reference("curve")
            case "spring": reference("spring")
            default: object([("type", "number")])
            }
            return (key, described(schema, descriptions[key]))
        }
        let rules: [OrderedJSON] = TimelineEntryReader.keyframeTypes.map { type in
            let allowed = TimelineEntryReader.keyframeFieldKeys[type] ?? []
            return object([
                ("if", object([("properties", object([("type", object([("const", .string(type))]))]))])),
                ("then", object([("properties", object(allowed.map { ($0, OrderedJSON.bool(true)) })), ("additionalProperties", .bool(false))])),
            ])
        }
        return object([("type", "object"), ("required", ["type", "to"]), ("properties", object(properties)),
                       ("additionalProperties", .bool(false)), ("allOf", .array(rules))])
    }

    // MARK: Building blocks

    private static func object(_ members: [(String, OrderedJSON)]) -> OrderedJSON { .object(members) }

    private static func strings(_ values: [String]) -> OrderedJSON { .array(values.map { .string($0) }) }

    private static func reference(_ name: String) -> OrderedJSON { .object([("$ref", .string("#/$defs/\(name)"))]) }

    private static func number(_ range: ClosedRange<Double>) -> OrderedJSON {
        .object([("type", "number"), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))])
    }

    private static func positive(atMost limit: Double) -> OrderedJSON {
        .object([("type", "number"), ("exclusiveMinimum", 0), ("maximum", .number(limit))])
    }

    private static func integer(_ range: ClosedRange<Int>, default value: Double? = nil) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [("type", "integer"), ("minimum", .number(Double(range.lowerBound))),
                                                ("maximum", .number(Double(range.upperBound)))]
        if let value { members.append(("default", .number(value))) }
        return .object(members)
    }

    /// `schema` with its description set, when there is one.
    private static func described(_ schema: OrderedJSON, _ description: String?) -> OrderedJSON {
        guard let description, case .object(let members) = schema else { return schema }
        return .object(members.filter { $0.0 != "description" } + [("description", .string(description))])
    }
}

extension OrderedJSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(arrayLiteral elements: OrderedJSON...) { self = .array(elements) }
}
