import Foundation
import LayoutCore

/// How a form draws itself: SwiftUI's `FormStyle`, chosen with `.formStyle(_:)`.
///
/// A style of one's own makes the form's body from its content; `Form(configuration)` inside it
/// draws the content as the grouped style does.
public protocol FormStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The form's content, as the style gets it.
    typealias Configuration = FormStyleConfiguration

    /// Makes the form's body.
    /// - Parameter configuration: The form's content.
    /// - Returns: The form drawn in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``FormStyle`` gets: the form's content.
public struct FormStyleConfiguration {
    /// The form's content, as one view.
    public struct Content: View {
        let view: AnyView

        /// The content.
        public var body: some View { view }
    }

    /// The form's content: its sections and rows.
    public let content: Content
}

/// A form style, kept in the environment.
struct AnyFormStyle: @unchecked Sendable {
    /// Makes the form's body from its content.
    let makeBody: (FormStyleConfiguration) -> AnyView
}

/// The environment key for the form style set with `.formStyle`; `nil` for the automatic one.
struct FormStyleKey: EnvironmentKey {
    static let defaultValue: AnyFormStyle? = nil
}

extension EnvironmentValues {
    /// The form style forms below take; `nil` for the automatic one.
    var formStyle: AnyFormStyle? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the forms in this view: SwiftUI's `.formStyle(_:)`.
    /// - Parameter style: The style: `.automatic`, `.grouped`, `.columns` or one of one's own.
    /// - Returns: The view with forms below drawn in the style.
    public func formStyle<S>(_ style: S) -> ModifiedView<Self> where S: FormStyle {
        environment(\.formStyle, AnyFormStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
