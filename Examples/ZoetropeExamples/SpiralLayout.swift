import Zoetrope

/// A layout of the program's own that scene files name (`"layout": {"name": "spiral"}`), as
/// `ZoetropeCommand.main(scenes:layouts:)` registers it: views on an Archimedean spiral, each a
/// step further out and a twelfth of a turn further round.
struct SpiralLayout: ParameterizedLayout {
    /// How far the spiral is turned.
    var rotation: Angle = .zero
    /// How much further out each view is than the one before.
    var spacing: CGFloat = 12

    static var parameters: [LayoutParameter<SpiralLayout>] {
        [.angle("rotation", \.rotation), .length("spacing", \.spacing, validRange: 0...200)]
    }

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(rotation.radians, spacing) }
        set { (rotation, spacing) = (.radians(newValue.first), newValue.second) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let reach = 2 * (spacing * CGFloat(max(subviews.count - 1, 0)) + 40)
        return CGSize(width: reach, height: reach)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let angle = Double(index) * .pi / 6 + rotation.radians
            let radius = spacing * CGFloat(index)
            subview.place(at: CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle)),
                          anchor: .center, proposal: .unspecified)
        }
    }
}
