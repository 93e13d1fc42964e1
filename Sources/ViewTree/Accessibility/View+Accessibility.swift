import Foundation

/// Accessibility modifiers as apps write them. Zoetrope keeps no accessibility tree: a label
/// names the view for scripted interactions (`Interaction.tap("Close", at:)` finds a view
/// labelled "Close", as a UI test finds it by its label), and the others change nothing drawn or
/// laid out.
extension View {
    /// The view named `name` for scripted interactions, as `accessibilityIdentifier(_:)` names it.
    private func named(_ name: String, isEnabled: Bool = true) -> EventModifier<Self> {
        noting { events, view in
            guard isEnabled else { return }
            events.noteIdentifier(EventCollector.Identifier(identity: view.identity, inside: Set(view.node.allIdentities), name: name))
        }
    }

    /// This view, unchanged: an accessibility attribute Zoetrope does not keep.
    private func unchanged() -> EventModifier<Self> {
        noting { _, _ in }
    }

    /// SwiftUI's `.accessibilityLabel(_:)` with a `Text`: the label VoiceOver reads, and here the
    /// name a scripted ``Interaction/tap(_:at:)`` finds the view by.
    public func accessibilityLabel(_ label: Text) -> EventModifier<Self> { named(label.segments.fixedText) }

    /// SwiftUI's `.accessibilityLabel(_:)` with a key (a literal).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> EventModifier<Self> { named(labelKey.text) }

    /// SwiftUI's `.accessibilityLabel(_:)` with a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> EventModifier<Self> { named(String(label)) }

    /// SwiftUI's `.accessibilityLabel(_:)` with a ``LocalizedStringResource``: its key.
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> EventModifier<Self> { named(label.key) }

    /// SwiftUI's `.accessibilityLabel(_:isEnabled:)` with a `Text`: the label only when `isEnabled`.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> EventModifier<Self> { named(label.segments.fixedText, isEnabled: isEnabled) }

    /// SwiftUI's `.accessibilityLabel(_:isEnabled:)` with a key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> EventModifier<Self> { named(labelKey.text, isEnabled: isEnabled) }

    /// SwiftUI's `.accessibilityLabel(_:isEnabled:)` with a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool) -> EventModifier<Self> { named(String(label), isEnabled: isEnabled) }

    /// SwiftUI's `.accessibilityLabel(_:isEnabled:)` with a ``LocalizedStringResource``.
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool) -> EventModifier<Self> { named(label.key, isEnabled: isEnabled) }

    /// SwiftUI's `.accessibilityHidden(_:)`: hides the view from VoiceOver; drawn as it is.
    public func accessibilityHidden(_ hidden: Bool) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityHidden(_:isEnabled:)`; drawn as it is.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityElement(children:)`: makes the view one element; drawn as it is.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityAddTraits(_:)`: adds traits (`.isButton`, `.isHeader`); drawn as it is.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityValue(_:)` with a `Text`: the value VoiceOver reads; drawn as it is.
    public func accessibilityValue(_ valueDescription: Text) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityValue(_:)` with a key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityValue(_:)` with a string.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityValue(_:)` with a ``LocalizedStringResource``.
    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityValue(_:isEnabled:)` with a `Text`.
    public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityValue(_:isEnabled:)` with a key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityValue(_:isEnabled:)` with a string.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool) -> EventModifier<Self> { unchanged() }

    /// SwiftUI's `.accessibilityValue(_:isEnabled:)` with a ``LocalizedStringResource``.
    @_disfavoredOverload
    public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool) -> EventModifier<Self> { unchanged() }
}
