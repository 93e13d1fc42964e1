import Foundation
import FrameRendering
import LayoutCore
import SceneCore

extension Scene {
    /// A scene of a preview, shown as Xcode's canvas shows it: on the screen of the device it
    /// names (`.previewDevice("iPhone SE (3rd generation)")`) or else of `device` (turned on its
    /// side for a landscape orientation, with the device's safe area, size classes and
    /// `displayScale`), in a `.fixedLayout` trait's container, or at the view's ideal size for
    /// `.sizeThatFits`; on a white canvas, or a black one with the dark appearance in the
    /// environment when the view asks for it (`.preferredColorScheme(.dark)`).
    ///
    /// The view animates itself as in ``init(named:canvas:safeArea:background:fps:duration:interactions:startDate:layoutDirection:animationDefaults:textMeasurer:budget:content:)``:
    /// a still preview is one frame, one whose animations end is shown until they end, and one
    /// that moves for ever (`repeatForever`, a timer, a `TimelineView`) for `repeatingDuration`.
    /// - Parameters:
    ///   - preview: The preview.
    ///   - device: The device of a preview that names none; ``Device/standard`` (an iPhone 16)
    ///     by default, as `zoetrope previews --device` sets it.
    ///   - fps: Frames per second; 30 by default.
    ///   - duration: Seconds to show; by default as above.
    ///   - repeatingDuration: Seconds to show a preview that moves for ever; 2 by default.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`.
    ///   - budget: The most work the scene may ask for; ``WorkBudget/standard`` by default.
    /// - Throws: `SceneError`, as a scene of the view does, named after the preview's place; at
    ///   `previewDevice` for a device the catalog does not know.
    public init(preview: Preview, device: Device = .standard, fps: Int = 30, duration: TimeInterval? = nil,
                repeatingDuration: TimeInterval = 2, textMeasurer: (any TextMeasuring)?, budget: WorkBudget = .standard) throws(SceneError) {
        let look = preview.inspect(textMeasurer: textMeasurer)
        let device = try preview.device(otherwise: device)
        let screen = device.screen(landscape: preview.isLandscape)
        let canvas = preview.canvasSize(screen: screen, idealSize: look.idealSize)
        let safeArea = preview.layout == .device ? screen.safeArea : EdgeInsets()
        let colorScheme = look.colorScheme ?? .light
        let traits = ScreenTraits(screen: screen, scale: device.scale, colorScheme: colorScheme)
        let make = { @Sendable (duration: TimeInterval?) throws(SceneError) -> Scene in
            try Scene(named: preview.location, canvas: canvas, safeArea: safeArea, background: Self.background(of: colorScheme), fps: fps,
                      duration: duration, interactions: [], startDate: Scene.defaultStartDate, layoutDirection: .leftToRight,
                      traits: traits, textMeasurer: textMeasurer, budget: budget) { preview.makeView() }
        }
        do {
            self = try make(duration)
        } catch where duration == nil && error.kind == .needsDuration {
            // The scene asks for a duration only when something in it never ends.
            self = try make(repeatingDuration)
        }
    }
}

extension Preview {
    /// The device the preview is shown on: the one it names (`.previewDevice`), else `standard`.
    /// - Parameter standard: The device of a preview that names none.
    /// - Throws: `SceneError` at `previewDevice` when the catalog has no device of that name.
    public func device(otherwise standard: Device) throws(SceneError) -> Device {
        guard let name = device?.rawValue else { return standard }
        guard let named = Device.named(name) else {
            throw SceneError(file: location, path: "previewDevice", message: Device.unknownDeviceMessage(name))
        }
        return named
    }

    /// The canvas the preview is shown on: its layout's size, the device's screen, or
    /// `idealSize` for `.sizeThatFits`.
    /// - Parameters:
    ///   - screen: The device's screen, turned as the preview asks.
    ///   - idealSize: The view's ideal size.
    /// - Returns: The canvas size, at least one point each way.
    func canvasSize(screen: Device.Screen, idealSize: CGSize) -> CGSize {
        let size: CGSize
        switch layout {
        case .device:
            size = screen.size
        case .fixed(let width, let height):
            size = CGSize(width: width, height: height)
        case .sizeThatFits:
            size = CGSize(width: idealSize.width.rounded(.up), height: idealSize.height.rounded(.up))
        }
        return CGSize(width: max(size.width.isFinite ? size.width : 1, 1), height: max(size.height.isFinite ? size.height : 1, 1))
    }

    /// The view at its start: its ideal size (what `.fixedSize()` gives it), and the appearance
    /// it asks for.
    func inspect(textMeasurer: (any TextMeasuring)?) -> (idealSize: CGSize, colorScheme: ColorScheme?) {
        var context = ResolveContext(textMeasurer: textMeasurer)
        context.stateStore = StateStore()
        let scope = PreferenceScope()
        context.preferences = scope
        let room = CGSize(width: 100_000, height: 100_000)
        let body = context.childrenSettlingGeometry(of: { makeView().fixedSize() }, in: room, layoutDirection: .leftToRight)
        let size = (try? LayoutPass.run(VStackLayout(spacing: 0), subviews: body.nodes, in: room))?.bounds.size ?? .zero
        return (size, scope.value(of: PreferredColorSchemeKey.self) ?? nil)
    }
}
