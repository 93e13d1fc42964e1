import Foundation
import LayoutCore

/// A height a sheet rests at: SwiftUI's `PresentationDetent`, as `.presentationDetents(_:)` takes it.
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable, Sendable {
        case large
        case medium
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let height: Height

    /// The sheet at its full height, from under the status bar.
    public static let large = PresentationDetent(height: .large)
    /// The sheet at about half the screen's height.
    public static let medium = PresentationDetent(height: .medium)

    /// The sheet at a fraction of the screen's height.
    /// - Parameter fraction: The fraction, `0...1`.
    /// - Returns: The detent.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .fraction(fraction))
    }

    /// The sheet at a height in points.
    /// - Parameter height: The height.
    /// - Returns: The detent.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .height(height))
    }

    /// The sheet's height with this detent in a container `containerHeight` tall.
    func sheetHeight(in containerHeight: CGFloat) -> CGFloat {
        let largest = max(containerHeight - PresentationMeasures.sheetTop, 0)
        switch height {
        case .large: return largest
        case .medium: return min(containerHeight / 2, largest)
        case .fraction(let fraction): return min(max(fraction, 0) * containerHeight, largest)
        case .height(let points): return min(max(points, 0), largest)
        }
    }
}
