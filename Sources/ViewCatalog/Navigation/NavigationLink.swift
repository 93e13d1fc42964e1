import Foundation
import LayoutCore

/// A row that pushes a screen on the navigation stack it is in when tapped: SwiftUI's
/// `NavigationLink`.
///
/// ```swift
/// NavigationLink("Details") { DetailView() }
/// NavigationLink("Item 3", value: 3)        // with .navigationDestination(for: Int.self) { … }
/// ```
///
/// In a `List` or `Form` a link is a row: its label in the primary colour with a grey disclosure
/// chevron at the trailing edge; elsewhere it is drawn as a button, its label in the tint. A tap
/// pushes the destination (or the value's destination) at once, without the sliding transition;
/// outside a navigation stack a tap does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let action: NavigationLinkAction
    @Environment(\.navigationStack) private var stack
    @Environment(\.isInsideList) private var isInsideList

    init(label: Label, action: NavigationLinkAction) {
        self.label = label
        self.action = action
    }

    /// The label (with the chevron in a list); a tap pushes the destination.
    public var body: some View {
        let stack = stack
        if let stack, case .presented(let isActive, _, let deactivate, let destination) = action, isActive() {
            stack.presented.append(NavigationPushedScreen(view: destination, pop: deactivate))
        }
        let action = action
        return NavigationLinkRow(label: label, showsChevron: isInsideList) { action.activate(in: stack) }
    }

    /// SwiftUI's `isDetailLink(_:)`: whether the link's destination goes in the detail column of a
    /// split view. An iPhone has no columns, so the link pushes its destination either way.
    /// - Parameter isDetailLink: Whether the link is a detail link.
    /// - Returns: The link.
    public func isDetailLink(_ isDetailLink: Bool) -> NavigationLink<Label, Destination> {
        self
    }
}

/// What a navigation link does when tapped.
enum NavigationLinkAction {
    /// Pushes a view or a value; `nil` (a link to a `nil` value) does nothing.
    case push(NavigationPushRequest?)
    /// Sets a binding that presents the destination while it holds (`isActive`, `tag`/`selection`).
    case presented(isActive: () -> Bool, activate: () -> Void, deactivate: () -> Void, destination: AnyView)

    /// Does what a tap does, in `stack`.
    func activate(in stack: NavigationStackModel?) {
        switch self {
        case .push(let request):
            if let request { stack?.push(request) }
        case .presented(_, let activate, _, _):
            activate()
        }
    }

    /// A link that is active while `isActive` is `true`.
    static func active(_ isActive: Binding<Bool>, destination: AnyView) -> NavigationLinkAction {
        .presented(isActive: { isActive.wrappedValue }, activate: { isActive.wrappedValue = true },
                   deactivate: { isActive.wrappedValue = false }, destination: destination)
    }

    /// A link that is active while `selection` is `tag`.
    static func tagged<V: Hashable>(_ tag: V, selection: Binding<V?>, destination: AnyView) -> NavigationLinkAction {
        .presented(isActive: { selection.wrappedValue == tag }, activate: { selection.wrappedValue = tag },
                   deactivate: { selection.wrappedValue = nil }, destination: destination)
    }
}

/// A link's look: in a list, the label leading in the primary colour and the disclosure chevron
/// trailing; elsewhere, a button of the label. A tap runs `activate`.
struct NavigationLinkRow<Label: View>: View {
    let label: Label
    /// Whether the link is a list row, with the chevron.
    let showsChevron: Bool
    let activate: () -> Void

    var body: some View {
        if showsChevron { row } else { Button(action: activate) { label } }
    }

    /// The label and the chevron, as a list row draws a link.
    private var row: some View {
        Button(action: activate) {
            HStack(spacing: 0) {
                label
                Spacer(minLength: NavigationMeasures.barItemSpacing)
                NavigationChevron()
                    .stroke(NavigationMeasures.disclosureChevronColor,
                            style: StrokeStyle(lineWidth: NavigationMeasures.disclosureChevronLineWidth, lineCap: .round, lineJoin: .round))
                    .frame(width: NavigationMeasures.disclosureChevronSize.width, height: NavigationMeasures.disclosureChevronSize.height)
            }
        }
        .buttonStyle(.plain)
    }
}
