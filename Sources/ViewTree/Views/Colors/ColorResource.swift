import Foundation

/// A colour set of an asset catalog, named with the bundle that holds it: Apple's `ColorResource`
/// (from DeveloperToolsSupport, which `import SwiftUI` brings), as `Color(.brandRed)` takes it.
///
/// Xcode writes a static member for each colour set of an app's asset catalog
/// (`ColorResource.brandRed`). Nothing generates them on Linux: declare the ones you use
/// yourself, once, beside your views:
///
/// ```swift
/// extension ColorResource {
///     static let brandRed = ColorResource(name: "BrandRed", bundle: .module)
/// }
/// ```
///
/// with the catalog copied into the package's resources (`resources: [.copy("Assets.xcassets")]`).
/// The colour is read as `Color(_:bundle:)` reads a colour set: `name.colorset` in any asset
/// catalog or folder under the bundle's resources, its dark value in the dark appearance; a name
/// found nowhere is clear. The name and bundle are not checked when the resource is made.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name, without `.colorset`.
    let name: String
    /// The bundle whose resources hold it.
    let bundle: Bundle

    /// Creates a resource naming the colour set `name` in `bundle`: Apple's
    /// `ColorResource(name:bundle:)`, as Xcode's generated members call it.
    /// - Parameters:
    ///   - name: The colour set's name, as the catalog shows it (`BrandRed` for `BrandRed.colorset`).
    ///   - bundle: The bundle holding the catalog (`.module` for a package's resources).
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
