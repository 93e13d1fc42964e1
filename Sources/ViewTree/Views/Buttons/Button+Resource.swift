import Foundation

// Buttons whose label's icon is an asset catalog's image set (`Button("Save", image: .save) { }`):
// each as the `systemImage:` form, with the image set's picture for the icon.

extension Button where Label == ViewTree.Label<Text, Image> {
    /// Creates a button that shows a key and an image set's picture, as a ``Label``:
    /// `Button("Save", image: .save) { … }`.
    /// - Parameters:
    ///   - titleKey: The button's text, and its title for ``Interaction/tap(_:at:)``.
    ///   - image: The image set; on Linux, declare its static member yourself (see ``ImageResource``).
    ///   - action: What a tap runs.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { ViewTree.Label(titleKey, image: image) }
    }

    /// Creates a button that shows a string and an image set's picture, as a ``Label``.
    /// - Parameters:
    ///   - title: The button's text.
    ///   - image: The image set.
    ///   - action: What a tap runs.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, action: @escaping () -> Void) where S: StringProtocol {
        self.init(role: nil, action: action) { ViewTree.Label(title, image: image) }
    }

    /// Creates a button that shows a ``LocalizedStringResource``'s key and an image set's picture.
    /// - Parameters:
    ///   - titleResource: The button's text.
    ///   - image: The image set.
    ///   - action: What a tap runs.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { ViewTree.Label(titleResource, image: image) }
    }

    /// Creates a button with a role that shows a key and an image set's picture
    /// (``ButtonRole/destructive`` draws it in red).
    /// - Parameters:
    ///   - titleKey: The button's text.
    ///   - image: The image set.
    ///   - role: What the button does, or `nil`.
    ///   - action: What a tap runs.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewTree.Label(titleKey, image: image) }
    }

    /// Creates a button with a role that shows a ``LocalizedStringResource``'s key and an image
    /// set's picture.
    /// - Parameters:
    ///   - titleResource: The button's text.
    ///   - image: The image set.
    ///   - role: What the button does, or `nil`.
    ///   - action: What a tap runs.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewTree.Label(titleResource, image: image) }
    }

    /// Creates a button with a role that shows a string and an image set's picture.
    /// - Parameters:
    ///   - title: The button's text.
    ///   - image: The image set.
    ///   - role: What the button does, or `nil`.
    ///   - action: What a tap runs.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void) where S: StringProtocol {
        self.init(role: role, action: action) { ViewTree.Label(title, image: image) }
    }
}
