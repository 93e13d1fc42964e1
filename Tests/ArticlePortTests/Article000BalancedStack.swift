import Zoetrope // was: import SwiftUI

// Article 000 ("SwiftUI custom layout with Simple Layout Engine"): its BalancedStack and the
// ViewThatFits that picks a row or a column, as the article writes them; only the import is
// changed. The article does not show WLText (it comes from the WWDC demo app it builds on, whose
// labels stretch to the width they are offered, as a balanced stack needs); the one below is a
// label with padding that takes the room it is offered, on a light background.

struct WLText: View {
    let text: String
    init(_ text: String) { self.text = text }
    var body: some View {
        Text(text)
            .padding(8)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.gray.opacity(0.2))
    }
}

extension SLEDirection {
    var axis: Axis {
        switch self {
        case .row: return .horizontal
        case .column: return .vertical
        }
    }
}

struct BalancedStack: Layout {
    let direction: SLEDirection

    init(_ direction: SLEDirection) {
        self.direction = direction
    }

    struct CacheData {
        let childSize: CGSize
        let distances: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> CacheData {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = subviewSizes.map { $0.width }.max() ?? 0
        let height = subviewSizes.map { $0.height }.max() ?? 0
        let distances: [CGFloat] = (0..<subviews.count).map { idx in
            guard idx < subviews.count - 1 else { return 0 }
            return subviews[idx].spacing.distance(to: subviews[idx + 1].spacing, along: direction.axis)
        }
        return CacheData(
            childSize: CGSize(width: width, height: height),
            distances: distances
        )
    }

    func sizeThatFits(proposal: ProposedViewSize,
                      subviews: Subviews,
                      cache: inout CacheData) -> CGSize {
        let totalDistance = cache.distances.reduce(0, +)
        let containerWidth: CGFloat
        let containerHeight: CGFloat
        switch direction {
        case .row:
            containerWidth = cache.childSize.width * CGFloat(subviews.count) + totalDistance
            containerHeight = cache.childSize.height
        case .column:
            containerWidth = cache.childSize.width
            containerHeight = cache.childSize.height * CGFloat(subviews.count) + totalDistance
        }
        return CGSize(width: containerWidth, height: containerHeight)
    }

    func placeSubviews(in bounds: CGRect,
                       proposal: ProposedViewSize,
                       subviews: Subviews,
                       cache: inout CacheData) {
        let layout = SLELayout(parentFrame: bounds, direction: direction, alignment: .center)
        do {
            var items: [SLEItem] = []
            for idx in 0..<subviews.count {
                items.append(try layout.add(item: .size(cache.childSize)))
                try layout.add(item: .width(cache.distances[idx]))
            }
            for (idx, subview) in subviews.enumerated() {
                subview.place(
                    at: try items[idx].frame().origin,
                    proposal: ProposedViewSize(cache.childSize)
                )
            }
        }
        catch { print("Unable to layout \(error)") }
    }
}

struct TextList: View {
    var body: some View {
        WLText("hi")
        WLText("!")
        WLText("beautiful")
        WLText("world")
    }
}

/// The article's `ViewThatFits { BalancedStack(.row) { TextList() }; BalancedStack(.column) { TextList() } }`.
struct AdaptiveTexts: View {
    var body: some View {
        ViewThatFits {
            BalancedStack(.row) {
                TextList()
            }
            BalancedStack(.column) {
                TextList()
            }
        }
    }
}
