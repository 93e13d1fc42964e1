import Zoetrope

/// A score kept as apps keep shared state with Combine: an `ObservableObject` with a
/// `@Published` property, held by `@StateObject`.
final class ScoreModel: ObservableObject {
    @Published var points = 0
}

/// A level kept with Observation: an `@Observable` class, held by `@State`.
@Observable
final class LevelModel {
    var level = 1
}

/// Two buttons, each changing a model inside `withAnimation`: the bars that read the models
/// grow over a second, as they would for `@State`.
struct Models: View {
    @StateObject private var score = ScoreModel()
    @State private var level = LevelModel()

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 24) {
                Button("Score") { withAnimation(.linear(duration: 1)) { score.points += 100 } }
                Button("Level") { withAnimation(.linear(duration: 1)) { level.level += 1 } }
            }
            Capsule().fill(Color.orange).frame(width: CGFloat(20 + score.points), height: 14)
            Capsule().fill(Color.purple).frame(width: CGFloat(40 * level.level), height: 14)
        }
    }
}
