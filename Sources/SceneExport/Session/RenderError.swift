import CairoRasterizer
import Foundation
import SceneCore

/// Why a render, a resume or a merge did not complete.
///
/// Whatever the error, every file left in the output folder is whole: frames finished before the
/// error stay, listed in the folder's manifest, and temporary files are removed.
public enum RenderError: Error, CustomStringConvertible {
    /// The scene cannot be sampled (a layout error at some frame, for example).
    case scene(SceneError)
    /// The frames asked for are not the scene's.
    case frames(scene: String, message: String)
    /// The output folder is empty, dangerous (the root, the home folder, the current folder or
    /// one that holds it) or not a folder.
    case invalidOutputPath(path: String, reason: String)
    /// The output folder cannot be created or written.
    case output(path: String, reason: String)
    /// Another running render holds the output folder.
    case locked(folder: String, holder: String)
    /// The output folder holds a render of another scene or with other settings, which a resume,
    /// a frame range or a merge cannot be added to. `differences` says what changed.
    case foreignRender(folder: String, differences: [String], advice: String)
    /// A manifest says what cannot be so (a frame the scene does not have, a file outside the
    /// folder, a field of the wrong type, a file cut short): `field` is where, as a path such as
    /// `files[3].sha256`, or empty for the whole file. Nothing it lists is trusted.
    case untrustedManifest(path: String, field: String, problem: String, advice: String)
    /// The parts of a sharded render cannot be merged: missing, incomplete or foreign parts.
    case merge(folder: String, message: String)
    /// A frame could not be drawn.
    case drawing(frame: Int, CairoError)
    /// A frame of a scene could not be drawn, encoded or written: `failure` placed in the scene
    /// file, at the frame and its time, and on the view (or line, or card) it came from, when one
    /// did.
    indirect case atFrame(scene: String, frame: Int, time: Double, subject: String?, failure: RenderError)
    /// A frame could not be encoded.
    case png(frame: Int, PNGError)
    /// A picture (a still, a sheet, a plot) could not be drawn or encoded.
    case picture(path: String, reason: String)
    /// A program an output needs is not installed (ffmpeg); `advice` says how to install it.
    case unavailable(program: String, advice: String)
    /// What was asked cannot be done (a one-frame video, a shard of a video); the message says why.
    case unsupported(String)
    /// A program an output runs failed; `output` holds the last lines it wrote to standard error.
    case programFailed(program: String, status: Int32, output: String)
    /// Something that should not fail did (a library out of memory).
    case internalFailure(String)

    /// A sentence that says what failed and where.
    public var description: String {
        switch self {
        case .scene(let error): error.description
        case .frames(let scene, let message): "\(scene): --frames: \(message)"
        case .invalidOutputPath(let path, let reason): "cannot render into '\(path)': \(reason)"
        case .output(let path, let reason): "cannot write to '\(path)': \(reason)"
        case .locked(let folder, let holder):
            "'\(folder)' is being rendered into by \(holder); wait for it to finish, or choose another --out"
        case .foreignRender(let folder, let differences, let advice):
            "'\(folder)' holds a render of \(differences.joined(separator: "; ")). \(advice)"
        case .untrustedManifest(let path, let field, let problem, let advice):
            "the manifest '\(path)' cannot be trusted: \(field.isEmpty ? "" : "\(field): ")\(problem). \(advice)"
        case .merge(let folder, let message): "cannot merge '\(folder)': \(message)"
        case .drawing(let frame, let error): "frame \(frame): \(error.description)"
        case .atFrame(let scene, let frame, let time, let subject, let failure):
            "\(scene): frame \(frame) (t = \(time) s)\(subject.map { ": \($0)" } ?? ""): \(failure.reasonWithoutFrame)"
        case .png(let frame, let error): "frame \(frame): \(error.description)"
        case .picture(let path, let reason): "cannot draw \(path): \(reason)"
        case .unavailable(let program, let advice): "\(program) is not installed, and it is needed: \(advice)"
        case .unsupported(let message): message
        case .programFailed(let program, let status, let output):
            "\(program) failed (exit status \(status))" + (output.isEmpty ? "" : ":\n" + output)
        case .internalFailure(let message): message
        }
    }

    /// The description without the `frame N: ` it starts with, for ``atFrame(scene:frame:time:subject:failure:)``.
    var reasonWithoutFrame: String {
        switch self {
        case .drawing(_, let error): error.description
        case .png(_, let error): error.description
        default: description
        }
    }

    /// The error an ``atFrame(scene:frame:time:subject:failure:)`` holds, or the error itself.
    public var underlying: RenderError {
        if case .atFrame(_, _, _, _, let failure) = self { return failure.underlying }
        return self
    }
}
