import Foundation
import FrameRendering
import LayoutCore
import SceneCore

/// SwiftUI's `Image`: a picture from a PNG file (`Image("name")`), or an SF Symbol
/// (`Image(systemName:)`) laid out as the symbol would be and drawn as a stand-in.
///
/// `Image("name")` looks for the image set `name.imageset` of an asset catalog
/// (`Assets.xcassets/name.imageset`, or one in a folder of the catalog) in the bundle given
/// (`Image("logo", bundle: .module)` for your package's resources), else in each folder of the
/// `ZOETROPE_IMAGES` environment variable (colon-separated), else in `Images/` in the current
/// folder, and shows its 1x PNG (or its smallest, at that scale: a set with only a @2x picture
/// shows it at two pixels a point); failing that, for `name.png` (or `name` itself, when it ends
/// in `.png`) in the same places. A set's dark-appearance picture, PDFs and SVGs are not used.
/// It is laid out at the picture's size in points (`.resizable()`: any
/// size it is offered, that size being its ideal, so `.scaledToFit()` keeps its shape), and drawn
/// stretched to its frame. A name found nowhere is laid out 100 points square and drawn as a
/// labelled placeholder (a grey rectangle with a border and the name), so a missing picture shows.
/// A file found when the scene was built but gone when a frame is drawn stops the render with an
/// error naming the item and the path.
///
/// SF Symbols belong to Apple's platforms and are not on Linux, so Zoetrope cannot draw them: a
/// symbol is laid out as one is (a square the size of the text around it; with `.resizable()`,
/// whatever it is offered) and drawn as a disc in the foreground colour. Layouts, trajectories and
/// snapshots of the places views take are what they would be on a device.
public struct Image: View, PrimitiveView {
    /// Where the picture comes from.
    private enum Source {
        case system(String)
        case named(String, Bundle?)
        /// A PNG file at a path (`UIImage(contentsOfFile:)`).
        case file(PNGFile)
        /// Drawn by a renderer in a graphics context (`Image(size:label:opaque:colorMode:renderer:)`).
        case drawn(size: CGSize, opaque: Bool, colorMode: ColorRenderingMode, renderer: (inout GraphicsContext) -> Void)
    }

    private let source: Source
    let isResizable: Bool

    /// The symbol's name, such as `sun.max`, for an SF Symbol; `nil` for a picture from a file.
    public var systemName: String? {
        if case .system(let name) = source { return name }
        return nil
    }

    /// An SF Symbol by name.
    public init(systemName: String) {
        self.init(source: .system(systemName), isResizable: false)
    }

    /// The picture `name` names: the image set `name.imageset` of an asset catalog, else the PNG
    /// file `name`; each looked for in `bundle`, then in the `ZOETROPE_IMAGES` folders, then in
    /// `Images/`.
    /// - Parameters:
    ///   - name: The image set's name, or the file's, with or without `.png`.
    ///   - bundle: The bundle to look in first; none by default.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .named(name, bundle), isResizable: false)
    }

    /// An SF Symbol whose parts fill in by a value, 0…1: SwiftUI's `Image(systemName:variableValue:)`.
    /// Symbols are drawn as a disc here, so the value changes nothing drawn.
    /// - Parameters:
    ///   - systemName: The symbol's name.
    ///   - variableValue: How much of the symbol is filled in; `nil` for all of it.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// A picture with a label VoiceOver reads: SwiftUI's `Image(_:bundle:label:)`, found as
    /// ``init(_:bundle:)`` finds it; the label is not drawn.
    /// - Parameters:
    ///   - name: The image set's name, or the file's, with or without `.png`.
    ///   - bundle: The bundle to look in first.
    ///   - label: What the picture shows, for accessibility.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// A picture that accessibility passes over: SwiftUI's `Image(decorative:bundle:)`, found as
    /// ``init(_:bundle:)`` finds it.
    /// - Parameters:
    ///   - name: The image set's name, or the file's, with or without `.png`.
    ///   - bundle: The bundle to look in first.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A picture from a symbol in the app's assets whose parts fill in by a value: SwiftUI's
    /// `Image(_:variableValue:bundle:)`. Zoetrope has no symbol assets: the picture named `name` is
    /// drawn whole, whatever the value.
    /// - Parameters:
    ///   - name: The image set's name, or the file's, with or without `.png`.
    ///   - variableValue: How much of the symbol is filled in; not drawn here.
    ///   - bundle: The bundle to look in first.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// As ``init(_:variableValue:bundle:)``, with a label for accessibility, not drawn.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// As ``init(_:variableValue:bundle:)``, passed over by accessibility.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The picture a ``UIImage`` holds: SwiftUI's `Image(uiImage:)`.
    /// - Parameter uiImage: The image.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name, let bundle): self.init(name, bundle: bundle)
        case .system(let name): self.init(systemName: name)
        case .file(let file): self.init(source: .file(file), isResizable: false)
        }
    }

    /// A picture drawn by `renderer` in a graphics context `size` points large: SwiftUI's
    /// `Image(size:label:opaque:colorMode:renderer:)`. Laid out at `size` (with `.resizable()`,
    /// at any size, the drawing scaled to it), drawn as a ``Canvas`` draws.
    /// - Parameters:
    ///   - size: The picture's size in points.
    ///   - label: What the picture shows, for accessibility; not drawn.
    ///   - opaque: Whether the drawing covers every pixel; not used here.
    ///   - colorMode: The working colour space; not used here.
    ///   - renderer: Draws the picture.
    public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                renderer: @escaping (inout GraphicsContext) -> Void) {
        self.init(source: .drawn(size: size, opaque: opaque, colorMode: colorMode, renderer: renderer), isResizable: false)
    }

    private init(source: Source, isResizable: Bool) {
        self.source = source
        self.isResizable = isResizable
    }

    /// How a resizable image fills a frame larger than its picture: SwiftUI's `Image.ResizingMode`.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the picture. Zoetrope draws it stretched, as ``stretch``.
        case tile
        /// Stretches the picture to the frame.
        case stretch
    }

    /// The image taking the size it is offered: SwiftUI's `.resizable(capInsets:resizingMode:)`,
    /// written `.resizable()`.
    ///
    /// Zoetrope lays the image out as SwiftUI does; it draws the whole picture stretched to its
    /// frame, whatever `capInsets` and `resizingMode` say (no nine-part caps, no tiling).
    /// - Parameters:
    ///   - capInsets: The edges SwiftUI keeps unstretched; not drawn differently here.
    ///   - resizingMode: Stretch or tile; both stretch here.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        Image(source: source, isResizable: true)
    }

    /// The side of the placeholder of a picture found nowhere, in points.
    static let placeholderSide: CGFloat = 100

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        switch source {
        case .system:
            let side = CGFloat(context.fontSize)
            return context.resolved(ViewNode(sizing: sizing(ideal: CGSize(width: side, height: side))),
                                    looks: [ViewSpec(shape: .circle, cornerRadius: 0, fill: context.foreground ?? .black)])
        case .named(let name, let bundle):
            guard let file = PNGFile.locate(name, in: bundle) else {
                var look = ViewSpec(shape: .rectangle, cornerRadius: 0, fill: RGBAColor(red: 0.9, green: 0.9, blue: 0.9),
                                    label: TextLabel(text: name, fontSize: 11, color: RGBAColor(red: 0.35, green: 0.35, blue: 0.35)))
                look.stroke = Stroke(color: RGBAColor(red: 0.6, green: 0.6, blue: 0.6), width: 1)
                let side = Self.placeholderSide
                return context.resolved(ViewNode(sizing: sizing(ideal: CGSize(width: side, height: side))), looks: [look])
            }
            return resolve(file, in: context)
        case .file(let file):
            return resolve(file, in: context)
        case .drawn(let size, let opaque, let colorMode, let renderer):
            let scales = isResizable
            let canvas = Canvas(opaque: opaque, colorMode: colorMode) { graphics, frame in
                if scales, size.width > 0, size.height > 0 {
                    graphics.scaleBy(x: frame.width / size.width, y: frame.height / size.height)
                }
                renderer(&graphics)
            }
            if isResizable { return context.resolve(canvas.frame(idealWidth: size.width, idealHeight: size.height)) }
            return context.resolve(canvas.frame(width: size.width, height: size.height))
        }
    }

    /// The picture in `file`, at its size in points (pixels divided by its scale).
    private func resolve(_ file: PNGFile, in context: ResolveContext) -> [ResolvedView] {
        var look = ViewSpec(shape: .rectangle, cornerRadius: 0, fill: .clear)
        look.imagePath = file.path
        return context.resolved(ViewNode(sizing: sizing(ideal: file.pointSize)), looks: [look])
    }

    /// Fixed at `ideal`, or any size with `ideal` as its ideal when resizable.
    private func sizing(ideal: CGSize) -> ViewSizing {
        isResizable ? .flexible(minimum: .zero, ideal: ideal, maximum: CGSize(width: CGFloat.infinity, height: .infinity)) : .fixed(ideal)
    }
}
