import Foundation
import SceneCore

/// Finds what ``Interaction/select(_:in:at:)`` chooses: the one control named (a `Picker`, by
/// its label, the text it shows or an accessibility identifier on or around it) and the one
/// option in it showing the option's text.
enum ChoiceFinder {
    /// The option `option` of the control `name` in the body now.
    /// - Parameters:
    ///   - option: The text the option shows.
    ///   - name: The control's label, shown text or accessibility identifier.
    ///   - time: The interaction's time, for messages.
    ///   - path: Where the interaction is, for messages (`interactions[2]`).
    ///   - origin: The scene's origin, for messages.
    ///   - current: What the body noted now.
    /// - Returns: The option.
    /// - Throws: `SceneError` at `path` when no control, or several, answer `name`, and when no
    ///   option, or several, of it show `option`; the message lists what there is.
    static func option(_ option: String, in name: String, at time: TimeInterval, path: String, origin: String,
                       in current: EventCollector) throws(SceneError) -> EventCollector.ChoiceOption {
        let what = "select \"\(option)\" in \"\(name)\" at \(NumberText.describe(time)) s"
        let controls = EventReplay.candidates(current.choices, named: name, in: current)
        guard controls.count == 1, let control = controls.first else {
            let known = current.choices.compactMap(\.titles.first).map { "\"\($0)\"" }
            throw SceneError(file: origin, path: path, message: controls.isEmpty
                ? "\(what): no picker labelled \"\(name)\" or with .accessibilityIdentifier(\"\(name)\")"
                    + " (pickers: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
                : "\(what): \(controls.count) pickers answer; give one a distinct .accessibilityIdentifier")
        }
        let matching = control.options.filter { $0.text == option }
        guard matching.count == 1, let found = matching.first else {
            let known = control.options.map { "\"\($0.text)\"" }
            throw SceneError(file: origin, path: path, message: matching.isEmpty
                ? "\(what): the picker has no option showing \"\(option)\" (its options: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
                : "\(what): \(matching.count) of the picker's options show \"\(option)\"")
        }
        return found
    }
}
