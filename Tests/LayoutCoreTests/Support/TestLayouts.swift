import Foundation
import LayoutCore

// Layouts and views that tests build passes from. A layout reaches its subviews only during a
// pass, so tests look at `LayoutSubviews` and `LayoutSubview` from inside these layouts and record
// what they see in a reference-type log captured by the layout.

/// A layout made of closures: tests steer what it returns and see what it is given.
struct ProbeLayout: Layout {
    /// Answers `sizeThatFits`; the proposal with unspecified dimensions replaced by default.
    var size: (ProposedViewSize, LayoutSubviews) -> CGSize = { proposal, _ in proposal.replacingUnspecifiedDimensions() }
    /// Runs in `placeSubviews`; places nothing by default.
    var place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void = { _, _, _ in }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size(proposal, subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(bounds, proposal, subviews)
    }
}

/// A reference-type list that a layout appends to during a pass and a test reads after it.
final class Log<Entry> {
    var entries: [Entry] = []
    func append(_ entry: Entry) { entries.append(entry) }
}

/// What a container saw when it was placed: its bounds and the proposal it was placed with.
struct PlacementCall: Equatable {
    var bounds: CGRect
    var proposal: ProposedViewSize
}

/// Places its subviews left to right from the top-leading corner of its bounds, each at its ideal
/// size, and asks for the size of that row. Records every `placeSubviews` call.
struct RowLayout: Layout {
    var log: Log<PlacementCall>? = nil

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        log?.append(PlacementCall(bounds: bounds, proposal: proposal))
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// A leaf view of one size, whatever it is offered.
func tile(_ width: CGFloat, _ height: CGFloat) -> ViewNode {
    ViewNode(sizing: .fixed(width: width, height: height))
}

/// `count` leaf views of one size.
func tiles(_ count: Int, width: CGFloat = 10, height: CGFloat = 10) -> [ViewNode] {
    (0..<count).map { _ in tile(width, height) }
}
