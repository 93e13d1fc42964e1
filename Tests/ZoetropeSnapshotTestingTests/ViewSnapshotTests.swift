import CairoRasterizer
import Foundation
import SnapshotTesting
import Testing
import ViewTree
import ZoetropeSnapshotTesting

/// Views snapshot like scene files: the article's wheel of rounded rectangles, and a column of
/// text and shapes, drawn through the render pipeline.
@Suite("Snapshots of views")
struct ViewSnapshotTests {
    @Test func articleWheelView() throws {
        let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]
        let scene = try Scene(named: "wheel-view", canvas: CGSize(width: 400, height: 400), textMeasurer: CairoTextMeasurer()) {
            ZStack {
                WheelLayout(radius: 130, rotation: .degrees(20)) {
                    ForEach(0..<8) { index in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(colors[index])
                            .frame(width: 70, height: 70)
                            .opacity(0.8)
                    }
                }
                VStack(alignment: .leading, spacing: 6) {
                    Text("Wheel").font(.title)
                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        Capsule().fill(.indigo).frame(width: 30, height: 12)
                        Text("eight views").font(.caption)
                    }
                }
                .padding(12)
                .foregroundStyle(.gray)
            }
        }
        assertSnapshot(of: scene, as: .frame(0))
    }
}
