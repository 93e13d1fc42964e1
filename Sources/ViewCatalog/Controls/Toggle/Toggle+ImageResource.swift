import Foundation
import LayoutCore
import ViewTree

// Toggles titled with an asset catalog's image set (`Toggle("Night mode", image: .moon, isOn: $on)`):
// each as the `systemImage:` form, with the image set's picture for the icon.

extension Toggle where Label == ViewTree.Label<Text, Image> {
    /// Creates a toggle titled with a key and an image set's picture, as a ``Label``.
    /// - Parameters:
    ///   - titleKey: The toggle's text.
    ///   - image: The image set; on Linux, declare its static member yourself (see `ImageResource`).
    ///   - isOn: Whether it is on; a tap flips it.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: ViewTree.Label(titleKey, image: image))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: ViewTree.Label(titleResource, image: image))
    }

    /// Creates a toggle titled with a string and an image set's picture.
    /// - Parameters:
    ///   - title: The toggle's text.
    ///   - image: The image set.
    ///   - isOn: Whether it is on.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn, label: ViewTree.Label(title, image: image))
    }

    /// Creates a toggle titled with a key and an image set's picture that turns every source on
    /// or off: on when all are on; a tap turns all off when all are on, else all on.
    /// - Parameters:
    ///   - titleKey: The toggle's text.
    ///   - image: The image set.
    ///   - sources: The values whose settings it turns.
    ///   - isOn: Each source's setting.
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection {
        self.init(isOn: Toggle.allOn(sources, isOn), label: ViewTree.Label(titleKey, image: image))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection {
        self.init(isOn: Toggle.allOn(sources, isOn), label: ViewTree.Label(titleResource, image: image))
    }

    /// Creates a toggle titled with a string and an image set's picture that turns every source
    /// on or off.
    /// - Parameters:
    ///   - title: The toggle's text.
    ///   - image: The image set.
    ///   - sources: The values whose settings it turns.
    ///   - isOn: Each source's setting.
    @_disfavoredOverload
    public init<S, C>(_ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>)
    where C: RandomAccessCollection, S: StringProtocol {
        self.init(isOn: Toggle.allOn(sources, isOn), label: ViewTree.Label(title, image: image))
    }
}
