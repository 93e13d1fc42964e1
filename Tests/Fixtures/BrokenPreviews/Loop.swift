import Zoetrope

/// A view whose body never returns.
struct Forever: View {
    var body: some View {
        var count = 0
        while count >= 0 { count = (count + 1) % 1_000 }
        return Text("\(count)")
    }
}

#Preview("Loop") {
    Forever()
}
