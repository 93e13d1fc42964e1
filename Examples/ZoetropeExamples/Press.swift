import CairoRasterizer
import Zoetrope

/// A button style that shrinks its button while it is held and springs back when let go.
struct PressScale: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color.indigo))
            .foregroundStyle(Color.white)
            .scaleEffect(configuration.isPressed ? 0.85 : 1)
            .animation(.spring(response: 0.2, dampingFraction: 0.5), value: configuration.isPressed)
    }
}

/// A light band that sweeps across whatever it is applied to, for ever, from when it appears:
/// a modifier with its own `@State`, as loading placeholders are written.
struct Shimmer: ViewModifier {
    @State private var phase: CGFloat = -1

    func body(content: Content) -> some View {
        content
            .overlay(
                LinearGradient(colors: [.clear, .white.opacity(0.7), .clear], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 80)
                    .offset(x: phase * 120)
            )
            .mask(content)
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase = 1 } }
    }
}

/// Shakes its view sideways three times for each whole step of `animatableData`: a
/// `GeometryEffect`, whose data is interpolated at every frame.
struct Shake: GeometryEffect {
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 6 * sin(animatableData * .pi * 6), y: 0))
    }
}

/// A placeholder row that shimmers, a button that adds a bar each time it is tapped, and the
/// count, which shakes as it changes.
struct Press: View {
    @State private var bars = 1

    var body: some View {
        VStack(spacing: 14) {
            VStack(alignment: .leading, spacing: 6) {
                RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.3)).frame(width: 200, height: 12)
                RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.3)).frame(width: 120, height: 12)
            }
            .modifier(Shimmer())
            HStack(spacing: 4) {
                ForEach(0..<bars, id: \.self) { _ in
                    Capsule().fill(Color.indigo.gradient).frame(width: 12, height: 30)
                }
            }
            .frame(height: 30)
            Button("Add") { withAnimation(.easeOut(duration: 0.3)) { bars += 1 } }
                .buttonStyle(PressScale())
            Text("Bars: \(bars)").foregroundStyle(.secondary)
                .modifier(Shake(animatableData: CGFloat(bars)))
        }
    }
}
