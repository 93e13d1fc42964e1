import Foundation

extension SceneSchema {
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

    static var animation: OrderedJSON {
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

    static var repeatObject: OrderedJSON {
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

    static var spring: OrderedJSON {
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

    static var curve: OrderedJSON {
        described(object([("anyOf", [
            object([("enum", strings(TimelineEntryReader.namedCurves.keys.sorted()))]),
            object([("type", "array"), ("minItems", 4), ("maxItems", 4), ("items", object([("type", "number")]))]),
        ])]), "A timing curve by name, or its control points [x1, y1, x2, y2].")
    }
}
