import Foundation
import LayoutCore
import ViewTree

/// A control for choosing one of a set of values: SwiftUI's `Picker`, drawn in the style set
/// with ``View/pickerStyle(_:)``, as iOS draws it outside a form.
///
/// Each item is a view with a ``View/tag(_:includeOptional:)``; the item whose tag equals the
/// selection is the one shown selected:
/// - `.automatic` / `.menu` (the default): the selected item's view in the tint, then up-and-down
///   chevrons; the picker's label is not shown. In a list or form, a row: the label, then the
///   selected item and the chevrons in secondary grey at the trailing edge. A tap does not open
///   the menu in Zoetrope; ``Interaction/select(_:in:at:)`` chooses in it.
/// - `.segmented` / `.palette`: the items in equal segments on a grey track; a tap on a segment
///   (``Interaction/tap(_:at:)`` with its text) selects it.
/// - `.wheel` / `.inline`: the items in rows of 32 points, the selected one on a grey band; a
///   tap on a row selects it. Zoetrope lists the rows flat from the first item.
/// - `.navigationLink`: the label, then the selected item in grey and a chevron.
///
/// Zoetrope differs from SwiftUI in that `ForEach` gives no implicit tags: every item needs its
/// `.tag`. Pickers over several sources show an item selected when any source has its value.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: PickerSelection<SelectionValue>
    let label: Label
    let content: Content
    let currentValueLabel: AnyView?
    @Environment(\.pickerStyleKind) private var style
    @Environment(\.controlLabelsHidden) private var labelsHidden
    @Environment(\.controlSizeValue) private var controlSize
    @Environment(\.isInsideList) private var isInsideList

    init(selection: PickerSelection<SelectionValue>, label: Label, content: Content, currentValueLabel: AnyView?) {
        self.selection = selection
        self.label = label
        self.content = content
        self.currentValueLabel = currentValueLabel
    }

    /// The picker in its style, offering its items to ``Interaction/select(_:in:at:)``.
    public var body: some View {
        styledBody.takingChoices(label: AnyView(label), options: AnyView(content.environment(\.pickerItemContext, itemContext.listingOptions())))
    }

    /// The picker in its style.
    @ViewBuilder private var styledBody: some View {
        switch style {
        case .menu: menuBody
        case .segmented: segmentedBody
        case .wheel: wheelBody
        case .navigationLink: navigationLinkBody
        }
    }

    /// What the tags inside are told.
    private var itemContext: PickerItemContext {
        let selection = self.selection
        let isOptional = SelectionValue.self is any OptionalMarker.Type
        return PickerItemContext(style: style, controlSize: controlSize, isInsideList: isInsideList, matches: { tag, includeOptional in
            if !includeOptional, isOptional, !(tag is any OptionalMarker) { return false }
            guard let value = tag as? SelectionValue else { return false }
            return selection.values().contains(value)
        }, select: { tag in
            if let value = tag as? SelectionValue { selection.set(value) }
        })
    }

    /// The items, drawn as the tags inside the context draw them.
    private var items: some View {
        content.environment(\.pickerItemContext, itemContext)
    }

    /// The selected item in the tint, then the chevrons; in a list or form, as a row: the label,
    /// then the selected item and the chevrons in grey at the trailing edge.
    private var menuBody: some View {
        HStack(spacing: ControlMeasures.labelSpacing) {
            if isInsideList && !labelsHidden {
                label
                Spacer(minLength: 0)
            }
            HStack(spacing: ControlMeasures.menuChevronSpacing) {
                if let currentValueLabel {
                    currentValueLabel.foregroundStyle(menuValueStyle)
                } else {
                    ZStack { items }
                }
                UpDownChevrons()
                    .stroke(menuValueStyle, style: StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round))
                    .frame(width: ControlMeasures.menuChevronSize.width, height: ControlMeasures.menuChevronSize.height)
            }
        }
    }

    /// The paint of a menu picker's value: the tint, or secondary grey in a list or form.
    private var menuValueStyle: AnyShapeStyle {
        isInsideList ? AnyShapeStyle(Color(uiColor: .secondaryLabel)) : AnyShapeStyle(.tint)
    }

    /// The items in equal segments on the track.
    private var segmentedBody: some View {
        HStack(spacing: 0) { items }
            .frame(height: ControlMeasures.segmentedHeight * controlSize.heightScale)
            .background(ControlMeasures.segmentedTrack, in: RoundedRectangle(cornerRadius: ControlMeasures.segmentedCornerRadius))
    }

    /// The items in rows.
    private var wheelBody: some View {
        VStack(spacing: 0) { items }
            .frame(maxWidth: .infinity)
    }

    /// The label, the selected item in grey, the chevron.
    private var navigationLinkBody: some View {
        HStack(spacing: ControlMeasures.labelSpacing) {
            if !labelsHidden {
                label
                Spacer(minLength: 0)
            }
            ZStack { items }
            ForwardChevron()
                .stroke(Color(uiColor: .tertiaryLabel), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: 7, height: 12)
        }
    }
}

/// A picker's selection: the values it has now (one, or one per source), and how to set it.
struct PickerSelection<Value: Hashable> {
    let values: () -> [Value]
    let set: (Value) -> Void

    /// The selection of one binding.
    init(_ binding: Binding<Value>) {
        values = { [binding.wrappedValue] }
        set = { binding.wrappedValue = $0 }
    }

    /// The selection of several sources: the values they have, and setting all of them.
    init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<Value>>) {
        values = {
            var seen: [Value] = []
            for source in sources where !seen.contains(source[keyPath: selection].wrappedValue) {
                seen.append(source[keyPath: selection].wrappedValue)
            }
            return seen
        }
        set = { value in
            for source in sources { source[keyPath: selection].wrappedValue = value }
        }
    }
}
