import Foundation

extension UIImage {
    /// The picture as a Core Graphics image: UIKit's `cgImage`, a reference to the same PNG file
    /// (see ``CGImage``). `nil` for an SF Symbol, which Zoetrope has no pixels for (UIKit gives
    /// the symbol's bitmap).
    public var cgImage: CGImage? {
        switch source {
        case .named(let name, let bundle): PNGFile.locate(name, in: bundle).map(CGImage.init(file:))
        case .system: nil
        case .file(let file): CGImage(file: file)
        }
    }
}
