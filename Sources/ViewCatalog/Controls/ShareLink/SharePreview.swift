import Foundation
import LayoutCore

/// What the share sheet shows of an item: a title, and an image and an icon. SwiftUI's
/// `SharePreview`.
///
/// Zoetrope never shows the share sheet (a render cannot share), so a preview is accepted and
/// kept, and draws nothing.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text
    let image: Image?
    let icon: Icon?

    /// A preview with a title, an image and an icon.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - image: The large image of the item.
    ///   - icon: The small icon of the item.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }

    /// A preview with a title, an image and an icon.
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The large image of the item.
    ///   - icon: The small icon of the item.
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: Text(title), image: image, icon: icon)
    }

    init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with only a title.
    /// - Parameter titleKey: The title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(title: Text(titleKey), image: nil, icon: nil)
    }

    /// A preview with only a title.
    /// - Parameter title: The title.
    public init<S: StringProtocol>(_ title: S) {
        self.init(title: Text(title), image: nil, icon: nil)
    }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - image: The large image of the item.
    public init(_ titleKey: LocalizedStringKey, image: Image) {
        self.init(title: Text(titleKey), image: image, icon: nil)
    }

    /// A preview with a title and an image.
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The large image of the item.
    public init<S: StringProtocol>(_ title: S, image: Image) {
        self.init(title: Text(title), image: image, icon: nil)
    }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - icon: The small icon of the item.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) {
        self.init(title: Text(titleKey), image: nil, icon: icon)
    }

    /// A preview with a title and an icon.
    /// - Parameters:
    ///   - title: The title.
    ///   - icon: The small icon of the item.
    public init<S: StringProtocol>(_ title: S, icon: Icon) {
        self.init(title: Text(title), image: nil, icon: icon)
    }
}
