import Zoetrope

/// SwiftUI's gradient styles, as SwiftUI code writes them: a linear fill, a radial fill, an
/// elliptical gradient as a view, an angular (conic) fill, a gradient border and a dashed progress
/// ring stroked with an angular gradient. With `on`, the linear gradient turns and changes
/// colours, the radial one grows and the ring fills: each interpolates when the state changes.
struct Gradients: View {
    var on: Bool

    var body: some View {
        HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: on ? [.purple, .orange] : [.blue, .mint],
                                     startPoint: on ? .top : .leading, endPoint: on ? .bottom : .trailing))
                .frame(width: 90, height: 110)
            Circle()
                .fill(.radialGradient(colors: [.yellow, .red, .indigo], center: .center, startRadius: 0, endRadius: on ? 55 : 25))
                .frame(width: 110, height: 110)
            EllipticalGradient(colors: [.white, .teal, .blue])
                .frame(width: 90, height: 110)
            Circle()
                .fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center))
                .frame(width: 110, height: 110)
            Capsule()
                .strokeBorder(LinearGradient(colors: [.pink, .blue], startPoint: .topLeading, endPoint: .bottomTrailing), lineWidth: 8)
                .frame(width: 60, height: 110)
            Circle()
                .trim(from: 0, to: on ? 0.9 : 0.15)
                .stroke(AngularGradient(colors: [.cyan, .blue, .purple], center: .center),
                        style: StrokeStyle(lineWidth: 12, lineCap: .round, dash: [18, 10]))
                .frame(width: 100, height: 100)
        }
    }
}
