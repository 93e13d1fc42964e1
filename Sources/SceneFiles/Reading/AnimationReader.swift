import AnimationCore
import Foundation
import SceneCore

/// Reads the `animation` object of a timeline change.
///
/// ```json
/// {"type": "easeInOut", "duration": 2, "delay": 0.5, "speed": 1, "repeat": {"count": 3, "autoreverses": true}}
/// {"type": "timingCurve", "controlPoints": [0.42, 0, 0.58, 1], "duration": 2}
/// {"type": "spring", "duration": 0.8, "bounce": 0.4}
/// {"type": "spring", "response": 0.55, "dampingFraction": 0.6, "blendDuration": 0.2}
/// {"type": "interpolatingSpring", "stiffness": 170, "damping": 15, "initialVelocity": 2}
/// {"type": "bouncy", "duration": 1, "extraBounce": 0.1}
/// {"type": "linear", "repeat": {"forever": true, "autoreverses": false}}
/// ```
enum AnimationReader {
    /// Every animation type a scene can name.
    static let types = ["bouncy", "default", "easeIn", "easeInOut", "easeOut", "interactiveSpring", "interpolatingSpring", "linear",
                        "smooth", "snappy", "spring", "timingCurve"]
    static let modifierKeys = ["type", "delay", "speed", "repeat"]

    /// The keys each type takes, beside `type`, `delay`, `speed` and `repeat`.
    static let typeKeys: [String: [String]] = [
        "default": [],
        "linear": ["duration"], "easeIn": ["duration"], "easeOut": ["duration"], "easeInOut": ["duration"],
        "timingCurve": ["duration", "controlPoints"],
        "spring": ["duration", "bounce", "response", "dampingFraction", "blendDuration"],
        "interactiveSpring": ["duration", "extraBounce", "response", "dampingFraction", "blendDuration"],
        "interpolatingSpring": ["duration", "bounce", "mass", "stiffness", "damping", "initialVelocity"],
        "smooth": ["duration", "extraBounce"], "snappy": ["duration", "extraBounce"], "bouncy": ["duration", "extraBounce"],
    ]

    /// The two ways of describing some springs, which cannot be mixed: the first list's keys or the second's.
    static let exclusiveKeys: [String: (first: [String], second: [String])] = [
        "spring": (["duration", "bounce"], ["response", "dampingFraction"]),
        "interactiveSpring": (["duration", "extraBounce"], ["response", "dampingFraction"]),
        "interpolatingSpring": (["duration", "bounce"], ["mass", "stiffness", "damping"]),
    ]

    static func read(_ field: JSONField) throws(SceneError) -> Animation {
        let allKeys = modifierKeys + Set(typeKeys.values.joined()).sorted()
        let type = try field.required("type", allowing: allKeys).choice(of: types, "animation type")
        let keys = modifierKeys + (typeKeys[type] ?? [])
        try checkKeys(of: field, type: type, allowed: keys)
        var animation = try makeBase(type: type, field: FieldReader(field: field, keys: keys))
        if let delay = try field.optional("delay", allowing: keys)?.number(in: SceneLimits.seconds, "the delay in seconds") {
            animation = animation.delay(delay)
        }
        if let speed = try field.optional("speed", allowing: keys)?.number(in: SceneLimits.speed, "the speed") {
            animation = animation.speed(speed)
        }
        if let repeatField = try field.optional("repeat", allowing: keys) {
            animation = try applyRepeat(repeatField, to: animation)
        }
        return animation
    }

    /// Fails on a key that belongs to other types, naming them; unknown keys fail as usual.
    private static func checkKeys(of field: JSONField, type: String, allowed: [String]) throws(SceneError) {
        let members = try field.object(allowing: modifierKeys + Set(typeKeys.values.joined()).sorted())
        for key in members.keys.sorted() where !allowed.contains(key) {
            let owners = types.filter { typeKeys[$0]?.contains(key) ?? false }.map { "\"\($0)\"" }
            throw field.error("\"\(key)\" belongs to type \(owners.joined(separator: ", ")), not \"\(type)\"; "
                              + "type \"\(type)\" takes \(allowed.joined(separator: ", "))")
        }
    }

    /// An animation object's fields, read against the keys of its type.
    private struct FieldReader {
        let field: JSONField
        let keys: [String]

        func optional(_ key: String) throws(SceneError) -> JSONField? { try field.optional(key, allowing: keys) }
        func has(_ key: String) throws(SceneError) -> Bool { try optional(key) != nil }

        /// The keys of `keys` that are given.
        func given(_ keys: [String]) throws(SceneError) -> [String] {
            var result: [String] = []
            for key in keys where try has(key) { result.append(key) }
            return result
        }

        func duration(default value: Double) throws(SceneError) -> Double {
            try optional("duration")?.number(in: SceneLimits.seconds, "the duration in seconds") ?? value
        }

        func springDuration(_ key: String = "duration", default value: Double) throws(SceneError) -> Double {
            try optional(key).map { f throws(SceneError) in try SpringReader.readDuration(f) } ?? value
        }

        func number(_ key: String, in range: ClosedRange<Double>, _ meaning: String, default value: Double) throws(SceneError) -> Double {
            try optional(key)?.number(in: range, meaning) ?? value
        }

        /// Fails when keys of two ways of describing the same thing are mixed.
        func expectOneOf(_ first: [String], _ second: [String]) throws(SceneError) {
            let firstGiven = try given(first)
            let secondGiven = try given(second)
            guard let one = firstGiven.first, let other = secondGiven.first else { return }
            throw field.error("\"\(one)\" and \"\(other)\" cannot be given together: use \(first.joined(separator: "/")) "
                              + "or \(second.joined(separator: "/"))")
        }
    }

    private static func makeBase(type: String, field: FieldReader) throws(SceneError) -> Animation {
        switch type {
        case "default": return .default
        case "linear": return .linear(duration: try field.duration(default: 0.35))
        case "easeIn": return .easeIn(duration: try field.duration(default: 0.35))
        case "easeOut": return .easeOut(duration: try field.duration(default: 0.35))
        case "easeInOut": return .easeInOut(duration: try field.duration(default: 0.35))
        case "timingCurve": return try makeTimingCurve(field)
        case "spring", "interactiveSpring": return try makeSpring(type: type, field)
        case "interpolatingSpring": return try makeInterpolatingSpring(field)
        default: return try makePreset(type: type, field)
        }
    }

    private static func makeTimingCurve(_ field: FieldReader) throws(SceneError) -> Animation {
        let duration = try field.duration(default: 0.35)
        guard let pointsField = try field.optional("controlPoints") else {
            throw field.field.error("type \"timingCurve\" needs \"controlPoints\": [x1, y1, x2, y2]")
        }
        return .timingCurve(try readControlPoints(pointsField), duration: duration)
    }

    /// A cubic Bézier timing curve from its control points `[x1, y1, x2, y2]`, x in `0...1`.
    static func readControlPoints(_ field: JSONField) throws(SceneError) -> UnitCurve {
        let points = try field.array()
        guard points.count == 4 else {
            throw field.error("expected 4 numbers [x1, y1, x2, y2], found \(points.count)")
        }
        let x1 = try points[0].number(in: 0...1, "x1")
        let y1 = try points[1].number()
        let x2 = try points[2].number(in: 0...1, "x2")
        let y2 = try points[3].number()
        return .bezier(startControlPoint: CGPoint(x: x1, y: y1), endControlPoint: CGPoint(x: x2, y: y2))
    }

    /// `.spring` and `.interactiveSpring`, by duration and bounce or by response and damping fraction.
    private static func makeSpring(type: String, _ field: FieldReader) throws(SceneError) -> Animation {
        let isInteractive = type == "interactiveSpring"
        if let (first, second) = exclusiveKeys[type] { try field.expectOneOf(first, second) }
        let blend = try field.number("blendDuration", in: 0...60, "the blend duration in seconds", default: isInteractive ? 0.25 : 0)
        if try !field.given(["response", "dampingFraction"]).isEmpty {
            let response = try field.springDuration("response", default: isInteractive ? 0.15 : 0.5)
            let fraction = try field.number("dampingFraction", in: 0...100, "the damping fraction", default: isInteractive ? 0.86 : 0.825)
            return isInteractive
                ? .interactiveSpring(response: response, dampingFraction: fraction, blendDuration: blend)
                : .spring(response: response, dampingFraction: fraction, blendDuration: blend)
        }
        let duration = try field.springDuration(default: isInteractive ? 0.15 : 0.5)
        if isInteractive {
            let extra = try readExtraBounce(field, base: 0.15)
            return .interactiveSpring(duration: duration, extraBounce: extra, blendDuration: blend)
        }
        let bounce = try field.optional("bounce").map { f throws(SceneError) in try SpringReader.readBounce(f) } ?? 0
        return .spring(duration: duration, bounce: bounce, blendDuration: blend)
    }

    /// `.interpolatingSpring`, by mass, stiffness and damping or by duration and bounce.
    private static func makeInterpolatingSpring(_ field: FieldReader) throws(SceneError) -> Animation {
        if let (first, second) = exclusiveKeys["interpolatingSpring"] { try field.expectOneOf(first, second) }
        let velocity = try field.optional("initialVelocity")?.number() ?? 0
        if try !field.given(["mass", "stiffness", "damping"]).isEmpty {
            let mass = try field.optional("mass")?.positiveNumber(atMost: 1e6, "the mass") ?? 1
            guard let stiffnessField = try field.optional("stiffness"), let dampingField = try field.optional("damping") else {
                throw field.field.error("an interpolating spring described by its physics needs \"stiffness\" and \"damping\"")
            }
            let stiffness = try stiffnessField.positiveNumber(atMost: 1e9, "the stiffness")
            let damping = try dampingField.number(in: 0...1e9, "the damping")
            let period = 2 * Double.pi * (mass / stiffness).squareRoot()
            guard period >= Spring.minimumDuration, period <= SpringReader.maximumDuration else {
                throw stiffnessField.error("mass \(mass) and stiffness \(stiffness) make a spring with a period of \(period) s; "
                                           + "it must be in \(Spring.minimumDuration)...\(Int(SpringReader.maximumDuration)) s")
            }
            return .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
        let duration = try field.springDuration(default: 0.5)
        let bounce = try field.optional("bounce").map { f throws(SceneError) in try SpringReader.readBounce(f) } ?? 0
        return .interpolatingSpring(duration: duration, bounce: bounce, initialVelocity: velocity)
    }

    /// `.smooth`, `.snappy` and `.bouncy`, with a duration and extra bounce.
    private static func makePreset(type: String, _ field: FieldReader) throws(SceneError) -> Animation {
        let duration = try field.springDuration(default: 0.5)
        switch type {
        case "smooth": return .smooth(duration: duration, extraBounce: try readExtraBounce(field, base: 0))
        case "snappy": return .snappy(duration: duration, extraBounce: try readExtraBounce(field, base: 0.15))
        default: return .bouncy(duration: duration, extraBounce: try readExtraBounce(field, base: 0.3))
        }
    }

    /// Extra bounce on top of a preset's, such that the total lies in −1 < bounce ≤ 1.
    private static func readExtraBounce(_ field: FieldReader, base: Double) throws(SceneError) -> Double {
        guard let extraField = try field.optional("extraBounce") else { return 0 }
        let extra = try extraField.number()
        let total = base + extra
        guard total > -1, total <= 1 else {
            throw extraField.error("\(extra) is out of range: with the base bounce of \(base) the bounce would be \(total); "
                                   + "it must be greater than -1 and at most 1")
        }
        return extra
    }

    private static func applyRepeat(_ field: JSONField, to animation: Animation) throws(SceneError) -> Animation {
        let (count, autoreverses) = try readRepeat(field, autoreversesByDefault: true)
        guard let count else { return animation.repeatForever(autoreverses: autoreverses) }
        return animation.repeatCount(count, autoreverses: autoreverses)
    }

    /// The fields of a `repeat` object.
    static let repeatKeys = ["count", "forever", "autoreverses"]

    /// A `repeat` object: `{"count": n}` or `{"forever": true}`, with an optional `autoreverses`.
    /// - Parameters:
    ///   - field: The object.
    ///   - autoreversesByDefault: What a missing `autoreverses` means: true for animations, as in
    ///     SwiftUI; false for keyframes, which play forwards unless asked.
    /// - Returns: The count (nil for ever) and whether every second play runs backwards.
    static func readRepeat(_ field: JSONField, autoreversesByDefault: Bool) throws(SceneError) -> (count: Int?, autoreverses: Bool) {
        let keys = repeatKeys
        let autoreverses = try field.optional("autoreverses", allowing: keys)?.bool() ?? autoreversesByDefault
        let count = try field.optional("count", allowing: keys)
        let forever = try field.optional("forever", allowing: keys)?.bool() ?? false
        switch (count, forever) {
        case (let count?, false): return (try count.integer(in: SceneLimits.repeats, "the repeat count"), autoreverses)
        case (nil, true): return (nil, autoreverses)
        default: throw field.error("give either \"count\" or \"forever\": true")
        }
    }
}
