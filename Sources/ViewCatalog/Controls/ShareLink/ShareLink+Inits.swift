import Foundation
import LayoutCore

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A share button for one item, with a preview, labelled "Share" with the share symbol.
    /// - Parameters:
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - preview: What the share sheet shows of the item; accepted, nothing is drawn of it.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: nil))
    }

    /// A share button for several items, each with a preview, labelled "Share" with the share symbol.
    /// - Parameters:
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - preview: What the share sheet shows of each item; accepted, nothing is drawn of it.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, label: DefaultShareLinkLabel(title: nil))
    }

    /// A share button for one item, with a preview, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleKey: The title shown beside the share symbol.
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - preview: What the share sheet shows of the item; accepted, nothing is drawn of it.
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share button for one item, with a preview, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - title: The title shown beside the share symbol.
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - preview: What the share sheet shows of the item; accepted, nothing is drawn of it.
    public init<I, S>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>, I: Transferable, S: StringProtocol {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A share button for one item, with a preview, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleResource: The title shown beside the share symbol.
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - preview: What the share sheet shows of the item; accepted, nothing is drawn of it.
    public init<I>(_ titleResource: LocalizedStringResource, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleResource)))
    }

    /// A share button for several items, each with a preview, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleKey: The title shown beside the share symbol.
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - preview: What the share sheet shows of each item; accepted, nothing is drawn of it.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share button for several items, each with a preview, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - title: The title shown beside the share symbol.
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - preview: What the share sheet shows of each item; accepted, nothing is drawn of it.
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)
    where S: StringProtocol {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A share button for several items, each with a preview, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleResource: The title shown beside the share symbol.
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - preview: What the share sheet shows of each item; accepted, nothing is drawn of it.
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(titleResource)))
    }

}


extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A share button for one text, labelled "Share" with the share symbol.
    /// - Parameters:
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: nil))
    }

    /// A share button for one link, labelled "Share" with the share symbol.
    /// - Parameters:
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: nil))
    }

    /// A share button for several texts, labelled "Share" with the share symbol.
    /// - Parameters:
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, label: DefaultShareLinkLabel(title: nil))
    }

    /// A share button for several links, labelled "Share" with the share symbol.
    /// - Parameters:
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, label: DefaultShareLinkLabel(title: nil))
    }

    /// A share button for one text, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleKey: The title shown beside the share symbol.
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share button for one text, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - title: The title shown beside the share symbol.
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init<S>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String>, S: StringProtocol {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A share button for one text, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleResource: The title shown beside the share symbol.
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(_ titleResource: LocalizedStringResource, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleResource)))
    }

    /// A share button for one link, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleKey: The title shown beside the share symbol.
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share button for one link, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - title: The title shown beside the share symbol.
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init<S>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL>, S: StringProtocol {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A share button for one link, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleResource: The title shown beside the share symbol.
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(_ titleResource: LocalizedStringResource, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleResource)))
    }

    /// A share button for several texts, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleKey: The title shown beside the share symbol.
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share button for several texts, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - title: The title shown beside the share symbol.
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String, S: StringProtocol {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A share button for several texts, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleResource: The title shown beside the share symbol.
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(titleResource)))
    }

    /// A share button for several links, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleKey: The title shown beside the share symbol.
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A share button for several links, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - title: The title shown beside the share symbol.
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL, S: StringProtocol {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A share button for several links, labelled with a title and the share symbol.
    /// - Parameters:
    ///   - titleResource: The title shown beside the share symbol.
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
        self.init(items: items, label: DefaultShareLinkLabel(title: Text(titleResource)))
    }

}


extension ShareLink {
    /// A share button for one item, with a preview and a label of its own.
    /// - Parameters:
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - preview: What the share sheet shows of the item; accepted, nothing is drawn of it.
    ///   - label: The button's label.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<I>, I: Transferable {
        self.init(items: CollectionOfOne(item), label: label())
    }

    /// A share button for several items, each with a preview, with a label of its own.
    /// - Parameters:
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - preview: What the share sheet shows of each item; accepted, nothing is drawn of it.
    ///   - label: The button's label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) {
        self.init(items: items, label: label())
    }

}


extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A share button for one text, with a label of its own.
    /// - Parameters:
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - label: The button's label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), label: label())
    }

    /// A share button for one link, with a label of its own.
    /// - Parameters:
    ///   - item: The item to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - label: The button's label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), label: label())
    }

    /// A share button for several texts, with a label of its own.
    /// - Parameters:
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - label: The button's label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == String {
        self.init(items: items, label: label())
    }

    /// A share button for several links, with a label of its own.
    /// - Parameters:
    ///   - items: The items to share; kept, never shared.
    ///   - subject: A subject for activities that take one; accepted.
    ///   - message: A message for activities that take one; accepted.
    ///   - label: The button's label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data.Element == URL {
        self.init(items: items, label: label())
    }

}
