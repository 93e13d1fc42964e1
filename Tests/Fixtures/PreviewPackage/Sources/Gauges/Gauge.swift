import Zoetrope

/// A level as a filled bar. It does not compile, on purpose: `levell` is misspelt.
public struct LevelBar: View {
    public var level: Double

    public var body: some View {
        Rectangle()
            .fill(.green)
            .frame(width: 200 * levell, height: 12)
    }
}

#Preview("Half") {
    LevelBar(level: 0.5)
}
