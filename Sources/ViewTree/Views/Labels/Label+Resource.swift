import Foundation

// Labels whose icon is an asset catalog's image set (`Label("Inbox", image: .inbox)`).

extension Label where Title == Text, Icon == Image {
    /// A label whose title is a key (a literal) and whose icon is an image set's picture
    /// (`Image(_:)` with the resource): SwiftUI's `Label(_:image:)` with an ``ImageResource``.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - resource: The image set; on Linux, declare its static member yourself (see ``ImageResource``).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A label whose title is a ``LocalizedStringResource``'s key and whose icon is an image set's picture.
    /// - Parameters:
    ///   - titleResource: The title.
    ///   - resource: The image set.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
        self.init(title: { Text(titleResource) }, icon: { Image(resource) })
    }

    /// A label whose title is a string and whose icon is an image set's picture.
    /// - Parameters:
    ///   - title: The title.
    ///   - resource: The image set.
    @_disfavoredOverload
    public init<S>(_ title: S, image resource: ImageResource) where S: StringProtocol {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}
