import Foundation
import FrameRendering
import SceneFiles
import ZoetropeTesting

/// Captures where every view of a scene file is at every one of its frames.
///
/// This is what `zoetrope render --format csv` writes, as values a test can check:
///
/// ```swift
/// let trajectories = try captureTrajectories(ofSceneAt: URL(fileURLWithPath: "scenes/wheel_full_turn.json"))
/// trajectories.expectSweepsAngle(.degrees(360), about: CGPoint(x: 200, y: 200), tolerance: .degrees(1e-6))
/// ```
///
/// ZoetropeSceneTesting (like ZoetropeTesting) needs no C library (no cairo), so views sized to their labels (no `width` or
/// `height`) need a text measurer: pass `CairoTextMeasurer()` from the `CairoRasterizer` product
/// for the font metrics `zoetrope render` draws with, and the trajectories are the ones it draws.
/// Scenes whose views all have sizes need none.
///
/// - Parameters:
///   - url: The scene file.
///   - textMeasurer: Measures labels of views sized to them; none by default.
/// - Returns: One trajectory per view of the scene, each with one sample per frame.
/// - Throws: `SceneError` naming the file, field and value when the scene cannot be read, built
///   or sampled, or when a view is sized to its label and there is no measurer.
/// - Complexity: One layout pass per frame.
public func captureTrajectories(ofSceneAt url: URL, textMeasurer: (any TextMeasuring)? = nil) throws(SceneError) -> Trajectories {
    try captureTrajectories(of: Scene.load(contentsOf: url, textMeasurer: textMeasurer))
}

/// Captures where every view of a scene file is at every one of its frames, from its path:
/// `try captureTrajectories(ofSceneAt: "scenes/wheel.json")`.
///
/// A relative path is read from the current folder (`swift test` runs in the package's root), and
/// errors name the path as written. Otherwise as ``captureTrajectories(ofSceneAt:textMeasurer:)-(URL,_)``.
/// - Parameters:
///   - path: The scene file's path.
///   - textMeasurer: Measures labels of views sized to them; none by default.
/// - Returns: One trajectory per view of the scene, each with one sample per frame.
/// - Throws: `SceneError` naming the file, field and value when the scene cannot be read, built
///   or sampled.
/// - Complexity: One layout pass per frame.
public func captureTrajectories(ofSceneAt path: String, textMeasurer: (any TextMeasuring)? = nil) throws(SceneError) -> Trajectories {
    let document = try SceneReader.read(contentsOf: URL(fileURLWithPath: path), file: path)
    return try captureTrajectories(of: Scene(document, textMeasurer: textMeasurer))
}

