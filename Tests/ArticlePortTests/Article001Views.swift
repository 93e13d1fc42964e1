import Zoetrope // was: import SwiftUI

// Article 001 ("Custom Layouts in SwiftUI: A Deep Dive into the Layout Protocol"): its two views,
// as the article writes them, using its CircularLayout and FlowLayout (LayoutCatalog's ports of
// the article's code); only the import is changed, and one line is moved: the article closes
// CircularLayoutView's body before `.frame(width: 300, height: 300)`, which does not compile
// (a modifier after a property's closing brace). Its text says the layout sits in a 300-point
// frame, so the frame goes on the body's view. SF Symbols are not on Linux: each Image is laid out
// as the symbol would be and drawn as a disc (see `Image`).

struct CircularLayoutView: View {
    let symbols = ["sun.max", "moon", "star", "cloud", "cloud.rain", "snow", "wind", "tornado", "hurricane", "thermometer"]
    var body: some View {
        CircularLayout() {
            ForEach(symbols, id: \.self) { symbol in
                Image(systemName: symbol)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 40, height: 40)
            }
        }
        .padding()
        .frame(width: 300, height: 300) // moved inside the body: see above
    }
}

struct FlowLayoutView: View {
    let symbols = ["sun.max", "moon", "star", "cloud", "cloud.rain", "snow", "wind", "tornado", "hurricane", "thermometer"]
    var body: some View {
        FlowLayout(spacing: 12) {
            ForEach(symbols, id: \.self) { symbol in
                Image(systemName: symbol)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 50, height: 50)
                    .background(Color.blue.opacity(0.1))
                    .cornerRadius(8)
            }
        }
        .padding()
    }
}
