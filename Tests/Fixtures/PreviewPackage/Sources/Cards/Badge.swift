import Zoetrope

/// A count in a capsule, as an app's tab badge.
public struct Badge: View {
    public var count: Int

    public init(count: Int) {
        self.count = count
    }

    public var body: some View {
        Text("\(count)")
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(.red))
    }
}

#Preview("Badge", traits: .sizeThatFits) {
    Badge(count: 7)
}
