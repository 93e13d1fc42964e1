import Zoetrope

/// SwiftUI's drawing effects, as SwiftUI code writes them. Above: a striped square clipped to a
/// circle and turned, a scroll view whose long content stops at its frame, a gradient shown
/// through a circular mask, and a card faded out by a gradient mask. Below: a card whose shadow
/// lifts, a container whose views cast their own shadows, a blurred badge and an opaque blur.
/// With `on`, the clipped square turns, the mask's circle grows, the shadow and the blur grow.
struct Effects: View {
    var on: Bool

    var body: some View {
        VStack(spacing: 24) {
            clipsAndMasks
            shadowsAndBlurs
        }
    }

    private var shadowsAndBlurs: some View {
        HStack(spacing: 30) {
            RoundedRectangle(cornerRadius: 14)
                .fill(Color.white)
                .frame(width: 100, height: 90)
                .shadow(color: .black.opacity(0.35), radius: on ? 12 : 2, x: 0, y: on ? 10 : 2)
            HStack(spacing: 8) {
                Circle().fill(Color.orange).frame(width: 30, height: 30)
                Circle().fill(Color.pink).frame(width: 30, height: 30)
                Circle().fill(Color.purple).frame(width: 30, height: 30)
            }
            .shadow(color: .indigo, radius: 3, x: 4, y: 4)
            Text("Blur")
                .font(.system(size: 34, weight: .bold))
                .foregroundStyle(Color.blue)
                .blur(radius: on ? 6 : 0)
            HStack(spacing: 0) {
                Color.red
                Color.yellow
                Color.green
            }
            .frame(width: 90, height: 90)
            .blur(radius: on ? 10 : 1, opaque: true)
        }
    }

    private var clipsAndMasks: some View {
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
