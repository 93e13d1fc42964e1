import Foundation
import LayoutCore

extension View {
    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: prompt, tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:suggestedTokens:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - suggestedTokens: Tokens suggested while typing; never shown here.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: prompt, tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:editableTokens:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - editableTokens: The tokens in the field, each given to `token` as a binding.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        underSearchField(text: text, prompt: prompt, tokens: SearchTokens.editable(editableTokens, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:isPresented:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: prompt, isPresented: isPresented.wrappedValue, tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - suggestedTokens: Tokens suggested while typing; never shown here.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: prompt, isPresented: isPresented.wrappedValue, tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:editableTokens:isPresented:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - editableTokens: The tokens in the field, each given to `token` as a binding.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        underSearchField(text: text, prompt: prompt, isPresented: isPresented.wrappedValue, tokens: SearchTokens.editable(editableTokens, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:suggestedTokens:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - suggestedTokens: Tokens suggested while typing; never shown here.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:editableTokens:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - editableTokens: The tokens in the field, each given to `token` as a binding.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), tokens: SearchTokens.editable(editableTokens, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:isPresented:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue, tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - suggestedTokens: Tokens suggested while typing; never shown here.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue, tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:editableTokens:isPresented:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - editableTokens: The tokens in the field, each given to `token` as a binding.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue, tokens: SearchTokens.editable(editableTokens, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable, S: StringProtocol {
        underSearchField(text: text, prompt: Text(prompt), tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:suggestedTokens:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - suggestedTokens: Tokens suggested while typing; never shown here.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable, S: StringProtocol {
        underSearchField(text: text, prompt: Text(prompt), tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:editableTokens:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - editableTokens: The tokens in the field, each given to `token` as a binding.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), tokens: SearchTokens.editable(editableTokens, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:isPresented:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable, S: StringProtocol {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue, tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:tokens:suggestedTokens:isPresented:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - tokens: The tokens in the field.
    ///   - suggestedTokens: Tokens suggested while typing; never shown here.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable, S: StringProtocol {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue, tokens: SearchTokens.view(tokens.wrappedValue, token: token))
    }

    /// A search field with tokens: SwiftUI's `.searchable(text:editableTokens:isPresented:placement:prompt:token:)`.
    /// The tokens are drawn in the field before the prompt, each on a capsule.
    /// - Parameters:
    ///   - text: The text searched for.
    ///   - editableTokens: The tokens in the field, each given to `token` as a binding.
    ///   - isPresented: Whether the search is active: a Cancel button shows while it is.
    ///   - placement: Where the field goes; on an iPhone, the drawer.
    ///   - prompt: The prompt.
    ///   - token: The view of a token.
    /// - Returns: The view under its search field.
    public func searchable<C>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol, @ViewBuilder token: @escaping (Binding<C.Element>) -> some View) -> some View where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
        underSearchField(text: text, prompt: Text(prompt), isPresented: isPresented.wrappedValue, tokens: SearchTokens.editable(editableTokens, token: token))
    }

}
