import AnimationCore
import Foundation
import LayoutCore

/// A view changed by a modifier: each view its content stands for is changed the same way (a
/// modifier on a `ForEach` or a `Group` applies to each of its views, as in SwiftUI), after the
/// values the modifier passes down (`.foregroundStyle`, `.font`) are set.
public struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let environment: (inout ResolveContext) -> Void
    let change: (ViewNode) -> ViewNode
    /// A change that needs what the view is resolved in (the screen, for `.ignoresSafeArea()`),
    /// made after ``change``.
    var changeInContext: ((ViewNode, ResolveContext) -> ViewNode)? = nil

    func resolve(in context: ResolveContext) -> [ResolvedView] {
        var inner = context
        environment(&inner)
        return inner.resolve(content).map { resolved in
            let changed = changeInContext.map { $0(change(resolved.node), inner) } ?? change(resolved.node)
            // A wrapper is its view's identity one step out; a modifier that only tags the view
            // (a layout value, a guide) leaves it where it is.
            guard let identity = resolved.node.identity, changed.isWrapper(of: resolved.node) else {
                return ResolvedView(node: changed, looks: resolved.looks)
            }
            return ResolvedView(node: changed.identified(as: identity.appending(ModifierStep.wrapper)), looks: resolved.looks)
        }
    }
}

extension View {
    /// This view with its node changed.
    private func modified(_ change: @escaping (ViewNode) -> ViewNode) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: change)
    }

    /// This view with values passed down to what it contains.
    private func passing(_ environment: @escaping (inout ResolveContext) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: environment, change: { $0 })
    }

    /// SwiftUI's `.frame(width:height:alignment:)`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
        modified { $0.frame(width: width, height: height, alignment: alignment) }
    }

    /// SwiftUI's `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
        modified {
            $0.frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                     idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
        }
    }

    /// SwiftUI's `.padding(_:_:)`: `length` on the edges given; without a length, the system's
    /// default, 16 points on iPhone.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView<Self> {
        modified { $0.padding(edges, length ?? 16) }
    }

    /// SwiftUI's `.padding(_:)` with an `EdgeInsets`: each edge by its own length.
    public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> {
        modified { $0.padding(insets) }
    }

    /// SwiftUI's deprecated `.frame()`, which asks for no frame: the view as it is.
    public func frame() -> ModifiedView<Self> {
        modified { $0 }
    }

    /// SwiftUI's `.padding(_:)` with a length on every edge.
    public func padding(_ length: CGFloat) -> ModifiedView<Self> {
        modified { $0.padding(.all, length) }
    }

    /// SwiftUI's `.fixedSize()`: the view at its ideal size on both axes, whatever it is offered.
    public func fixedSize() -> ModifiedView<Self> {
        modified { $0.fixedSize(horizontal: true, vertical: true) }
    }

    /// SwiftUI's `.fixedSize(horizontal:vertical:)`: the view at its ideal size on the axes
    /// given, and offered sizes on the others.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView<Self> {
        modified { $0.fixedSize(horizontal: horizontal, vertical: vertical) }
    }

    /// SwiftUI's `.offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> {
        modified { $0.offset(x: x, y: y) }
    }

    /// SwiftUI's `.offset(_:)`: the view drawn moved by `offset` (across by its width, down by
    /// its height), its place in the layout unchanged.
    public func offset(_ offset: CGSize) -> ModifiedView<Self> {
        modified { $0.offset(x: offset.width, y: offset.height) }
    }

    /// SwiftUI's `.rotationEffect(_:anchor:)`, about the view's centre unless told otherwise.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        modified { $0.rotationEffect(angle, anchor: anchor) }
    }

    /// SwiftUI's `.scaleEffect(_:anchor:)`, about the view's centre unless told otherwise.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        modified { $0.scaleEffect(scale, anchor: anchor) }
    }

    /// SwiftUI's `.foregroundColor(_:)`: shapes without their own fill and text inside take it.
    public func foregroundColor(_ color: Color?) -> ModifiedView<Self> {
        passing { if let color { $0.setForeground(color.paint) } }
    }

    /// SwiftUI's `.opacity(_:)`.
    public func opacity(_ opacity: Double) -> ModifiedView<Self> {
        modified { $0.opacity(opacity) }
    }

    /// SwiftUI's `.hidden()`: the view keeps its place in the layout and is not drawn (its
    /// opacity is 0, in the CSV too).
    public func hidden() -> ModifiedView<Self> {
        modified { $0.opacity(0) }
    }

    /// SwiftUI's `.layoutPriority(_:)`.
    public func layoutPriority(_ value: Double) -> ModifiedView<Self> {
        modified { $0.layoutPriority(value) }
    }

    /// SwiftUI's `.layoutValue(key:value:)`.
    public func layoutValue<Key: LayoutValueKey>(key: Key.Type, value: Key.Value) -> ModifiedView<Self> {
        modified { $0.layoutValue(key: key, value: value) }
    }

    /// SwiftUI's `.alignmentGuide(_:computeValue:)` for a horizontal guide.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedView<Self> {
        modified { $0.alignmentGuide(guide, computeValue: computeValue) }
    }

    /// SwiftUI's `.alignmentGuide(_:computeValue:)` for a vertical guide.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedView<Self> {
        modified { $0.alignmentGuide(guide, computeValue: computeValue) }
    }

    /// SwiftUI's `.foregroundStyle(_:)` with any shape style: shapes without their own fill are
    /// filled with it (a gradient placed in each shape's frame); text inside, drawn in one colour
    /// here, takes a gradient's first colour.
    /// - Parameter style: The style.
    /// - Returns: The view with the style set.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> {
        passing { $0.setForeground(style.resolvedPaint) }
    }

    /// SwiftUI's `.foregroundStyle(_:_:)`: the primary style, and the style `.secondary` (and the
    /// levels under it) paint with inside.
    /// - Parameters:
    ///   - primary: The style of the first level.
    ///   - secondary: The style of the second level, and of the levels under it.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedView<Self> {
        passing { $0.setForeground(primary.resolvedPaint, levels: [secondary.resolvedPaint]) }
    }

    /// SwiftUI's `.foregroundStyle(_:_:_:)`: the primary, secondary and tertiary styles
    /// (`.quaternary` and `.quinary` inside paint with the tertiary).
    /// - Parameters:
    ///   - primary: The style of the first level.
    ///   - secondary: The style of the second level.
    ///   - tertiary: The style of the third level, and of the levels under it.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> ModifiedView<Self> {
        passing { $0.setForeground(primary.resolvedPaint, levels: [secondary.resolvedPaint, tertiary.resolvedPaint]) }
    }

    /// SwiftUI's `.font(_:)`: text inside is set in it: its size, weight, slant and design;
    /// `nil` leaves the font around it.
    public func font(_ font: Font?) -> ModifiedView<Self> {
        passing {
            guard let font else { return }
            $0.fontSize = font.size
            $0.font.fontStyle = font.style
        }
    }

    /// SwiftUI's `.bold(_:)`: text inside is bold (or, with `false`, not), whatever its font.
    public func bold(_ isActive: Bool = true) -> ModifiedView<Self> {
        passing { $0.font.bold = isActive }
    }

    /// SwiftUI's `.italic(_:)`: text inside slants (or, with `false`, not), whatever its font.
    public func italic(_ isActive: Bool = true) -> ModifiedView<Self> {
        passing { $0.font.italic = isActive }
    }

    /// SwiftUI's `.fontWeight(_:)`: text inside is set at `weight` (bold from `.semibold`),
    /// whatever its font; `nil` leaves the font's.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView<Self> {
        passing { $0.font.bold = weight?.isBold }
    }

    /// SwiftUI's `.fontDesign(_:)`: text inside is set in `design`, whatever its font; `nil`
    /// leaves the font's.
    public func fontDesign(_ design: Font.Design?) -> ModifiedView<Self> {
        passing { $0.font.design = design?.rendered }
    }

    /// SwiftUI's `.lineLimit(_:)`: text inside shows at most `limit` lines, the last ending in
    /// "…" when text is left over; `nil` for as many as it needs.
    public func lineLimit(_ limit: Int?) -> ModifiedView<Self> {
        passing { $0.textWrapping.lineLimit = limit.map { Swift.max($0, 1) } }
    }

    /// SwiftUI's `.lineLimit(_:)` with a `ClosedRange<Int>`: text inside shows at most the
    /// range's upper bound of lines. SwiftUI also reserves room for the lower bound; Zoetrope
    /// does not.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedView<Self> {
        lineLimit(limit.upperBound)
    }

    /// SwiftUI's `.lineLimit(_:)` with a `PartialRangeThrough<Int>` (`...3`): at most that many lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedView<Self> {
        lineLimit(limit.upperBound)
    }

    /// SwiftUI's `.lineLimit(_:)` with a `PartialRangeFrom<Int>` (`2...`): as many lines as the
    /// text needs. SwiftUI also reserves room for the lower bound; Zoetrope does not.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedView<Self> {
        lineLimit(nil)
    }

    /// SwiftUI's `.lineLimit(_:reservesSpace:)`: at most `limit` lines. SwiftUI, with
    /// `reservesSpace`, also keeps room for all of them; Zoetrope does not.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView<Self> {
        lineLimit(limit)
    }

    /// SwiftUI's `.multilineTextAlignment(_:)`: how the lines of text inside line up with each
    /// other (leading, centred or trailing); a single line is centred in its frame either way.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView<Self> {
        passing { $0.textWrapping.alignment = alignment }
    }

    /// SwiftUI's `.lineSpacing(_:)`: extra points between the lines of text inside.
    public func lineSpacing(_ spacing: CGFloat) -> ModifiedView<Self> {
        passing { $0.textWrapping.lineSpacing = spacing.isFinite ? Swift.max(Double(spacing), 0) : 0 }
    }

    /// SwiftUI's `.monospaced(_:)`: text inside is set in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> ModifiedView<Self> {
        passing { $0.font.design = isActive ? .monospaced : nil }
    }
}

extension View {
    /// SwiftUI's `.aspectRatio(_:contentMode:)`: the view proposed sizes of `ratio` (width over
    /// height; its own ideal ratio when `nil`) that fit in, or fill, what it is offered.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: { _ in }, change: { $0.aspectRatio(ratio, contentMode: contentMode) })
    }

    /// SwiftUI's `.aspectRatio(_:contentMode:)` with a `CGSize`: the ratio of its width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedView<Self> {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// SwiftUI's `.scaledToFit()`: the view at its own ratio, as large as fits.
    public func scaledToFit() -> ModifiedView<Self> {
        aspectRatio(contentMode: .fit)
    }

    /// SwiftUI's `.scaledToFill()`: the view at its own ratio, as small as covers what it is offered.
    public func scaledToFill() -> ModifiedView<Self> {
        aspectRatio(contentMode: .fill)
    }
}
