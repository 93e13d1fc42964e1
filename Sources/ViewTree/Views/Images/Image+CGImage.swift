import Foundation

extension Image {
    /// The picture a ``CGImage`` refers to, `scale` pixels a point: SwiftUI's
    /// `Image(_:scale:orientation:label:)`. A 200 × 100 picture at scale 2 is laid out 100 × 50
    /// points and drawn with all its pixels in that frame. Every `orientation` is drawn as
    /// `.up` (see ``Orientation``); the label is for accessibility and not drawn.
    /// - Parameters:
    ///   - cgImage: The picture.
    ///   - scale: How many pixels make a point.
    ///   - orientation: Which way up the pixels are; drawn as `.up` whatever it is.
    ///   - label: The picture's accessibility label.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation)
    }

    /// The picture a ``CGImage`` refers to, `scale` pixels a point, passed over by accessibility:
    /// SwiftUI's `Image(decorative:scale:orientation:)`. Laid out and drawn as
    /// ``init(_:scale:orientation:label:)``.
    /// - Parameters:
    ///   - cgImage: The picture.
    ///   - scale: How many pixels make a point.
    ///   - orientation: Which way up the pixels are; drawn as `.up` whatever it is.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        let pixels = cgImage.file.size
        let factor = scale > 0 ? scale : 1
        let points = CGSize(width: pixels.width / factor, height: pixels.height / factor)
        let file = PNGFile(path: cgImage.file.path, size: points)
        self.init(uiImage: UIImage(source: .file(file), size: points))
    }
}
