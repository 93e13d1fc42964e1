import Foundation

/// One preview of a program, as a file declares it with `#Preview` or a ``PreviewProvider``:
/// SwiftUI's `Preview`, with what Zoetrope needs to render it (its view, name, traits and where it
/// is declared).
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFits) {
///     BadgeView(count: 3)
/// }
/// ```
///
/// ``all`` finds every preview linked into the program, with no list kept by hand: each
/// `#Preview` leaves a record in the program's `zoetrope_previews` section, and each
/// `PreviewProvider` conformance is in Swift's own conformance records.
public struct Preview: Sendable, CustomStringConvertible {
    /// SwiftUI's `Preview.ViewTraits`: what the traits of a view's preview are
    /// (``PreviewTrait``s of).
    public enum ViewTraits: Sendable {}

    /// What a `#Preview` writes into the program's `zoetrope_previews` section: the marker
    /// `zprv`, the record's version (1), and the function that makes the preview where it is
    /// given room for one. Written by the macro; not for your own code.
    public typealias Record = (marker: UInt32, version: UInt32, make: @convention(c) (UnsafeMutableRawPointer) -> Void)

    /// The marker every record starts with: `zprv` in ASCII.
    static let recordMarker: UInt32 = 0x7A70_7276

    /// The name the preview was given (`#Preview("Name")`, `.previewDisplayName("Name")`), if any.
    public let name: String?

    /// The preview's traits, in the order written.
    public let traits: [PreviewTrait<ViewTraits>]

    /// The module the preview is declared in.
    public let module: String

    /// Where in the module: the file's name for a `#Preview` (`ContentView.swift`), the
    /// provider's type name for a `PreviewProvider`'s (`ContentView_Previews`), whose file is not
    /// known at run time.
    public let file: String

    /// The line of the `#Preview`; `nil` for a provider's preview.
    public let line: Int?

    /// The place of the preview among its provider's (0 for the first), and 0 for a `#Preview`.
    public let index: Int

    /// The device a provider's preview asked for (`.previewDevice`), if any.
    public let device: PreviewDevice?

    /// Makes the preview's view.
    let makeContent: @Sendable () -> AnyView

    /// A preview, as `#Preview` makes it.
    /// - Parameters:
    ///   - name: The preview's name, or `nil`.
    ///   - traits: Its traits.
    ///   - fileID: The `#fileID` of its file: `Module/File.swift`.
    ///   - line: The line of the `#Preview`.
    ///   - content: Makes its view.
    public init(_ name: String?, traits: [PreviewTrait<ViewTraits>] = [], fileID: String, line: Int,
                content: @escaping @Sendable () -> AnyView) {
        let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
        self.init(name: name, traits: traits, module: parts.count == 2 ? parts[0] : "", file: parts.last ?? fileID,
                  line: line, index: 0, device: nil, content: content)
    }

    init(name: String?, traits: [PreviewTrait<ViewTraits>], module: String, file: String, line: Int?, index: Int,
         device: PreviewDevice?, content: @escaping @Sendable () -> AnyView) {
        (self.name, self.traits, self.module, self.file, self.line, self.index, self.device, makeContent) =
            (name, traits, module, file, line, index, device, content)
    }

    /// The name the preview is shown and saved under: its own, else `Line 12` for a `#Preview`
    /// on line 12, else `Preview 2` for a provider's second.
    public var displayName: String {
        if let name, !name.isEmpty { return name }
        if let line { return "Line \(line)" }
        return "Preview \(index + 1)"
    }

    /// Where the preview is declared, for messages: `Module/File.swift:12`, or
    /// `Module.ContentView_Previews` and the preview's place for a provider's.
    public var location: String {
        if let line { return "\(module)/\(file):\(line)" }
        return "\(module).\(file) (preview \(index + 1))"
    }

    /// The preview's view.
    public func makeView() -> AnyView { makeContent() }

    /// Where the preview is and its name, as test results show a preview given as an argument:
    /// `MyViews/ContentView.swift:12 "Dark"`.
    public var description: String { "\(location) \"\(displayName)\"" }

    /// How the preview is sized: its last layout trait, else the device's screen.
    public var layout: PreviewLayout {
        traits.lazy.reversed().compactMap(\.layout).first ?? .device
    }

    /// Whether the preview's device is turned on its side (`.landscapeLeft`, `.landscapeRight`).
    public var isLandscape: Bool {
        traits.lazy.reversed().compactMap(\.orientation).first?.isLandscape ?? false
    }

    /// Puts a preview where a record's function is given room for one. Called by the code
    /// `#Preview` expands to; not for your own code.
    /// - Parameters:
    ///   - preview: The preview.
    ///   - destination: Room for one `Preview`, not yet initialised.
    public static func store(_ preview: Preview, at destination: UnsafeMutableRawPointer) {
        destination.initializeMemory(as: Preview.self, to: preview)
    }
}
