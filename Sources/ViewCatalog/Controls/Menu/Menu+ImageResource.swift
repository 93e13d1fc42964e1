import Foundation
import LayoutCore
import ViewTree

// Menus titled with an asset catalog's image set (`Menu("Share", image: .share) { … }`): each as
// the `systemImage:` form, with the image set's picture for the icon.

extension Menu where Label == ViewTree.Label<Text, Image> {
    /// Creates a menu titled with a key and an image set's picture, as a ``Label``.
    /// - Parameters:
    ///   - titleKey: The menu's text.
    ///   - image: The image set; on Linux, declare its static member yourself (see `ImageResource`).
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(label: ViewTree.Label(titleKey, image: image), content: content(), primaryAction: nil)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(label: ViewTree.Label(titleResource, image: image), content: content(), primaryAction: nil)
    }

    /// Creates a menu titled with a string and an image set's picture.
    /// - Parameters:
    ///   - title: The menu's text.
    ///   - image: The image set.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: ViewTree.Label(title, image: image), content: content(), primaryAction: nil)
    }

    /// Creates a menu titled with a key and an image set's picture, with an action a tap runs.
    /// - Parameters:
    ///   - titleKey: The menu's text.
    ///   - image: The image set.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    ///   - primaryAction: What a tap runs.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(label: ViewTree.Label(titleKey, image: image), content: content(), primaryAction: primaryAction)
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(label: ViewTree.Label(titleResource, image: image), content: content(), primaryAction: primaryAction)
    }

    /// Creates a menu titled with a string and an image set's picture, with an action a tap runs.
    /// - Parameters:
    ///   - title: The menu's text.
    ///   - image: The image set.
    ///   - content: The menu's buttons (not drawn by Zoetrope).
    ///   - primaryAction: What a tap runs.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void)
    where S: StringProtocol {
        self.init(label: ViewTree.Label(title, image: image), content: content(), primaryAction: primaryAction)
    }
}
