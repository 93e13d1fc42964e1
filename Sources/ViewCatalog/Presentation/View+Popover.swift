import Foundation
import LayoutCore

extension View {
    /// Presents a popover while `isPresented` is `true`: SwiftUI's
    /// `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`. In a compact width, as on
    /// an iPhone, SwiftUI presents a popover as a sheet, and so does Zoetrope (see
    /// ``sheet(isPresented:onDismiss:content:)``): the anchor and arrow edge are not used.
    /// - Parameters:
    ///   - isPresented: Whether the popover is presented.
    ///   - attachmentAnchor: Where the arrow would point on an iPad.
    ///   - arrowEdge: The edge the arrow would be on on an iPad.
    ///   - content: The popover's content.
    /// - Returns: The view with the popover over it.
    public func popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                 arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View
    where Content: View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover for `item` while it is not `nil`: SwiftUI's
    /// `.popover(item:attachmentAnchor:arrowEdge:content:)`, presented as a sheet on an iPhone.
    /// - Parameters:
    ///   - item: The item the popover shows.
    ///   - attachmentAnchor: Where the arrow would point on an iPad.
    ///   - arrowEdge: The edge the arrow would be on on an iPad.
    ///   - content: The popover's content for the item.
    /// - Returns: The view with the popover over it.
    public func popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View
    where Item: Identifiable, Content: View {
        sheet(item: item, content: content)
    }
}
