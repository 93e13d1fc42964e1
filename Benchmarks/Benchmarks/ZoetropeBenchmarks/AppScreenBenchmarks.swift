import Benchmark
import CairoRasterizer
import FrameComposition
import Zoetrope

/// A list of `count` rows as apps write one: a scroll view of a lazy stack of rows, each an
/// avatar, a title and a subtitle, on an iPhone 16.
private struct LongList: View {
    let count: Int

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    HStack(spacing: 12) {
                        Circle().fill(Color(hue: Double(index % 10) / 10, saturation: 0.5, brightness: 0.9)).frame(width: 40, height: 40)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Row \(index)").font(.headline)
                            Text("Subtitle \(index)").font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer()
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 64)
                }
            }
        }
        .accessibilityIdentifier("list")
    }
}

/// Issue 40's target: one frame of a list of 10,000 rows in a `ScrollView` + `LazyVStack`, in
/// the middle of a fling, sampled, drawn and encoded as a render's worker does it, in under
/// 50 ms, and the same for 1,000 and 100,000 rows (only the rows in sight are built). The scene
/// (the events played, the bodies resolved) is made once, before the measurement.
func appScreenBenchmarks() {
    for count in [1_000, 10_000, 100_000] {
        Benchmark("App screen: one frame of a flung list of \(count) rows (ScrollView + LazyVStack), sampled, drawn and encoded",
                  configuration: .init(metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxDuration: .seconds(10))) { benchmark in
            let scene = try Scene(named: "list", device: .iPhone16, duration: 3,
                                  interactions: [.scroll("list", by: CGSize(width: 0, height: -300), at: 0.2, duration: 0.25)],
                                  textMeasurer: CairoTextMeasurer()) { LongList(count: count) }
            let composer = FrameComposer(scene: scene)
            let sampler = try scene.makeSampler()
            let canvas = try CairoCanvas(size: CGSize(width: 393, height: 852))
            let writer = try DeflatePNGWriter(options: .fast)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let frame = try composer.compose(frame: 30, with: sampler)
                if let list = frame.displayList { try canvas.draw(list) }
                blackHole(try writer.encode(canvas))
            }
            benchmark.stopMeasurement()
        }
    }
}
