import Zoetrope

/// A dot that grows once when it appears.
public struct Pulse: View {
    @State private var grown = false

    public init() {}

    public var body: some View {
        Circle()
            .fill(.blue)
            .frame(width: 40, height: 40)
            .scaleEffect(grown ? 2 : 1)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.5)) { grown = true }
            }
    }
}

#Preview("Pulse", traits: .fixedLayout(width: 120, height: 120)) {
    Pulse()
}
