import Zoetrope

struct Sketch: View {
    var body: some View {
        Rectangle().fill(.orange).frame(width: 50, height: 50)
    }
}

#Preview {
    Sketch()
}
