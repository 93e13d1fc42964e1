import Foundation
import LayoutCore

/// SwiftUI's `DisclosureGroup`, as an outline list uses it: a row with a chevron at its trailing
/// edge that shows or hides the rows under it.
///
/// Zoetrope builds it only for outline rows (`List(_:children:rowContent:)`): it draws the
/// label and a chevron in the tint, pointing to the trailing side when collapsed and down when
/// expanded (turning under the default animation); a tap on the row flips `isExpanded`. Its
/// public initialisers are not there yet (no coverage row asks for them).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>

    init(isExpanded: Binding<Bool>, label: Label) {
        self.label = label
        self.isExpanded = isExpanded
    }

    /// The label with the chevron after it.
    public var body: some View {
        Button {
            withAnimation { isExpanded.wrappedValue.toggle() }
        } label: {
            HStack(spacing: 0) {
                label
                Spacer(minLength: OutlineMeasures.chevronSpacing)
                DisclosureChevron(isExpanded: isExpanded.wrappedValue)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// The chevron of a disclosure row: in the tint, pointing to the trailing side, turned a
/// quarter (pointing down) when expanded.
struct DisclosureChevron: View {
    let isExpanded: Bool

    var body: some View {
        ForwardChevron()
            .stroke(.tint, style: StrokeStyle(lineWidth: OutlineMeasures.chevronLineWidth, lineCap: .round, lineJoin: .round))
            .frame(width: OutlineMeasures.chevronSize.width, height: OutlineMeasures.chevronSize.height)
            .rotationEffect(.degrees(isExpanded ? 90 : 0))
    }
}

/// The rows under a subgroup of an ``OutlineGroup``: SwiftUI's `OutlineSubgroupChildren`, the
/// type that names them in a `List`'s content type. Zoetrope lays the children out as rows of
/// the list itself, so this view draws nothing.
public struct OutlineSubgroupChildren: View {
    init() {}

    /// Nothing: the children are rows of the list.
    public var body: some View { EmptyView() }
}
