import Foundation
import ViewTree

/// What a picker tells the tagged views inside it: how it draws its items, which tags are
/// selected, and how to select one. A `.tag(_:)` inside reads it from the environment and draws
/// its view as an item of that style.
struct PickerItemContext {
    let style: PickerStyleKind
    let controlSize: ControlSize
    /// Whether the picker is a row of a list or form, where a menu's value is grey.
    var isInsideList = false
    /// Whether a tag (with its `includeOptional`) is the selection.
    let matches: (_ tag: Any, _ includeOptional: Bool) -> Bool
    /// Writes a tag to the selection, when its type is the selection's.
    let select: (_ tag: Any) -> Void
    /// Whether the items are listed as the picker's options for scripted selection rather than
    /// drawn: each is then its view, marked as an option (``View/choiceOption(choose:)``).
    var listsOptions = false

    /// This context listing the items as options.
    func listingOptions() -> PickerItemContext {
        var listing = self
        listing.listsOptions = true
        return listing
    }

    /// The view of one item, with its tag, in the picker's style.
    func item<Tag: Hashable>(content: AnyView, tag: Tag, includeOptional: Bool) -> AnyView {
        let choose = { select(tag) }
        guard !listsOptions else { return AnyView(content.choiceOption(choose: choose).environment(\.pickerItemContext, nil)) }
        let isSelected = matches(tag, includeOptional)
        let item: AnyView = switch style {
        case .menu: !isSelected ? AnyView(EmptyView())
            : isInsideList ? AnyView(content.foregroundStyle(Color(uiColor: .secondaryLabel))) : AnyView(content.foregroundStyle(.tint))
        case .navigationLink: isSelected ? AnyView(content.foregroundStyle(Color(uiColor: .secondaryLabel))) : AnyView(EmptyView())
        case .segmented: AnyView(PickerSegment(content: content, isSelected: isSelected, choose: choose))
        case .wheel: AnyView(PickerWheelRow(content: content, isSelected: isSelected, choose: choose))
        }
        return AnyView(item.environment(\.pickerItemContext, nil))
    }
}

/// Whether a type is an `Optional`, for a tag's `includeOptional`.
protocol OptionalMarker {}

extension Optional: OptionalMarker {}

/// One segment of a segmented picker: its item's view in 13-point text, on a white plate when
/// it is the selection; a tap selects it.
struct PickerSegment: View {
    let content: AnyView
    let isSelected: Bool
    let choose: () -> Void
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Button(action: choose) {
            ZStack {
                RoundedRectangle(cornerRadius: ControlMeasures.segmentedCornerRadius - ControlMeasures.segmentedInset)
                    .fill(colorScheme == .dark ? Color(uiColor: .systemGray2) : Color.white)
                    .shadow(color: ControlMeasures.knobShadowColor, radius: ControlMeasures.knobShadowRadius, y: 1)
                    .padding(ControlMeasures.segmentedInset)
                    .opacity(isSelected ? 1 : 0)
                content
                    .font(.system(size: ControlMeasures.segmentedFontSize, weight: isSelected ? .semibold : .medium))
                    .foregroundStyle(Color.primary)
                    .lineLimit(1)
                    .padding(.horizontal, 8)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .buttonStyle(.plain)
    }
}

/// One row of a wheel picker: its item's view, 32 points high across the wheel, on a grey band
/// when it is the selection, else in grey; a tap selects it.
struct PickerWheelRow: View {
    let content: AnyView
    let isSelected: Bool
    let choose: () -> Void

    var body: some View {
        Button(action: choose) {
            ZStack {
                RoundedRectangle(cornerRadius: ControlMeasures.wheelBandCornerRadius).fill(ControlMeasures.wheelBand)
                    .opacity(isSelected ? 1 : 0)
                content
                    .font(.system(size: ControlMeasures.wheelFontSize))
                    .foregroundStyle(isSelected ? Color.primary : Color(uiColor: .tertiaryLabel))
                    .lineLimit(1)
            }
            .frame(maxWidth: .infinity)
            .frame(height: ControlMeasures.wheelRowHeight)
        }
        .buttonStyle(.plain)
    }
}
