import Zoetrope

/// A card as swipeable stacks write one: it follows the finger with `.interactiveSpring`, and when
/// let go it flies off if the gesture's predicted end is far enough, or springs back to the
/// middle. Both are springs that take the running one over, so the card carries the finger's
/// velocity through the release.
struct SwipeCard: View {
    @State private var offset: CGSize = .zero

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.teal.gradient)
            .frame(width: 160, height: 100)
            .overlay { Text("Swipe me").foregroundStyle(.white) }
            .rotationEffect(.degrees(Double(offset.width) / 20))
            .offset(offset)
            .accessibilityIdentifier("card")
            .gesture(
                DragGesture()
                    .onChanged { value in
                        withAnimation(.interactiveSpring) { offset = value.translation }
                    }
                    .onEnded { value in
                        if abs(value.predictedEndTranslation.width) > 240 {
                            let side: CGFloat = value.predictedEndTranslation.width > 0 ? 1 : -1
                            withAnimation(.spring(response: 0.6, dampingFraction: 1)) {
                                offset = CGSize(width: side * 600, height: value.translation.height)
                            }
                        } else {
                            withAnimation(.spring(response: 0.45, dampingFraction: 0.6)) { offset = .zero }
                        }
                    }
            )
    }
}
