import Zoetrope // was: import SwiftUI

// Article 004's "values flowing back to views": the wheel writes each view's angle back through
// a Binding<Angle> the view carries as a layout value, and the view turns by it to point at the
// centre; first with the article's @State array of rotations, then with its WheelComponent.
// As the article writes it, with the import changed and two more changes, both stated here:
// - the code is inside `enum Article004Bindings`, because the test target already has the
//   article's first ContentView and WheelLayout;
// - the `DispatchQueue.main.async { … }` the article wraps the write in is removed. SwiftUI
//   needs it because state must not change during layout; Zoetrope lays a frame out again with
//   the values written until they settle, and a headless render never drains the main queue.
//   The article's text: "we set the angle of each subview" in placeSubviews.

enum Article004Bindings {
    struct Rotation: LayoutValueKey {
        static let defaultValue: Binding<Angle>? = nil
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
                var point = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: angle))
                point.x += bounds.midX
                point.y += bounds.midY
                subview.place(at: point, anchor: .center, proposal: .unspecified)
                // was: DispatchQueue.main.async { … }
                subview[Rotation.self]?.wrappedValue = .radians(angle)
            }
        }
    }

    /// The article's first version: an array of rotations in the view's state.
    struct ContentView: View {
        let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]
        var angle: Angle = .zero          // was: @State var angle: Angle = .zero
        var radius: CGFloat = 130.0       // was: @State var radius: CGFloat = 130.0
        @State var rotations: [Angle] = Array<Angle>(repeating: .zero, count: 16)

        var body: some View {
            WheelLayout(radius: radius, rotation: angle) {
                ForEach(0 ..< 16) { idx in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(colors[idx % colors.count].opacity(0.7))
                        .frame(width: 70, height: 70)
                        .overlay { Text("\(idx + 1)") }
                        .rotationEffect(rotations[idx])
                        .layoutValue(key: Rotation.self, value: $rotations[idx])
                }
            }
        }
    }

    /// The article's rewrite: each view wrapped in a component that keeps its own rotation.
    struct WheelComponent<V: View>: View {
        @ViewBuilder let content: () -> V
        @State private var rotation: Angle = .zero

        var body: some View {
            content()
                .rotationEffect(rotation)
                .layoutValue(key: Rotation.self, value: $rotation)
        }
    }

    struct ComponentContentView: View {
        let colors: [Color] = [.yellow, .orange, .red, .pink, .purple, .blue, .cyan, .green]
        var angle: Angle = .zero
        var radius: CGFloat = 130.0

        var body: some View {
            WheelLayout(radius: radius, rotation: angle) {
                ForEach(0 ..< 16) { idx in
                    WheelComponent {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(colors[idx % colors.count].opacity(0.7))
                            .frame(width: 70, height: 70)
                            .overlay { Text("\(idx + 1)") }
                    }

                }
            }
        }
    }
}
