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

    /// The picture's size in points (one point a pixel); zero for an SF Symbol, which has no file.
    public let size: CGSize

    private init(source: Source, size: CGSize) {
        self.source = source
        self.size = size
    }

    /// The picture in the PNG file `name` names, found as `Image(_:bundle:)` finds it (the
    /// `ZOETROPE_IMAGES` folders, then `Images/`); `nil` when there is none, as UIKit answers.
    /// - Parameter name: The file's name, with or without `.png`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// The picture in the PNG file `name` names, looked for in `bundle` first; `nil` when there is none.
    /// - Parameters:
    ///   - name: The file's name, with or without `.png`.
    ///   - bundle: The bundle to look in first.
    public convenience init?(named name: String, in bundle: Bundle?) {
        guard let file = PNGFile.locate(name, in: bundle) else { return nil }
        self.init(source: .named(name, bundle), size: file.size)
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
