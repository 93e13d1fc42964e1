// A view that takes a binding, previewed with `@Previewable` state, and one that animates by
// itself on appear: the two kinds of preview that move.
import Zoetrope

struct CounterView: View {
    @Binding var value: Int

    var body: some View {
        HStack {
            Button("Less") { value -= 1 }
            Text("\(value)").monospacedDigit()
            Button("More") { value += 1 }
        }
    }
}

#Preview("Counter") {
    @Previewable @State var value = 5
    CounterView(value: $value)
}

struct PulsingDot: View {
    @State private var isLarge = false

    var body: some View {
        Circle()
            .fill(.orange)
            .frame(width: 40, height: 40)
            .scaleEffect(isLarge ? 2 : 1)
            .onAppear {
                withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) {
                    isLarge = true
                }
            }
    }
}

#Preview("Pulse") {
    PulsingDot()
}
