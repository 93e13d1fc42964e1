import Foundation
import LayoutCore

// The `searchable` forms whose prompt is a `LocalizedStringResource`: each draws as its
// `LocalizedStringKey` form, the resource's key shown as the prompt.
extension View {
    /// A search field with a prompt given as a resource: SwiftUI's `.searchable(text:placement:prompt:)`.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt; its key is shown.
    /// - Returns: The view under its search field.
    @_disfavoredOverload
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource) -> some View {
        underSearchField(text: text, prompt: Text(prompt))
    }

    /// A search field whose presentation is bound, with a prompt given as a resource.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt; its key is shown.
    /// - Returns: The view under its search field.
    @_disfavoredOverload
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringResource) -> some View {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue)
    }

    /// A search field with tokens and a prompt given as a resource. The tokens are drawn in the
    /// field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt; its key is shown.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    @_disfavoredOverload
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                                 prompt: LocalizedStringResource, @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens whose presentation is bound, with a prompt given as a resource.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt; its key is shown.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    @_disfavoredOverload
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                                 placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource,
                                 @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue,
                         tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens and suggested tokens, with a prompt given as a resource.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - suggestedTokens: Tokens suggested while typing; never shown here.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt; its key is shown.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    @_disfavoredOverload
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                                 placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource,
                                 @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens and suggested tokens whose presentation is bound, with a
    /// prompt given as a resource.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - suggestedTokens: Tokens suggested while typing; never shown here.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt; its key is shown.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    @_disfavoredOverload
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
                                 placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource,
                                 @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue,
                         tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens the user may edit, with a prompt given as a resource.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - editableTokens: The tokens in the field, each given to `token` as a binding.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt; its key is shown.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    @_disfavoredOverload
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
                              prompt: LocalizedStringResource, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), tokens: SearchTokens.editable(editableTokens, token: token))
    }

    /// A search field with tokens the user may edit, whose presentation is bound, with a prompt
    /// given as a resource.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - editableTokens: The tokens in the field, each given to `token` as a binding.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes.
    ///   - prompt: The prompt; its key is shown.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    @_disfavoredOverload
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                              placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource,
                              @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue,
                         tokens: SearchTokens.editable(editableTokens, token: token))
    }
}
