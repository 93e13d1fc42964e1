import Foundation
import LayoutCore
import SceneCore

/// The shape a bordered button's background takes: SwiftUI's `ButtonBorderShape`, set with
/// `.buttonBorderShape(_:)` and usable as a shape of its own.
public struct ButtonBorderShape: Shape, Equatable {
    /// The kinds of border.
    enum Kind: Equatable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind

    /// The system's choice: on iPhone, a rounded rectangle.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: corners of half the shorter side.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle in the middle of the frame.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the system's corner radius for the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle with corners of `radius`.
    /// - Parameter radius: The corner radius.
    /// - Returns: The shape.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    /// The system's corner radius of a bordered button on iPhone, as Zoetrope's bordered styles
    /// draw it.
    static let systemCornerRadius: CGFloat = 6

    /// The border in `rect`.
    /// - Parameter rect: The frame.
    /// - Returns: The path.
    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .automatic, .roundedRectangle(nil): RoundedRectangle(cornerRadius: Self.systemCornerRadius).path(in: rect)
        case .roundedRectangle(let radius?): RoundedRectangle(cornerRadius: radius).path(in: rect)
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        }
    }
}

extension Shape where Self == ButtonBorderShape {
    /// SwiftUI's `.buttonBorder`: the shape of a bordered button's border (``ButtonBorderShape/automatic``).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// The key of the border shape bordered buttons inside a view take.
struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The border shape bordered buttons inside take (`.buttonBorderShape(_:)`).
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.buttonBorderShape(_:)`: the shape of the border of bordered buttons inside.
    ///
    /// Zoetrope keeps the shape in the environment, but its `.bordered` and `.borderedProminent`
    /// styles do not read it yet: they draw their 6-point rounded rectangle whatever the shape.
    /// - Parameter shape: The border shape.
    /// - Returns: The view with the shape set inside it.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { $0.environment.buttonBorderShape = shape }, change: { $0 })
    }
}
