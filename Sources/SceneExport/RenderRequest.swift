import CairoRasterizer
import Foundation
import LayoutCore

/// What to render of a scene and where to put it.
public struct RenderRequest: Sendable {
    /// The folder the files go into; created if missing.
    public var outputDirectory: URL
    /// The files to write.
    public var formats: OutputFormats
    /// The frames to render; all of the scene's frames when `nil`.
    public var frames: ClosedRange<Int>?
    /// How PNG files are compressed.
    public var pngOptions: PNGEncodingOptions
    /// The sizes to draw over every view (article 004's `showSizes`); `nil` for the scene's own
    /// `showSizes`, empty for none.
    public var showSizes: [SizeRequest]?

    /// Creates a request.
    /// - Parameters:
    ///   - outputDirectory: The folder the files go into.
    ///   - formats: The files to write; all by default.
    ///   - frames: The frames to render; all by default.
    ///   - pngOptions: PNG compression; fast by default.
    ///   - showSizes: Sizes to draw over every view; the scene's own `showSizes` by default.
    public init(outputDirectory: URL, formats: OutputFormats = .all, frames: ClosedRange<Int>? = nil,
                pngOptions: PNGEncodingOptions = .fast, showSizes: [SizeRequest]? = nil) {
        self.outputDirectory = outputDirectory
        self.formats = formats
        self.frames = frames
        self.pngOptions = pngOptions
        self.showSizes = showSizes
    }
}

/// What a render did.
public struct RenderReport: Sendable {
    /// The frames rendered.
    public var frames: ClosedRange<Int>
    /// The files written, in order: PNG frames, then the CSV.
    public var files: [URL]
    /// The wall-clock time the render took, in seconds.
    public var seconds: Double

    /// Frames rendered per second of wall-clock time.
    public var framesPerSecond: Double { seconds > 0 ? Double(frames.count) / seconds : 0 }
}
