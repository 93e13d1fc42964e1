import Cards
import Zoetrope

/// A row with a badge, as the app shows its inbox.
struct InboxRow: View {
    var body: some View {
        HStack {
            Text("Inbox")
            Spacer()
            Badge(count: 3)
        }
        .padding()
        .frame(width: 240)
    }
}

#Preview("Inbox", traits: .sizeThatFits) {
    InboxRow()
}
