import CairoRasterizer
import Foundation
import SceneDescription

/// Why a render did not complete. When one is thrown, nothing new was left in the output folder.
public enum ExportError: Error, CustomStringConvertible {
    /// The scene cannot be sampled (a layout error at some frame, for example).
    case scene(SceneError)
    /// The frames asked for are not the scene's.
    case frames(scene: String, message: String)
    /// The output folder cannot be created or written.
    case output(path: String, reason: String)
    /// A frame could not be drawn.
    case drawing(frame: Int, CairoError)
    /// A frame could not be encoded or written.
    case png(frame: Int, PNGError)

    /// A sentence that says what failed and where.
    public var description: String {
        switch self {
        case .scene(let error): error.description
        case .frames(let scene, let message): "\(scene): --frames: \(message)"
        case .output(let path, let reason): "cannot write to '\(path)': \(reason)"
        case .drawing(let frame, let error): "frame \(frame): \(error.description)"
        case .png(let frame, let error): "frame \(frame): \(error.description)"
        }
    }
}
