import LayoutCore
import Foundation

/// The accessibility label a content closure builds: the modified view is drawn as it is, and the
/// texts the closure's view shows name it for scripted taps.
struct AccessibilityLabelView<Content: View, Label: View>: View, PrimitiveView {
    let content: Content
    let label: Label

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        let resolved = context.resolve(content)
        guard let events = context.events else { return resolved }
        var quiet = context.child(AccessibilityStep.label)
        quiet.events = nil
        let name = quiet.resolve(label).flatMap(\.texts).joined(separator: ", ")
        for view in resolved where view.node.identity != nil && !name.isEmpty {
            events.noteIdentifier(EventCollector.Identifier(identity: view.identity, inside: Set(view.node.allIdentities), name: name))
        }
        return resolved
    }
}

/// The step from a view to the label its `accessibilityLabel(content:)` builds.
enum AccessibilityStep: Hashable {
    case label
}

extension View {
    /// SwiftUI's `.accessibilityIdentifier(_:isEnabled:)`: the name a scripted
    /// ``Interaction/tap(_:at:)`` finds the view by, only when `isEnabled`.
    /// - Parameters:
    ///   - identifier: The name.
    ///   - isEnabled: Whether the identifier is given; with `false` the view keeps none.
    /// - Returns: The view.
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> EventModifier<Self> {
        noting { events, view in
            guard isEnabled else { return }
            events.noteIdentifier(EventCollector.Identifier(identity: view.identity, inside: Set(view.node.allIdentities), name: identifier))
        }
    }

    /// SwiftUI's `.accessibilityLabel(content:)`: the label is what `content` builds from the
    /// view's own label (the placeholder), e.g. `Text("Unread"); label`.
    ///
    /// Zoetrope keeps no accessibility tree: the texts the built view shows (the placeholder
    /// standing for the texts this view shows), joined by ", ", name the view for scripted taps,
    /// as VoiceOver would read them. The view is drawn as it is; the label is not drawn.
    /// - Parameter content: Builds the label from the placeholder of the view's own label.
    /// - Returns: The view.
    public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View {
        AccessibilityLabelView(content: self, label: content(PlaceholderContentView(content: self)))
    }

    /// SwiftUI's `.help(_:)` with a `Text`: on iPhone the accessibility hint VoiceOver reads
    /// (a tooltip on macOS and visionOS). Nothing is drawn or laid out, as on iPhone.
    /// - Parameter text: The hint.
    /// - Returns: The view.
    public func help(_ text: Text) -> EventModifier<Self> { noting { _, _ in } }

    /// SwiftUI's `.help(_:)` with a key (a literal): as ``help(_:)-(Text)``.
    /// - Parameter textKey: The hint.
    /// - Returns: The view.
    public func help(_ textKey: LocalizedStringKey) -> EventModifier<Self> { noting { _, _ in } }

    /// SwiftUI's `.help(_:)` with a string: as the `Text` form.
    /// - Parameter text: The hint.
    /// - Returns: The view.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> EventModifier<Self> { noting { _, _ in } }

    /// SwiftUI's `.help(_:)` with a ``LocalizedStringResource``: as the `Text` form.
    /// - Parameter textKey: The hint.
    /// - Returns: The view.
    @_disfavoredOverload
    public func help(_ textKey: LocalizedStringResource) -> EventModifier<Self> { noting { _, _ in } }
}
