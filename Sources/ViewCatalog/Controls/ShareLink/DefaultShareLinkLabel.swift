import Foundation
import LayoutCore

/// The label of a `ShareLink` without one of its own: the share symbol
/// ("square.and.arrow.up") and its title, "Share" unless the link gives one. SwiftUI's
/// `DefaultShareLinkLabel`.
public struct DefaultShareLinkLabel: View {
    let title: Text

    init(title: Text?) {
        self.title = title ?? Text("Share")
    }

    /// The symbol and the title, as a `Label`.
    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}
