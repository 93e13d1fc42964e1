import Foundation
import LayoutCore

extension View {
    /// This view noted as a text field that takes typed text: what
    /// ``Interaction/type(_:into:at:)`` finds by the view's accessibility identifier or the text
    /// it shows (its placeholder, or its text), focuses, and types into one character at a time.
    /// For controls built on the public API, as ViewCatalog's `TextField` is.
    /// - Parameters:
    ///   - insert: Appends typed text to the field's text.
    ///   - focus: Focuses the field, as a tap on it does.
    /// - Returns: The view.
    package func takingTypedText(insert: @escaping (String) -> Void, focus: @escaping () -> Void) -> EventModifier<Self> {
        noting { events, view in
            events.noteTextInput(EventCollector.TextInputTarget(identity: view.identity, inside: Set(view.node.allIdentities),
                                                                title: view.texts.joined(separator: " "), insert: insert, focus: focus))
        }
    }
}
