import Foundation
import LayoutCore
import ViewTree

// Pickers titled with an asset catalog's image set (`Picker("Flavour", image: .cone, selection: $flavour) { … }`):
// each as the `systemImage:` form, with the image set's picture for the icon beside the title.

extension Picker where Label == ViewTree.Label<Text, Image> {
    /// Creates a picker titled with a key and an image set's picture.
    /// - Parameters:
    ///   - titleKey: The picker's title (shown by the `.navigationLink` style).
    ///   - image: The image set beside the title; on Linux, declare its static member yourself (see `ImageResource`).
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(titleKey, image: image), content: content(), currentValueLabel: nil)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(titleResource, image: image), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker titled with a string and an image set's picture.
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - image: The image set beside the title.
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(title, image: image), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker titled with a key and an image set's picture, whose menu shows
    /// `currentValueLabel` in place of the selected item.
    /// - Parameters:
    ///   - titleKey: The picker's title.
    ///   - image: The image set beside the title.
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the menu shows for the selection.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(titleKey, image: image), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(titleResource, image: image), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker titled with a string and an image set's picture, with a current-value label.
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - image: The image set beside the title.
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the menu shows for the selection.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                   @ViewBuilder currentValueLabel: () -> some View) where S: StringProtocol {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(title, image: image), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker titled with a key and an image set's picture that sets the selection of
    /// every source (showing the first source's).
    /// - Parameters:
    ///   - titleKey: The picker's title.
    ///   - image: The image set beside the title.
    ///   - sources: The values whose selections it sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                   @ViewBuilder content: () -> Content) where C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(titleKey, image: image), content: content(),
                  currentValueLabel: nil)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                   @ViewBuilder content: () -> Content) where C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(titleResource, image: image), content: content(),
                  currentValueLabel: nil)
    }

    /// Creates a picker titled with a string and an image set's picture over several sources.
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - image: The image set beside the title.
    ///   - sources: The values whose selections it sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    @_disfavoredOverload
    public init<C, S>(_ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                      @ViewBuilder content: () -> Content) where C: RandomAccessCollection, S: StringProtocol {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(title, image: image), content: content(),
                  currentValueLabel: nil)
    }

    /// Creates a picker titled with a key and an image set's picture over several sources, with a
    /// current-value label.
    /// - Parameters:
    ///   - titleKey: The picker's title.
    ///   - image: The image set beside the title.
    ///   - sources: The values whose selections it sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the menu shows for the selection.
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                   @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View)
    where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(titleKey, image: image), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                   @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View)
    where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(titleResource, image: image), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker titled with a string and an image set's picture over several sources,
    /// with a current-value label.
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - image: The image set beside the title.
    ///   - sources: The values whose selections it sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the menu shows for the selection.
    @_disfavoredOverload
    public init<C, S>(_ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                      @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View)
    where C: RandomAccessCollection, C.Element == Binding<SelectionValue>, S: StringProtocol {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(title, image: image), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }
}
