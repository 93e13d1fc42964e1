import Foundation

/// Where a view came from: in a scene file, the entry of `views` that made it and, when the entry
/// repeats, which of its views it is.
public struct ViewSource: Hashable, Sendable {
    /// The entry's path, such as `views[2]`.
    public var path: String
    /// Which of the entry's views this is, from 0.
    public var copy: Int
    /// How many views the entry makes: 1 without `repeat`.
    public var copies: Int

    /// Creates a source.
    public init(path: String, copy: Int, copies: Int) {
        (self.path, self.copy, self.copies) = (path, copy, copies)
    }

    /// How messages name view `index` made here: nothing more than the path for an entry that
    /// makes one view; `view 5 (copy 4 of the 8 its repeat makes) ` for a repeated one.
    public func naming(view index: Int) -> String {
        copies > 1 ? "view \(index) (copy \(copy + 1) of the \(copies) its repeat makes) " : ""
    }
}
