// A view previewed the older way: a `PreviewProvider` whose `previews` holds several previews (a
// group of two named ones at their own size, and one per appearance).
import Zoetrope

struct TagList: View {
    var tags: [String]

    var body: some View {
        HStack(spacing: 8) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 5)
                    .background(Color.accentColor.opacity(0.15), in: Capsule())
            }
        }
        .padding()
    }
}

struct TagList_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TagList(tags: ["Swift", "Linux"])
                .previewDisplayName("Two tags")
            TagList(tags: ["Layout", "Animation", "Previews"])
                .previewDisplayName("Three tags")
        }
        .previewLayout(.sizeThatFits)

        ForEach(ColorScheme.allCases, id: \.self) { scheme in
            TagList(tags: ["Light", "Dark"])
                .preferredColorScheme(scheme)
                .previewDisplayName("\(scheme)")
        }
    }
}
