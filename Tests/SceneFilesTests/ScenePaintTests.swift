import Foundation
import FrameRendering
import LayoutCore
import SceneCore
import Testing
@testable import SceneFiles

/// What scene files can draw beyond flat shapes (issue 25, item 8): SVG path data, gradients,
/// strokes with SwiftUI's `StrokeStyle`, and `trim`.
@Suite("Scene paths, gradients, strokes and trims")
struct ScenePaintTests {
    /// The first view of a scene whose only view is `view` (JSON text).
    static func readView(_ view: String) throws(SceneError) -> ViewSpec {
        let text = """
            {"version": 1, "canvas": {"width": 200, "height": 200}, "layout": {"name": "zstack"}, "views": [\(view)]}
            """
        let document = try SceneReader.read(Data(text.utf8), file: "s.json", name: "s")
        return document.views[0]
    }

    /// The error reading a scene whose only view is `view`.
    static func error(reading view: String) -> SceneError? {
        do {
            _ = try readView(view)
            return nil
        } catch {
            return error
        }
    }

    /// The path a view draws in a frame of `size`.
    static func path(of view: ViewSpec, in size: CGSize) throws -> Path {
        try #require(view.pathShape).path(in: size)
    }

    /// The points a path's elements end at, in order (a close ends nowhere new).
    static func endPoints(_ path: Path) -> [CGPoint] {
        var points: [CGPoint] = []
        path.forEach { element in
            switch element {
            case let .move(point), let .line(point), let .quadCurve(point, _), let .curve(point, _, _): points.append(point)
            case .closeSubpath: break
            }
        }
        return points
    }

    struct PathCase: Sendable, CustomTestStringConvertible {
        let data: String
        let ends: [CGPoint]
        var testDescription: String { data }
    }

    @Test("SVG path data: absolute and relative commands, implicit lines after a move, H and V, S and T, numbers without separators",
          arguments: [
              PathCase(data: "M0 0 L10 0 L10 10 Z", ends: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]),
              PathCase(data: "m 5 5 l 10 0 0 10 h -10 v -10 z", ends: [CGPoint(x: 5, y: 5), CGPoint(x: 15, y: 5), CGPoint(x: 15, y: 15),
                                                                        CGPoint(x: 5, y: 15), CGPoint(x: 5, y: 5)]),
              PathCase(data: "M0,0 20,0 20,20", ends: [.zero, CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 20)]),
              PathCase(data: "M10-5L.5.5", ends: [CGPoint(x: 10, y: -5), CGPoint(x: 0.5, y: 0.5)]),
              PathCase(data: "M0 0 C 0 10 10 10 10 0 S 20 -10 20 0", ends: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0)]),
              PathCase(data: "M0 0 Q 5 10 10 0 T 20 0 t 10 0", ends: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0)]),
              PathCase(data: "M 0 0 L 1e1 0 H 2.5E1", ends: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 25, y: 0)]),
          ])
    func pathData(_ testCase: PathCase) throws {
        let view = try Self.readView(#"{"shape": "path", "width": 40, "height": 40, "path": "\#(testCase.data)"}"#)
        let ends = Self.endPoints(try Self.path(of: view, in: CGSize(width: 40, height: 40)))
        try #require(ends.count == testCase.ends.count, "\(ends)")
        for (end, expected) in zip(ends, testCase.ends) {
            #expect(Swift.abs(end.x - expected.x) < 1e-9 && Swift.abs(end.y - expected.y) < 1e-9, "\(end) ≠ \(expected)")
        }
    }

    @Test("S and T reflect the last control point about the current point")
    func smoothCurves() throws {
        let view = try Self.readView(#"{"shape": "path", "width": 40, "height": 40, "path": "M0 0 C 0 10 10 10 10 0 S 20 -10 20 0 M 0 0 Q 5 10 10 0 T 20 0"}"#)
        var controls: [CGPoint] = []
        try Self.path(of: view, in: CGSize(width: 40, height: 40)).forEach { element in
            if case let .curve(_, control1, _) = element { controls.append(control1) }
            if case let .quadCurve(_, control) = element { controls.append(control) }
        }
        // The S's first control mirrors (10, 10) about (10, 0); the T's mirrors (5, 10) about (10, 0).
        #expect(controls == [CGPoint(x: 0, y: 10), CGPoint(x: 10, y: -10), CGPoint(x: 5, y: 10), CGPoint(x: 15, y: -10)])
    }

    struct ArcCase: Sendable, CustomTestStringConvertible {
        let data: String
        /// A point the arc passes through (its farthest from the chord).
        let through: CGPoint
        var testDescription: String { data }
    }

    @Test("elliptical arcs: the sweep and large-arc flags pick the arc, radii too small grow to reach, a rotated ellipse turns",
          arguments: [
              // Half circles of radius 10 over the chord (0, 0)–(20, 0): sweep 1 goes clockwise (y down), over the top.
              ArcCase(data: "M 0 0 A 10 10 0 0 1 20 0", through: CGPoint(x: 10, y: -10)),
              ArcCase(data: "M 0 0 A 10 10 0 0 0 20 0", through: CGPoint(x: 10, y: 10)),
              // Radius 1 cannot reach: scaled up to 10, the same half circle.
              ArcCase(data: "M 0 0 A 1 1 0 0 1 20 0", through: CGPoint(x: 10, y: -10)),
              // The large arc of a circle of radius 10 through (0, 0) and (10, 10) (centre (10, 0) for sweep 1).
              ArcCase(data: "M 0 0 A 10 10 0 1 1 10 10", through: CGPoint(x: 20, y: 0)),
              // An ellipse 20 by 10 turned 90°: half of it over the chord (0, 0)–(0, 40) reaches 10 to the side.
              ArcCase(data: "M 0 0 A 20 10 90 0 1 0 40", through: CGPoint(x: 10, y: 20)),
          ])
    func arcs(_ testCase: ArcCase) throws {
        let view = try Self.readView(#"{"shape": "path", "width": 40, "height": 40, "path": "\#(testCase.data)"}"#)
        let path = try Self.path(of: view, in: CGSize(width: 40, height: 40))
        // Sample the curve finely: some sample lies on the expected point.
        var nearest = CGFloat.infinity
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case let .move(point):
                current = point
            case let .curve(end, control1, control2):
                for step in 0...200 {
                    let t = CGFloat(step) / 200, u = 1 - t
                    let x = u * u * u * current.x + 3 * u * u * t * control1.x + 3 * u * t * t * control2.x + t * t * t * end.x
                    let y = u * u * u * current.y + 3 * u * u * t * control1.y + 3 * u * t * t * control2.y + t * t * t * end.y
                    nearest = min(nearest, hypot(x - testCase.through.x, y - testCase.through.y))
                }
                current = end
            default:
                break
            }
        }
        #expect(nearest < 0.05, "the arc passes \(nearest) from \(testCase.through)")
        let last = try #require(Self.endPoints(path).last)
        let end = testCase.data.split(separator: " ").suffix(2).compactMap { Double($0) }
        #expect(last == CGPoint(x: end[0], y: end[1]), "the arc ends exactly at its end point")
    }

    @Test("bad path data is refused, naming the view's path and the character", arguments: [
        (#""L 0 0""#, "path data at character 1: must start with a move, M or m"),
        (#""M 0""#, "path data at its end: expected a number for \"M\", found the end"),
        (#""M 0 0 X 1""#, "path data at character 7: \"X\" is not a path command"),
        (#""M 0 0 A 1 1 0 2 0 5 5""#, "at character 15: expected a flag, 0 or 1, for \"A\""),
        (#""M 1e999 0""#, "at character 3: 1e999 is not a coordinate a canvas can hold"),
        (#""   ""#, "has no drawing commands"),
        (#""M 0 0 @""#, "expected a command letter"),
    ])
    func badPathData(data: String, message: String) throws {
        let error = try #require(Self.error(reading: #"{"shape": "path", "width": 40, "height": 40, "path": \#(data)}"#))
        #expect(error.path == "views[0].path")
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test("a path needs shape \"path\", and shape \"path\" needs a path")
    func pathAndShapeGoTogether() throws {
        let stray = try #require(Self.error(reading: #"{"shape": "circle", "width": 40, "height": 40, "path": "M0 0 L 1 1"}"#))
        #expect(stray.path == "views[0].path" && stray.message.contains("only for a view of shape \"path\""), "\(stray)")
        let missing = try #require(Self.error(reading: #"{"shape": "path", "width": 40, "height": 40}"#))
        #expect(missing.path == "views[0]" && missing.message.contains("missing \"path\""), "\(missing)")
    }

    @Test("gradients: colours spaced evenly, or stops; each kind with SwiftUI's defaults")
    func gradients() throws {
        let linear = try Self.readView(#"{"shape": "rectangle", "width": 40, "height": 40, "fill": {"gradient": "linear", "colors": ["red", "green", "blue"]}}"#)
        let spec = try #require(linear.fillGradient)
        #expect(spec.stops.map(\.location) == [0, 0.5, 1])
        #expect(spec.kind == .linear(startPoint: .top, endPoint: .bottom))
        #expect(linear.fill == spec.leadingColor)

        let stops = try Self.readView(#"""
            {"shape": "circle", "width": 40, "height": 40, "stroke": {"color": {"gradient": "angular", "stops": [{"color": "red", "location": 0.25}, {"color": "#00F", "location": 0.75}], "center": {"x": 0.25, "y": 1}, "startAngle": 90}}}
            """#)
        let angular = try #require(stops.strokeGradient)
        #expect(angular.stops.map(\.location) == [0.25, 0.75])
        guard case let .angular(center, startAngle, endAngle) = angular.kind else {
            Issue.record("not angular: \(angular.kind)")
            return
        }
        let quarter = Double.pi / 2
        #expect(center == UnitPoint(x: 0.25, y: 1))
        #expect(Swift.abs(startAngle - quarter) < 1e-12 && Swift.abs(endAngle - (quarter + 2 * Double.pi)) < 1e-12)

        let radial = try Self.readView(#"{"shape": "rectangle", "width": 40, "height": 40, "fill": {"gradient": "radial", "colors": ["white", "black"], "center": "topLeading", "endRadius": 30}}"#)
        #expect(radial.fillGradient?.kind == .radial(center: .topLeading, startRadius: 0, endRadius: 30))
        let elliptical = try Self.readView(#"{"shape": "rectangle", "width": 40, "height": 40, "fill": {"gradient": "elliptical", "colors": ["white"]}}"#)
        #expect(elliptical.fillGradient?.kind == .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
    }

    @Test("bad gradients are refused at the field that is wrong", arguments: [
        (#"{"gradient": "conic", "colors": ["red"]}"#, "views[0].fill.gradient", "linear, radial, elliptical, angular"),
        (#"{"gradient": "linear"}"#, "views[0].fill", "missing \"colors\" or \"stops\""),
        (#"{"gradient": "linear", "colors": ["red"], "stops": []}"#, "views[0].fill", "both \"colors\" and \"stops\""),
        (#"{"gradient": "linear", "colors": ["red"], "endRadius": 4}"#, "views[0].fill.endRadius", "not a field of a linear gradient"),
        (#"{"gradient": "radial", "colors": ["red"]}"#, "views[0].fill", "missing field \"endRadius\""),
        (#"{"gradient": "linear", "colors": ["rde"]}"#, "views[0].fill.colors[0]", "did you mean \"red\""),
        (#"{"gradient": "linear", "colors": []}"#, "views[0].fill.colors", "gives 0 colours"),
        (#"{"gradient": "linear", "colors": ["red"], "startPoint": "middle"}"#, "views[0].fill.startPoint", "topLeading"),
        (#"{"gradient": "linear", "stops": [{"color": "red", "location": 2}]}"#, "views[0].fill.stops[0].location", "0"),
    ])
    func badGradients(fill: String, path: String, message: String) throws {
        let error = try #require(Self.error(reading: #"{"shape": "rectangle", "width": 40, "height": 40, "fill": \#(fill)}"#))
        #expect(error.path == path, "\(error)")
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test("strokes: a colour alone is 1 point wide; an object takes SwiftUI's StrokeStyle fields")
    func strokes() throws {
        let plain = try Self.readView(#"{"shape": "circle", "width": 40, "height": 40, "stroke": "red"}"#)
        #expect(plain.stroke == Stroke(color: try #require(RGBAColor(parsing: "red"))))
        let styled = try Self.readView(#"""
            {"shape": "circle", "width": 40, "height": 40, "stroke": {"color": "blue", "lineWidth": 6, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 4, "dash": [10, 5], "dashPhase": 2.5}}
            """#)
        let blue = try #require(RGBAColor(parsing: "blue"))
        let expected = Stroke(color: blue, width: 6, dash: [10, 5], dashPhase: 2.5, lineCap: .round, lineJoin: .bevel, miterLimit: 4)
        #expect(styled.stroke == expected)
        #expect(styled.pathShape == nil, "a whole circle is drawn as a circle, not a path")
    }

    @Test("bad strokes are refused at the field that is wrong", arguments: [
        (#"{"color": "red", "lineCap": "pointy"}"#, "views[0].stroke.lineCap"),
        (#"{"color": "red", "dash": [0, 0]}"#, "views[0].stroke.dash"),
        (#"{"color": "red", "dash": [-1]}"#, "views[0].stroke.dash[0]"),
        (#"{"colour": "red"}"#, "views[0].stroke.colour"),
        (#"{"color": "red", "lineWidth": -2}"#, "views[0].stroke.lineWidth"),
    ])
    func badStrokes(stroke: String, path: String) throws {
        let error = try #require(Self.error(reading: #"{"shape": "circle", "width": 40, "height": 40, "stroke": \#(stroke)}"#))
        #expect(error.path == path, "\(error)")
    }

    @Test("trim draws part of a built-in shape's outline, from three o'clock clockwise as SwiftUI's Circle")
    func trim() throws {
        let view = try Self.readView(#"{"shape": "circle", "width": 100, "height": 60, "fill": "clear", "trim": {"to": 0.5}, "stroke": "red"}"#)
        let path = try Self.path(of: view, in: CGSize(width: 100, height: 60))
        let ends = Self.endPoints(path)
        let first = try #require(ends.first), last = try #require(ends.last)
        // The circle of diameter 60 centred in the frame: from (80, 30) through the bottom to (20, 30).
        let startGap = hypot(first.x - 80, first.y - 30), endGap = hypot(last.x - 20, last.y - 30)
        #expect(startGap < 1e-6 && endGap < 1e-6, "\(first) → \(last)")
        #expect(path.boundingRect.maxY > 59.9 && path.boundingRect.minY > 29.9, "\(path.boundingRect)")
        // A trimmed path's length is the part asked for.
        let whole = try Self.readView(#"{"shape": "circle", "width": 100, "height": 60, "fillRule": "evenOdd"}"#)
        #expect(try Self.path(of: whole, in: CGSize(width: 100, height: 60)).boundingRect.height > 59.9)
        #expect(Self.error(reading: #"{"shape": "circle", "width": 40, "height": 40, "trim": {"to": 1.5}}"#)?.path == "views[0].trim.to")
    }
}
