import Foundation
import LayoutCore
import ViewTree

// The ways to make a toggle: with a label view or a title (a key or a string, with or without an
// SF Symbol), over one binding or several sources.

extension Toggle {
    /// Creates a toggle with a label of its own.
    /// - Parameters:
    ///   - isOn: Whether it is on; a tap flips it.
    ///   - label: What the toggle is; its text names it for a scripted tap.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(isOn: isOn, label: label())
    }

    /// Creates a toggle that turns every source on or off: on when all are on; a tap turns all
    /// off when all are on, else all on.
    /// - Parameters:
    ///   - sources: The values whose settings it turns.
    ///   - isOn: Each source's setting.
    ///   - label: What the toggle is.
    public init<C>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label)
    where C: RandomAccessCollection {
        self.init(isOn: Toggle.allOn(sources, isOn), label: label())
    }

    /// A binding that is on when every source is, and sets every source.
    static func allOn<C: RandomAccessCollection>(_ sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>) -> Binding<Bool> {
        Binding(get: { !sources.isEmpty && sources.allSatisfy { $0[keyPath: isOn].wrappedValue } },
                set: { value in sources.forEach { $0[keyPath: isOn].wrappedValue = value } })
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle titled with a key (a literal): `Toggle("Wi-Fi", isOn: $wifi)`.
    /// - Parameters:
    ///   - titleKey: The toggle's text, and its name for a scripted tap.
    ///   - isOn: Whether it is on.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: Text(titleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: Text(titleResource))
    }

    /// Creates a toggle titled with a string.
    /// - Parameters:
    ///   - title: The toggle's text.
    ///   - isOn: Whether it is on.
    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn, label: Text(title))
    }

    /// Creates a toggle titled with a key that turns every source on or off.
    /// - Parameters:
    ///   - titleKey: The toggle's text.
    ///   - sources: The values whose settings it turns.
    ///   - isOn: Each source's setting.
    public init<C>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection {
        self.init(isOn: Toggle.allOn(sources, isOn), label: Text(titleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection {
        self.init(isOn: Toggle.allOn(sources, isOn), label: Text(titleResource))
    }

    /// Creates a toggle titled with a string that turns every source on or off.
    /// - Parameters:
    ///   - title: The toggle's text.
    ///   - sources: The values whose settings it turns.
    ///   - isOn: Each source's setting.
    @_disfavoredOverload
    public init<S, C>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where S: StringProtocol, C: RandomAccessCollection {
        self.init(isOn: Toggle.allOn(sources, isOn), label: Text(title))
    }
}

extension Toggle where Label == ViewTree.Label<Text, Image> {
    /// Creates a toggle titled with a key and an SF Symbol, as a ``Label``.
    /// - Parameters:
    ///   - titleKey: The toggle's text.
    ///   - systemImage: The symbol's name.
    ///   - isOn: Whether it is on.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: ViewTree.Label(titleKey, systemImage: systemImage))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: ViewTree.Label(LocalizedStringKey(titleResource.key), systemImage: systemImage))
    }

    /// Creates a toggle titled with a string and an SF Symbol.
    /// - Parameters:
    ///   - title: The toggle's text.
    ///   - systemImage: The symbol's name.
    ///   - isOn: Whether it is on.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn, label: ViewTree.Label(title, systemImage: systemImage))
    }

    /// Creates a toggle titled with a key and an SF Symbol that turns every source on or off.
    /// - Parameters:
    ///   - titleKey: The toggle's text.
    ///   - systemImage: The symbol's name.
    ///   - sources: The values whose settings it turns.
    ///   - isOn: Each source's setting.
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection {
        self.init(isOn: Toggle.allOn(sources, isOn), label: ViewTree.Label(titleKey, systemImage: systemImage))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection {
        self.init(isOn: Toggle.allOn(sources, isOn), label: ViewTree.Label(LocalizedStringKey(titleResource.key), systemImage: systemImage))
    }

    /// Creates a toggle titled with a string and an SF Symbol that turns every source on or off.
    /// - Parameters:
    ///   - title: The toggle's text.
    ///   - systemImage: The symbol's name.
    ///   - sources: The values whose settings it turns.
    ///   - isOn: Each source's setting.
    @_disfavoredOverload
    public init<S, C>(_ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection, S: StringProtocol {
        self.init(isOn: Toggle.allOn(sources, isOn), label: ViewTree.Label(title, systemImage: systemImage))
    }
}
