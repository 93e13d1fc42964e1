import Benchmark
import Foundation

/// `Benchmarks/Scenes/text1080_61.json`: 61 frames of 1920×1080, 96 labelled tiles in a flow.
private let scene1080 = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenes/text1080_61.json")

/// `zoetrope preview`'s requests, end to end over loopback HTTP (issue 26's item 6): a 1080p frame
/// drawn for the request (cold: a server that keeps no frame) and kept from before (cached), a
/// frame's values, and scrubbing through every frame one request at a time, as the page asks.
func previewBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .throughput], maxDuration: .seconds(10),
                                                maxIterations: 200)

    Benchmark("Preview: 1080p frame request, cold (drawn and encoded for it)", configuration: configuration) { benchmark async throws in
        let preview = try await ServedPreview(scene: scene1080, frameCacheBytes: 0)
        defer { preview.stop() }
        _ = try await preview.get("/api/scenes/text1080_61/frames/0.png")
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(try await preview.get("/api/scenes/text1080_61/frames/\(iteration % 61).png"))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Preview: 1080p frame request, cached", configuration: configuration) { benchmark async throws in
        let preview = try await ServedPreview(scene: scene1080, frameCacheBytes: 64 << 20)
        defer { preview.stop() }
        _ = try await preview.get("/api/scenes/text1080_61/frames/30.png")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await preview.get("/api/scenes/text1080_61/frames/30.png"))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Preview: 1080p frame values (frames/N.json)", configuration: configuration) { benchmark async throws in
        let preview = try await ServedPreview(scene: scene1080, frameCacheBytes: 0)
        defer { preview.stop() }
        _ = try await preview.get("/api/scenes/text1080_61/frames/0.json")
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            blackHole(try await preview.get("/api/scenes/text1080_61/frames/\(iteration % 61).json"))
        }
        benchmark.stopMeasurement()
    }

    // One iteration scrubs through all 61 frames, each PNG with its values, one frame at a time
    // (the page asks for the next frame when the last is in); every frame is drawn (no cache).
    Benchmark("Preview: scrubbing 61 frames of 1080p, PNG + values, one at a time, cold",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .throughput], maxDuration: .seconds(20), maxIterations: 10)) { benchmark async throws in
        let preview = try await ServedPreview(scene: scene1080, frameCacheBytes: 0)
        defer { preview.stop() }
        _ = try await preview.get("/api/scenes/text1080_61/frames/0.png")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for frame in 0..<61 {
                async let picture = preview.get("/api/scenes/text1080_61/frames/\(frame).png")
                async let values = preview.get("/api/scenes/text1080_61/frames/\(frame).json")
                blackHole(try await (picture, values))
            }
        }
        benchmark.stopMeasurement()
    }
}
