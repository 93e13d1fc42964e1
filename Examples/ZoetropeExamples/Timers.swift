import Zoetrope

/// A stopwatch as SwiftUI apps write one: `Timer.publish(every: 1, …)` counted in `.onReceive`,
/// the count shown as digits and as a bar that eases to its new length at each tick.
struct Stopwatch: View {
    @State private var seconds = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 12) {
            Text("\(seconds)")
                .font(.system(size: 44, weight: .bold))
            Capsule()
                .fill(Color.orange)
                .frame(width: CGFloat(20 + 30 * seconds), height: 12)
                .animation(.easeOut(duration: 0.3), value: seconds)
        }
        .onReceive(timer) { _ in seconds += 1 }
    }
}

/// A card that slides in half a second after it appears (`DispatchQueue.main.asyncAfter` in
/// `.onAppear`), under a dot that a `Timer.scheduledTimer` pulses five times, 0.4 s apart, before
/// its block invalidates it.
struct DelayedSlide: View {
    @State private var shown = false
    @State private var pulses = 0

    var body: some View {
        VStack(spacing: 24) {
            Circle()
                .fill(Color.pink)
                .frame(width: 24, height: 24)
                .scaleEffect(pulses.isMultiple(of: 2) ? 1 : 1.5)
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue.gradient)
                .frame(width: 120, height: 70)
                .offset(x: shown ? 0 : -220)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.easeOut(duration: 0.6)) { shown = true }
            }
            Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { timer in
                withAnimation(.spring(duration: 0.3)) { pulses += 1 }
                if pulses == 5 { timer.invalidate() }
            }
        }
    }
}
