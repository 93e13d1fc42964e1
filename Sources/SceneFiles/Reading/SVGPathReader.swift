import Foundation
import LayoutCore
import SceneCore

/// Reads a scene view's `path`: SVG path data (`"M 10 0 L 20 20 L 0 20 Z"`), as the `d`
/// attribute of SVG's `<path>` writes it, into a ``SceneCore/Path``.
///
/// Every command of SVG 1.1's path grammar is read, in both absolute (upper case) and relative
/// (lower case) forms: `M`, `L`, `H`, `V`, `C`, `S`, `Q`, `T`, `A` (elliptical arcs, drawn as
/// cubic Béziers of at most 90° each, as SVG's implementation notes describe) and `Z`. Numbers
/// may be separated by spaces or commas, or not at all where the grammar allows (`"M10-5"`,
/// `"0.5.5"`); a command's parameters may repeat (`"L 1 1 2 2"`), and pairs after `M` are lines.
/// Coordinates are points in the view's frame, y down, as in SVG.
enum SVGPathReader {
    /// Reads `field`'s string as path data.
    /// - Parameter field: The `path` field.
    /// - Returns: The path.
    /// - Throws: `SceneError` at the field, naming the character where the data goes wrong.
    static func read(_ field: JSONField) throws(SceneError) -> Path {
        let text = try field.string()
        var scanner = Scanner(characters: Array(text.utf8))
        do throws(Failure) {
            let path = try scanner.readPath()
            guard !path.isEmpty else { throw Failure(offset: 0, message: "has no drawing commands") }
            return path
        } catch {
            let at = error.offset < text.utf8.count ? "at character \(error.offset + 1): " : "at its end: "
            throw field.error("path data \(at)\(error.message); write SVG path data such as \"M 0 0 L 40 0 L 20 30 Z\"")
        }
    }

    /// What went wrong, and where.
    struct Failure: Error {
        /// The byte offset in the data.
        let offset: Int
        /// What was wrong.
        let message: String
    }

    /// Walks the data's bytes, building the path.
    private struct Scanner {
        let characters: [UInt8]
        var offset = 0
        var path = Path()
        /// The current point.
        var current = CGPoint.zero
        /// Where the current subpath started, for `Z`.
        var subpathStart = CGPoint.zero
        /// The last cubic's second control point, for `S`; the last quadratic's control, for `T`.
        var lastCubicControl: CGPoint?
        var lastQuadControl: CGPoint?

        init(characters: [UInt8]) {
            self.characters = characters
        }

        mutating func readPath() throws(Failure) -> Path {
            skipSeparators()
            guard offset < characters.count else { return path }
            guard let first = peekCommand(), first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
                throw Failure(offset: offset, message: "must start with a move, M or m")
            }
            while offset < characters.count {
                guard let command = peekCommand() else {
                    throw Failure(offset: offset, message: "expected a command letter (M, L, H, V, C, S, Q, T, A or Z), found \(found())")
                }
                offset += 1
                try readParameters(of: command)
                skipSeparators()
            }
            return path
        }

        /// Reads one command's parameters, repeated as long as numbers follow.
        private mutating func readParameters(of command: UInt8) throws(Failure) {
            let relative = command >= UInt8(ascii: "a")
            let letter = relative ? command - 32 : command
            var first = true
            repeat {
                let origin = relative ? current : .zero
                switch letter {
                case UInt8(ascii: "Z"):
                    path.closeSubpath()
                    current = subpathStart
                    lastCubicControl = nil
                    lastQuadControl = nil
                    return
                case UInt8(ascii: "M"):
                    let point = try readPoint(after: command, from: origin)
                    if first {
                        path.move(to: point)
                        subpathStart = point
                    } else {
                        path.addLine(to: point)
                    }
                    current = point
                    clearControls()
                case UInt8(ascii: "L"):
                    current = try readPoint(after: command, from: origin)
                    path.addLine(to: current)
                    clearControls()
                case UInt8(ascii: "H"):
                    current = CGPoint(x: (relative ? current.x : 0) + (try readNumber(after: command)), y: current.y)
                    path.addLine(to: current)
                    clearControls()
                case UInt8(ascii: "V"):
                    current = CGPoint(x: current.x, y: (relative ? current.y : 0) + (try readNumber(after: command)))
                    path.addLine(to: current)
                    clearControls()
                case UInt8(ascii: "C"):
                    let control1 = try readPoint(after: command, from: origin)
                    let control2 = try readPoint(after: command, from: origin)
                    let end = try readPoint(after: command, from: origin)
                    addCubic(control1: control1, control2: control2, end: end)
                case UInt8(ascii: "S"):
                    let control1 = lastCubicControl.map { reflect($0) } ?? current
                    let control2 = try readPoint(after: command, from: origin)
                    let end = try readPoint(after: command, from: origin)
                    addCubic(control1: control1, control2: control2, end: end)
                case UInt8(ascii: "Q"):
                    let control = try readPoint(after: command, from: origin)
                    let end = try readPoint(after: command, from: origin)
                    addQuadratic(control: control, end: end)
                case UInt8(ascii: "T"):
                    let control = lastQuadControl.map { reflect($0) } ?? current
                    let end = try readPoint(after: command, from: origin)
                    addQuadratic(control: control, end: end)
                case UInt8(ascii: "A"):
                    let rx = try readNumber(after: command), ry = try readNumber(after: command)
                    let rotation = try readNumber(after: command)
                    let largeArc = try readFlag(after: command), sweep = try readFlag(after: command)
                    let end = try readPoint(after: command, from: origin)
                    SVGArc(from: current, to: end, radii: CGSize(width: rx, height: ry), rotationDegrees: rotation,
                           largeArc: largeArc, sweep: sweep).add(to: &path)
                    current = end
                    clearControls()
                default:
                    throw Failure(offset: offset - 1, message: "\"\(Character(Unicode.Scalar(command)))\" is not a path command")
                }
                first = false
                skipSeparators()
            } while startsNumber()
        }

        private mutating func addCubic(control1: CGPoint, control2: CGPoint, end: CGPoint) {
            path.addCurve(to: end, control1: control1, control2: control2)
            current = end
            lastCubicControl = control2
            lastQuadControl = nil
        }

        private mutating func addQuadratic(control: CGPoint, end: CGPoint) {
            path.addQuadCurve(to: end, control: control)
            current = end
            lastQuadControl = control
            lastCubicControl = nil
        }

        private mutating func clearControls() {
            lastCubicControl = nil
            lastQuadControl = nil
        }

        /// `point` reflected about the current point: the implied control of `S` and `T`.
        private func reflect(_ point: CGPoint) -> CGPoint {
            CGPoint(x: 2 * current.x - point.x, y: 2 * current.y - point.y)
        }

        private mutating func readPoint(after command: UInt8, from origin: CGPoint) throws(Failure) -> CGPoint {
            let x = try readNumber(after: command)
            let y = try readNumber(after: command)
            return CGPoint(x: origin.x + x, y: origin.y + y)
        }

        /// An arc's flag: a single `0` or `1`, which may run into what follows (`"a1 1 0 00 1 1"`).
        private mutating func readFlag(after command: UInt8) throws(Failure) -> Bool {
            skipSeparators()
            guard offset < characters.count, characters[offset] == UInt8(ascii: "0") || characters[offset] == UInt8(ascii: "1") else {
                throw Failure(offset: offset, message: "expected a flag, 0 or 1, for \"\(Character(Unicode.Scalar(command)))\", found \(found())")
            }
            offset += 1
            return characters[offset - 1] == UInt8(ascii: "1")
        }

        /// A number: sign, digits, one decimal point, an exponent; finite.
        private mutating func readNumber(after command: UInt8) throws(Failure) -> Double {
            skipSeparators()
            let start = offset
            if offset < characters.count, characters[offset] == UInt8(ascii: "+") || characters[offset] == UInt8(ascii: "-") { offset += 1 }
            var digits = skipDigits()
            if offset < characters.count, characters[offset] == UInt8(ascii: ".") {
                offset += 1
                digits += skipDigits()
            }
            guard digits > 0 else {
                offset = start
                throw Failure(offset: start, message: "expected a number for \"\(Character(Unicode.Scalar(command)))\", found \(found())")
            }
            if offset < characters.count, characters[offset] == UInt8(ascii: "e") || characters[offset] == UInt8(ascii: "E") {
                let exponentStart = offset
                offset += 1
                if offset < characters.count, characters[offset] == UInt8(ascii: "+") || characters[offset] == UInt8(ascii: "-") { offset += 1 }
                if skipDigits() == 0 { offset = exponentStart }
            }
            let text = String(decoding: characters[start..<offset], as: UTF8.self)
            guard let value = Double(text), value.isFinite, Swift.abs(value) <= SceneReader.maximumCanvasSide * 16 else {
                throw Failure(offset: start, message: "\(text) is not a coordinate a canvas can hold")
            }
            return value
        }

        private mutating func skipDigits() -> Int {
            let start = offset
            while offset < characters.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(characters[offset]) { offset += 1 }
            return offset - start
        }

        private mutating func skipSeparators() {
            while offset < characters.count, [UInt8(ascii: " "), UInt8(ascii: ","), 9, 10, 13].contains(characters[offset]) { offset += 1 }
        }

        private func startsNumber() -> Bool {
            guard offset < characters.count else { return false }
            let byte = characters[offset]
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".")
        }

        private func peekCommand() -> UInt8? {
            guard offset < characters.count else { return nil }
            let byte = characters[offset]
            let isLetter = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            return isLetter ? byte : nil
        }

        /// What is at the current offset, for messages.
        private func found() -> String {
            guard offset < characters.count else { return "the end" }
            let rest = String(decoding: characters[offset..<min(offset + 8, characters.count)], as: UTF8.self)
            return "\"\(rest)\""
        }
    }
}
