import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// What the proxies of a scene's reader were built with, the last build's last. (A proxy is not
/// `Sendable`; the scene builds its bodies on one thread at a time here, behind the lock.)
final class ProxyLog: @unchecked Sendable {
    private let lock = NSLock()
    private var proxies: [GeometryProxy] = []

    /// Notes `proxy`.
    func record(_ proxy: GeometryProxy) {
        lock.withLock { proxies.append(proxy) }
    }

    /// The proxy the last build gave the reader.
    func last(sourceLocation: SourceLocation = #_sourceLocation) throws -> GeometryProxy {
        try #require(lock.withLock { proxies.last }, "the reader's content was never built", sourceLocation: sourceLocation)
    }
}

/// A reader that notes its proxy in `log` and fills itself with a rectangle.
func probe(_ log: ProxyLog) -> some View {
    GeometryReader { proxy in
        let _ = log.record(proxy)
        Rectangle()
    }
}

/// A reader laid out somewhere, and where it must be: its frame in the canvas.
struct ReaderCase: CustomTestStringConvertible, Sendable {
    let name: String
    let expected: CGRect
    /// Which leaf is the reader's rectangle, when it is not the last (spacers are leaves too).
    var leaf: Int?
    let view: @Sendable (ProxyLog) -> AnyView
    var testDescription: String { name }

    /// The cases, in a 400 × 300 canvas.
    static let all: [ReaderCase] = [
        ReaderCase(name: "alone: the whole canvas", expected: CGRect(x: 0, y: 0, width: 400, height: 300)) { AnyView(probe($0)) },
        ReaderCase(name: "in a fixed frame, centred", expected: CGRect(x: 140, y: 110, width: 120, height: 80)) {
            AnyView(probe($0).frame(width: 120, height: 80))
        },
        ReaderCase(name: "padded by 20", expected: CGRect(x: 20, y: 20, width: 360, height: 260)) { AnyView(probe($0).padding(20)) },
        ReaderCase(name: "after a 100-wide view in an HStack without spacing", expected: CGRect(x: 100, y: 0, width: 300, height: 300)) { log in
            AnyView(HStack(spacing: 0) { Rectangle().frame(width: 100, height: 50); probe(log) })
        },
        ReaderCase(name: "after a 100-wide view in an HStack, 8 apart", expected: CGRect(x: 108, y: 0, width: 292, height: 300)) { log in
            AnyView(HStack { Rectangle().frame(width: 100, height: 50); probe(log) })
        },
        // A spacer's layout priority is −∞ in SwiftUI: the stack sizes the reader first, keeping
        // the spacer's 8-point minimum, and the spacer takes what is left.
        ReaderCase(name: "over a Spacer in a VStack without spacing: all but the spacer's 8", expected: CGRect(x: 0, y: 0, width: 400, height: 292),
                   leaf: 0) { log in
            AnyView(VStack(spacing: 0) { probe(log); Spacer() })
        },
        ReaderCase(name: "between Spacers in an HStack without spacing: all but their 8 each", expected: CGRect(x: 8, y: 0, width: 384, height: 300),
                   leaf: 1) { log in
            AnyView(HStack(spacing: 0) { Spacer(); probe(log); Spacer() })
        },
        ReaderCase(name: "over a 100-high view in a VStack, padded by 10", expected: CGRect(x: 10, y: 118, width: 380, height: 172)) { log in
            AnyView(VStack { Rectangle().frame(width: 50, height: 100); probe(log) }.padding(10))
        },
        ReaderCase(name: "in a fixed frame moved by .offset, which global frames follow", expected: CGRect(x: 180, y: 105, width: 100, height: 50)) {
            AnyView(probe($0).frame(width: 100, height: 50).offset(x: 30, y: -20))
        },
        ReaderCase(name: "in an overlay: the view's size", expected: CGRect(x: 100, y: 100, width: 200, height: 100)) { log in
            AnyView(Rectangle().frame(width: 200, height: 100).overlay { probe(log) })
        },
        ReaderCase(name: "fixedSize: an unspecified proposal is taken as zero", expected: CGRect(x: 200, y: 150, width: 0, height: 0)) { log in
            AnyView(probe(log).fixedSize())
        },
        ReaderCase(name: "fixedSize(horizontal:) in a 100-high frame", expected: CGRect(x: 200, y: 100, width: 0, height: 100)) { log in
            AnyView(probe(log).fixedSize(horizontal: true, vertical: false).frame(height: 100))
        },
    ]
}

/// `GeometryReader` lays out as SwiftUI's does: it takes what it is offered (an unspecified
/// dimension as zero, as OpenSwiftUI's reconstruction of SwiftUICore 6.5.4 does), puts its
/// content at its top-leading corner, and gives its content a proxy for its size and frames.
@Suite("GeometryReader")
struct GeometryReaderTests {
    static let canvas = CGSize(width: 400, height: 300)

    @Test("the reader takes what it is offered; its proxy says so and its content fills it", arguments: ReaderCase.all)
    func readerSize(_ example: ReaderCase) throws {
        let log = ProxyLog()
        let scene = try Scene(named: "reader", canvas: Self.canvas) { example.view(log) }
        let proxy = try log.last()
        expectClose(proxy.size, example.expected.size)
        expectClose(proxy.frame(in: .global), example.expected)
        expectClose(proxy.frame(in: .local), CGRect(origin: .zero, size: example.expected.size))
        // The reader's rectangle is offered, and takes, the reader's size.
        let placements = try scene.sample(frame: 0).placements
        let placement = try #require(example.leaf.map { placements[$0] } ?? placements.last)
        expectClose(placement.frame, example.expected)
    }

    @Test("content sits at the top-leading corner, each view of it, at its own size; top-trailing right to left",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func contentTopLeading(direction: LayoutDirection) throws {
        let scene = try Scene(named: "corner", canvas: Self.canvas, layoutDirection: direction) {
            GeometryReader { _ in
                Rectangle().frame(width: 30, height: 20)
                Circle().frame(width: 50, height: 10)
            }
            .frame(width: 200, height: 100)
        }
        let placements = try scene.sample(frame: 0).placements
        try #require(placements.count == 2)
        let left = direction == .leftToRight
        expectClose(placements[0].frame, CGRect(x: left ? 100 : 270, y: 100, width: 30, height: 20))
        expectClose(placements[1].frame, CGRect(x: left ? 100 : 250, y: 100, width: 50, height: 10))
    }

    @Test("the content is built for the reader's size: a circle of the smaller side, centred; a bar a third as wide",
          arguments: [CGSize(width: 200, height: 120), CGSize(width: 90, height: 250), CGSize(width: 400, height: 300)])
    func contentFollowsSize(size: CGSize) throws {
        let scene = try Scene(named: "dial", canvas: Self.canvas) {
            GeometryReader { proxy in
                let diameter = min(proxy.size.width, proxy.size.height)
                ZStack {
                    Circle().frame(width: diameter, height: diameter)
                }
                .frame(width: proxy.size.width, height: proxy.size.height)
                Capsule().frame(width: proxy.size.width / 3, height: 4)
            }
            .frame(width: size.width, height: size.height)
        }
        let placements = try scene.sample(frame: 0).placements
        try #require(placements.count == 2)
        let diameter = min(size.width, size.height)
        expectClose(placements[0].frame, CGRect(x: 200 - diameter / 2, y: 150 - diameter / 2, width: diameter, height: diameter))
        let origin = CGPoint(x: 200 - size.width / 2, y: 150 - size.height / 2)
        expectClose(placements[1].frame, CGRect(x: origin.x, y: origin.y, width: size.width / 3, height: 4))
    }

    @Test("the content's views may depend on the size: a circle in a wide reader, a rectangle in a narrow one",
          arguments: [(300.0, ShapeSpec.circle), (150.0, ShapeSpec.rectangle)])
    func contentViewsFollowSize(width: Double, shape: ShapeSpec) throws {
        let scene = try Scene(named: "either", canvas: Self.canvas) {
            GeometryReader { proxy in
                if proxy.size.width > 200 {
                    Circle().frame(width: 40, height: 40)
                } else {
                    Rectangle().frame(width: 40, height: 40)
                }
            }
            .frame(width: width, height: 100)
        }
        #expect(scene.views.map(\.shape) == [shape])
        expectClose(try #require(try scene.sample(frame: 0).placements.first).frame,
                    CGRect(x: 200 - width / 2, y: 100, width: 40, height: 40))
    }

    @Test("a reader in a reader's content: the inner one is built for the outer one's size")
    func nestedReaders() throws {
        let log = ProxyLog()
        let scene = try Scene(named: "nested", canvas: Self.canvas) {
            GeometryReader { outer in
                probe(log).padding(outer.size.width / 10)
            }
        }
        let inner = try log.last()
        expectClose(inner.frame(in: .global), CGRect(x: 40, y: 40, width: 320, height: 220))
        expectClose(try #require(try scene.sample(frame: 0).placements.last).frame, CGRect(x: 40, y: 40, width: 320, height: 220))
    }

    @Test("no safe area: the insets are zero")
    func safeArea() throws {
        let log = ProxyLog()
        _ = try Scene(named: "safe", canvas: Self.canvas) { probe(log).padding(30) }
        #expect(try log.last().safeAreaInsets == EdgeInsets())
    }
}
