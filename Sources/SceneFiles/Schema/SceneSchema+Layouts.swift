import Foundation

extension SceneSchema {
    // MARK: Layouts

    static func layoutDefinitions(_ name: String) -> [(String, OrderedJSON)] {
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
}
