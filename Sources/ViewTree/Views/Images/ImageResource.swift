import Foundation

/// An image set of an asset catalog, named with the bundle that holds it: Apple's `ImageResource`
/// (from DeveloperToolsSupport, which `import SwiftUI` brings), as `Image(.avatar)` and
/// `Button("Save", image: .save) { }` take it.
///
/// Xcode writes a static member for each image set of an app's asset catalog
/// (`ImageResource.avatar`). Nothing generates them on Linux: declare the ones you use yourself,
/// once, beside your views:
///
/// ```swift
/// extension ImageResource {
///     static let avatar = ImageResource(name: "avatar", bundle: .module)
/// }
/// ```
///
/// with the catalog copied into the package's resources (`resources: [.copy("Assets.xcassets")]`).
/// The picture is found as `Image(_:bundle:)` finds one (the same lookup): `name.imageset` in any
/// asset catalog or folder under the bundle's resources (then under the `ZOETROPE_IMAGES`
/// folders, then `Images/`), its PNG for the 1x scale (or no scale), else its smallest, laid out
/// at that scale (a set holding only a @2x picture shows it at two pixels a point); failing that,
/// a PNG file `name.png`. A name found nowhere is drawn as `Image(_:bundle:)` draws a missing
/// picture: a labelled grey placeholder 100 points square.
///
/// Where it differs from Apple's: the picture is chosen for a 1x screen whatever the render's
/// scale; a set's dark-appearance picture, PDF and SVG files are not used; the name and bundle
/// are not checked when the resource is made.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name, without `.imageset`.
    let name: String
    /// The bundle whose resources hold it.
    let bundle: Bundle

    /// Creates a resource naming the image set `name` in `bundle`: Apple's
    /// `ImageResource(name:bundle:)`, as Xcode's generated members call it.
    /// - Parameters:
    ///   - name: The image set's name, as the catalog shows it (`avatar` for `avatar.imageset`).
    ///   - bundle: The bundle holding the catalog (`.module` for a package's resources).
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
