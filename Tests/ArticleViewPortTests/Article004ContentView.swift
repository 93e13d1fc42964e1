import Zoetrope // was: import SwiftUI

// Article 004 ("SwiftUI Layout Protocol, Part 2"): its ContentView with the Rotate button, as the
// article writes it; the import is changed, the two `@State` declarations the fragments leave
// out are added (below), and a `#Preview` is added at the end, nothing else.
//
// The article gives this view in two fragments, and the code below is those fragments put
// together, word for word: the first ContentView (`colors` and the ForEach of tiles), and the
// animated one (`WheelLayout(radius: radius, rotation: angle) { // ... }` followed by
// `Button("Rotate") { withAnimation(.easeInOut(duration: 2.0)) { angle = … } }`), whose `// ...`
// stands for the first one's ForEach. The fragments use `angle` and `radius` without showing
// their declarations; they are the `@State` properties declared here with the first
// ContentView's values (rotation `.zero`, radius `130.0`).
//
// The article's animatable layout is written once as `struct Wheel : Layout { // ... var
// animatableData … }` while every other fragment, and its text ("our layout"), call it
// `WheelLayout`: the text is followed, and `animatableData` is WheelLayout's (stated in
// Article004ContentViewTests).

struct ContentView: View {
    let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]
    @State var angle: Angle = .zero
    @State var radius: CGFloat = 130.0

    var body: some View {
        WheelLayout(radius: radius, rotation: angle) {
            ForEach(0..<8) { idx in
                RoundedRectangle(cornerRadius: 8)
                    .fill(colors[idx % colors.count].opacity(0.7))
                    .frame(width: 70, height: 70)
                    .overlay { Text("\(idx + 1)") }
            }
        }
        Button("Rotate") {
            withAnimation(.easeInOut(duration: 2.0)) {
                angle = (angle == .zero ? .degrees(90) : .zero)
            }
        }
    }
}

struct WheelLayout: Layout {
    var radius: CGFloat
    var rotation: Angle

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(rotation.radians, radius) }
        set {
            rotation = Angle.radians(newValue.first)
            radius = newValue.second
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = subviews.map { $0.sizeThatFits(proposal) }.reduce(CGSize.zero) {
            return CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        return CGSize(width: (maxSize.width / 2 + radius) * 2,
                      height: (maxSize.height / 2 + radius) * 2)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let angleStep = (Angle.degrees(360).radians / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = angleStep * CGFloat(index) + rotation.radians
            // Find a vector with an appropriate size and rotation.
            var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
            // Shift the vector to the middle of the region.
            point.x += bounds.midX
            point.y += bounds.midY
            // Place the subview.
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

// Added (not in the article): the preview an Xcode project gives its ContentView, so that
// `zoetrope previews` renders the view as the article shows it (Examples/PreviewExamples links
// this file).
#Preview {
    ContentView()
}
