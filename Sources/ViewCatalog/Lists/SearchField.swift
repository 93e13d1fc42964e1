import Foundation
import LayoutCore

/// The search field `.searchable` draws: a 36-point rounded field in the tertiary fill, 16 points
/// in from the sides, with a magnifying glass and the prompt (or the text searched for), and a
/// Cancel button beside it while the search is presented.
struct SearchField: View {
    let text: Binding<String>
    let prompt: Text?
    let isPresented: Bool
    /// The tokens already in the field, drawn before the prompt.
    let tokens: AnyView?
    @Environment(\.listLook) private var look

    var body: some View {
        HStack(spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                if let tokens {
                    tokens
                }
                if text.wrappedValue.isEmpty {
                    (prompt ?? Text("Search"))
                        .foregroundStyle(Color(uiColor: .secondaryLabel))
                } else {
                    Text(text.wrappedValue)
                }
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 8)
            .frame(height: SearchMeasures.fieldHeight)
            .background(Color(uiColor: .tertiarySystemFill),
                        in: RoundedRectangle(cornerRadius: SearchMeasures.cornerRadius, style: .continuous))
            if isPresented {
                Button("Cancel") { text.wrappedValue = "" }
            }
        }
        .padding(.horizontal, SearchMeasures.sideInset)
        .padding(.vertical, SearchMeasures.verticalPadding)
        .background(Color(uiColor: look.isGrouped ? .systemGroupedBackground : .systemBackground))
    }
}

/// The measures of iOS's search field (measured from iOS 17 screenshots, iPhone 15 Pro).
enum SearchMeasures {
    /// The field's height: 36 points.
    static let fieldHeight: CGFloat = 36
    /// Its corner radius: 10 points.
    static let cornerRadius: CGFloat = 10
    /// Its distance from the screen's sides: 16 points.
    static let sideInset: CGFloat = 16
    /// The space above and below it in the drawer: 8 points.
    static let verticalPadding: CGFloat = 8
}

extension View {
    /// This view under a search field.
    func underSearchField(text: Binding<String>, prompt: Text?, isPresented: Bool = false, tokens: AnyView? = nil) -> some View {
        VStack(spacing: 0) {
            SearchField(text: text, prompt: prompt, isPresented: isPresented, tokens: tokens)
            self
        }
    }
}

/// The tokens of a search field: each drawn by the app's `token` closure on a capsule of the
/// tertiary fill, side by side.
enum SearchTokens {
    /// The tokens of `collection`, drawn by `token`.
    static func view<C: RandomAccessCollection, T: View>(_ collection: C, token: @escaping (C.Element) -> T) -> AnyView
    where C.Element: Identifiable {
        AnyView(HStack(spacing: 4) {
            ForEach(collection) { element in
                token(element)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Color(uiColor: .tertiarySystemFill), in: Capsule())
            }
        })
    }

    /// The tokens of a bound collection, each drawn by `token` from a binding to it.
    static func editable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        _ collection: Binding<C>, token: @escaping (Binding<C.Element>) -> T) -> AnyView where C.Element: Identifiable {
        let offsets = (0..<collection.wrappedValue.count).map { IndexedToken(index: $0) }
        return view(offsets) { offset in
            token(Binding(get: { collection.wrappedValue[position(offset.index, in: collection.wrappedValue)] },
                          set: { newValue in
                              let index = position(offset.index, in: collection.wrappedValue)
                              collection.wrappedValue.replaceSubrange(index...index, with: [newValue])
                          }))
        }
    }

    /// The index `offset` elements from the start of `collection`.
    private static func position<C: RandomAccessCollection>(_ offset: Int, in collection: C) -> C.Index {
        collection.index(collection.startIndex, offsetBy: offset)
    }
}

/// An index of a token, identified by itself.
struct IndexedToken<Index: Hashable>: Identifiable {
    let index: Index
    var id: Index { index }
}
