import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// A control that runs an action when tapped: SwiftUI's `Button`, drawn by the ``ButtonStyle``
/// set around it, or as its label (text in the accent colour, blue, unless a `foregroundStyle`
/// says otherwise). In a scene, a scripted ``Interaction/tap(_:at:)`` with the button's title
/// runs its action at that time; a style sees the button pressed for the moment before.
public struct Button<Label: View>: View, PrimitiveView {
    let action: () -> Void
    let label: Label

    /// Creates a button with a label of its own.
    /// - Parameters:
    ///   - action: What a tap runs.
    ///   - label: What the button shows; its text is its title for ``Interaction/tap(_:at:)``.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        // Whether the button is held down is kept as a `@State` of the button would be, so that
        // a press is a change of state that the style's animations follow.
        let pressedKey = StateKey(identity: context.identity, viewType: ObjectIdentifier(Self.self), property: 0, name: "Button.isPressed")
        let store = context.stateStore
        let label = self.label
        let configuration = ButtonStyleConfiguration(label: .init { $0.resolve(label) },
                                                     isPressed: (store?.value(for: pressedKey) as? Bool) ?? false)
        let resolved = (context.buttonStyle ?? AnyButtonStyle(DefaultButtonStyle())).resolve(configuration, context)
        if let events = context.events {
            let press: ((Bool) -> Void)? = context.buttonStyle == nil ? nil : store.map { store in
                { pressed in
                    store.noteState()
                    store.write(pressed, for: pressedKey, initial: false)
                }
            }
            for view in resolved where view.node.identity != nil {
                events.noteTap(EventCollector.TapTarget(identity: view.identity, inside: Set(view.node.allIdentities),
                                                        title: view.texts.joined(separator: " "), action: action, press: press))
            }
        }
        return resolved
    }
}

extension Button where Label == Text {
    /// Creates a button that shows `title`.
    /// - Parameters:
    ///   - title: The button's text, and its title for ``Interaction/tap(_:at:)``.
    ///   - action: What a tap runs.
    public init<Title: StringProtocol>(_ title: Title, action: @escaping () -> Void) {
        self.init(action: action) { Text(String(title)) }
    }
}
