import CairoRasterizer
import FrameComposition
import FrameRendering
import Foundation
import LayoutCore
import SceneCore

/// One frame of a scene as a picture: what `zoetrope still` draws and the preview server serves,
/// through this one path, so the two cannot differ by a pixel.
public enum StillFrame {
    /// The PNG compression a still is written with.
    public static let compression = PNGEncodingOptions.small

    /// The sizes `still --show-sizes` draws over every view: article 004's minimum, ideal and
    /// maximum, and the size the view was given.
    public static let sizesOverlay: [SizeRequest] = SizeRequest.standard + [.current]

    /// Frame `frame` of `scene` as a display list.
    /// - Parameters:
    ///   - scene: The scene.
    ///   - frame: The frame, within `scene.clock.frames` (the caller checks it).
    ///   - showSizes: Sizes to draw over every view; the scene's own by default.
    /// - Returns: The frame's picture.
    /// - Throws: ``RenderError/scene(_:)`` when the frame cannot be composed, naming the frame and view.
    public static func displayList(of scene: Scene, frame: Int, showSizes: [SizeRequest]? = nil) throws(RenderError) -> DisplayList {
        do throws(SceneError) {
            let composed = try FrameComposer(scene: scene, showSizes: showSizes).compose(frame: frame)
            guard let list = composed.displayList else { throw SceneError(file: scene.origin, path: "", message: "no picture") }
            return list
        } catch {
            throw .scene(error)
        }
    }

    /// Frame `frame` of `scene` as the bytes of a PNG file, at `scale` times the canvas size: the
    /// file `zoetrope still --frame N -o F.png` writes (with `--show-sizes` when `showSizes` is
    /// ``sizesOverlay``).
    /// - Parameters:
    ///   - scene: The scene.
    ///   - frame: The frame, within `scene.clock.frames` (the caller checks it).
    ///   - showSizes: Sizes to draw over every view; the scene's own by default.
    ///   - scale: How many pixels a point is drawn with; 1 by default.
    ///   - name: The picture's name in messages, such as `frame_000030.png`.
    /// - Returns: The PNG's bytes.
    /// - Throws: ``RenderError`` when the frame cannot be composed, drawn or encoded.
    public static func png(of scene: Scene, frame: Int, showSizes: [SizeRequest]? = nil, scale: Double = 1,
                           name: String) throws(RenderError) -> [UInt8] {
        let list = try displayList(of: scene, frame: frame, showSizes: showSizes).scaled(by: scale)
        return try PictureFile.draw(list, as: .png, compression: compression, url: URL(fileURLWithPath: name))
    }
}
