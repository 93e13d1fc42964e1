import FileAccess
import AnimationCore
import Foundation
import SceneCore
import FrameRendering
import FrameTimeline
import LayoutCore

/// Reads scene files: JSON in, a validated ``SceneDocument`` out, or a ``SceneError`` that names
/// the file, the field path and the value.
public enum SceneReader {
    /// The only format version so far.
    public static let currentVersion = 1
    /// The largest canvas side, in points.
    public static let maximumCanvasSide: Double = 16_384
    /// The largest canvas area, in pixels (8192 × 8192): about 256 MiB per frame in memory.
    public static let maximumCanvasArea: Double = 67_108_864

    /// The largest scene file read, in bytes (16 MiB).
    public static let maximumFileSize = JSONParser.maximumSize

    /// Reads a scene file.
    ///
    /// Regular files and pipes (`/dev/stdin`, a shell's `<(command)`) are read; a folder, a device
    /// or a file larger than ``maximumFileSize`` is refused without reading it whole.
    /// - Parameters:
    ///   - url: The file.
    ///   - file: The file's name in messages; its relative path by default.
    ///   - overrides: Values to set in the scene, as with ``read(_:file:name:overrides:)``.
    ///   - budget: The most work the scene may ask for (views, labels); ``WorkBudget/standard`` by default.
    /// - Returns: The scene, named after the file.
    /// - Throws: ``SceneError``: of kind ``SceneError/Kind/unreadable`` when the file cannot be
    ///   read, saying why in words ("permission denied", "it is a folder, not a file").
    public static func read(contentsOf url: URL, file: String? = nil, overrides: [SceneOverride] = [],
                            budget: WorkBudget = .standard) throws(SceneError) -> SceneDocument {
        do {
            return try readReportingAll(contentsOf: url, file: file, overrides: overrides, budget: budget)
        } catch {
            throw error.first
        }
    }

    /// Reads a scene from JSON data.
    /// - Parameters:
    ///   - data: The JSON.
    ///   - file: The file name to use in messages.
    ///   - name: The scene's name.
    /// - Returns: The scene.
    /// - Throws: ``SceneError`` when the data is not a valid scene.
    public static func read(_ data: Data, file: String, name: String) throws(SceneError) -> SceneDocument {
        try read(data, file: file, name: name, overrides: [])
    }

    /// Reads a scene with values set from outside the file (the command line's `--set`, `--fps`,
    /// `--duration`), each checked as the file's own values are; an error about one names it.
    /// - Parameters:
    ///   - data: The scene file's bytes.
    ///   - file: The file name, for messages.
    ///   - name: The scene's name.
    ///   - overrides: The values to set, in order.
    /// - Returns: The scene. Its ``SceneDocument/source`` is the file's bytes followed by the
    ///   overrides, so manifests tell a scene with overrides from one without.
    /// - Throws: ``SceneError``.
    public static func read(_ data: Data, file: String, name: String, overrides: [SceneOverride]) throws(SceneError) -> SceneDocument {
        do {
            return try readReportingAll(data, file: file, name: name, overrides: overrides)
        } catch {
            throw error.first
        }
    }

    /// Reads a scene file and reports every problem it finds rather than only the first: each
    /// top-level field, each view and each timeline entry is read on its own, so a problem in one
    /// does not hide a problem in another (what `zoetrope validate` prints). Within one of them,
    /// reading goes on past unknown fields (each reported) and stops at its first other problem.
    /// - Parameters:
    ///   - url: The file.
    ///   - file: The file's name in messages; its relative path by default.
    ///   - overrides: Values to set in the scene, as with ``read(_:file:name:overrides:)``.
    ///   - budget: The most work the scene may ask for (views, labels); ``WorkBudget/standard`` by default.
    /// - Returns: The scene, when there is no problem.
    /// - Throws: ``SceneErrors``, each located in the file, in the order of the file's fields.
    public static func readReportingAll(contentsOf url: URL, file: String? = nil, overrides: [SceneOverride] = [],
                                        budget: WorkBudget = .standard) throws(SceneErrors) -> SceneDocument {
        let file = file ?? url.relativePath
        let bytes: Data
        do {
            bytes = try contents(of: url, file: file)
        } catch {
            throw SceneErrors([error])
        }
        return try readReportingAll(bytes, file: file, name: url.deletingPathExtension().lastPathComponent, overrides: overrides,
                                    budget: budget)
    }

    /// The bytes of the scene file at `url`, at most ``maximumFileSize`` of them.
    /// - Throws: ``SceneCore/SceneError`` for a file too large for a scene, or one that cannot be
    ///   read (``SceneCore/SceneError/Kind/unreadable``).
    static func contents(of url: URL, file: String) throws(SceneError) -> Data {
        do {
            return Data(try BinaryFile.contents(of: url, atMost: maximumFileSize))
        } catch {
            if error.isTooLarge {
                throw SceneError(file: file, path: "", message: "the file is too large for a scene: \(error.reason) (\(maximumFileSize / 1_048_576) MiB)")
            }
            throw SceneError(file: file, path: "", message: "cannot read the scene file: \(error.reason)", kind: .unreadable)
        }
    }

    /// Reads a scene, reporting every problem found; see ``readReportingAll(contentsOf:file:overrides:)``.
    static func readReportingAll(_ data: Data, file: String, name: String, overrides: [SceneOverride],
                                 budget: WorkBudget = .standard) throws(SceneErrors) -> SceneDocument {
        let parsed: JSONValue
        do {
            parsed = try parseJSON(data, file: file)
        } catch {
            throw SceneErrors([error])
        }
        var value = parsed
        for override in overrides {
            do {
                value = try override.apply(to: value, file: file)
            } catch {
                throw SceneErrors([error])
            }
        }
        var document: SceneDocument
        do throws(SceneErrors) {
            document = try readDocument(JSONField(value: value, path: "", file: file, unknownFields: UnknownFieldLog()), name: name, budget: budget)
        } catch {
            throw SceneErrors(SceneError.locate(error.errors.map { explain($0, overrides: overrides) }, in: data), unlisted: error.unlisted)
        }
        document.source = overrides.isEmpty ? data : data + Data(("\n" + overrides.map(\.description).joined(separator: "\n")).utf8)
        return document
    }

    /// An error about a value set from the command line names the option that set it (and is not
    /// located in the file); any other is returned as it is, to be located.
    private static func explain(_ error: SceneError, overrides: [SceneOverride]) -> SceneError {
        let related = { (override: SceneOverride) in
            error.path == override.fieldPath || error.path.hasPrefix(override.fieldPath + ".")
                || error.path.hasPrefix(override.fieldPath + "[") || override.fieldPath.hasPrefix(error.path + ".")
        }
        guard let override = overrides.last(where: related) else { return error }
        var explained = SceneError(file: error.file, path: error.path, message: "\(error.message) (set by \(override.origin))")
        explained.isInFile = false
        return explained
    }

    /// The JSON value of a scene file, or an error with its line, column and source line.
    static func parseJSON(_ data: Data, file: String) throws(SceneError) -> JSONValue {
        do {
            return try JSONParser.parse(data)
        } catch {
            throw SceneError(file: file, path: "", message: "not valid JSON: \(error.message)").at(error.offset, in: data)
        }
    }

    static let topLevelKeys = ["version", "canvas", "fps", "duration", "interpolation", "layoutDirection", "layout", "viewDefaults",
                               "views", "timeline", "showSizes", "$schema"]

    /// The document, or every problem found in it: each top-level field, view and timeline entry
    /// read on its own (timeline entries only once the layout, whose parameters they set, is known).
    private static func readDocument(_ root: JSONField, name: String, budget: WorkBudget) throws(SceneErrors) -> SceneDocument {
        var found = ErrorCollector()
        found.unknownFields = root.unknownFields
        _ = found.attempt { () throws(SceneError) in try root.object(allowing: topLevelKeys) }
        _ = found.attempt { () throws(SceneError) in try readVersion(root) }
        let canvas = found.attempt { () throws(SceneError) in try readCanvas(root.required("canvas", allowing: topLevelKeys)) }
        let layout = found.attempt { () throws(SceneError) in try readLayout(root.required("layout", allowing: topLevelKeys)) }
        let frameRate = found.attempt { () throws(SceneError) in try readFrameRate(root.optional("fps", allowing: topLevelKeys), in: root) }
        let duration = found.attempt { () throws(SceneError) in
            try root.optional("duration", allowing: topLevelKeys)?.number(in: SceneLimits.seconds, "the duration in seconds")
        }
        let interpolation = found.attempt { () throws(SceneError) in try readInterpolation(root.optional("interpolation", allowing: topLevelKeys)) }
        let layoutDirection = found.attempt { () throws(SceneError) in
            try root.optional("layoutDirection", allowing: topLevelKeys).map { field throws(SceneError) in
                LayoutDirection(rawValue: try field.choice(of: LayoutDirection.allCases.map(\.rawValue), "layout direction")) ?? .leftToRight
            } ?? .leftToRight
        }
        let defaults = found.attempt { () throws(SceneError) in try readViewDefaults(root.optional("viewDefaults", allowing: topLevelKeys)) }
        var templates: [ViewTemplate] = []
        for field in found.attempt({ () throws(SceneError) in try root.required("views", allowing: topLevelKeys).array() }) ?? [] {
            if let template = found.attempt({ () throws(SceneError) in try ViewTemplate(field, defaults: defaults ?? [:], textLength: budget.labelLength) }) {
                templates.append(template)
            }
        }
        // Counted before any view is made, so that a huge "repeat" costs nothing.
        let viewCount = templates.reduce(0) { $0 + $1.count }
        var views: [ViewSpec] = []
        var sources: [ViewSource] = []
        if viewCount > budget.views {
            let crossing = templates.reduce(into: (sum: 0, entry: nil as ViewTemplate?)) { state, template in
                state.sum += template.count
                if state.entry == nil, state.sum > budget.views { state.entry = template }
            }.entry
            let path = crossing.map { $0.isRepeated ? "\($0.entry.path).repeat" : "views" } ?? "views"
            _ = found.attempt { () throws(SceneError) in
                throw SceneError(file: root.file, path: path, message: "\(viewCount) views; the most is \(budget.views) \(WorkBudget.advice)")
            }
        } else {
            for template in templates {
                for index in 0..<template.count {
                    let view = found.attempt { () throws(SceneError) -> ViewSpec in
                        do throws(SceneError) {
                            return try readView(template.view(index))
                        } catch {
                            throw template.attribute(error, view: index)
                        }
                    }
                    if let view {
                        views.append(view)
                        sources.append(ViewSource(path: template.entry.path, copy: index, copies: template.count))
                    }
                }
            }
        }
        var timeline: [TimelineEntry] = []
        // With an unknown layout, the timeline is still read, against every layout's parameters,
        // so that a misspelt parameter shows in the same run.
        let reader = layout.map { TimelineEntryReader(layoutName: $0.name, parameterNames: LayoutRegistry.parameterNames(of: $0.name)) }
            ?? TimelineEntryReader(layoutName: "", parameterNames: LayoutRegistry.allParameterNames)
        for field in found.attempt({ () throws(SceneError) in try root.optional("timeline", allowing: topLevelKeys)?.array() ?? [] }) ?? [] {
            if let entry = found.attempt({ () throws(SceneError) in try reader.read(field) }) { timeline.append(entry) }
        }
        let showSizes = found.attempt { () throws(SceneError) in try readShowSizes(root.optional("showSizes", allowing: topLevelKeys)) }
        found.listUnknownFields()
        guard found.isEmpty, let canvas, let layout, let frameRate, let duration, let interpolation,
              let layoutDirection, let showSizes else {
            // Every field missing here has an error; the fallback only keeps the list from being empty.
            throw found.errors(or: root.error("could not be read"))
        }
        var document = SceneDocument(
            name: name, file: root.file, canvasSize: canvas.size, background: canvas.background, padding: canvas.padding,
            frameRate: frameRate, duration: duration, interpolation: interpolation, layoutDirection: layoutDirection, layout: layout,
            views: views, timeline: timeline, showSizes: showSizes)
        document.viewSources = sources
        document.safeArea = canvas.safeArea
        return document
    }

    /// The format version, which must be this reader's.
    private static func readVersion(_ root: JSONField) throws(SceneError) {
        try checkVersion(root.required("version", allowing: topLevelKeys))
    }

    /// Refuses a `version` field other than the one this Zoetrope reads.
    static func checkVersion(_ field: JSONField) throws(SceneError) {
        let version = try field.integer(in: 1...Int.max, "the version")
        guard version == currentVersion else {
            throw field.error("version \(version) is not supported; this Zoetrope reads version \(currentVersion)")
        }
    }

    /// The size requests' names, in the order messages list them.
    static let sizeRequestOrder = ["minimum", "ideal", "maximum", "current"]

    /// The size requests `showSizes` accepts by name.
    public static let sizeRequestNames: [String: SizeRequest] = [
        "minimum": .minimum, "ideal": .ideal, "maximum": .maximum, "current": .current,
    ]

    /// `true` for minimum, ideal and maximum (article 004's default); `false` for none; or a list of names.
    private static func readShowSizes(_ field: JSONField?) throws(SceneError) -> [SizeRequest] {
        guard let field else { return [] }
        if case .bool(let on) = field.value { return on ? SizeRequest.standard : [] }
        let names = sizeRequestOrder
        guard case .array = field.value else {
            throw field.error("\(field.value.summary) is not true, false or a list of \(names.joined(separator: ", "))")
        }
        var requests: [SizeRequest] = []
        for item in try field.array() {
            let name = try item.choice(of: names, "size request")
            if let request = sizeRequestNames[name], !requests.contains(request) { requests.append(request) }
        }
        return requests
    }

    // MARK: Canvas and clock

    /// The fields of `canvas`.
    static let canvasKeys = ["width", "height", "device", "orientation", "background", "padding"]

    /// What `canvas` says: its size, its safe area (a device's), background and padding.
    struct Canvas {
        var size: CGSize
        var safeArea: EdgeInsets
        var background: RGBAColor
        var padding: Double
    }

    static func readCanvas(_ field: JSONField) throws(SceneError) -> Canvas {
        let keys = canvasKeys
        let (size, safeArea) = try readCanvasSize(field)
        let background = try field.optional("background", allowing: keys).map { f throws(SceneError) in try readColor(f) } ?? .white
        let padding = try field.optional("padding", allowing: keys)?.number(in: 0...(min(size.width, size.height) / 2), "the padding") ?? 0
        return Canvas(size: size, safeArea: safeArea, background: background, padding: padding)
    }

    /// The canvas's size: a device's screen (`device`, `orientation`), or `width` and `height`.
    private static func readCanvasSize(_ field: JSONField) throws(SceneError) -> (CGSize, EdgeInsets) {
        let keys = canvasKeys
        let orientation = try field.optional("orientation", allowing: keys)
        guard let deviceField = try field.optional("device", allowing: keys) else {
            if let orientation { throw orientation.error("an orientation turns a device: give canvas.device too, such as \"iPhone 16\"") }
            let width = try field.required("width", allowing: keys).positiveNumber(atMost: maximumCanvasSide, "the canvas width")
            let height = try field.required("height", allowing: keys).positiveNumber(atMost: maximumCanvasSide, "the canvas height")
            guard width * height <= maximumCanvasArea else {
                throw field.error("a \(Int(width))×\(Int(height)) canvas is \(Int(width * height)) pixels; "
                                  + "the most is \(Int(maximumCanvasArea)) (8192×8192)")
            }
            return (CGSize(width: width, height: height), EdgeInsets())
        }
        for key in ["width", "height"] {
            if let size = try field.optional(key, allowing: keys) {
                throw size.error("the device gives the canvas its size: give canvas.device or canvas.width and canvas.height, not both")
            }
        }
        let name = try deviceField.string()
        guard let device = Device.named(name) else { throw deviceField.error(Device.unknownDeviceMessage(JSONParser.abbreviated(name))) }
        let landscape = try orientation?.choice(of: ["portrait", "landscape"], "orientation") == "landscape"
        let screen = device.screen(landscape: landscape)
        return (screen.size, screen.safeArea)
    }

    /// The frame rate when a scene does not give one.
    public static let defaultFramesPerSecond = 30

    private static func readFrameRate(_ field: JSONField?, in root: JSONField) throws(SceneError) -> FrameRate {
        let fps = try field?.integer(in: SceneLimits.framesPerSecond, "fps (frames per second)") ?? defaultFramesPerSecond
        do {
            return try FrameRate(fps)
        } catch {
            throw (field ?? root).error(error.description)
        }
    }

    private static func readInterpolation(_ field: JSONField?) throws(SceneError) -> InterpolationMode {
        guard let field else { return .automatic }
        let name = try field.choice(of: InterpolationMode.allCases.map(\.rawValue), "interpolation")
        return InterpolationMode(rawValue: name) ?? .automatic
    }

    // MARK: Layout

    /// The fields of `layout`.
    static let layoutKeys = ["name", "parameters"]

    private static func readLayout(_ field: JSONField) throws(SceneError) -> LayoutSpec {
        let keys = layoutKeys
        let nameField = try field.required("name", allowing: keys)
        let name = try nameField.choice(of: LayoutRegistry.names, "layout")
        let parameterNames = LayoutRegistry.parameterNames(of: name)
        var parameters: [String: Double] = [:]
        if let parametersField = try field.optional("parameters", allowing: keys) {
            for (key, value) in try parametersField.members(allowing: parameterNames) {
                parameters[key] = try readParameter(value, named: key, layout: name)
            }
        }
        return LayoutSpec(name: name, parameters: parameters)
    }

    /// A parameter value in file units, checked against the parameter's valid range if it has one.
    static func readParameter(_ field: JSONField, named name: String, layout: String) throws(SceneError) -> Double {
        let value = try field.number()
        if let range = LayoutRegistry.validRange(of: name, in: layout), !range.contains(value) {
            throw field.error("\(field.value.summary) is out of range: \(name) must be in \(NumberText.describe(range.lowerBound))...\(NumberText.describe(range.upperBound))")
        }
        return value
    }

    // MARK: Views

    /// `viewDefaults`: view fields every view takes unless it gives its own; one value each.
    private static func readViewDefaults(_ field: JSONField?) throws(SceneError) -> [String: JSONValue] {
        guard let field else { return [:] }
        let members = try field.object(allowing: ViewTemplate.viewKeys)
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            if case .array = value {
                throw JSONField(value: value, path: "\(field.path).\(key)", file: field.file)
                    .error("is a list; a default is one value for every view (a list cycles only in a view with \"repeat\")")
            }
        }
        return members
    }

    private static func readView(_ field: JSONField) throws(SceneError) -> ViewSpec {
        let keys = ViewTemplate.viewKeys
        let shapeName = try field.required("shape", allowing: keys).choice(of: shapeNames, "shape")
        // A path is drawn by its own outline; its frame is a rectangle's.
        let shape = ShapeSpec(rawValue: shapeName) ?? .rectangle
        let labelField = try field.optional("label", allowing: keys)
        let width = try readDimension("width", of: field, sizedToLabel: labelField != nil)
        let height = try readDimension("height", of: field, sizedToLabel: labelField != nil)
        let padding = try field.optional("padding", allowing: keys)?.number(in: 0...maximumCanvasSide, "the padding") ?? 0
        let cornerRadius = try field.optional("cornerRadius", allowing: keys)?.number(in: 0...maximumCanvasSide, "the corner radius") ?? 8
        let fill = try field.optional("fill", allowing: keys).map { f throws(SceneError) in try PaintReader.readPaint(f) } ?? (.black, nil)
        let opacity = try field.optional("opacity", allowing: keys)?.number(in: SceneLimits.opacity, "the opacity") ?? 1
        var label: TextLabel?
        if let text = try labelField?.string() {
            let color = try field.optional("labelColor", allowing: keys).map { f throws(SceneError) in try readColor(f) } ?? .black
            let fontSize = try field.optional("fontSize", allowing: keys)?.positiveNumber(atMost: SceneLimits.fontSize, "the font size") ?? 17
            label = TextLabel(text: text, fontSize: fontSize, color: color)
        }
        let isFlexible = try field.optional("flexible", allowing: keys)?.bool() ?? false
        let nodeID = try field.optional("id", allowing: keys).map { f throws(SceneError) in try readNodeID(f) }
        let parentID = try field.optional("parent", allowing: keys).map { f throws(SceneError) in try readNodeID(f) }
        var view = ViewSpec(shape: shape, width: width, height: height, padding: padding, isFlexible: isFlexible,
                            cornerRadius: cornerRadius, fill: fill.color, opacity: opacity, label: label, nodeID: nodeID, parentID: parentID)
        view.fillGradient = fill.gradient
        if let strokeField = try field.optional("stroke", allowing: keys) {
            (view.stroke, view.strokeGradient) = try PaintReader.readStroke(strokeField)
        }
        view.pathShape = try readOutline(of: field, shape: shapeName == pathShapeName ? nil : shape, cornerRadius: cornerRadius)
        return view
    }

    /// What `shape` may name: the built-in shapes, and `path` for a view drawn by its `path`.
    static let shapeNames = ShapeSpec.allCases.map(\.rawValue) + [pathShapeName]
    /// The `shape` of a view drawn by its own `path`.
    static let pathShapeName = "path"

    /// The view's outline as a path, when it has `"shape": "path"`, a `trim` or a `fillRule`; nil
    /// for a built-in shape drawn whole, which is drawn as that shape.
    /// - Parameters:
    ///   - field: The view.
    ///   - shape: Its built-in shape, or nil for `"shape": "path"`.
    ///   - cornerRadius: Its corner radius.
    private static func readOutline(of field: JSONField, shape: ShapeSpec?, cornerRadius: Double) throws(SceneError) -> PathShape? {
        let keys = ViewTemplate.viewKeys
        let pathField = try field.optional("path", allowing: keys)
        let trim = try field.optional("trim", allowing: keys).map { f throws(SceneError) in try PaintReader.readTrim(f) }
        let fillRuleField = try field.optional("fillRule", allowing: keys)
        let fillRule: FillRule = try fillRuleField?.choice(of: ["nonZero", "evenOdd"], "fill rule") == "evenOdd" ? .evenOdd : .nonZero
        let outline: FileOutline.Outline
        switch (shape, pathField) {
        case (nil, let pathField?):
            outline = .path(try SVGPathReader.read(pathField))
        case (nil, nil):
            throw field.error("missing \"path\": a view of shape \"path\" needs its SVG path data, such as \"M 0 0 L 40 0 L 20 30 Z\"")
        case (let shape?, let pathField?):
            throw pathField.error("is only for a view of shape \"path\"; this one's shape is \"\(shape.rawValue)\"")
        case (let shape?, nil):
            guard trim != nil || fillRuleField != nil else { return nil }
            outline = .shape(shape, cornerRadius: cornerRadius)
        }
        return PathShape(source: FileOutline(outline, trimFrom: trim?.from ?? 0, trimTo: trim?.to ?? 1), fillRule: fillRule)
    }

    /// A view's width or height: required unless the view has a label to be sized to.
    private static func readDimension(_ key: String, of view: JSONField, sizedToLabel: Bool) throws(SceneError) -> Double? {
        guard let field = try view.optional(key, allowing: ViewTemplate.viewKeys) else {
            if sizedToLabel { return nil }
            throw view.error("missing \"\(key)\": a view needs a width and a height, unless it has a \"label\" to be sized to")
        }
        return try field.positiveNumber(atMost: maximumCanvasSide, "a view's \(key)")
    }

    /// A tree node id: a non-empty string.
    private static func readNodeID(_ field: JSONField) throws(SceneError) -> String {
        let id = try field.string()
        guard !id.trimmingCharacters(in: .whitespaces).isEmpty else { throw field.error("a node id cannot be empty") }
        return id
    }

    /// A colour: a SwiftUI name or hex.
    static func readColor(_ field: JSONField) throws(SceneError) -> RGBAColor {
        let text = try field.string()
        if let color = RGBAColor(parsing: text) { return color }
        let names = RGBAColor.named.keys.sorted()
        let suggestion = NameSuggestion.hint(for: text, in: names)
        throw field.error("unknown colour \"\(JSONParser.abbreviated(text))\"\(suggestion); use a name (\(names.joined(separator: ", "))) "
                          + "or hex such as \"#FF9500\"")
    }
}
