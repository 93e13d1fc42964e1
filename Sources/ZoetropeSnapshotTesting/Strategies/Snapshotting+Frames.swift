import CairoRasterizer
import Foundation
import SceneExport
import SceneFiles
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == RasterImage {
    /// One frame of the scene as a PNG, drawn as `zoetrope render` draws it.
    ///
    /// ```swift
    /// assertSnapshot(of: try Scene.load("scenes/wheel.json"), as: .frame(30))
    /// ```
    ///
    /// A failure says how many pixels differ, where the first and the most different are, and
    /// attaches an image of the difference.
    /// - Parameters:
    ///   - frame: The frame number, from 0.
    ///   - precision: The fraction of pixels that must match, 0…1; 1 by default.
    ///   - perceptualPrecision: How alike a pixel must look to match, 0…1; 1 (byte for byte) by
    ///     default, 0.98 for about what the eye can tell apart.
    /// - Returns: The strategy.
    public static func frame(_ frame: Int, precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { scene in
            SnapshotFailure.value(SnapshotRendering.frame(frame, of: scene), or: .empty, strategy: "frame \(frame)")
        }
    }

    /// The scene's last frame as a PNG: where its animations come to rest.
    public static var lastFrame: Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image()) { scene in
            SnapshotFailure.value(SnapshotRendering.frame(scene.clock.frameCount - 1, of: scene), or: .empty, strategy: "last frame")
        }
    }

    /// A contact sheet of the scene's frames as one PNG: each frame small, labelled with its
    /// number and time, as `zoetrope sheet` draws them; the whole animation in one picture.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .sheet())
    /// ```
    /// - Parameters:
    ///   - frames: The frames, in order; by default about a dozen, evenly spaced, the last included.
    ///   - cellWidth: Each frame's width in points; 120 by default.
    ///   - precision: The fraction of pixels that must match; 1 by default.
    ///   - perceptualPrecision: How alike a pixel must look to match; 1 by default.
    /// - Returns: The strategy.
    public static func sheet(frames: [Int]? = nil, cellWidth: Double = 120, precision: Double = 1,
                             perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { scene in
            let shown = frames ?? ContactSheet.defaultFrames(of: scene)
            return SnapshotFailure.value(SnapshotRendering.sheet(frames: shown, cellWidth: cellWidth, of: scene), or: .empty,
                                         strategy: "sheet")
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// Where every view is at every frame, as the CSV `zoetrope render --format csv` writes
    /// (`frame,time,view,x,y,width,height,rotation,param:…,scale,opacity,label,id`), diffed line by
    /// line: a failure shows the rows that changed.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .trajectories)
    /// ```
    public static var trajectories: Snapshotting {
        Snapshotting(pathExtension: "csv", diffing: .lines) { scene in
            SnapshotFailure.value(SnapshotRendering.trajectories(of: scene), or: "", strategy: "trajectories")
        }
    }
}

extension Snapshotting where Value == Scene, Format == Data {
    /// The whole animation as a GIF, for reviewing how it moves (GitHub shows it in a pull request).
    ///
    /// The GIF is made by ffmpeg, as `zoetrope render --format gif` makes it. Two GIFs are compared
    /// by their frames, decoded by ffmpeg, not their bytes, so another ffmpeg's encoding of the
    /// same pictures passes; `perceptualPrecision` (0.98 by default) absorbs its palette choices.
    /// A failure names the first frame that differs and attaches the difference.
    /// - Parameter perceptualPrecision: How alike a pixel must look to match, 0…1.
    /// - Returns: The strategy; it needs ffmpeg (`script/bootstrap` installs it).
    public static func gif(perceptualPrecision: Double = 0.98) -> Snapshotting {
        Snapshotting(pathExtension: "gif", diffing: .animation(perceptualPrecision: perceptualPrecision)) { scene in
            SnapshotFailure.value(SnapshotRendering.gif(of: scene), or: Data(), strategy: "GIF")
        }
    }

    /// The whole animation as a GIF, compared with ``gif(perceptualPrecision:)``'s default of 0.98.
    public static var gif: Snapshotting { gif() }
}
