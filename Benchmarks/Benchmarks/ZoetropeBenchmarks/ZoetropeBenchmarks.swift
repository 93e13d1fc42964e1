import Benchmark
import CairoRasterizer
import Foundation
import FrameComposition
import FrameRendering
import LayoutPassWorkloads
import SceneFiles
import SceneExport
import Zoetrope

/// The scenes folder of the Zoetrope package, beside this benchmarks package.
private let scenes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scenes")

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
                                           maxDuration: .seconds(5))

    // One layout pass of the article's wheel: 8 views.
    Benchmark("Layout pass: wheel, 8 views") { benchmark in
        let views = (0..<8).map { _ in ViewNode(sizing: .fixed(width: 70, height: 70)) }
        let canvas = CGSize(width: 400, height: 400)
        for _ in benchmark.scaledIterations {
            blackHole(try LayoutPass.run(WheelLayout(radius: 130, rotation: .degrees(33)), subviews: views, in: canvas))
        }
    }

    // A second of animation (60 frames) of each layout-pass workload: the root layout's parameters
    // change every frame, the views do not, and are flattened once or on every frame.
    // `LayoutPassCount` runs the same workloads for callgrind.
    for name in LayoutPassWorkload.names {
        for flattening in LayoutPassWorkload.Flattening.allCases {
            Benchmark("Layout pass × 60 frames: \(name), flattened \(flattening.rawValue)") { benchmark in
                guard let workload = LayoutPassWorkload.named(name) else { return }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(try workload.run(frames: 60, flattening: flattening))
                }
                benchmark.stopMeasurement()
            }
        }
    }

    // Sampling one frame of scenes/wheel.json while four animations overlap (parameter mode).
    Benchmark("Sample frame: scenes/wheel.json, frame 100") { benchmark in
        let sampler = try Scene.load(contentsOf: scenes.appendingPathComponent("wheel.json")).makeSampler()
        // Loading the scene is set-up, not sampling: measure from here.
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try sampler.sample(frame: 100))
        }
        benchmark.stopMeasurement()
    }

    // Sampling near the end of a long timeline: 3,000 eased turns of the wheel over 30 s, under a
    // radius animation that repeats for ever. Costs what runs at that moment, not what came before.
    Benchmark("Sample frame: 3,000 changes, frame 900 of 931") { benchmark in
        var timeline = [#"{"at": 0, "animation": {"type": "linear", "duration": 1, "repeat": {"forever": true}}, "set": {"radius": 100}}"#]
        for index in 1...3_000 {
            timeline.append(#"{"at": \#(Double(index) / 100), "animation": {"type": "easeInOut", "duration": 0.2}, "set": {"rotation": \#(index * 37 % 360)}}"#)
        }
        let json = #"{"version": 1, "canvas": {"width": 400, "height": 400}, "fps": 30, "duration": 31, "layout": {"name": "wheel"}, "#
            + #""views": [{"shape": "circle", "width": 40, "height": 40}, {"shape": "circle", "width": 40, "height": 40}], "#
            + #""timeline": [\#(timeline.joined(separator: ", "))]}"#
        let scene = try Scene(SceneReader.read(Data(json.utf8), file: "long.json", name: "long"))
        let sampler = try scene.makeSampler()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try sampler.sample(frame: 900))
        }
        // Freeing the scene is not sampling either.
        benchmark.stopMeasurement()
    }

    // Drawing and encoding one 1920×1080 frame of eight labelled, translucent tiles.
    for (name, options) in [("fast", PNGEncodingOptions.fast), ("small", PNGEncodingOptions.small)] {
        Benchmark("Draw + encode 1080p frame, \(name) PNG") { benchmark in
            let list = DisplayList(
                canvasSize: CGSize(width: 1920, height: 1080), background: .white,
                items: (0..<8).map { index in
                    let angle = Double(index) * .pi / 4
                    return .shape(ShapeItem(
                        kind: .roundedRectangle(cornerRadius: 16),
                        center: CGPoint(x: 960 + 400 * sin(angle), y: 540 - 400 * cos(angle)),
                        size: CGSize(width: 140, height: 140), rotation: angle,
                        fill: RGBAColor(red: 1, green: 0.6, blue: Double(index) / 8), opacity: 0.7,
                        label: TextLabel(text: "\(index + 1)", fontSize: 34)))
                })
            // As a render's worker does: one canvas and one writer, reused for every frame.
            let canvas = try CairoCanvas(size: list.canvasSize)
            let writer = try DeflatePNGWriter(options: options)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try canvas.draw(list)
                blackHole(try writer.encode(canvas))
            }
            benchmark.stopMeasurement()
        }
    }

    // The whole of `zoetrope render scenes/wheel.json`: 151 frames of 400×400, PNG and CSV.
    Benchmark("Render scenes/wheel.json (151 frames, PNG + CSV)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxDuration: .seconds(20),
                                   maxIterations: 10)) { benchmark in
        let scene = try Scene.load(contentsOf: scenes.appendingPathComponent("wheel.json"))
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        for _ in benchmark.scaledIterations {
            blackHole(try RenderSession(scene: scene, request: RenderRequest(outputDirectory: output)).run())
        }
    }

    // CSV rows: 200 views' rows of one frame formatted into bytes, as a render's workers do.
    Benchmark("CSV rows: 200 views, one frame", configuration: .init(metrics: [.wallClock, .mallocCountTotal, .throughput])) { benchmark in
        let placements = (0..<200).map { view in
            ViewPlacement(position: CGPoint(x: 200 + 130 * sin(Double(view) * 0.031), y: 200 - 130 * cos(Double(view) * 0.031)),
                          size: CGSize(width: 70, height: 70), rotation: .degrees(Double(view) * 1.8))
        }
        let sample = SampledFrame(sample: FrameSample(frame: 4_321, time: 4.321, bounds: .zero, placements: placements,
                                                      parameters: [ParameterValue(name: "rotation", value: 33.25),
                                                                   ParameterValue(name: "radius", value: 130)]),
                                  looks: [])
        let csv = TrajectoryCSV(parameterNames: ["rotation", "radius"])
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            bytes.removeAll(keepingCapacity: true)
            try csv.appendRows(for: sample, to: &bytes)
            blackHole(bytes.count)
        }
        benchmark.stopMeasurement()
    }

    // One frame of a flow of small views with article 004's showSizes cards drawn over them: the
    // cards need more room than the views, so each is pushed down past many placed before it
    // (see CardPlacement). Composing only; the scene is built before measuring starts.
    for views in [1_000, 5_000, 20_000] {
        Benchmark("Compose with showSizes: flow of \(views) small views, one frame",
                  configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(20),
                                       maxIterations: 20)) { benchmark in
            let document = try SceneReader.read(Data(flowScene(views: views).utf8), file: "flow\(views).json", name: "flow\(views)")
            let composer = FrameComposer(scene: try Scene(document, budget: .large), showSizes: SizeRequest.standard)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try composer.compose(frame: 0))
            }
            benchmark.stopMeasurement()
        }
    }

    // Flat memory: a render streams its frames, so peak memory for 10,000 frames is within 1.1× of
    // that for 100 (200 views, 400×400, the wheel of ../shared/peers/make_scenes.py).
    for format in ["csv", "png"] {
        for frames in [100, 10_000] {
            Benchmark("Peak memory: \(format), 200 views × \(frames) frames",
                      configuration: .init(metrics: [.peakMemoryResident, .wallClock], maxDuration: .seconds(60),
                                           maxIterations: 1)) { benchmark in
                let scene = try Scene(SceneReader.read(Data(wheelScene(views: 200, frames: frames).utf8),
                                                       file: "wheel200.json", name: "wheel200"))
                let output = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-benchmark-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: output) }
                let sinks: [FrameSink] = format == "csv" ? [.csv] : [.png()]
                for _ in benchmark.scaledIterations {
                    blackHole(try RenderSession(scene: scene, request: RenderRequest(outputDirectory: output, sinks: sinks)).run())
                }
            }
        }
    }
    previewBenchmarks()
    appScreenBenchmarks()
}

/// The peers' benchmark wheel: `views` labelled tiles on a 400×400 canvas at 1000 fps, one
/// easeInOut turn over `frames` frames.
private func wheelScene(views: Int, frames: Int) -> String {
    let colours = ["yellow", "orange", "red", "pink", "purple", "blue", "cyan", "green"]
    let tiles = (0..<views).map { index in
        "{\"shape\": \"roundedRectangle\", \"width\": 70, \"height\": 70, \"cornerRadius\": 8, "
            + "\"fill\": \"\(colours[index % 8])\", \"opacity\": 0.7, \"label\": \"\(index + 1)\", \"fontSize\": 20}"
    }
    let duration = Double(frames - 1) / 1000
    return """
        {"version": 1, "canvas": {"width": 400, "height": 400, "background": "white"}, "fps": 1000, "duration": \(duration),
         "layout": {"name": "wheel", "parameters": {"radius": 130, "rotation": 0}},
         "views": [\(tiles.joined(separator: ", "))],
         "timeline": [{"at": 0, "animation": {"type": "easeInOut", "duration": \(duration)}, "set": {"rotation": 90}}]}
        """
}

/// `views` views of 10×10 in a flow 800 points wide, 2 points apart, on an 800×800 canvas: the
/// scene `docs/performance.md` times with `zoetrope still --show-sizes`.
private func flowScene(views: Int) -> String {
    """
    {"version": 1, "canvas": {"width": 800, "height": 800, "background": "white"}, "fps": 30, "duration": 0.1,
     "layout": {"name": "flow", "parameters": {"spacing": 2, "maxWidth": 800}},
     "viewDefaults": {"shape": "rectangle", "width": 10, "height": 10, "fill": "blue"},
     "views": [{"repeat": \(views)}]}
    """
}
