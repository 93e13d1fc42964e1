// Fifty still previews of three everyday views, each preview its own inputs, as an app's files
// declare them: the workload of the previews benchmark.
import Zoetrope

struct Row: View {
    var title: String
    var detail: String
    var tint: Color

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(tint).frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
    }
}

struct Badge: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(6)
            .background(.red, in: Capsule())
    }
}

struct Meter: View {
    var level: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Level \(Int(level * 100))%")
            Capsule().fill(.gray.opacity(0.2)).frame(height: 8)
                .overlay(alignment: .leading) {
                    Capsule().fill(.green).frame(width: 200 * level, height: 8)
                }
                .frame(width: 200)
        }
        .padding()
    }
}

#Preview("Row 0") {
    Row(title: "Item 0", detail: "Detail 0", tint: .red)
}

#Preview("Badge 1", traits: .sizeThatFits) {
    Badge(count: 1)
}

#Preview("Meter 2") {
    Meter(level: 0.14)
}

#Preview("Row 3") {
    Row(title: "Item 3", detail: "Detail 3", tint: .green)
}

#Preview("Badge 4", traits: .sizeThatFits) {
    Badge(count: 4)
}

#Preview("Meter 5") {
    Meter(level: 0.35)
}

#Preview("Row 6") {
    Row(title: "Item 6", detail: "Detail 6", tint: .pink)
}

#Preview("Badge 7", traits: .sizeThatFits) {
    Badge(count: 7)
}

#Preview("Meter 8") {
    Meter(level: 0.56)
}

#Preview("Row 9") {
    Row(title: "Item 9", detail: "Detail 9", tint: .mint)
}

#Preview("Badge 10", traits: .sizeThatFits) {
    Badge(count: 10)
}

#Preview("Meter 11") {
    Meter(level: 0.77)
}

#Preview("Row 12") {
    Row(title: "Item 12", detail: "Detail 12", tint: .yellow)
}

#Preview("Badge 13", traits: .sizeThatFits) {
    Badge(count: 13)
}

#Preview("Meter 14") {
    Meter(level: 0.98)
}

#Preview("Row 15") {
    Row(title: "Item 15", detail: "Detail 15", tint: .purple)
}

#Preview("Badge 16", traits: .sizeThatFits) {
    Badge(count: 16)
}

#Preview("Meter 17") {
    Meter(level: 0.19)
}

#Preview("Row 18") {
    Row(title: "Item 18", detail: "Detail 18", tint: .indigo)
}

#Preview("Badge 19", traits: .sizeThatFits) {
    Badge(count: 19)
}

#Preview("Meter 20") {
    Meter(level: 0.40)
}

#Preview("Row 21") {
    Row(title: "Item 21", detail: "Detail 21", tint: .orange)
}

#Preview("Badge 22", traits: .sizeThatFits) {
    Badge(count: 22)
}

#Preview("Meter 23") {
    Meter(level: 0.61)
}

#Preview("Row 24") {
    Row(title: "Item 24", detail: "Detail 24", tint: .blue)
}

#Preview("Badge 25", traits: .sizeThatFits) {
    Badge(count: 25)
}

#Preview("Meter 26") {
    Meter(level: 0.82)
}

#Preview("Row 27") {
    Row(title: "Item 27", detail: "Detail 27", tint: .teal)
}

#Preview("Badge 28", traits: .sizeThatFits) {
    Badge(count: 28)
}

#Preview("Meter 29") {
    Meter(level: 0.03)
}

#Preview("Row 30") {
    Row(title: "Item 30", detail: "Detail 30", tint: .red)
}

#Preview("Badge 31", traits: .sizeThatFits) {
    Badge(count: 31)
}

#Preview("Meter 32") {
    Meter(level: 0.24)
}

#Preview("Row 33") {
    Row(title: "Item 33", detail: "Detail 33", tint: .green)
}

#Preview("Badge 34", traits: .sizeThatFits) {
    Badge(count: 34)
}

#Preview("Meter 35") {
    Meter(level: 0.45)
}

#Preview("Row 36") {
    Row(title: "Item 36", detail: "Detail 36", tint: .pink)
}

#Preview("Badge 37", traits: .sizeThatFits) {
    Badge(count: 37)
}

#Preview("Meter 38") {
    Meter(level: 0.66)
}

#Preview("Row 39") {
    Row(title: "Item 39", detail: "Detail 39", tint: .mint)
}

#Preview("Badge 40", traits: .sizeThatFits) {
    Badge(count: 40)
}

#Preview("Meter 41") {
    Meter(level: 0.87)
}

#Preview("Row 42") {
    Row(title: "Item 42", detail: "Detail 42", tint: .yellow)
}

#Preview("Badge 43", traits: .sizeThatFits) {
    Badge(count: 43)
}

#Preview("Meter 44") {
    Meter(level: 0.08)
}

#Preview("Row 45") {
    Row(title: "Item 45", detail: "Detail 45", tint: .purple)
}

#Preview("Badge 46", traits: .sizeThatFits) {
    Badge(count: 46)
}

#Preview("Meter 47") {
    Meter(level: 0.29)
}

#Preview("Row 48") {
    Row(title: "Item 48", detail: "Detail 48", tint: .indigo)
}

#Preview("Badge 49", traits: .sizeThatFits) {
    Badge(count: 49)
}
