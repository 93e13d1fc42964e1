import Foundation
import LayoutCore
import ViewTree

// The ways to make a picker: with a label view or a title (a key or a string, with or without an
// SF Symbol), with or without a current-value label, over one binding or several sources.

extension Picker {
    /// Creates a picker with a label of its own.
    /// - Parameters:
    ///   - selection: The value chosen; the item with its tag is shown selected.
    ///   - content: The items, each with a `.tag`.
    ///   - label: What the picker is, shown by the `.navigationLink` style.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selection: PickerSelection(selection), label: label(), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker with a label view given first (deprecated in SwiftUI).
    /// - Parameters:
    ///   - selection: The value chosen.
    ///   - label: What the picker is.
    ///   - content: The items, each with a `.tag`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: PickerSelection(selection), label: label, content: content(), currentValueLabel: nil)
    }

    /// Creates a picker whose menu shows `currentValueLabel` in place of the selected item.
    /// - Parameters:
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    ///   - label: What the picker is.
    ///   - currentValueLabel: What the `.menu` style shows as the current value.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: PickerSelection(selection), label: label(), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker that sets the value of every source: an item is shown selected when any
    /// source has its tag; choosing one sets them all.
    /// - Parameters:
    ///   - sources: The values whose selections the picker sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    ///   - label: What the picker is.
    public init<C>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
                   @ViewBuilder label: () -> Label) where C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: label(), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker over several sources whose menu shows `currentValueLabel`.
    /// - Parameters:
    ///   - sources: The values whose selections the picker sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    ///   - label: What the picker is.
    ///   - currentValueLabel: What the `.menu` style shows as the current value.
    public init<C>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
                   @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: label(), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }
}

extension Picker where Label == Text {
    /// Creates a picker titled with a key (a literal).
    /// - Parameters:
    ///   - titleKey: The picker's title (shown by the `.navigationLink` style).
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: PickerSelection(selection), label: Text(titleKey), content: content(), currentValueLabel: nil)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: PickerSelection(selection), label: Text(titleResource), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker titled with a key (a literal) whose menu shows `currentValueLabel`.
    /// - Parameters:
    ///   - titleKey: The picker's title (shown by the `.navigationLink` style).
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the `.menu` style shows as the current value.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: PickerSelection(selection), label: Text(titleKey), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: PickerSelection(selection), label: Text(titleResource), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker titled with a key (a literal) that sets the value of every source.
    /// - Parameters:
    ///   - titleKey: The picker's title (shown by the `.navigationLink` style).
    ///   - sources: The values whose selections the picker sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    public init<C>(_ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content) where C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: Text(titleKey), content: content(), currentValueLabel: nil)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content) where C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: Text(titleResource), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker titled with a key (a literal) over several sources whose menu shows `currentValueLabel`.
    /// - Parameters:
    ///   - titleKey: The picker's title (shown by the `.navigationLink` style).
    ///   - sources: The values whose selections the picker sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the `.menu` style shows as the current value.
    public init<C>(_ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: Text(titleKey), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: Text(titleResource), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker titled with a string.
    /// - Parameters:
    ///   - title: The picker's title (shown by the `.navigationLink` style).
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(selection: PickerSelection(selection), label: Text(title), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker titled with a string whose menu shows `currentValueLabel`.
    /// - Parameters:
    ///   - title: The picker's title (shown by the `.navigationLink` style).
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the `.menu` style shows as the current value.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) where S: StringProtocol {
        self.init(selection: PickerSelection(selection), label: Text(title), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker titled with a string that sets the value of every source.
    /// - Parameters:
    ///   - title: The picker's title (shown by the `.navigationLink` style).
    ///   - sources: The values whose selections the picker sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    @_disfavoredOverload
    public init<S, C>(_ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content) where S: StringProtocol, C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: Text(title), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker titled with a string over several sources whose menu shows `currentValueLabel`.
    /// - Parameters:
    ///   - title: The picker's title (shown by the `.navigationLink` style).
    ///   - sources: The values whose selections the picker sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the `.menu` style shows as the current value.
    @_disfavoredOverload
    public init<S, C>(_ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where S: StringProtocol, C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: Text(title), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }
}

extension Picker where Label == ViewTree.Label<Text, Image> {
    /// Creates a picker titled with a key and an SF Symbol.
    /// - Parameters:
    ///   - titleKey: The picker's title (shown by the `.navigationLink` style).
    ///   - systemImage: The SF Symbol beside the title.
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(titleKey, systemImage: systemImage), content: content(), currentValueLabel: nil)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(LocalizedStringKey(titleResource.key), systemImage: systemImage), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker titled with a key and an SF Symbol whose menu shows `currentValueLabel`.
    /// - Parameters:
    ///   - titleKey: The picker's title (shown by the `.navigationLink` style).
    ///   - systemImage: The SF Symbol beside the title.
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the `.menu` style shows as the current value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(titleKey, systemImage: systemImage), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(LocalizedStringKey(titleResource.key), systemImage: systemImage), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker titled with a key and an SF Symbol that sets the value of every source.
    /// - Parameters:
    ///   - titleKey: The picker's title (shown by the `.navigationLink` style).
    ///   - systemImage: The SF Symbol beside the title.
    ///   - sources: The values whose selections the picker sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content) where C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(titleKey, systemImage: systemImage), content: content(), currentValueLabel: nil)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content) where C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(LocalizedStringKey(titleResource.key), systemImage: systemImage), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker titled with a key and an SF Symbol over several sources whose menu shows `currentValueLabel`.
    /// - Parameters:
    ///   - titleKey: The picker's title (shown by the `.navigationLink` style).
    ///   - systemImage: The SF Symbol beside the title.
    ///   - sources: The values whose selections the picker sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the `.menu` style shows as the current value.
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(titleKey, systemImage: systemImage), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(LocalizedStringKey(titleResource.key), systemImage: systemImage), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker titled with a string and an SF Symbol.
    /// - Parameters:
    ///   - title: The picker's title (shown by the `.navigationLink` style).
    ///   - systemImage: The SF Symbol beside the title.
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(title, systemImage: systemImage), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker titled with a string and an SF Symbol whose menu shows `currentValueLabel`.
    /// - Parameters:
    ///   - title: The picker's title (shown by the `.navigationLink` style).
    ///   - systemImage: The SF Symbol beside the title.
    ///   - selection: The value chosen.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the `.menu` style shows as the current value.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) where S: StringProtocol {
        self.init(selection: PickerSelection(selection), label: ViewTree.Label(title, systemImage: systemImage), content: content(), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker titled with a string and an SF Symbol that sets the value of every source.
    /// - Parameters:
    ///   - title: The picker's title (shown by the `.navigationLink` style).
    ///   - systemImage: The SF Symbol beside the title.
    ///   - sources: The values whose selections the picker sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    @_disfavoredOverload
    public init<S, C>(_ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content) where S: StringProtocol, C: RandomAccessCollection {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(title, systemImage: systemImage), content: content(), currentValueLabel: nil)
    }

    /// Creates a picker titled with a string and an SF Symbol over several sources whose menu shows `currentValueLabel`.
    /// - Parameters:
    ///   - title: The picker's title (shown by the `.navigationLink` style).
    ///   - systemImage: The SF Symbol beside the title.
    ///   - sources: The values whose selections the picker sets.
    ///   - selection: Each source's selection.
    ///   - content: The items, each with a `.tag`.
    ///   - currentValueLabel: What the `.menu` style shows as the current value.
    @_disfavoredOverload
    public init<S, C>(_ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where S: StringProtocol, C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(selection: PickerSelection(sources: sources, selection: selection), label: ViewTree.Label(title, systemImage: systemImage), content: content(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }
}
