import Zoetrope

/// SwiftUI's drawing effects, as SwiftUI code writes them: a striped square clipped to a circle
/// and turned, a scroll view whose long content stops at its frame, a photo-like gradient shown
/// through a star-shaped mask of text and shapes, and a card faded out by a gradient mask. With
/// `on`, the clipped square turns and the mask's circle grows: the clip and the mask follow.
struct Effects: View {
    var on: Bool

    var body: some View {
        HStack(spacing: 20) {
            VStack(spacing: 0) {
                ForEach(0..<6) { row in
                    (row.isMultiple(of: 2) ? Color.orange : Color.indigo).frame(width: 110, height: 110 / 6)
                }
            }
            .clipShape(Circle())
            .rotationEffect(.degrees(on ? 90 : 0))
            ScrollView {
                VStack(spacing: 6) {
                    ForEach(0..<8) { row in
                        RoundedRectangle(cornerRadius: 6).fill(row.isMultiple(of: 2) ? Color.mint : Color.teal).frame(height: 22)
                    }
                }
                .padding(6)
            }
            .frame(width: 90, height: 110)
            .background(Color.gray.opacity(0.2))
            LinearGradient(colors: [.yellow, .red, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(width: 110, height: 110)
                .mask {
                    Circle().frame(width: on ? 110 : 50, height: on ? 110 : 50)
                }
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue)
                .frame(width: 110, height: 110)
                .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
        }
    }
}
