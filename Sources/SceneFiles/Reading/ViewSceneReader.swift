import Foundation
import LayoutCore
import SceneCore

/// Reads view scene files (``ViewSceneDocument``): a scene file whose top level names a `view`
/// instead of a `layout`. Every error names the field and points at its line.
public enum ViewSceneReader {
    /// The fields of a view scene file.
    static let topLevelKeys = ["$schema", "version", "view", "canvas", "fps", "duration", "interactions"]
    /// The fields of an interaction; one of the gestures (the first eight) names the view.
    static let interactionKeys = ["tap", "drag", "scroll", "type", "select", "longPress", "pinch", "rotate", "at", "duration", "by", "along", "scale",
                                  "degrees", "text", "option"]
    /// The gestures an interaction can name.
    static let gestures = ["tap", "drag", "scroll", "type", "select", "longPress", "pinch", "rotate"]

    /// The view scene in the file at `url`, or `nil` when the file is not one (its top level does
    /// not name a `view`: a layout scene, read by ``SceneReader``).
    /// - Parameters:
    ///   - url: The file.
    ///   - file: The file as the user named it, for messages; `url`'s relative path by default.
    ///   - overrides: Values set from the command line (`--set`, `--fps`, `--duration`, `--device`).
    /// - Returns: The document, or `nil`.
    /// - Throws: ``SceneCore/SceneError`` for a file that cannot be read, is not JSON, or is not a
    ///   valid view scene, located in the file.
    public static func read(contentsOf url: URL, file: String? = nil, overrides: [SceneOverride] = []) throws(SceneError) -> ViewSceneDocument? {
        let file = file ?? url.relativePath
        let data = try SceneReader.contents(of: url, file: file)
        return try read(data, file: file, name: url.deletingPathExtension().lastPathComponent, overrides: overrides)
    }

    /// The view scene in `data`, or `nil` when it is not one; see ``read(contentsOf:file:overrides:)``.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The file's name, for messages.
    ///   - name: The scene's name.
    ///   - overrides: Values set from the command line.
    /// - Returns: The document, or `nil`.
    /// - Throws: ``SceneCore/SceneError`` for JSON that is not valid or a view scene that is not,
    ///   located in the file.
    public static func read(_ data: Data, file: String, name: String, overrides: [SceneOverride] = []) throws(SceneError) -> ViewSceneDocument? {
        let parsed = try SceneReader.parseJSON(data, file: file)
        guard case .object(let members) = parsed, members["view"] != nil else { return nil }
        var value = parsed
        for override in overrides { value = try override.apply(to: value, file: file) }
        do {
            return try read(JSONField(value: value, path: "", file: file), data: data, name: name)
        } catch {
            throw SceneError.locate([error], in: data)[0]
        }
    }

    private static func read(_ root: JSONField, data: Data, name: String) throws(SceneError) -> ViewSceneDocument {
        _ = try root.object(allowing: topLevelKeys)
        if let version = try root.optional("version", allowing: topLevelKeys) { try SceneReader.checkVersion(version) }
        let view = try root.required("view", allowing: topLevelKeys).string()
        let canvas = try SceneReader.readCanvas(root.required("canvas", allowing: topLevelKeys))
        let fps = try root.optional("fps", allowing: topLevelKeys)?.integer(in: SceneLimits.framesPerSecond, "fps (frames per second)")
            ?? SceneReader.defaultFramesPerSecond
        let duration = try root.optional("duration", allowing: topLevelKeys)?.positiveNumber(atMost: SceneLimits.seconds.upperBound, "the duration in seconds")
        var interactions: [ScriptedInteraction] = []
        for entry in try root.optional("interactions", allowing: topLevelKeys)?.array() ?? [] {
            let interaction = try readInteraction(entry)
            if let duration, interaction.time + (interaction.duration ?? 0) > duration + 1e-9 {
                let end = NumberText.describe(interaction.time + (interaction.duration ?? 0), decimals: 6)
                throw entry.error("it ends at \(end) s, after the scene's end at \(NumberText.describe(duration, decimals: 6)) s")
            }
            interactions.append(interaction)
        }
        return ViewSceneDocument(name: name, file: root.file, view: view, canvasSize: canvas.size, safeArea: canvas.safeArea,
                                 background: canvas.background, framesPerSecond: fps, duration: duration, interactions: interactions,
                                 source: data)
    }

    /// One interaction: exactly one gesture naming its view, when, and what the gesture needs.
    private static func readInteraction(_ field: JSONField) throws(SceneError) -> ScriptedInteraction {
        let members = try field.object(allowing: interactionKeys)
        let named = gestures.filter { members[$0] != nil }
        guard named.count == 1, let gesture = named.first else {
            throw field.error(named.isEmpty ? "an interaction names its view with one of \(gestures.joined(separator: ", ")), such as {\"tap\": \"Add\", \"at\": 1}"
                              : "an interaction is one gesture; this one has \(named.joined(separator: " and "))")
        }
        let target = try field.required(gesture, allowing: interactionKeys).string()
        let time = try field.required("at", allowing: interactionKeys).number(in: SceneLimits.seconds, "the time (at, in seconds)")
        let allowedExtras: [String: [String]] = ["tap": [], "drag": ["by", "along"], "scroll": ["by"], "type": ["text"], "select": ["option"],
                                                 "longPress": [], "pinch": ["scale"], "rotate": ["degrees"]]
        let instant = gesture == "tap" || gesture == "type" || gesture == "select"
        for key in ["by", "along", "scale", "degrees", "duration", "text", "option"] where members[key] != nil {
            guard key == "duration" ? !instant : allowedExtras[gesture, default: []].contains(key) else {
                throw try field.required(key, allowing: interactionKeys).error(
                    gesture == "tap" || gesture == "select" ? "a \(gesture) has no \(key): it happens at one moment"
                        : gesture == "type" && key == "duration" ? "typing has no duration: a character comes every 0.1 s"
                        : "a \(gesture) has no \(key)")
            }
        }
        switch gesture {
        case "tap": return ScriptedInteraction(target: target, gesture: .tap, time: time, duration: nil)
        case "type":
            let text = try field.required("text", allowing: interactionKeys).string()
            return ScriptedInteraction(target: target, gesture: .type(text: text), time: time, duration: nil)
        case "select":
            let option = try field.required("option", allowing: interactionKeys).string()
            return ScriptedInteraction(target: target, gesture: .select(option: option), time: time, duration: nil)
        default: break
        }
        let duration = try field.required("duration", allowing: interactionKeys).positiveNumber(atMost: SceneLimits.seconds.upperBound, "the duration in seconds")
        let kind: ScriptedInteraction.Gesture
        switch gesture {
        case "drag": kind = .drag(path: try readDragPath(field))
        case "scroll":
            let by = try readPoint(try field.required("by", allowing: interactionKeys))
            kind = .scroll(by: CGSize(width: by.x, height: by.y))
        case "pinch": kind = .pinch(scale: try field.required("scale", allowing: interactionKeys).positiveNumber(atMost: 100, "the scale"))
        case "rotate": kind = .rotate(degrees: try field.required("degrees", allowing: interactionKeys).number(in: -3600...3600, "the angle in degrees"))
        default: kind = .longPress
        }
        return ScriptedInteraction(target: target, gesture: kind, time: time, duration: duration)
    }

    /// A drag's path: `by` (the finger's movement from the view's centre) or `along` (points).
    private static func readDragPath(_ field: JSONField) throws(SceneError) -> [CGPoint] {
        let by = try field.optional("by", allowing: interactionKeys)
        let along = try field.optional("along", allowing: interactionKeys)
        switch (by, along) {
        case (let by?, nil):
            return [.zero, try readPoint(by)]
        case (nil, let along?):
            let points = try along.array()
            guard !points.isEmpty else { throw along.error("a drag's path has at least one point") }
            var path: [CGPoint] = []
            for point in points { path.append(try readPoint(point)) }
            return path
        case (_?, _?):
            throw field.error("a drag moves \"by\" an offset or \"along\" points, not both")
        case (nil, nil):
            throw field.error("a drag needs \"by\": [dx, dy] or \"along\": [[x, y], …], offsets from the view's centre")
        }
    }

    /// `[x, y]`, finite numbers.
    private static func readPoint(_ field: JSONField) throws(SceneError) -> CGPoint {
        let coordinates = try field.array()
        guard coordinates.count == 2 else { throw field.error("expected [x, y], found \(coordinates.count) numbers") }
        let x = try coordinates[0].number(in: -SceneReader.maximumCanvasSide...SceneReader.maximumCanvasSide, "x")
        let y = try coordinates[1].number(in: -SceneReader.maximumCanvasSide...SceneReader.maximumCanvasSide, "y")
        return CGPoint(x: x, y: y)
    }
}
