import Zoetrope

/// A view whose body reads past the end of an array: a trap, as in a real bug.
struct OutOfRange: View {
    var items: [String] = []

    var body: some View {
        Text(items[2])
    }
}

#Preview("Trap") {
    OutOfRange()
}
