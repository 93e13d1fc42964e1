import Zoetrope

/// A view whose task waits on something the scene does not drive: the scene refuses it with a
/// located error.
struct Stuck: View {
    @State private var text = "waiting"

    var body: some View {
        Text(text)
            .task {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
                text = "done"
            }
    }
}

#Preview("Stuck") {
    Stuck()
}
