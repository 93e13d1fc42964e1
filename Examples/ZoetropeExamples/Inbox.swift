import Zoetrope

/// A message of the inbox.
struct InboxMessage: Hashable, Identifiable {
    let id: Int
    var sender: String { "Sender \(id)" }
    var subject: String { "Message \(id)" }
}

/// An inbox as apps write one: a scroll view of rows in a lazy stack, each a link to the
/// message, under a navigation bar; the message's screen animates its own header in when it
/// appears. In the `inbox` scene a scripted scroll moves the rows with the finger and lets them
/// run on, then a tap on a row pushes its message; in `inbox-latest` the toolbar's "Latest"
/// scrolls to the last row with `ScrollViewProxy.scrollTo` inside `withAnimation`.
struct Inbox: View {
    let messages = (1...40).map(InboxMessage.init(id:))

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(messages) { message in
                            NavigationLink(value: message) {
                                InboxRow(message: message)
                            }
                            .accessibilityIdentifier("row \(message.id)")
                            .id(message.id)
                        }
                    }
                }
                .accessibilityIdentifier("messages")
                .toolbar {
                    Button("Latest") {
                        withAnimation(.easeInOut(duration: 0.5)) { proxy.scrollTo(messages.count, anchor: .bottom) }
                    }
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: InboxMessage.self) { message in
                MessageScreen(message: message)
            }
        }
    }
}

/// One row: the sender's initial in a circle, the sender and the subject.
struct InboxRow: View {
    let message: InboxMessage

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color(hue: Double(message.id % 10) / 10, saturation: 0.5, brightness: 0.9))
                .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text(message.sender).font(.headline)
                Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(.horizontal, 16)
        .frame(height: 64)
    }
}

/// A message's screen: its header grows in with a spring when the screen appears.
struct MessageScreen: View {
    let message: InboxMessage
    @State private var shown = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Circle()
                .fill(Color.accentColor)
                .frame(width: 72, height: 72)
                .scaleEffect(shown ? 1 : 0.3)
                .accessibilityIdentifier("avatar")
            Text(message.subject).font(.title2)
            Text("Hello from \(message.sender).")
            Spacer()
        }
        .padding()
        .navigationTitle(message.sender)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear {
            withAnimation(.spring(duration: 0.6, bounce: 0.3)) { shown = true }
        }
    }
}
