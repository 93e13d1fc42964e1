import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// A control that runs an action when tapped: SwiftUI's `Button`, drawn by the ``ButtonStyle``
/// set around it, or as its label (text in the accent colour, blue, unless a `foregroundStyle`
/// says otherwise). In a scene, a scripted ``Interaction/tap(_:at:)`` with the button's title
/// runs its action at that time; a style sees the button pressed for the moment before.
///
/// A button with the ``ButtonRole/destructive`` role is drawn in red. Under `.disabled(true)` a
/// tap runs nothing (Zoetrope draws it as it draws an enabled one).
public struct Button<Label: View>: View, PrimitiveView {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    /// Creates a button with a label of its own.
    /// - Parameters:
    ///   - action: What a tap runs.
    ///   - label: What the button shows; its text is its title for ``Interaction/tap(_:at:)``,
    ///     with the title of a ``Label`` inside even when its style shows only the icon.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a role and a label of its own.
    /// - Parameters:
    ///   - role: What the button does (``ButtonRole/destructive`` draws it in red), or `nil`.
    ///   - action: What a tap runs.
    ///   - label: What the button shows.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var context = context
        if role == .destructive { context.tint = Color.red.paint }
        // The titles of labels inside that their style hides (`.iconOnly`) are collected, to be
        // part of the button's title, as SwiftUI's accessibility label is.
        let outerPreferences = context.preferences
        let labelTitles = context.events == nil ? nil : PreferenceScope()
        if let labelTitles { context.preferences = labelTitles }
        // Whether the button is held down is kept as a `@State` of the button would be, so that
        // a press is a change of state that the style's animations follow.
        let pressedKey = StateKey(identity: context.identity, viewType: ObjectIdentifier(Self.self), property: 0, name: "Button.isPressed")
        let store = context.stateStore
        let label = self.label
        let configuration = ButtonStyleConfiguration(label: .init { $0.resolve(label) },
                                                     isPressed: (store?.value(for: pressedKey) as? Bool) ?? false, role: role)
        let isEnabled = context.environment.isEnabled
        let action = isEnabled ? self.action : {}
        let resolved = switch (context.buttonStyle ?? AnyButtonStyle(DefaultButtonStyle())).drawing {
        case .styled(let draw): draw(configuration, context)
        case .primitive(let draw): draw(PrimitiveButtonStyleConfiguration(role: role, label: .init { $0.resolve(label) }, action: action), context)
        }
        var hiddenTitles: [String] = []
        if let labelTitles {
            context.preferences = outerPreferences
            hiddenTitles = labelTitles.value(of: HiddenLabelTitleKey.self) ?? []
            labelTitles.replace([], for: HiddenLabelTitleKey.self)
            if let outerPreferences { labelTitles.merge(into: outerPreferences) }
        }
        if let events = context.events {
            // A disabled button still answers a scripted tap (so a script may try one), but the
            // tap runs nothing and does not press it. A primitive style is not pressed: it
            // decides itself what a touch does.
            let press: ((Bool) -> Void)? = context.buttonStyle == nil || context.buttonStyle?.isPrimitive == true || !isEnabled ? nil : store.map { store in
                { pressed in
                    store.noteState()
                    store.write(pressed, for: pressedKey, initial: false)
                }
            }
            // A primitive style that wraps the standard button (`Button(configuration)`) has
            // made the button that answers the tap already.
            let inside = Set(resolved.flatMap(\.node.allIdentities))
            let answered = context.buttonStyle?.isPrimitive == true && events.taps.contains { inside.contains($0.identity) && $0.title != nil }
            for view in resolved where view.node.identity != nil && !answered {
                events.noteTap(EventCollector.TapTarget(identity: view.identity, inside: Set(view.node.allIdentities),
                                                        title: (hiddenTitles + view.texts).joined(separator: " "), action: action, press: press))
            }
        }
        return resolved
    }
}

extension Button where Label == Text {
    /// Creates a button that shows a key (a literal): `Button("Start") { … }`.
    /// - Parameters:
    ///   - titleKey: The button's text, and its title for ``Interaction/tap(_:at:)``.
    ///   - action: What a tap runs.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button that shows a ``LocalizedStringResource``'s key.
    /// - Parameters:
    ///   - titleResource: The button's text.
    ///   - action: What a tap runs.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleResource) }
    }

    /// Creates a button with a role that shows a ``LocalizedStringResource``'s key.
    /// - Parameters:
    ///   - titleResource: The button's text.
    ///   - role: What the button does, or `nil`.
    ///   - action: What a tap runs.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleResource) }
    }

    /// Creates a button that shows a string: `Button(name) { … }`.
    /// - Parameters:
    ///   - title: The button's text, and its title for ``Interaction/tap(_:at:)``.
    ///   - action: What a tap runs.
    @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(String(title)) }
    }

    /// Creates a button with a role that shows a key (a literal): `Button("Delete", role: .destructive) { … }`.
    /// - Parameters:
    ///   - titleKey: The button's text.
    ///   - role: What the button does, or `nil`.
    ///   - action: What a tap runs.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a role that shows a string.
    /// - Parameters:
    ///   - title: The button's text.
    ///   - role: What the button does, or `nil`.
    ///   - action: What a tap runs.
    @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(String(title)) }
    }
}

extension Button where Label == ViewTree.Label<Text, Image> {
    /// Creates a button that shows a key and an SF Symbol, as a ``Label``:
    /// `Button("Add", systemImage: "plus") { … }`.
    /// - Parameters:
    ///   - titleKey: The button's text.
    ///   - systemImage: The symbol's name.
    ///   - action: What a tap runs.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { ViewTree.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button that shows a string and an SF Symbol, as a ``Label``.
    /// - Parameters:
    ///   - title: The button's text.
    ///   - systemImage: The symbol's name.
    ///   - action: What a tap runs.
    @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { ViewTree.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role that shows a key and an SF Symbol.
    /// - Parameters:
    ///   - titleKey: The button's text.
    ///   - systemImage: The symbol's name.
    ///   - role: What the button does, or `nil`.
    ///   - action: What a tap runs.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewTree.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a role that shows a string and an SF Symbol.
    /// - Parameters:
    ///   - title: The button's text.
    ///   - systemImage: The symbol's name.
    ///   - role: What the button does, or `nil`.
    ///   - action: What a tap runs.
    @_disfavoredOverload
    public init<Title: StringProtocol>(_ title: Title, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewTree.Label(title, systemImage: systemImage) }
    }
}
