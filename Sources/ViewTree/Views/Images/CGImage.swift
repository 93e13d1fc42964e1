import Foundation

/// A bitmap as Core Graphics spells it, for the SwiftUI code that shows one: `Image(uiImage.cgImage!,
/// scale: 2, label: Text("Photo"))`.
///
/// On Apple's platforms `CGImage` comes from Core Graphics and holds pixels; Linux has no Core
/// Graphics, so Zoetrope gives this class of the same name, its own: a reference to the PNG file
/// a ``UIImage`` names, obtained from `UIImage.cgImage`, with the picture's ``width`` and
/// ``height`` in pixels. It has no pixels in memory and none of Core Graphics' initialisers or
/// drawing.
public final class CGImage: Sendable {
    /// The PNG file holding the picture, with its size in pixels.
    let file: PNGFile

    init(file: PNGFile) {
        self.file = file
    }

    /// The picture's width in pixels.
    public var width: Int { Int(file.size.width) }

    /// The picture's height in pixels.
    public var height: Int { Int(file.size.height) }
}
