import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// What a view is resolved in: the values that flow down the tree (SwiftUI's environment, for
/// the few that matter to layout and drawing) and how text is measured.
struct ResolveContext {
    /// The colour shapes are filled with and text drawn in, when set (`.foregroundStyle`); under a
    /// gradient foreground style, its first stop's colour, which text is drawn in.
    var foreground: RGBAColor?
    /// The gradient shapes are filled with, when the foreground style is one.
    var foregroundGradient: GradientSpec?
    /// The secondary and tertiary levels of the foreground style, when they were given
    /// (`.foregroundStyle(_:_:)`, `.foregroundStyle(_:_:_:)`), resolved.
    var foregroundLevels: [StylePaint] = []
    /// The font size text is set in (`.font`); 17 points, SwiftUI's body size, by default.
    var fontSize: Double = 17
    /// How text is set besides its size: the font's style and the modifiers over it.
    var font = FontSettings()
    /// How text breaks into lines (`.lineLimit`, `.multilineTextAlignment`, `.lineSpacing`).
    var textWrapping = TextWrapping()
    /// Measures text; without one, text is zero-sized.
    let textMeasurer: (any TextMeasuring)?
    /// Where in the tree the view being resolved is.
    var identity = ViewIdentity()
    /// Where the views' `@State` properties are kept; without one, each keeps its own value.
    var stateStore: StateStore?
    /// Where the views' event handlers and transaction modifiers are noted, when a scene asks.
    var events: EventCollector?
    /// Where the options of a control that takes choices are gathered, while they are resolved
    /// aside (``View/takingChoices(label:options:)``).
    var choiceOptions: ChoiceOptionCollector?
    /// The moment the body is built for, in seconds of scene time: what `TimelineView` shows.
    var time: TimeInterval = 0
    /// The scene's date at time 0.
    var startDate = ResolveContext.defaultStartDate
    /// Where `GeometryReader`s read their geometry while the body is built; without one, they
    /// are unplaced (zero-sized).
    var geometry: GeometryStore?
    /// How buttons inside are drawn (`.buttonStyle`); their label in the accent colour when none is set.
    var buttonStyle: AnyButtonStyle?
    /// How labels inside are drawn (`.labelStyle`); title and icon when none is set.
    var labelStyle: AnyLabelStyle?
    /// The tint controls and the `.tint` style are drawn with (`.tint(_:)`); the accent colour when none is set.
    var tint: StylePaint?
    /// The background style `.backgroundStyle(_:)` sets, which the `.background` style paints with;
    /// the system background when none is set. (Hook for View+BackgroundStyle.swift, T2.)
    var backgroundStyle: StylePaint?
    /// SwiftUI's environment as views read it (`@Environment(\.colorScheme)`) and modifiers set
    /// it (`.environment(_:_:)`, `.preferredColorScheme(_:)`, `.disabled(_:)`).
    var environment = EnvironmentValues()
    /// The axis of the stack the view is in (through modifiers, up to the nearest container):
    /// which way a `Divider` runs. `nil` outside stacks.
    var stackOrientation: Axis?
    /// The screen the body is laid out on (the scene's canvas) and its safe-area insets, which
    /// `.ignoresSafeArea()` reaches into; `nil` outside a scene.
    var screen: (size: CGSize, safeArea: EdgeInsets)?
    /// Where the preference values set by the views being resolved are collected, when a view
    /// around them reads them (`.onPreferenceChange`; Preferences/PreferenceScope.swift).
    var preferences: PreferenceScope?

    /// The date a scene starts at unless it says otherwise: 2026-01-01 00:00:00 UTC, fixed, so
    /// that views drawn from the date draw the same frames in every render.
    static let defaultStartDate = Date(timeIntervalSince1970: 1_767_225_600)

    /// What shapes without a style of their own are painted with: the foreground style; when
    /// none is set, the primary colour: black, white in the dark appearance.
    var foregroundPaint: StylePaint {
        if let foregroundGradient { return StylePaint(gradient: foregroundGradient) }
        return StylePaint(color: foreground ?? (environment.colorScheme == .dark ? .white : .black))
    }

    /// Sets the foreground style: `paint`, or for `nil` (a style Zoetrope does not draw) none; a
    /// level of the foreground style (`.secondary`) is the foreground so far at that level (the
    /// label colour of that level where none is set).
    mutating func setForeground(_ paint: StylePaint?) {
        let resolved = paint.map(self.paint(for:))
        foreground = resolved?.color
        foregroundGradient = resolved?.gradient
        foregroundLevels = []
    }

    /// Sets the foreground style's levels: `primary`, and the `secondary` and (when given)
    /// `tertiary` levels that `.secondary` and `.tertiary` then paint with; the levels past those
    /// given paint with the last one given.
    mutating func setForeground(_ primary: StylePaint?, levels: [StylePaint?]) {
        let resolved = levels.map(self.paint(for:))
        setForeground(primary)
        foregroundLevels = resolved
    }

    /// What a style paints with here: its own paint, the foreground paint for `nil`, for a level
    /// of the foreground style (`.secondary`) the foreground paint at the level's opacity, and for
    /// the tint the tint set here (the accent colour when none is) at the style's opacity.
    /// A colour with a dark value (the standard and system colours) paints with it in the dark
    /// appearance.
    func paint(for style: StylePaint?) -> StylePaint {
        guard let style else { return foregroundPaint }
        if let level = style.foregroundLevel {
            if let given = level < 1 ? givenLevel(at: level) : nil { return given }
            guard foreground == nil, foregroundGradient == nil, let label = HierarchicalShapeStyle.labelColor(forLevel: level).paint else {
                return foregroundPaint.multiplyingOpacity(by: level)
            }
            return label.inAppearance(environment.colorScheme)
        }
        if let tintOpacity = style.tintOpacity { return tintPaint.multiplyingOpacity(by: tintOpacity) }
        // The `.background` style (its paint is the system background's) paints with the background style set here, if any. (T2 hook)
        if let backgroundStyle, style == BackgroundStyle().paint { return backgroundStyle }
        return style.inAppearance(environment.colorScheme)
    }

    /// The level given by `.foregroundStyle(_:_:)` or `.foregroundStyle(_:_:_:)` for the level
    /// at `opacity` (0.5 secondary, 0.25 tertiary, lower quaternary and quinary), if any.
    private func givenLevel(at opacity: Double) -> StylePaint? {
        let index = opacity >= 0.5 ? 0 : opacity >= 0.25 ? 1 : 2
        return foregroundLevels.isEmpty ? nil : foregroundLevels[min(index, foregroundLevels.count - 1)]
    }

    /// What the tint paints with here: the tint set around the view, or the accent colour.
    var tintPaint: StylePaint {
        tint ?? Color.accentColor.paint ?? StylePaint(color: Color.accentColor.rgba)
    }

    /// This context one step further down the tree: the `index`-th view of a block, a branch, a
    /// `ForEach` element's id.
    func child(_ step: some Hashable) -> ResolveContext {
        var deeper = self
        deeper.identity = identity.appending(step)
        return deeper
    }

    /// `node` stamped with where it is, as one view resolved here.
    func resolved(_ node: ViewNode, looks: [ViewSpec]) -> [ResolvedView] {
        [ResolvedView(node: node.identified(as: identity), looks: looks)]
    }

    /// The nodes and looks `view` stands for here: a primitive view's own, or its body's.
    func resolve<Content: View>(_ view: Content) -> [ResolvedView] {
        // A `ForEach` over the subviews or sections of a view (Subviews/ContextualContent.swift).
        if let contextual = view as? any ContextualContent {
            return contextual.resolveContextually(in: self)
        }
        if let primitive = view as? any PrimitiveView {
            return primitive.resolve(in: self)
        }
        if let shape = view as? any Shape {
            // A shape, built in or of the user's own: drawn as its path (or its scene shape); it
            // has no body to ask.
            return shape.resolveShape(fill: nil, in: self)
        }
        attachDynamicProperties(of: view)
        return resolve(view.body)
    }

    /// Connects the `@State` properties of `view` (a view, or a `ViewModifier` applied here) to
    /// the state store, each under where the view is, its type and which property it is, its
    /// `@Environment` properties to the environment here, and the models it holds
    /// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Bindable`, a plain property
    /// holding an `@Observable` object) to the store's ``ModelRegistry``.
    func attachDynamicProperties(of view: Any) {
        // The view's own type, not its static type, which may be an existential.
        let viewType = Swift.type(of: view)
        let type = ObjectIdentifier(viewType)
        guard !(stateStore?.isStateless(type) ?? false) else { return }
        var found = false
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            let key = {
                StateKey(identity: identity, viewType: type, property: index,
                         name: "\(viewType).\((child.label ?? "\(index)").trimmingPrefix("_"))")
            }
            if let reading = child.value as? any EnvironmentReading {
                reading.attach(to: environment)
                found = true
            }
            if let model = child.value as? any ModelProperty {
                model.attach(to: ModelPlace(store: stateStore, key: key(), environment: environment))
                found = true
            } else if ModelRegistry.isModel(child.value) {
                // A model held in a plain property (`let model: Model`), as `@Observable` allows.
                stateStore?.models.register(child.value)
                found = true
            }
            guard let stateStore, let state = child.value as? any AttachableState else { continue }
            state.attach(to: stateStore, as: key())
            stateStore.noteState()
            found = true
        }
        if !found { stateStore?.noteStateless(type) }
    }

    /// The views `content` stands for as one list of nodes for a container, with their looks in
    /// leaf order.
    func children<Content: View>(of content: Content) -> (nodes: [ViewNode], looks: [ViewSpec]) {
        let resolved = resolve(content)
        return (resolved.map(\.node), resolved.flatMap(\.looks))
    }
}

/// A view resolved: the node its layouts place, and how its leaves look (shape, fill, label; a
/// scene view's fields), in leaf order.
struct ResolvedView {
    var node: ViewNode
    var looks: [ViewSpec]
}
