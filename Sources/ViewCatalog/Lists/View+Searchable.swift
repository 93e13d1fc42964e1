import Foundation
import LayoutCore

extension View {
    /// Puts a search field over this view: SwiftUI's `.searchable(text:placement:prompt:)`.
    ///
    /// The field (36 points tall, rounded, in the tertiary fill, with a magnifying glass and the
    /// prompt, or the text while there is one) is drawn at the top of the view, where an iPhone
    /// draws it in the drawer under the navigation bar; the view is laid out below it. Nothing
    /// types into it in a rendered scene: set the binding to show text.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - placement: Where the field goes; on an iPhone, always the drawer.
    ///   - prompt: The prompt shown while the text is empty; "Search" by default.
    /// - Returns: The view under its search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        underSearchField(text: text, prompt: prompt)
    }

    /// A search field with a prompt given as a key: SwiftUI's `.searchable(text:placement:prompt:)`.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt.
    /// - Returns: The view under its search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        underSearchField(text: text, prompt: Text(prompt))
    }

    /// A search field with a prompt given as a string: SwiftUI's `.searchable(text:placement:prompt:)`.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt.
    /// - Returns: The view under its search field.
    public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View
    where S: StringProtocol {
        underSearchField(text: text, prompt: Text(prompt))
    }

    /// A search field whose presentation is bound: SwiftUI's
    /// `.searchable(text:isPresented:placement:prompt:)`. While `isPresented` is `true` a Cancel
    /// button shows beside the field; it clears the text (the binding stays as the app sets it).
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - isPresented: Whether the search is active.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt; "Search" by default.
    /// - Returns: The view under its search field.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        underSearchField(text: text, prompt: prompt, isPresented: isPresented.wrappedValue)
    }

    /// A search field whose presentation is bound, with a prompt given as a key.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - isPresented: Whether the search is active.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt.
    /// - Returns: The view under its search field.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue)
    }

    /// A search field whose presentation is bound, with a prompt given as a string.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - isPresented: Whether the search is active.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt.
    /// - Returns: The view under its search field.
    public func searchable<S>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                              prompt: S) -> some View where S: StringProtocol {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue)
    }

    /// A search field with suggestions: SwiftUI's `.searchable(text:placement:prompt:suggestions:)`.
    /// Suggestions show while someone types; nothing types in a rendered scene, so they never show.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt; "Search" by default.
    ///   - suggestions: The suggestions.
    /// - Returns: The view under its search field.
    public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                              @ViewBuilder suggestions: () -> S) -> some View where S: View {
        underSearchField(text: text, prompt: prompt)
    }

    /// A search field with suggestions and a prompt given as a key.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt.
    ///   - suggestions: The suggestions; never shown here.
    /// - Returns: The view under its search field.
    public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                              @ViewBuilder suggestions: () -> S) -> some View where S: View {
        underSearchField(text: text, prompt: Text(prompt))
    }

    /// A search field with suggestions and a prompt given as a string.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt.
    ///   - suggestions: The suggestions; never shown here.
    /// - Returns: The view under its search field.
    public func searchable<V, S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                 @ViewBuilder suggestions: () -> V) -> some View where V: View, S: StringProtocol {
        underSearchField(text: text, prompt: Text(prompt))
    }
}
