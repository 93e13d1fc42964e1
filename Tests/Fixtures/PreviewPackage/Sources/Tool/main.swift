import Zoetrope

struct Banner: View {
    var body: some View {
        Text("Tool").padding()
    }
}

#Preview {
    Banner()
}

print("a tool of its own")
