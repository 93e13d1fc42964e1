// Views that move by themselves: a spinner that turns for ever and a banner that slides in and
// stops. Their previews render as animations, with their trajectories.
import Zoetrope

struct Spinner: View {
    @State private var isTurning = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            .frame(width: 60, height: 60)
            .rotationEffect(.degrees(isTurning ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    isTurning = true
                }
            }
    }
}

struct ArrivalBanner: View {
    @State private var isShown = false

    var body: some View {
        VStack {
            Text("Saved")
                .font(.headline)
                .padding(.horizontal, 24)
                .padding(.vertical, 12)
                .background(.green, in: Capsule())
                .foregroundStyle(.white)
                .offset(y: isShown ? 0 : -120)
                .opacity(isShown ? 1 : 0)
            Spacer()
        }
        .padding(.top, 40)
        .onAppear {
            withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                isShown = true
            }
        }
    }
}

#Preview("Spinner", traits: .fixedLayout(width: 160, height: 160)) {
    Spinner()
}

#Preview("Arrival") {
    ArrivalBanner()
}
