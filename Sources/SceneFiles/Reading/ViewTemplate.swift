import Foundation
import SceneCore

/// One entry of a scene's `views`, with the scene's `viewDefaults` under it, as the views it
/// stands for: one, or `repeat` of them.
///
/// In a repeated entry a field may give a list, and view *k* takes item *k* of it, starting over
/// at the end (`"fill": ["red", "orange", "yellow"]` colours views red, orange, yellow, red, …);
/// and `{i}` and `{n}` in `label`, `id` and `parent` stand for the view's number in the repeat,
/// from 0 and from 1 (`"label": "{n}"` labels them 1, 2, 3, …). A field of the entry's own
/// replaces the default's. An entry without `repeat` reads as it always has: one view, its
/// strings as written.
struct ViewTemplate {
    /// The entry.
    let entry: JSONField
    /// The scene's `viewDefaults`, empty without.
    let defaults: [String: JSONValue]
    /// How many views the entry stands for.
    let count: Int
    /// Whether the entry has `repeat`.
    let isRepeated: Bool
    /// The templated fields whose strings hold `{i}` or `{n}`: only these are filled in, once per view.
    private let placeholderKeys: Set<String>

    /// The fields of a view, as scene files name them.
    static let viewKeys = ["shape", "width", "height", "cornerRadius", "fill", "stroke", "trim", "path", "fillRule", "opacity", "label",
                           "labelColor", "fontSize", "padding", "flexible", "id", "parent"]
    /// The fields whose strings may hold `{i}` and `{n}`.
    static let templatedKeys = ["label", "id", "parent"]
    /// The most views one entry may repeat into (the most a scene may have with `--allow-large`).
    static let maximumRepeat = SceneLimits.repeats.upperBound

    /// Reads an entry's `repeat` and checks that lists appear only where they cycle.
    /// - Throws: `SceneError` for an unknown field, a bad `repeat`, a list in an entry that does
    ///   not repeat, or an empty list.
    /// - Parameter textLength: The longest label, id or parent a repeated view may have: checked
    ///   here, once, rather than in every view the entry makes.
    init(_ entry: JSONField, defaults: [String: JSONValue], textLength: Int = .max) throws(SceneError) {
        let members = try entry.object(allowing: Self.viewKeys + ["repeat"])
        self.entry = entry
        self.defaults = defaults
        let repeatField = try entry.optional("repeat", allowing: Self.viewKeys + ["repeat"])
        isRepeated = repeatField != nil
        count = try repeatField?.integer(in: 1...Self.maximumRepeat, "the number of views an entry repeats into") ?? 1
        placeholderKeys = isRepeated ? try Self.checkTemplatedText(own: members, defaults: defaults, entry: entry, textLength: textLength) : []
        for (key, value) in members.sorted(by: { $0.key < $1.key }) where key != "repeat" {
            guard case .array(let items) = value else { continue }
            let field = entry.field(value, at: "\(entry.path).\(key)")
            guard isRepeated else {
                throw field.error("gives a list of \(items.count), which only a view with \"repeat\" takes (each repeated view takes the next item)")
            }
            guard !items.isEmpty else { throw field.error("is an empty list, which gives the repeated views no value") }
        }
    }

    /// View `index` of the entry, as a view field: the defaults under the entry's own fields,
    /// each list's item for the view, `{i}` and `{n}` filled in.
    func view(_ index: Int) -> JSONField {
        guard case .object(let own) = entry.value else { return entry }
        var merged = defaults
        for (key, value) in own where key != "repeat" {
            merged[key] = value
        }
        guard isRepeated else { return entry.field(.object(merged), at: entry.path) }
        for (key, value) in merged {
            if case .array(let items) = value, !items.isEmpty {
                merged[key] = items[index % items.count]
            }
            if placeholderKeys.contains(key), case .string(let text) = merged[key] {
                merged[key] = .string(text.replacingOccurrences(of: "{i}", with: "\(index)")
                    .replacingOccurrences(of: "{n}", with: "\(index + 1)"))
            }
        }
        return entry.field(.object(merged), at: entry.path)
    }

    /// Checks the length of the strings a repeated entry's views take for `label`, `id` and
    /// `parent`, and finds the fields that hold placeholders.
    /// - Returns: The templated fields whose strings hold `{i}` or `{n}`.
    /// - Throws: `SceneError` at the field (or its default) whose string is longer than `textLength`.
    private static func checkTemplatedText(own: [String: JSONValue], defaults: [String: JSONValue], entry: JSONField,
                                           textLength: Int) throws(SceneError) -> Set<String> {
        var keys: Set<String> = []
        for key in templatedKeys {
            guard let value = own[key] ?? defaults[key] else { continue }
            let path = own[key] != nil ? "\(entry.path).\(key)" : "viewDefaults.\(key)"
            let texts: [(String, String)] = switch value {
            case .string(let text): [(path, text)]
            case .array(let items): items.enumerated().compactMap { index, item in
                if case .string(let text) = item { ("\(path)[\(index)]", text) } else { nil }
            }
            default: []
            }
            for (place, text) in texts {
                let length = text.count
                if length > textLength {
                    let noun = key == "label" ? "a label" : key == "id" ? "an id" : "a parent id"
                    throw SceneError(file: entry.file, path: place,
                                     message: "\(noun) of \(length) characters; the most is \(textLength) \(WorkBudget.advice)")
                }
                if text.contains("{i}") || text.contains("{n}") { keys.insert(key) }
            }
        }
        return keys
    }

    /// An error about view `index`'s fields, pointed at where the value came from: the list item
    /// it took (`views[2].fill[1]`), or `viewDefaults` for a default.
    func attribute(_ error: SceneError, view index: Int) -> SceneError {
        let prefix = entry.path + "."
        guard error.path.hasPrefix(prefix), case .object(let own) = entry.value else { return error }
        let rest = error.path.dropFirst(prefix.count)
        let key = String(rest.prefix { $0 != "." && $0 != "[" })
        let tail = rest.dropFirst(key.count)
        var attributed = error
        if let value = own[key] {
            if isRepeated, case .array(let items) = value, !items.isEmpty {
                attributed.path = "\(entry.path).\(key)[\(index % items.count)]\(tail)"
            }
        } else if defaults[key] != nil {
            attributed.path = "viewDefaults.\(key)\(tail)"
        }
        return attributed
    }
}
