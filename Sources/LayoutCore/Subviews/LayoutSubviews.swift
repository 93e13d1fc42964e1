/// The subviews of a layout, as a random-access collection of ``LayoutSubview`` proxies.
///
/// SwiftUI's `LayoutSubviews`. Slices are `LayoutSubviews` too and keep the indices of the whole
/// collection (as `ArraySlice` does), so a recursive layout can place the first twelve subviews and
/// hand `subviews[12..<subviews.count]` to itself.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// Subviews are indexed by integer position.
    public typealias Index = Int
    /// A slice of subviews is itself subviews.
    public typealias SubSequence = LayoutSubviews

    let pass: LayoutPassContext
    let nodeIDs: [Int]
    /// The first valid index.
    public let startIndex: Int
    /// One past the last valid index.
    public let endIndex: Int

    init(pass: LayoutPassContext, nodeIDs: [Int]) {
        self.pass = pass
        self.nodeIDs = nodeIDs
        self.startIndex = 0
        self.endIndex = nodeIDs.count
    }

    private init(pass: LayoutPassContext, nodeIDs: [Int], bounds: Range<Int>) {
        self.pass = pass
        self.nodeIDs = nodeIDs
        self.startIndex = bounds.lowerBound
        self.endIndex = bounds.upperBound
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        precondition(indices.contains(index), "LayoutSubviews index \(index) out of range \(startIndex)..<\(endIndex)")
        return LayoutSubview(pass: pass, nodeID: nodeIDs[index])
    }

    /// The subviews in `bounds`, keeping their indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex,
                     "LayoutSubviews range \(bounds) out of range \(startIndex)..<\(endIndex)")
        return LayoutSubviews(pass: pass, nodeIDs: nodeIDs, bounds: bounds)
    }

    /// Two collections are equal when they hold the same subviews of the same pass.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.pass === rhs.pass && lhs.nodeIDs[lhs.startIndex..<lhs.endIndex] == rhs.nodeIDs[rhs.startIndex..<rhs.endIndex]
    }
}
