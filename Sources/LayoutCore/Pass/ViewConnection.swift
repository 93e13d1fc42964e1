/// A line a layout asked to be drawn between two of its views, such as a tree's edge from a
/// parent to a child (``LayoutSubview/drawConnection(to:)``).
///
/// Connections name views, not points, so they follow the views wherever an animation moves them.
public struct ViewConnection: Hashable, Sendable {
    /// The leaf index (depth-first order) of the view the line starts at.
    public var from: Int
    /// The leaf index of the view the line ends at.
    public var to: Int

    /// Creates a connection.
    /// - Parameters:
    ///   - from: The leaf index of the view the line starts at.
    ///   - to: The leaf index of the view the line ends at.
    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}
