import Foundation

/// A size proposed to a view by its parent: each dimension is a value or `nil` ("unspecified",
/// asking for the view's ideal size in that dimension).
///
/// SwiftUI's `ProposedViewSize`. `.zero` asks for the minimum size, `.infinity` for the maximum,
/// `.unspecified` for the ideal size.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal.
    /// - Parameters:
    ///   - width: The proposed width, or `nil` for the ideal width.
    ///   - height: The proposed height, or `nil` for the ideal height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of exactly `size`.
    /// - Parameter size: The proposed size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal of zero in both dimensions: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal with both dimensions unspecified: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A proposal of infinity in both dimensions: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, with unspecified dimensions replaced.
    /// - Parameter size: The values for unspecified dimensions; 10×10 by default, as in SwiftUI.
    /// - Returns: A concrete size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize: CustomStringConvertible {
    /// `(width, height)` with `nil` for unspecified dimensions.
    public var description: String {
        "(\(width.map { "\($0)" } ?? "nil"), \(height.map { "\($0)" } ?? "nil"))"
    }
}
