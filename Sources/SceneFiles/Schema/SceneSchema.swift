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
            "device": "A device whose screen is the canvas, instead of width and height: its size and safe area (`zoetrope devices` lists them).",
            "orientation": "How the device is held; portrait by default.",
            "background": "The background colour; white by default.",
            "padding": "Space kept clear on every side (inside a device's safe area), in points.",
        ]
        let properties: [(String, OrderedJSON)] = SceneReader.canvasKeys.map { key in
            let schema: OrderedJSON = switch key {
            case "width", "height": positive(atMost: SceneReader.maximumCanvasSide)
            case "background": reference("color")
            case "device": object([("enum", strings(Device.catalog.flatMap { [$0.name] + $0.otherNames }))])
            case "orientation": object([("enum", ["portrait", "landscape"])])
            default: object([("type", "number"), ("minimum", 0)])
            }
            return (key, described(schema, descriptions[key]))
        }
        // Either a device (and perhaps its orientation), or a width and a height.
        let sized = object([("required", ["width", "height"]), ("not", object([("anyOf", [object([("required", ["device"])]),
                                                                                        object([("required", ["orientation"])])])]))])
        let onDevice = object([("required", ["device"]), ("not", object([("anyOf", [object([("required", ["width"])]),
                                                                                   object([("required", ["height"])])])]))])
        return object([("type", "object"), ("oneOf", [sized, onDevice]), ("properties", object(properties)),
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
            ("paint", paint),
            ("gradient", gradient),
            ("unitPoint", unitPoint),
            ("stroke", stroke),
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
        "fill": "The fill: a colour or a gradient; black by default.",
        "stroke": "A line along the outline: a colour or gradient (1 point wide), or SwiftUI's StrokeStyle fields; none by default.",
        "trim": "The part of the outline drawn, as .trim(from:to:): fractions of its length from three o'clock (a circle), clockwise.",
        "path": "SVG path data (M, L, H, V, C, S, Q, T, A, Z) in points in the view's frame, for shape \"path\".",
        "fillRule": "nonZero (the default) or evenOdd, as FillStyle(eoFill:).",
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
        case "shape": object([("enum", strings(SceneReader.shapeNames))])
        case "width", "height": positive(atMost: SceneReader.maximumCanvasSide)
        case "cornerRadius", "padding": number(0...SceneReader.maximumCanvasSide)
        case "labelColor": reference("color")
        case "fill": reference("paint")
        case "stroke": reference("stroke")
        case "trim": trim
        case "fillRule": object([("enum", strings(["nonZero", "evenOdd"]))])
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
}
