import Foundation
import FrameRendering
import LayoutCore
import SceneCore

extension Scene {
    /// A scene of a preview, shown as Xcode's canvas shows it: on the default device's screen
    /// (``Preview/defaultDeviceSize``, its width and height swapped on its side), in a
    /// `.fixedLayout` trait's container, or at the view's ideal size for `.sizeThatFits`; on a
    /// white canvas, or a black one when the view asks for the dark appearance
    /// (`.preferredColorScheme(.dark)`).
    ///
    /// The view animates itself as in ``init(named:canvas:background:fps:duration:interactions:startDate:layoutDirection:textMeasurer:budget:content:)``:
    /// a still preview is one frame, one whose animations end is shown until they end, and one
    /// that moves for ever (`repeatForever`, a timer, a `TimelineView`) for `repeatingDuration`.
    /// - Parameters:
    ///   - preview: The preview.
    ///   - fps: Frames per second; 30 by default.
    ///   - duration: Seconds to show; by default as above.
    ///   - repeatingDuration: Seconds to show a preview that moves for ever; 2 by default.
    ///   - textMeasurer: Sizes `Text` as it is drawn: pass `CairoTextMeasurer()`.
    ///   - budget: The most work the scene may ask for; ``WorkBudget/standard`` by default.
    /// - Throws: `SceneError`, as a scene of the view does, named after the preview's place.
    public init(preview: Preview, fps: Int = 30, duration: TimeInterval? = nil, repeatingDuration: TimeInterval = 2,
                textMeasurer: (any TextMeasuring)?, budget: WorkBudget = .standard) throws(SceneError) {
        let look = preview.inspect(textMeasurer: textMeasurer)
        let canvas = preview.canvasSize(idealSize: look.idealSize)
        let safeArea = preview.safeArea
        let background: RGBAColor = look.colorScheme == .dark ? RGBAColor(red: 0, green: 0, blue: 0) : .white
        let make = { @Sendable (duration: TimeInterval?) throws(SceneError) -> Scene in
            try Scene(named: preview.location, canvas: canvas, safeArea: safeArea, background: background, fps: fps, duration: duration,
                      textMeasurer: textMeasurer, budget: budget) { preview.makeView() }
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
    /// The screen of the device previews are shown on unless they say otherwise: an iPhone 16's,
    /// 393 × 852 points (Apple's Human Interface Guidelines, "Layout", device screen sizes).
    public static let defaultDeviceSize = CGSize(width: 393, height: 852)

    /// The safe-area insets of the default device's screen upright: 59 points for the status bar
    /// and the Dynamic Island, 34 for the home indicator, as UIKit reports them on an iPhone with
    /// a Dynamic Island of this size (`UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)`).
    public static let defaultDeviceSafeArea = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    /// The same on its side: the status bar hidden, 59 points each side for the Dynamic Island
    /// and the rounded corners, 21 for the home indicator
    /// (`UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)`).
    public static let defaultDeviceLandscapeSafeArea = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)

    /// The safe-area insets of the canvas the preview is shown on: the device's, upright or on its
    /// side; none for `.sizeThatFits` and `.fixedLayout`, which show the view without a device.
    public var safeArea: EdgeInsets {
        guard case .device = layout else { return EdgeInsets() }
        return isLandscape ? Self.defaultDeviceLandscapeSafeArea : Self.defaultDeviceSafeArea
    }

    /// The canvas the preview is shown on: its layout's size, the device's screen (turned on its
    /// side for a landscape orientation), or `idealSize` for `.sizeThatFits`.
    /// - Parameter idealSize: The view's ideal size.
    /// - Returns: The canvas size, at least one point each way.
    func canvasSize(idealSize: CGSize) -> CGSize {
        let size: CGSize
        switch layout {
        case .device:
            let screen = Self.defaultDeviceSize
            size = isLandscape ? CGSize(width: screen.height, height: screen.width) : screen
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
