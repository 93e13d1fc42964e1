// A small view with its previews, as an app's file declares them. Our own code, written in the
// idioms of Apple's "Previews in Xcode" documentation; only the import differs from SwiftUI.
import Zoetrope

struct BadgeView: View {
    var count: Int
    var tint: Color = .red

    var body: some View {
        Text("\(count)")
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(tint, in: Capsule())
    }
}

#Preview {
    BadgeView(count: 3)
}

#Preview("Many") {
    BadgeView(count: 128, tint: .blue)
}

#Preview("Fits", traits: .sizeThatFits) {
    BadgeView(count: 7)
}

#Preview("Banner", traits: .fixedLayout(width: 300, height: 120), .landscapeLeft) {
    VStack {
        BadgeView(count: 1)
        BadgeView(count: 2, tint: .green)
    }
}
