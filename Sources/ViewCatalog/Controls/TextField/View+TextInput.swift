import Foundation
import ViewTree

extension View {
    /// SwiftUI's `.keyboardType(_:)`: the keyboard the text fields inside bring up. Zoetrope draws
    /// no keyboard, so this changes nothing that is drawn.
    /// - Parameter type: The keyboard, such as `.emailAddress` or `.numberPad`.
    /// - Returns: The view with its fields' keyboard set.
    public func keyboardType(_ type: UIKeyboardType) -> ModifiedView<Self> {
        environment(\.keyboardTypeValue, type)
    }

    /// SwiftUI's `.onSubmit(of:_:)`: what runs when a text field inside is submitted (its return
    /// key). Zoetrope has no keyboard, so nothing submits a field and `action` never runs.
    /// - Parameters:
    ///   - triggers: What submits: `.text` (fields) by default, or `.search`.
    ///   - action: What to run.
    /// - Returns: The view with the action set.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(adding: SubmitAction(triggers: triggers, action: action))
    }

    /// SwiftUI's `.disableAutocorrection(_:)` (deprecated): whether the text fields inside correct
    /// spelling as one types; `nil` leaves it to the system. Nothing is typed in Zoetrope, so this
    /// changes nothing that is drawn.
    /// - Parameter disable: Whether to turn correction off.
    /// - Returns: The view with its fields' correction set.
    public func disableAutocorrection(_ disable: Bool?) -> ModifiedView<Self> {
        environment(\.autocorrectionDisabledValue, disable)
    }

    /// SwiftUI's `.autocorrectionDisabled(_:)`: whether the text fields inside correct spelling as
    /// one types. Nothing is typed in Zoetrope, so this changes nothing that is drawn.
    /// - Parameter disable: Whether to turn correction off; `true` by default.
    /// - Returns: The view with its fields' correction set.
    public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedView<Self> {
        environment(\.autocorrectionDisabledValue, disable)
    }

    /// The view with `submit` added to the submit actions around it.
    func transformEnvironment(adding submit: SubmitAction) -> some View {
        SubmitActionReader(content: self, submit: submit)
    }
}

/// A view with one more submit action than its surroundings.
private struct SubmitActionReader<Content: View>: View {
    let content: Content
    let submit: SubmitAction
    @Environment(\.submitActions) private var actions

    var body: some View {
        content.environment(\.submitActions, actions + [submit])
    }
}
