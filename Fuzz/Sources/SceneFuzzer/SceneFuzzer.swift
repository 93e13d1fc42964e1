import CairoRasterizer
import Foundation
import FrameComposition
import FuzzSupport
import SceneFiles

/// What the command line does with a scene before it writes anything: read the bytes (as a view
/// scene file first, which names a view of the program; the fuzzer has none to build), build the
/// scene within the standard work budget (labels measured with cairo, as the renderer draws
/// them), then sample and compose the first, middle and last frames.
///
/// Any input must end in a scene or a `SceneError`: a trap, a crash, a hang or unbounded memory is
/// a finding (libFuzzer stops on it and writes the input to `crash-*`, `timeout-*` or `oom-*`).
enum SceneFuzzer {
    static let measurer = CairoTextMeasurer()

    static func run(_ data: Data) {
        do {
            // A view scene file is read before the command line decides which kind it is.
            if let viewScene = try ViewSceneReader.read(data, file: "fuzz.json", name: "fuzz") {
                _ = viewScene.interactions.count
                return
            }
            let document = try SceneReader.read(data, file: "fuzz.json", name: "fuzz")
            let scene = try Scene(document, textMeasurer: measurer, budget: .standard)
            let composer = FrameComposer(scene: scene)
            let sampler = try scene.makeSampler()
            let last = scene.clock.frameCount - 1
            for frame in Set([0, last / 2, last]) {
                _ = try composer.compose(frame: frame, with: sampler)
            }
        } catch {
            // A located error is the right answer to bad input; its text must be makeable.
            _ = error.description
        }
    }
}

/// libFuzzer calls this with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    guard let bytes else { return 0 }
    SceneFuzzer.run(Data(bytes: bytes, count: count))
    return 0
}

/// The program's entry point (see `runLibFuzzer`).
@_cdecl("SceneFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runLibFuzzer(argc, argv) { bytes, length in fuzzOneInput(bytes, length) }
}
