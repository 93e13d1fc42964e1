import Foundation
import LayoutCore
import SceneCore
import Testing
import ViewTree
import ZoetropeTestSupport

/// `GeometryProxy.frame(in:)` in the local, global and named spaces, and `bounds(of:)`.
@Suite("Coordinate spaces")
struct CoordinateSpaceTests {
    static let canvas = CGSize(width: 400, height: 300)

    /// A 100 × 40 reader after a 60-wide view in a row (named `rowName`), under a 100 × 50 view
    /// in a column padded by 10 (named `outerName`): the padded column is 180 × 110 at (110, 95),
    /// the row 160 × 40 at (120, 155), the reader at (180, 155).
    static func proxy(rowName: String, outerName: String) throws -> GeometryProxy {
        let log = ProxyLog()
        _ = try Scene(named: "spaces", canvas: canvas) {
            VStack(spacing: 0) {
                Rectangle().frame(width: 100, height: 50)
                HStack(spacing: 0) {
                    Rectangle().frame(width: 60, height: 10)
                    probe(log).frame(width: 100, height: 40)
                }
                .coordinateSpace(name: rowName)
            }
            .padding(10)
            .coordinateSpace(.named(outerName))
        }
        return try log.last()
    }

    @Test("local, global, each named space, and a name no view around has (taken as global)")
    func frames() throws {
        let proxy = try Self.proxy(rowName: "row", outerName: "outer")
        expectClose(proxy.frame(in: .local), CGRect(x: 0, y: 0, width: 100, height: 40))
        expectClose(proxy.frame(in: .global), CGRect(x: 180, y: 155, width: 100, height: 40))
        expectClose(proxy.frame(in: .named("row")), CGRect(x: 60, y: 0, width: 100, height: 40))
        expectClose(proxy.frame(in: .named("outer")), CGRect(x: 70, y: 60, width: 100, height: 40))
        expectClose(proxy.frame(in: .named("nowhere")), CGRect(x: 180, y: 155, width: 100, height: 40))
    }

    @Test("the CoordinateSpace values give the same frames as the CoordinateSpaceProtocol ones",
          arguments: [("local", CGRect(x: 0, y: 0, width: 100, height: 40)), ("global", CGRect(x: 180, y: 155, width: 100, height: 40)),
                      ("row", CGRect(x: 60, y: 0, width: 100, height: 40)), ("outer", CGRect(x: 70, y: 60, width: 100, height: 40))])
    func enumSpaces(name: String, expected: CGRect) throws {
        let proxy = try Self.proxy(rowName: "row", outerName: "outer")
        let space: CoordinateSpace = switch name {
        case "local": .local
        case "global": .global
        default: .named(name)
        }
        #expect(space.isLocal == (name == "local") && space.isGlobal == (name == "global"))
        expectClose(proxy.frame(in: space), expected)
    }

    @Test("nested spaces of one name: the nearest around the reader counts")
    func nearestName() throws {
        let proxy = try Self.proxy(rowName: "space", outerName: "space")
        expectClose(proxy.frame(in: .named("space")), CGRect(x: 60, y: 0, width: 100, height: 40))
    }

    @Test("bounds(of:): a named space in the reader's coordinates; nil for a name no view around has")
    func bounds() throws {
        let proxy = try Self.proxy(rowName: "row", outerName: "outer")
        expectClose(try #require(proxy.bounds(of: .named("row"))), CGRect(x: -60, y: 0, width: 160, height: 40))
        expectClose(try #require(proxy.bounds(of: .named("outer"))), CGRect(x: -70, y: -60, width: 180, height: 110))
        #expect(proxy.bounds(of: .named("nowhere")) == nil)
    }

    @Test("a reader that names its own space is at its origin there; names are any Hashable")
    func ownSpace() throws {
        let log = ProxyLog()
        _ = try Scene(named: "own", canvas: Self.canvas) {
            probe(log).coordinateSpace(name: 7).frame(width: 50, height: 30)
        }
        let proxy = try log.last()
        expectClose(proxy.frame(in: .named(7)), CGRect(x: 0, y: 0, width: 50, height: 30))
        expectClose(proxy.frame(in: .named("7")), CGRect(x: 175, y: 135, width: 50, height: 30))
    }

    @Test("a space named beside the reader, not around it, is not the reader's")
    func siblingSpace() throws {
        let log = ProxyLog()
        _ = try Scene(named: "sibling", canvas: Self.canvas) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 100, height: 100).coordinateSpace(name: "beside")
                probe(log)
            }
        }
        let proxy = try log.last()
        #expect(proxy.bounds(of: .named("beside")) == nil)
        expectClose(proxy.frame(in: .named("beside")), CGRect(x: 100, y: 0, width: 300, height: 300))
    }
}
