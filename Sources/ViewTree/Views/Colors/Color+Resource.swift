import Foundation

extension Color {
    /// The colour of an asset catalog's colour set: SwiftUI's `Color(_:)` with a
    /// ``ColorResource``, written `Color(.brandRed)`; the same colour as
    /// `Color(name, bundle: bundle)` (its light value, and its dark one in the dark appearance;
    /// clear when the set is found nowhere).
    ///
    /// On Linux, Xcode does not write the resource's static member (`ColorResource.brandRed`):
    /// declare it yourself (`static let brandRed = ColorResource(name: "BrandRed", bundle: .module)`).
    /// - Parameter resource: The colour set.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
