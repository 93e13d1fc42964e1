// A control that takes a binding, previewed with state of the preview's own (`@Previewable`).
import Zoetrope

struct VolumeControl: View {
    @Binding var level: Int

    var body: some View {
        HStack(spacing: 16) {
            Button("Quieter") { level = max(level - 1, 0) }
            HStack(spacing: 3) {
                ForEach(0..<10) { step in
                    Capsule()
                        .fill(step < level ? Color.accentColor : Color.gray.opacity(0.3))
                        .frame(width: 8, height: CGFloat(8 + step * 3))
                }
            }
            Button("Louder") { level = min(level + 1, 10) }
        }
        .padding()
    }
}

#Preview("Volume", traits: .sizeThatFits) {
    @Previewable @State var level = 6
    VolumeControl(level: $level)
}
