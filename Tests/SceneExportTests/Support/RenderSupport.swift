import CairoRasterizer
import Foundation
import SceneFiles
import SceneExport
import Testing
import ZoetropeTestSupport

/// A bundled scene, with labels measured as the renderer draws them.
func loadScene(_ name: String) throws -> Scene {
    try Scene.load(contentsOf: packageRoot.appendingPathComponent("scenes/\(name).json"), textMeasurer: CairoTextMeasurer())
}

/// A bundled scene shortened (or lengthened) to `frames` frames at its own rate, for tests that
/// render it many times.
func loadScene(_ name: String, frames: Int) throws -> Scene {
    let url = packageRoot.appendingPathComponent("scenes/\(name).json")
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let fps = try #require((object["fps"] as? NSNumber)?.doubleValue)
    object["duration"] = Double(frames - 1) / fps
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return try Scene(SceneReader.read(data, file: "\(name).json", name: name), textMeasurer: CairoTextMeasurer())
}

/// A scene from JSON text.
func makeScene(_ json: String, name: String = "test") throws -> Scene {
    try Scene(SceneReader.read(Data(json.utf8), file: "\(name).json", name: name))
}

/// The names in a folder, sorted, hidden ones included.
func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}


/// Renders with a session.
@discardableResult
func render(_ scene: Scene, into folder: URL, sinks: [FrameSink] = [.png(), .csv], frames: ClosedRange<Int>? = nil,
            resume: Bool = false, shard: ShardSpec? = nil, jobs: Int = 2,
            progress: (RenderProgress) -> Void = { _ in }) throws(RenderError) -> RenderReport {
    try RenderSession(scene: scene, request: RenderRequest(outputDirectory: folder, sinks: sinks, frames: frames.map(FrameSelection.init),
                                                           resume: resume, shard: shard, jobs: jobs)).run(progress: progress)
}


/// Each frame file's inode: a file written again (to a temporary file, then renamed over it) gets
/// a new one.
func frameFileIdentities(in folder: URL) throws -> [String: String] {
    var identities: [String: String] = [:]
    for name in contents(of: folder) where name.hasPrefix("frame_") {
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
        identities[name] = "\(attributes[.systemFileNumber] ?? "?")"
    }
    return identities
}
