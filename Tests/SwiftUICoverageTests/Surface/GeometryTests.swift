import Foundation
import Testing
import Zoetrope

/// `GeometryReader` and what its proxy tells (size, frames in coordinate spaces, bounds of a named
/// space, safe-area insets), `.coordinateSpace` and `EdgeInsets`, as apps write them: views sized
/// from the proxy, and the values the proxy gave, noted while the body was built.
@Suite("Geometry")
struct GeometryTests {
    /// What a `GeometryReader`'s content read from its proxy, noted as the body is built.
    final class Notes: @unchecked Sendable {
        private let lock = NSLock()
        private var rects: [String: CGRect] = [:]
        private var optionalRects: [String: CGRect?] = [:]
        private var insets: [EdgeInsets] = []

        func note(_ name: String, _ rect: CGRect) { lock.withLock { rects[name] = rect } }
        func note(_ name: String, _ rect: CGRect?) { lock.withLock { optionalRects[name] = rect } }
        func note(_ value: EdgeInsets) { lock.withLock { insets.append(value) } }
        func rect(_ name: String) -> CGRect? { lock.withLock { rects[name] } }
        func optionalRect(_ name: String) -> CGRect?? { lock.withLock { optionalRects[name] } }
        var lastInsets: EdgeInsets? { lock.withLock { insets.last } }
    }

    @Test("GeometryReader(content:) takes all it is offered and places its content at its top-leading corner; proxy.size is its size")
    func reader() throws {
        let probe = try ViewProbe(width: 200, height: 100) {
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4)
            }
        }
        expectFrame(probe.frames.first, CGRect(x: 0, y: 0, width: 100, height: 25), "half the width, a quarter of the height, at the top-leading corner")
        let framed = try ViewProbe(width: 200, height: 100) {
            GeometryReader { proxy in
                Color.blue.frame(width: proxy.size.width, height: proxy.size.height / 2)
            }
            .frame(width: 60, height: 40)
        }
        expectFrame(framed.frames.first, CGRect(x: 70, y: 30, width: 60, height: 20), "in a 60 × 40 frame")
    }

    @Test("GeometryProxy.frame(in:) with a CoordinateSpace gives the reader's frame in local, global and named(_:) spaces, named by coordinateSpace(name:)")
    func frameInCoordinateSpace() throws {
        let notes = Notes()
        _ = try ViewProbe(width: 200, height: 100) {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 30)
                HStack(spacing: 0) {
                    Color.blue.frame(width: 40, height: 20)
                    GeometryReader { proxy in
                        let _ = notes.note("local", proxy.frame(in: CoordinateSpace.local))
                        let _ = notes.note("global", proxy.frame(in: CoordinateSpace.global))
                        let _ = notes.note("row", proxy.frame(in: CoordinateSpace.named("row")))
                        Color.green
                    }
                    .frame(width: 60, height: 20)
                }
                .coordinateSpace(name: "row")
            }
        }
        // The column is 100 × 50 at (50, 25); the row 100 × 20 at (50, 55); the reader 60 × 20 at (90, 55).
        expectFrame(notes.rect("local"), CGRect(x: 0, y: 0, width: 60, height: 20), "local")
        expectFrame(notes.rect("global"), CGRect(x: 90, y: 55, width: 60, height: 20), "global")
        expectFrame(notes.rect("row"), CGRect(x: 40, y: 0, width: 60, height: 20), "in the row")
    }

    @Test("GeometryProxy.frame(in:) with a NamedCoordinateSpace, named by coordinateSpace(_:), and .local and .global as protocol members")
    func frameInNamedSpace() throws {
        let notes = Notes()
        _ = try ViewProbe(width: 200, height: 100) {
            let stage = NamedCoordinateSpace.named("stage")
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 30)
                HStack(spacing: 0) {
                    Color.blue.frame(width: 40, height: 20)
                    GeometryReader { proxy in
                        let _ = notes.note("stage", proxy.frame(in: stage))
                        let _ = notes.note("global", proxy.frame(in: .global))
                        let _ = notes.note("local", proxy.frame(in: .local))
                        Color.green
                    }
                    .frame(width: 60, height: 20)
                }
            }
            .coordinateSpace(stage)
        }
        expectFrame(notes.rect("stage"), CGRect(x: 40, y: 30, width: 60, height: 20), "in the stage (the column at (50, 25))")
        expectFrame(notes.rect("global"), CGRect(x: 90, y: 55, width: 60, height: 20), "global")
        expectFrame(notes.rect("local"), CGRect(x: 0, y: 0, width: 60, height: 20), "local")
    }

    @Test("GeometryProxy.bounds(of:) gives a named space's bounds in the reader's own coordinates; nil for a name no view around has")
    func boundsOfSpace() throws {
        let notes = Notes()
        _ = try ViewProbe(width: 200, height: 100) {
            let stage = NamedCoordinateSpace.named("stage")
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 30)
                GeometryReader { proxy in
                    let _ = notes.note("stage", proxy.bounds(of: stage))
                    let _ = notes.note("nowhere", proxy.bounds(of: .named("nowhere")))
                    Color.green
                }
                .frame(width: 60, height: 20)
            }
            .coordinateSpace(stage)
        }
        // The stage (the column) is 100 × 50 at (50, 25); the reader 60 × 20 at (70, 55).
        let bounds = try #require(notes.optionalRect("stage"), "bounds(of:) was not read")
        expectFrame(bounds, CGRect(x: -20, y: -30, width: 100, height: 50), "the stage from the reader")
        let nowhere = try #require(notes.optionalRect("nowhere"), "bounds(of:) was not read")
        #expect(nowhere == nil)
    }

    @Test("GeometryProxy.safeAreaInsets is zero for a reader away from the screen's edges; EdgeInsets() is zero on every edge")
    func safeAreaInsets() throws {
        let notes = Notes()
        _ = try ViewProbe(width: 200, height: 100) {
            GeometryReader { proxy in
                let _ = notes.note(proxy.safeAreaInsets)
                Color.red
            }
            .padding(20)
        }
        let insets = try #require(notes.lastInsets)
        #expect(insets == EdgeInsets())
        #expect(insets.top == 0 && insets.leading == 0 && insets.bottom == 0 && insets.trailing == 0)
    }

    @Test("EdgeInsets(top:leading:bottom:trailing:) holds one length per edge; EdgeInsets() none")
    func edgeInsets() throws {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.top == 1 && insets.leading == 2 && insets.bottom == 3 && insets.trailing == 4)
        #expect(insets != EdgeInsets())
        let zero = EdgeInsets()
        #expect(zero.top == 0 && zero.leading == 0 && zero.bottom == 0 && zero.trailing == 0)
        // The lengths a reader sizes views from.
        let probe = try ViewProbe(width: 200, height: 100) {
            let margins = EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
            Color.red.frame(width: 40 + margins.leading + margins.trailing, height: 20 + margins.top + margins.bottom)
        }
        expectFrame(probe.frames.first, CGRect(x: 65, y: 30, width: 70, height: 40), "40 + 30 by 20 + 20")
    }
}
