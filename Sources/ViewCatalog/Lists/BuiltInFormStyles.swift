import Foundation
import LayoutCore

/// The style a form takes where none is set: on iOS, grouped.
public struct AutomaticFormStyle: FormStyle {
    /// Creates the style.
    public init() {}

    /// The form as the grouped style draws it.
    /// - Parameter configuration: The form's content.
    /// - Returns: The form.
    public func makeBody(configuration: Configuration) -> some View {
        Form(configuration)
    }
}

/// Sections as rounded cards on the grouped background, as an inset-grouped list draws them.
public struct GroupedFormStyle: FormStyle {
    /// Creates the style.
    public init() {}

    /// The form as a grouped list.
    /// - Parameter configuration: The form's content.
    /// - Returns: The form.
    public func makeBody(configuration: Configuration) -> some View {
        Form(configuration)
    }
}

/// The columns style (labels in a trailing-aligned column on macOS); on an iPhone, its rows one
/// under another with no cards, leading-aligned.
public struct ColumnsFormStyle: FormStyle {
    /// Creates the style.
    public init() {}

    /// The form's rows in a column.
    /// - Parameter configuration: The form's content.
    /// - Returns: The form.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) { configuration.content }
    }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's style: grouped on iOS.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rounded cards on the grouped background.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Rows in a column.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
