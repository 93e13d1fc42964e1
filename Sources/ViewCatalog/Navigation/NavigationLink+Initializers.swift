import Foundation
import LayoutCore

extension NavigationLink {
    /// Creates a link to `destination`, drawn as `label`.
    /// - Parameters:
    ///   - destination: The pushed screen's content.
    ///   - label: The link's label.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), action: .push(.view(AnyView(destination()))))
    }

    /// Creates a link to `destination`, drawn as `label`.
    /// - Parameters:
    ///   - destination: The pushed screen's content.
    ///   - label: The link's label.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), action: .push(.view(AnyView(destination))))
    }

    /// Creates a link that pushes `destination` while `isActive` is `true`; a tap sets it to
    /// `true`, the back button to `false`.
    /// - Parameters:
    ///   - destination: The pushed screen's content.
    ///   - isActive: Whether the destination is pushed.
    ///   - label: The link's label.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), action: .active(isActive, destination: AnyView(destination)))
    }

    /// Creates a link that pushes `destination` while `isActive` is `true`; a tap sets it to
    /// `true`, the back button to `false`.
    /// - Parameters:
    ///   - isActive: Whether the destination is pushed.
    ///   - destination: The pushed screen's content.
    ///   - label: The link's label.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), action: .active(isActive, destination: AnyView(destination())))
    }

    /// Creates a link that pushes `destination` while `selection` is `tag`; a tap sets the
    /// selection to `tag`, the back button to `nil`.
    /// - Parameters:
    ///   - destination: The pushed screen's content.
    ///   - tag: The link's value.
    ///   - selection: The value of the link whose destination is pushed, or `nil`.
    ///   - label: The link's label.
    public init<V>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) where V: Hashable {
        self.init(label: label(), action: .tagged(tag, selection: selection, destination: AnyView(destination)))
    }

    /// Creates a link that pushes `destination` while `selection` is `tag`; a tap sets the
    /// selection to `tag`, the back button to `nil`.
    /// - Parameters:
    ///   - tag: The link's value.
    ///   - selection: The value of the link whose destination is pushed, or `nil`.
    ///   - destination: The pushed screen's content.
    ///   - label: The link's label.
    public init<V>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)
    where V: Hashable {
        self.init(label: label(), action: .tagged(tag, selection: selection, destination: AnyView(destination())))
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link titled with a localized string key.
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - destination: The pushed screen's content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link titled with a string, shown verbatim.
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The pushed screen's content.
    public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link titled with a localized string key.
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - destination: The pushed screen's content.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link titled with a string, shown verbatim.
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The pushed screen's content.
    public init<S>(_ title: S, destination: Destination) where S: StringProtocol {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a titled link that pushes `destination` while `isActive` is `true`.
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - destination: The pushed screen's content.
    ///   - isActive: Whether the destination is pushed.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// Creates a titled link that pushes `destination` while `isActive` is `true`.
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The pushed screen's content.
    ///   - isActive: Whether the destination is pushed.
    public init<S>(_ title: S, destination: Destination, isActive: Binding<Bool>) where S: StringProtocol {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// Creates a titled link that pushes `destination` while `isActive` is `true`.
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - isActive: Whether the destination is pushed.
    ///   - destination: The pushed screen's content.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(titleKey) }
    }

    /// Creates a titled link that pushes `destination` while `isActive` is `true`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isActive: Whether the destination is pushed.
    ///   - destination: The pushed screen's content.
    public init<S>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        self.init(isActive: isActive, destination: destination) { Text(title) }
    }

    /// Creates a titled link that pushes `destination` while `selection` is `tag`.
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - destination: The pushed screen's content.
    ///   - tag: The link's value.
    ///   - selection: The value of the link whose destination is pushed, or `nil`.
    public init<V>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) where V: Hashable {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// Creates a titled link that pushes `destination` while `selection` is `tag`.
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The pushed screen's content.
    ///   - tag: The link's value.
    ///   - selection: The value of the link whose destination is pushed, or `nil`.
    public init<S, V>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) where S: StringProtocol, V: Hashable {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }

    /// Creates a titled link that pushes `destination` while `selection` is `tag`.
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - tag: The link's value.
    ///   - selection: The value of the link whose destination is pushed, or `nil`.
    ///   - destination: The pushed screen's content.
    public init<V>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination)
    where V: Hashable {
        self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
    }

    /// Creates a titled link that pushes `destination` while `selection` is `tag`.
    /// - Parameters:
    ///   - title: The title.
    ///   - tag: The link's value.
    ///   - selection: The value of the link whose destination is pushed, or `nil`.
    ///   - destination: The pushed screen's content.
    public init<S, V>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination)
    where S: StringProtocol, V: Hashable {
        self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that pushes `value` on the stack's path; the screen is the one the
    /// `navigationDestination(for:destination:)` of its type makes. A `nil` value pushes nothing.
    /// - Parameters:
    ///   - value: The value to push.
    ///   - label: The link's label.
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Hashable {
        self.init(label: label(), action: .push(value.map { .value(AnyHashable($0)) }))
    }

    /// Creates a link that pushes a `Codable` `value` on the stack's path (which a
    /// `NavigationPath` could encode); it pushes as any other value.
    /// - Parameters:
    ///   - value: The value to push.
    ///   - label: The link's label.
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable {
        self.init(label: label(), action: .push(value.map { .value(AnyHashable($0)) }))
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a titled link that pushes `value` on the stack's path.
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - value: The value to push.
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where P: Hashable {
        self.init(value: value) { Text(titleKey) }
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<P>(_ titleResource: LocalizedStringResource, value: P?) where P: Hashable {
        self.init(value: value) { Text(titleResource) }
    }

    /// Creates a titled link that pushes `value` on the stack's path.
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value to push.
    public init<S, P>(_ title: S, value: P?) where S: StringProtocol, P: Hashable {
        self.init(value: value) { Text(title) }
    }
}
