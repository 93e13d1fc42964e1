import Foundation

/// The subviews of a layout, as a random-access collection of ``LayoutSubview`` proxies.
///
/// SwiftUI's `LayoutSubviews`. A slice is `LayoutSubviews` too, and, as in SwiftUI, it is
/// **indexed from 0**. This is unlike `ArraySlice`, which keeps the indices of the whole
/// collection. Recursive layouts rely on it: article 004's `RecursiveWheel` places
/// `subviews[0..<12]`, then hands `subviews[12..<subviews.count]` to itself, which again places
/// `subviews[0..<12]` of what it was given.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// Subviews are indexed by integer position, from 0.
    public typealias Index = Int
    /// A slice of subviews is itself subviews, indexed from 0.
    public typealias SubSequence = LayoutSubviews

    let pass: LayoutPassContext
    let nodeIDs: [Int]

    init(pass: LayoutPassContext, nodeIDs: [Int]) {
        self.pass = pass
        self.nodeIDs = nodeIDs
    }

    /// Always 0, for slices too.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { nodeIDs.count }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        precondition(indices.contains(index), "LayoutSubviews index \(index) out of range 0..<\(endIndex)")
        return LayoutSubview(pass: pass, nodeID: nodeIDs[index])
    }

    /// The subviews in `bounds`, as a collection indexed from 0.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= 0 && bounds.upperBound <= endIndex,
                     "LayoutSubviews range \(bounds) out of range 0..<\(endIndex)")
        return LayoutSubviews(pass: pass, nodeIDs: Array(nodeIDs[bounds]))
    }

    /// Two collections are equal when they hold the same subviews of the same pass, in order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.pass === rhs.pass && lhs.nodeIDs == rhs.nodeIDs
    }

    /// The layout direction the container is in: SwiftUI's `LayoutSubviews.layoutDirection`. Most
    /// layouts need not read it: in a right-to-left pass what they place is flipped horizontally
    /// within their bounds for them.
    public var layoutDirection: LayoutDirection { pass.layoutDirection }

    /// Fails the layout pass with a message, for a layout that cannot place what it was given
    /// (a tree with two roots, a Simple Layout Engine out of space). The pass finishes the
    /// current step and throws ``LayoutError/layoutFailed(layout:message:)`` naming the layout.
    /// - Parameter message: What is wrong, naming the subviews and values involved.
    public func reportFailure(_ message: String) {
        pass.reportFailure(message)
    }
}

extension LayoutSubviews {
    /// The subviews' explicit values for `guide`, offset by `bounds`' origin, folded together with
    /// the guide's `_combineExplicit`; `nil` when none has one. What `Layout`'s default
    /// `explicitAlignment` answers.
    func mergedExplicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        combineExplicit(compactMap { $0.dimensions(in: proposal)[explicit: guide].map { bounds.minX + $0 } }, with: guide.idType)
    }

    /// As ``mergedExplicitAlignment(of:in:proposal:)-(HorizontalAlignment,_,_)`` for a vertical guide.
    func mergedExplicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize) -> CGFloat? {
        combineExplicit(compactMap { $0.dimensions(in: proposal)[explicit: guide].map { bounds.minY + $0 } }, with: guide.idType)
    }
}
