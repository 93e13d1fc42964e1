import Foundation
import LayoutCore

// The modifiers a navigation screen's content sets its bar with.
extension View {
    /// The view, writing to the navigation screen it is on while it is built.
    func writingNavigationScreen(_ write: @escaping (NavigationScreenModel) -> Void) -> NavigationScreenWriter<Self> {
        NavigationScreenWriter(content: self, write: write)
    }

    /// SwiftUI's `navigationTitle(_:)` with a `Text`: the title the navigation bar of the screen
    /// the view is on shows (large or inline) and the next screen's back button shows.
    /// - Parameter title: The title.
    /// - Returns: The view, setting its screen's title.
    public func navigationTitle(_ title: Text) -> NavigationScreenWriter<Self> {
        writingNavigationScreen { $0.title = title }
    }

    /// SwiftUI's `navigationTitle(_:)` with a localized string key.
    /// - Parameter titleKey: The title's key.
    /// - Returns: The view, setting its screen's title.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> NavigationScreenWriter<Self> {
        navigationTitle(Text(titleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func navigationTitle(_ titleResource: LocalizedStringResource) -> NavigationScreenWriter<Self> {
        navigationTitle(Text(titleResource))
    }

    /// SwiftUI's `navigationTitle(_:)` with a string, shown verbatim.
    /// - Parameter title: The title.
    /// - Returns: The view, setting its screen's title.
    public func navigationTitle<S>(_ title: S) -> NavigationScreenWriter<Self> where S: StringProtocol {
        navigationTitle(Text(title))
    }

    /// SwiftUI's `navigationTitle(_:)` with a binding: the title people can rename (on iOS, from the
    /// title's menu). Zoetrope shows the binding's value; renaming needs a keyboard, which Zoetrope
    /// does not show.
    /// - Parameter title: The title's binding.
    /// - Returns: The view, setting its screen's title.
    public func navigationTitle(_ title: Binding<String>) -> NavigationScreenWriter<Self> {
        writingNavigationScreen { $0.title = Text(title.wrappedValue) }
    }

    /// SwiftUI's `navigationTitle(_:)` with a view: the view is drawn in the title's place, in the
    /// title's font (inline or large).
    /// - Parameter title: The title's view.
    /// - Returns: The view, setting its screen's title.
    public func navigationTitle<V>(@ViewBuilder _ title: () -> V) -> NavigationScreenWriter<Self> where V: View {
        let view = AnyView(title())
        return writingNavigationScreen { $0.titleView = view }
    }

    /// SwiftUI's `navigationSubtitle(_:)` with a `Text`: a line under the title, in the secondary colour.
    /// - Parameter subtitle: The subtitle.
    /// - Returns: The view, setting its screen's subtitle.
    public func navigationSubtitle(_ subtitle: Text) -> NavigationScreenWriter<Self> {
        writingNavigationScreen { $0.subtitle = subtitle }
    }

    /// SwiftUI's `navigationSubtitle(_:)` with a localized string key.
    /// - Parameter subtitleKey: The subtitle's key.
    /// - Returns: The view, setting its screen's subtitle.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> NavigationScreenWriter<Self> {
        navigationSubtitle(Text(subtitleKey))
    }

    /// As the `LocalizedStringKey` form, with a ``LocalizedStringResource`` (its key is shown).
    @_disfavoredOverload
    public func navigationSubtitle(_ subtitleResource: LocalizedStringResource) -> NavigationScreenWriter<Self> {
        navigationSubtitle(Text(subtitleResource))
    }

    /// SwiftUI's `navigationSubtitle(_:)` with a string, shown verbatim.
    /// - Parameter subtitle: The subtitle.
    /// - Returns: The view, setting its screen's subtitle.
    public func navigationSubtitle<S>(_ subtitle: S) -> NavigationScreenWriter<Self> where S: StringProtocol {
        navigationSubtitle(Text(subtitle))
    }

    /// SwiftUI's `navigationBarTitleDisplayMode(_:)`: a large title (34 pt bold, leading, under the
    /// bar, which is 96 pt tall then), an inline one (17 pt semibold, in the middle of the 44 pt
    /// bar), or `.automatic`: as the previous screen, large on the root.
    /// - Parameter displayMode: How the title is shown.
    /// - Returns: The view, setting how its screen shows its title.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> NavigationScreenWriter<Self> {
        writingNavigationScreen { $0.displayMode = displayMode }
    }

    /// SwiftUI's `navigationBarBackButtonHidden(_:)`: with `true`, the screen's bar has no back
    /// button (leading items take its place).
    /// - Parameter hidesBackButton: Whether to hide the back button; `true` by default.
    /// - Returns: The view, hiding its screen's back button or not.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> NavigationScreenWriter<Self> {
        writingNavigationScreen { $0.isBackButtonHidden = hidesBackButton }
    }

    /// SwiftUI's `navigationBarHidden(_:)`: with `true`, the screen has no navigation bar and its
    /// content takes the bar's place.
    /// - Parameter hidden: Whether to hide the bar.
    /// - Returns: The view, hiding its screen's bar or not.
    public func navigationBarHidden(_ hidden: Bool) -> NavigationScreenWriter<Self> {
        writingNavigationScreen { $0.navigationBarVisibility = hidden ? .hidden : .automatic }
    }
}
