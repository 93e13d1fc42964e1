import Zoetrope

/// SwiftUI's `.rotation3DEffect`, as SwiftUI code writes it: a card flipped about y (its back
/// mirrored past 90°), a door swung away about its leading edge, a label tilted back about x, and the
/// same flip without perspective (`perspective: 0`). With `on`, they turn.
struct Flips: View {
    var on: Bool

    var body: some View {
        HStack(spacing: 30) {
            card
                .rotation3DEffect(.degrees(on ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            RoundedRectangle(cornerRadius: 6)
                .fill(LinearGradient(colors: [.brown, .orange], startPoint: .top, endPoint: .bottom))
                .frame(width: 70, height: 110)
                .overlay(alignment: .trailing) { Circle().fill(Color.yellow).frame(width: 10, height: 10).padding(8) }
                .rotation3DEffect(.degrees(on ? 70 : 0), axis: (x: 0, y: 1, z: 0), anchor: .leading)
            Text("Zoetrope")
                .font(.system(size: 26, weight: .bold))
                .foregroundStyle(Color.indigo)
                .frame(width: 140, height: 60)
                .background(Color.mint.opacity(0.3))
                .rotation3DEffect(.degrees(on ? 60 : 0), axis: (x: 1, y: 0, z: 0))
            card
                .rotation3DEffect(.degrees(on ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0)
        }
    }

    private var card: some View {
        HStack(spacing: 0) {
            Color.red
            Color.blue
        }
        .frame(width: 90, height: 110)
        .overlay { Text("R").font(.system(size: 40, weight: .bold)).foregroundStyle(Color.white) }
        .cornerRadius(10)
    }
}
