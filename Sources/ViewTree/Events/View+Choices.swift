import Foundation

extension View {
    /// This view noted as a control that offers options: what ``Interaction/select(_:in:at:)``
    /// finds by the control's accessibility identifier, the text of `label` or the text it shows,
    /// and chooses one of the options in. For controls built on the public API, as ViewCatalog's
    /// `Picker` is.
    ///
    /// `options` is resolved aside, only when a scene notes events and never drawn, so that the
    /// options a control does not show (a menu picker's others) are still found: each view in it
    /// marked with ``View/choiceOption(choose:)`` is an option, named by the text it shows.
    /// - Parameters:
    ///   - label: The control's label, which names it even when it is not shown.
    ///   - options: Views whose ``View/choiceOption(choose:)``s are the control's options.
    /// - Returns: The view.
    package func takingChoices(label: AnyView, options: AnyView) -> ChoicesModifier<Self> {
        ChoicesModifier(content: self, label: label, options: options)
    }

    /// This view marked as one option of the control around it that takes choices
    /// (``View/takingChoices(label:options:)``), named by the text it shows.
    /// - Parameter choose: What choosing the option does: sets the control's selection.
    /// - Returns: The view.
    package func choiceOption(choose: @escaping () -> Void) -> ChoiceOptionModifier<Self> {
        ChoiceOptionModifier(content: self, choose: choose)
    }
}

/// A control that offers options, noted for scripted selection; drawn as its content is.
package struct ChoicesModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let label: AnyView
    let options: AnyView

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let resolved = context.resolve(content)
        guard let events = context.events else { return resolved }
        let collector = ChoiceOptionCollector()
        let labelTexts = context.textsAside(of: label, step: "choices-label")
        _ = context.textsAside(of: options, step: "choices-options", gathering: collector)
        for view in resolved where view.node.identity != nil {
            let titles = [labelTexts.joined(separator: " "), view.texts.joined(separator: " ")].filter { !$0.isEmpty }
            events.noteChoice(EventCollector.ChoiceTarget(identity: view.identity, inside: Set(view.node.allIdentities),
                                                          titles: titles, options: collector.options))
        }
        return resolved
    }
}

/// One option of a control that takes choices; drawn as its content is.
package struct ChoiceOptionModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let choose: () -> Void

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let resolved = context.resolve(content)
        if let collector = context.choiceOptions {
            collector.options.append(EventCollector.ChoiceOption(text: resolved.flatMap(\.texts).joined(separator: " "), choose: choose))
        }
        return resolved
    }
}

/// Where the options of a control are gathered while they are resolved aside.
final class ChoiceOptionCollector {
    var options: [EventCollector.ChoiceOption] = []
}
