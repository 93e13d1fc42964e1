import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// A control that runs an action when tapped: SwiftUI's `Button`, drawn as its label (text in the
/// accent colour, blue, unless a `foregroundStyle` says otherwise). In a scene, a scripted
/// ``Interaction/tap(_:at:)`` with the button's title runs its action at that time.
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
        var inner = context
        if inner.foreground == nil { inner.foreground = Color.accentColor.rgba }
        let resolved = inner.resolve(label)
        if let events = context.events {
            for view in resolved where view.node.identity != nil {
                events.noteTap(EventCollector.TapTarget(identity: view.identity, inside: Set(view.node.allIdentities),
                                                        title: view.texts.joined(separator: " "), action: action))
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
