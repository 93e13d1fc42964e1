// A view previewed the older way, with a `PreviewProvider` whose `previews` holds several views.
import Zoetrope

struct ProfileRow: View {
    var name: String
    var isOnline: Bool

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(isOnline ? Color.green : Color.gray)
                .frame(width: 12, height: 12)
            Text(name)
            Spacer()
        }
        .padding()
    }
}

struct ProfileRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileRow(name: "Ada", isOnline: true)
                .previewDisplayName("Online")
            ProfileRow(name: "Grace", isOnline: false)
                .previewDisplayName("Offline")
        }
        .previewLayout(.sizeThatFits)

        ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
            ProfileRow(name: "Linus", isOnline: true)
                .preferredColorScheme(scheme)
        }
    }
}
