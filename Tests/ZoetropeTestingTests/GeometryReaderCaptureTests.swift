import Foundation
import Testing
import ZoetropeTesting

/// A bar that fills itself when it appears, to 80 % of the width its `GeometryReader` reads
/// there: the SwiftUI pattern of reading the proxy in `onAppear`.
private struct FillingBar: View {
    @State private var filled: CGFloat = 0

    var body: some View {
        GeometryReader { geometry in
            Capsule()
                .fill(.green)
                .frame(width: filled, height: geometry.size.height)
                .onAppear {
                    withAnimation(.linear(duration: 1.5)) { filled = geometry.size.width * 0.8 }
                }
        }
        .frame(width: 250, height: 16)
    }
}

@Suite("GeometryReader, captured")
struct GeometryReaderCaptureTests {
    @Test("a bar filled in onAppear from the proxy's width grows from the reader's leading edge to 80 % of it in 1.5 s, at 24 and 60 fps",
          arguments: [24, 60])
    func fillingBar(fps: Int) throws {
        // The reader is 250 × 16 in the middle of a 300 × 100 canvas: at (25, 42).
        let trajectories = try captureTrajectories(canvas: CGSize(width: 300, height: 100), fps: fps) { FillingBar() }
        #expect(trajectories.clock.frameCount == 3 * fps / 2 + 1)
        let bar = try #require(trajectories.first)
        for sample in bar.samples {
            let width = 200 * sample.time / 1.5
            #expect(abs(sample.size.width - width) < 1e-6 && abs(sample.size.height - 16) < 1e-9,
                    "frame \(sample.frame) at \(fps) fps: \(sample.size), expected \(width) × 16")
            #expect(abs(sample.center.x - (25 + width / 2)) < 1e-6 && abs(sample.center.y - 50) < 1e-9,
                    "frame \(sample.frame) at \(fps) fps: centre \(sample.center), expected (\(25 + width / 2), 50)")
        }
    }
}
