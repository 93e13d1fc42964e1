import Foundation
import LayoutCore

extension View {
    /// This view noted as a text field that takes typed text: what
    /// ``Interaction/type(_:into:at:)`` finds by the view's accessibility identifier, the text it
    /// shows (its placeholder, or its text) or the text of `label` (its title and prompt, which
    /// name it also once it shows typed text), focuses, and types into one character at a time.
    /// For controls built on the public API, as ViewCatalog's `TextField` is.
    /// - Parameters:
    ///   - label: What names the field besides what it shows: its title and prompt; resolved
    ///     aside, only when a scene notes events, and never drawn.
    ///   - insert: Appends typed text to the field's text.
    ///   - focus: Focuses the field, as a tap on it does.
    /// - Returns: The view.
    package func takingTypedText(label: AnyView, insert: @escaping (String) -> Void, focus: @escaping () -> Void) -> TypedTextModifier<Self> {
        TypedTextModifier(content: self, label: label, insert: insert, focus: focus)
    }
}

/// A text field noted for scripted typing; drawn as its content is.
package struct TypedTextModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let label: AnyView
    let insert: (String) -> Void
    let focus: () -> Void

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let resolved = context.resolve(content)
        guard let events = context.events else { return resolved }
        let named = context.textsAside(of: label, step: "field-label")
        for view in resolved where view.node.identity != nil {
            var titles = [view.texts.joined(separator: " ")]
            for text in named where !titles.contains(text) { titles.append(text) }
            events.noteTextInput(EventCollector.TextInputTarget(identity: view.identity, inside: Set(view.node.allIdentities),
                                                                titles: titles.filter { !$0.isEmpty }, insert: insert, focus: focus))
        }
        return resolved
    }
}

extension ResolveContext {
    /// The texts `view` shows, each leaf's, resolved aside from the body: with no events noted,
    /// no `@State` kept, no geometry or preferences read, so resolving it changes nothing.
    /// - Parameters:
    ///   - view: The view.
    ///   - step: Where under this view it is resolved, apart from the body's own views.
    ///   - options: Where the options of a control that takes choices are gathered, if any.
    /// - Returns: The texts, in leaf order.
    func textsAside(of view: AnyView, step: String, gathering options: ChoiceOptionCollector? = nil) -> [String] {
        var aside = child(step)
        aside.events = nil
        aside.stateStore = nil
        aside.geometry = nil
        aside.preferences = nil
        aside.choiceOptions = options
        return aside.resolve(view).flatMap(\.texts)
    }
}
