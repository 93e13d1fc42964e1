import Foundation
import LayoutCore

/// One screen pushed on a navigation stack: the view it shows and how its back button pops it.
struct NavigationPushedScreen {
    /// What the screen shows.
    var view: AnyView
    /// Pops the screen.
    var pop: () -> Void
}

/// What goes on a navigation stack when a link is tapped: a value of the path, or a view.
enum NavigationPushRequest {
    /// A value, shown by the `navigationDestination(for:)` of its type.
    case value(AnyHashable)
    /// A view.
    case view(AnyView)
}

/// A navigation stack while its body is built: the screens pushed by value or by view, the
/// destinations its screens declare for values, the screens presented by bindings, and the models
/// of its screens by level. A new one is made each time the stack's body is built.
final class NavigationStackModel {
    /// The values of the path, in order.
    let pathValues: [AnyHashable]
    /// The views pushed by links with destinations, in order (after the path's screens).
    let pushedViews: [AnyView]
    /// Pushes a value or a view.
    let push: (NavigationPushRequest) -> Void
    /// Pops the last value of the path.
    let popValue: () -> Void
    /// Pops the last pushed view.
    let popView: () -> Void
    /// What makes the screen of a value, by the value's type.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// Screens presented by bindings (`navigationDestination(isPresented:)`, `NavigationLink(isActive:)`), in the order they are found.
    var presented: [NavigationPushedScreen] = []
    /// The models of the screens, by level (0 is the root).
    var screens: [Int: NavigationScreenModel] = [:]

    init(pathValues: [AnyHashable], pushedViews: [AnyView], push: @escaping (NavigationPushRequest) -> Void,
         popValue: @escaping () -> Void, popView: @escaping () -> Void) {
        self.pathValues = pathValues
        self.pushedViews = pushedViews
        self.push = push
        self.popValue = popValue
        self.popView = popView
    }

    /// The screens above the root known so far: the path's values that have a destination, the
    /// views pushed, then the screens presented by bindings.
    var pushedScreens: [NavigationPushedScreen] {
        let byValue = pathValues.compactMap { value in
            destinations[ObjectIdentifier(type(of: value.base))]?(value).map { NavigationPushedScreen(view: $0, pop: popValue) }
        }
        let byView = pushedViews.map { NavigationPushedScreen(view: $0, pop: popView) }
        return byValue + byView + presented
    }

    /// Registers the screen of values of type `D`.
    func register<D: Hashable>(_ type: D.Type, destination: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in (value.base as? D).map(destination) }
    }
}

/// The environment key of the navigation stack the views are in.
struct NavigationStackKey: EnvironmentKey {
    static var defaultValue: NavigationStackModel? { nil }
}

extension EnvironmentValues {
    /// The navigation stack the views are in: where links push and destinations are declared;
    /// `nil` outside one.
    var navigationStack: NavigationStackModel? {
        get { self[NavigationStackKey.self] }
        set { self[NavigationStackKey.self] = newValue }
    }
}
