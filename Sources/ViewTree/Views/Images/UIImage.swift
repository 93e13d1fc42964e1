import Foundation

/// A picture as UIKit spells it, for the SwiftUI code that makes one: `Image(uiImage:
/// UIImage(named: "photo")!)`, `UIImage(systemName: "star")`, `UIImage(contentsOfFile: path)`.
///
/// On iOS, `import SwiftUI` brings UIKit's `UIImage`; Linux has no UIKit, so Zoetrope gives this
/// class of the same name with the initialisers that name a picture. It is only a reference to a
/// picture: no pixels in memory, no `cgImage`, no drawing.
public final class UIImage: Sendable {
    enum Source: Sendable {
        case named(String, Bundle?)
        case system(String)
        case file(PNGFile)
    }

    let source: Source

    /// The picture's size in points (its pixels divided by its scale: 2 for an image set's @2x
    /// picture, 1 for a PNG file); zero for an SF Symbol, which has no file.
    public let size: CGSize

    // Internal (not private) so that `UIImage.cgImage` and `Image(_:scale:orientation:label:)` can make one. (T2)
    init(source: Source, size: CGSize) {
        self.source = source
        self.size = size
    }

    /// The picture `name` names, found as `Image(_:bundle:)` finds it: the image set
    /// `name.imageset` of an asset catalog, else the PNG file `name` (in the `ZOETROPE_IMAGES`
    /// folders, then `Images/`); `nil` when there is none, as UIKit answers.
    /// - Parameter name: The image set's name, or the file's, with or without `.png`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// The picture `name` names, found as `Image(_:bundle:)` finds it: the image set
    /// `name.imageset` in an asset catalog of `bundle` (or of the search folders), else the PNG
    /// file `name` in `bundle` (or the search folders); `nil` when there is none.
    /// - Parameters:
    ///   - name: The image set's name, or the file's, with or without `.png`.
    ///   - bundle: The bundle to look in first.
    public convenience init?(named name: String, in bundle: Bundle?) {
        guard let file = PNGFile.locate(name, in: bundle) else { return nil }
        self.init(source: .named(name, bundle), size: file.pointSize)
    }

    /// An SF Symbol by name. UIKit answers `nil` for a name it does not know; Zoetrope has no
    /// symbols to check against, so it never does.
    /// - Parameter name: The symbol's name.
    public convenience init?(systemName name: String) {
        self.init(source: .system(name), size: .zero)
    }

    /// The PNG file at `path`; `nil` when it cannot be read as one.
    /// - Parameter path: The file's path.
    public convenience init?(contentsOfFile path: String) {
        guard let size = PNGFile.pixelSize(ofPNGAt: path) else { return nil }
        self.init(source: .file(PNGFile(path: path, size: size)), size: size)
    }
}
