import Foundation

extension Image {
    /// The picture of an asset catalog's image set: SwiftUI's `Image(_:)` with an
    /// ``ImageResource``, written `Image(.avatar)`.
    ///
    /// The same picture as `Image(resource.name, bundle: resource.bundle)`: the image set's PNG
    /// (see ``ImageResource`` for which one), laid out at its size in points (its pixels divided
    /// by its scale; `.resizable()`: any size); without such a set, a PNG file of the resource's
    /// name; a name found nowhere is drawn as the labelled placeholder.
    ///
    /// On Linux, Xcode does not write the resource's static member (`ImageResource.avatar`):
    /// declare it yourself (`static let avatar = ImageResource(name: "avatar", bundle: .module)`).
    /// - Parameter resource: The image set.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
