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

    /// A view whose state turns its wheel and warms its colours: outlines (`.stroke`), a tile drawn
    /// over its neighbours (`.zIndex`), numbers over the tiles (`.overlay`) and an image stand-in.
    @Test func viewWithStateStrokesAndOverlays() throws {
        struct Dial: Sendable {
            var angle = Angle.zero
            var isWarm = false
        }
        let scene = try Scene(named: "dial", canvas: CGSize(width: 300, height: 300), initial: Dial(), changes: [
            StateChange(at: 0, animation: .easeInOut(duration: 1)) { $0.angle = .degrees(90); $0.isWarm = true },
        ], textMeasurer: CairoTextMeasurer()) { dial in
            ZStack {
                Circle().stroke(.gray, lineWidth: 2).frame(width: 200, height: 200)
                WheelLayout(radius: 100, rotation: dial.angle) {
                    ForEach(0..<6) { index in
                        RoundedRectangle(cornerRadius: 6)
                            .fill(dial.isWarm ? .orange : .blue)
                            .frame(width: 56, height: 56)
                            .overlay { Text("\(index)").foregroundStyle(.white) }
                            .zIndex(index == 0 ? 1 : 0)
                    }
                }
                Image(systemName: "star.fill").resizable().scaledToFit().frame(width: 24, height: 24).foregroundStyle(.yellow)
            }
        }
        assertSnapshot(of: scene, as: .sheet(frames: [0, 15, 30], cellWidth: 150))
    }
}
