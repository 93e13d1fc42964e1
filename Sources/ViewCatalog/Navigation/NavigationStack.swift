import Foundation
import LayoutCore

/// A stack of screens: the root, with the screens pushed over it, the top one shown with its
/// navigation bar: SwiftUI's `NavigationStack`.
///
/// ```swift
/// NavigationStack {
///     List { NavigationLink("Detail") { Text("Detail") } }
///         .navigationTitle("Items")
/// }
/// ```
///
/// The top screen's bar shows the title its content sets (`.navigationTitle`), large or inline
/// (`.navigationBarTitleDisplayMode`), its toolbar items, and on a pushed screen a back button with
/// the previous screen's title. A tap on a `NavigationLink` pushes its destination; a tap on the
/// back button pops it. A push slides the new screen in from the trailing edge over 0.35 s while
/// the screen it covers moves 30 % of the width towards the leading edge and darkens (UIKit's
/// parallax transition; ``NavigationMeasures``); a pop plays it back. Screens under the top one
/// are still built (and drawn, covered by the top screen's background). The pushed screen has no
/// edge shadow, and nothing swipes back from the edge.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    /// The path given, read as values and written through the binding; `nil` for a stack that
    /// keeps its own.
    let path: NavigationPathAccess?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [AnyView] = []

    /// The stack: its root screen with the screens pushed over it.
    public var body: some View {
        let stack = makeStackModel()
        let rootModel = NavigationScreenModel()
        stack.screens[0] = rootModel
        return ZStack {
            NavigationCovering(stack: stack, level: 0) {
                NavigationScreen(content: root, model: rootModel, previous: nil, pop: nil)
            }
            NavigationPushedLevels(stack: stack, level: 1)
        }
        .environment(\.navigationStack, stack)
    }

    /// The stack's model for this build: its path, its pushed views and how to change them.
    private func makeStackModel() -> NavigationStackModel {
        let path = path, ownPath = $ownPath, pushedViews = $pushedViews
        return NavigationStackModel(
            pathValues: path?.values() ?? ownPath.wrappedValue,
            pushedViews: pushedViews.wrappedValue,
            push: { request in
                switch request {
                case .value(let value):
                    if let path { path.append(value) } else { ownPath.wrappedValue.append(value) }
                case .view(let view):
                    pushedViews.wrappedValue.append(view)
                }
            },
            popValue: {
                if let path { path.removeLast() } else if !ownPath.wrappedValue.isEmpty { ownPath.wrappedValue.removeLast() }
            },
            popView: {
                if !pushedViews.wrappedValue.isEmpty { pushedViews.wrappedValue.removeLast() }
            })
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a stack that keeps its own path, starting at `root`.
    /// - Parameter root: The root screen's content.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// Creates a stack whose pushed screens are the values of `path`: appending a value pushes its
    /// screen (made by the `navigationDestination(for:destination:)` of its type), removing it pops.
    /// - Parameters:
    ///   - path: The path's binding; links with values and back buttons write it.
    ///   - root: The root screen's content.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.elements },
            append: { path.wrappedValue.elements.append($0) },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// Creates a stack whose pushed screens are the elements of `path`, each made by the
    /// `navigationDestination(for:destination:)` of the element type. A link whose value is of
    /// another type pushes nothing.
    /// - Parameters:
    ///   - path: The path's binding; links with values and back buttons write it.
    ///   - root: The root screen's content.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                if let element = value.base as? Data.Element { path.wrappedValue.append(element) }
            },
            removeLast: { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } })
    }
}

/// How a stack reads and writes the path it was given.
struct NavigationPathAccess {
    /// The path's values, in order.
    let values: () -> [AnyHashable]
    /// Appends a value.
    let append: (AnyHashable) -> Void
    /// Removes the last value.
    let removeLast: () -> Void
}
