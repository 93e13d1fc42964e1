// A card, previewed as Xcode's canvas shows it: on the device, at its own size, in a fixed
// container, on its side, and dark. Our own view, in the idioms of Apple's "Previews in Xcode".
import Zoetrope

struct ProfileCard: View {
    var name: String
    var role: String
    var tint: Color = .blue

    var body: some View {
        HStack(spacing: 14) {
            Circle()
                .fill(tint.gradient)
                .frame(width: 56, height: 56)
                .overlay {
                    Text(String(name.prefix(1)))
                        .font(.title2.bold())
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 4) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.15), radius: 6, y: 2)
        .padding()
    }
}

#Preview {
    ProfileCard(name: "Ada Lovelace", role: "Analyst")
}

#Preview("Fits", traits: .sizeThatFits) {
    ProfileCard(name: "Grace Hopper", role: "Rear admiral", tint: .purple)
}

#Preview("Fixed", traits: .fixedLayout(width: 360, height: 140)) {
    ProfileCard(name: "Katherine Johnson", role: "Mathematician", tint: .orange)
}

#Preview("Landscape", traits: .landscapeLeft) {
    VStack {
        ProfileCard(name: "Alan Turing", role: "Logician", tint: .green)
        ProfileCard(name: "Edsger Dijkstra", role: "Programmer", tint: .red)
    }
}

#Preview("Dark") {
    ProfileCard(name: "Margaret Hamilton", role: "Engineer", tint: .indigo)
        .preferredColorScheme(.dark)
}
