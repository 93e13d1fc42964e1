import Foundation
import LayoutCore

/// What a sheet's content asks of its sheet, through layout values on the content.
struct SheetOptions: Equatable {
    /// The detents, and the one the sheet rests at.
    var detents: Set<PresentationDetent> = [.large]
    var selectedDetent: PresentationDetent?
    /// Whether the drag indicator shows (`.presentationDragIndicator`).
    var dragIndicator: Visibility = .automatic
    /// Whether a swipe down may dismiss the sheet (`.interactiveDismissDisabled`).
    var interactiveDismissDisabled = false

    /// The detent the sheet rests at: the chosen one if it is among the detents, else the lowest.
    func restingDetent(in containerHeight: CGFloat) -> PresentationDetent {
        if let selectedDetent, detents.contains(selectedDetent) { return selectedDetent }
        return detents.min { $0.sheetHeight(in: containerHeight) < $1.sheetHeight(in: containerHeight) } ?? .large
    }

    /// Whether the drag indicator is drawn: when asked, or automatically with several detents.
    var showsDragIndicator: Bool {
        switch dragIndicator {
        case .visible: true
        case .hidden: false
        case .automatic: detents.count > 1
        }
    }
}

/// The layout-value keys a sheet's content sets for its sheet.
struct SheetDetentsKey: LayoutValueKey {
    static let defaultValue: (detents: Set<PresentationDetent>, selection: PresentationDetent?)? = nil
}

struct SheetDragIndicatorKey: LayoutValueKey {
    static let defaultValue: Visibility? = nil
}

struct SheetDismissDisabledKey: LayoutValueKey {
    static let defaultValue: Bool? = nil
}

/// What a subview of a sheet's layout is.
enum SheetPart: Equatable {
    case dimming, card, dragIndicator, content
}

struct SheetPartKey: LayoutValueKey {
    static let defaultValue = SheetPart.content
}

extension View {
    /// Sets the heights a sheet with this content rests at: SwiftUI's `.presentationDetents(_:)`.
    /// The sheet rests at the lowest of them.
    /// - Parameter detents: The detents, such as `[.medium, .large]`.
    /// - Returns: The content.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedView<Self> {
        layoutValue(key: SheetDetentsKey.self, value: (detents, nil))
    }

    /// Sets the heights a sheet with this content rests at, and which one it is at:
    /// SwiftUI's `.presentationDetents(_:selection:)`.
    /// - Parameters:
    ///   - detents: The detents.
    ///   - selection: The detent the sheet is at; nothing drags the sheet, so it is never changed.
    /// - Returns: The content.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> ModifiedView<Self> {
        layoutValue(key: SheetDetentsKey.self, value: (detents, selection.wrappedValue))
    }

    /// Shows or hides the drag indicator of a sheet with this content:
    /// SwiftUI's `.presentationDragIndicator(_:)`. Automatic shows it with several detents.
    /// - Parameter visibility: The indicator's visibility.
    /// - Returns: The content.
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedView<Self> {
        layoutValue(key: SheetDragIndicatorKey.self, value: visibility)
    }

    /// Keeps a sheet with this content from being swiped away: SwiftUI's
    /// `.interactiveDismissDisabled(_:)`. Nothing swipes a sheet in a rendered scene, so the
    /// sheet looks and behaves the same either way.
    /// - Parameter isDisabled: Whether swiping away is disabled; `true` by default.
    /// - Returns: The content.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedView<Self> {
        layoutValue(key: SheetDismissDisabledKey.self, value: isDisabled)
    }
}
