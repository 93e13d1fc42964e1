import Foundation
import SceneCore

/// A value set in a scene from outside its file, like `--set layout.parameters.radius=100` or
/// `--fps 60`: a field path and a JSON value, applied before the scene is read, so it is checked
/// exactly as the file's own values are.
public struct SceneOverride: Hashable, Sendable, CustomStringConvertible {
    /// The field path, dots between names and array indices: `layout.parameters.radius`, `views.0.fill`.
    public let path: [String]
    /// The value, as JSON text (`100`, `"red"`, `true`, `[1, 2]`).
    public let json: String
    /// How the user wrote it, for messages: `--set layout.parameters.radius=100`.
    public let origin: String
    /// Whether it removes the field instead of setting it.
    let removes: Bool

    /// Reads `PATH=VALUE`. The value is JSON when it reads as JSON, and a string otherwise, so
    /// `fill=red` and `fill="red"` mean the same.
    /// - Parameters:
    ///   - text: `PATH=VALUE`.
    ///   - origin: How the user wrote it, for messages; `--set PATH=VALUE` by default.
    /// - Returns: `nil` unless the text has a path of names and indices, `=`, and a value.
    public init?(parsing text: String, origin: String? = nil) {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let path = text[..<equals].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let value = String(text[text.index(after: equals)...])
        guard !path.isEmpty, path.allSatisfy({ !$0.isEmpty }), !value.isEmpty else { return nil }
        let isJSON = (try? JSONParser.parse(Data(value.utf8))) != nil
        self.init(path: path, json: isJSON ? value : Self.quoted(value), origin: origin ?? "--set \(text)")
    }

    /// Sets `path` to `json`.
    public init(path: [String], json: String, origin: String) {
        self.path = path
        self.json = json
        self.origin = origin
        removes = false
    }

    /// Removes the field at `path` (nothing when it is not there).
    public init(removing path: [String], origin: String) {
        self.path = path
        json = "null"
        self.origin = origin
        removes = true
    }

    /// What `--device NAME` sets: the canvas's device, instead of the file's size or device.
    /// - Parameter name: The device's name, checked when the scene is read.
    /// - Returns: The overrides, in the order they apply.
    public static func device(_ name: String) -> [SceneOverride] {
        let origin = "--device \(name)"
        return [SceneOverride(removing: ["canvas", "width"], origin: origin), SceneOverride(removing: ["canvas", "height"], origin: origin),
                SceneOverride(path: ["canvas", "device"], json: quoted(name), origin: origin)]
    }

    /// `layout.parameters.radius=100`, or `-canvas.width` for a removal.
    public var description: String { removes ? "-\(path.joined(separator: "."))" : "\(path.joined(separator: "."))=\(json)" }

    /// The dotted path, as scene errors name fields (`views[0].fill`).
    var fieldPath: String {
        path.reduce("") { result, component in
            if Int(component) != nil { return "\(result)[\(component)]" }
            return result.isEmpty ? component : "\(result).\(component)"
        }
    }

    private static func quoted(_ text: String) -> String {
        (try? String(decoding: JSONEncoder().encode(text), as: UTF8.self)) ?? "\"\""
    }

    /// `root` with this value set: objects missing on the way are made; an index must exist.
    /// - Throws: ``SceneError`` naming the override when the path crosses a value that is neither
    ///   an object nor an array, or an index that is not there.
    func apply(to root: JSONValue, file: String) throws(SceneError) -> JSONValue {
        if removes { return removing(at: path[...], in: root) }
        guard let value = try? JSONParser.parse(Data(json.utf8)) else {
            throw SceneError(file: file, path: fieldPath, message: "\(origin): the value is not JSON")
        }
        return try set(value, at: path[...], in: root, file: file)
    }

    private func removing(at path: ArraySlice<String>, in node: JSONValue) -> JSONValue {
        guard let key = path.first, case .object(var fields) = node, let field = fields[key] else { return node }
        fields[key] = path.count == 1 ? nil : removing(at: path.dropFirst(), in: field)
        return .object(fields)
    }

    private func set(_ value: JSONValue, at path: ArraySlice<String>, in node: JSONValue, file: String) throws(SceneError) -> JSONValue {
        guard let key = path.first else { return value }
        let rest = path.dropFirst()
        switch node {
        case .object(var fields):
            fields[key] = try set(value, at: rest, in: fields[key] ?? .object([:]), file: file)
            return .object(fields)
        case .array(var items):
            guard let index = Int(key), items.indices.contains(index) else {
                throw SceneError(file: file, path: fieldPath,
                                 message: "\(origin): '\(key)' is not an index of this array of \(items.count)")
            }
            items[index] = try set(value, at: rest, in: items[index], file: file)
            return .array(items)
        default:
            throw SceneError(file: file, path: fieldPath, message: "\(origin): '\(key)' is inside \(node.summary), which has no fields")
        }
    }
}
