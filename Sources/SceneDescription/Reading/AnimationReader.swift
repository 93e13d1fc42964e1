import AnimationCore
import Foundation

/// Reads the `animation` object of a timeline change.
///
/// ```json
/// {"type": "easeInOut", "duration": 2, "delay": 0.5, "speed": 1, "repeat": {"count": 3, "autoreverses": true}}
/// {"type": "timingCurve", "controlPoints": [0.42, 0, 0.58, 1], "duration": 2}
/// {"type": "linear", "repeat": {"forever": true, "autoreverses": false}}
/// ```
enum AnimationReader {
    static let types = ["linear", "easeIn", "easeOut", "easeInOut", "timingCurve"]
    private static let keys = ["type", "duration", "controlPoints", "delay", "speed", "repeat"]

    static func read(_ field: JSONField) throws(SceneError) -> Animation {
        let type = try field.required("type", allowing: keys).choice(of: types, "animation type")
        let duration = try field.optional("duration", allowing: keys)?.number(in: 0...86_400, "the duration in seconds") ?? 0.35
        var animation = try makeBase(type: type, duration: duration, field: field)
        if let delay = try field.optional("delay", allowing: keys)?.number(in: 0...86_400, "the delay in seconds") {
            animation = animation.delay(delay)
        }
        if let speed = try field.optional("speed", allowing: keys)?.positiveNumber(atMost: 1000, "the speed") {
            animation = animation.speed(speed)
        }
        if let repeatField = try field.optional("repeat", allowing: keys) {
            animation = try applyRepeat(repeatField, to: animation)
        }
        return animation
    }

    private static func makeBase(type: String, duration: Double, field: JSONField) throws(SceneError) -> Animation {
        let pointsField = try field.optional("controlPoints", allowing: keys)
        guard type == "timingCurve" else {
            if pointsField != nil {
                throw field.error("\"controlPoints\" belongs to type \"timingCurve\", not \"\(type)\"")
            }
            switch type {
            case "linear": return .linear(duration: duration)
            case "easeIn": return .easeIn(duration: duration)
            case "easeOut": return .easeOut(duration: duration)
            default: return .easeInOut(duration: duration)
            }
        }
        guard let pointsField else { throw field.error("type \"timingCurve\" needs \"controlPoints\": [x1, y1, x2, y2]") }
        let points = try pointsField.array()
        guard points.count == 4 else {
            throw pointsField.error("expected 4 numbers [x1, y1, x2, y2], found \(points.count)")
        }
        let x1 = try points[0].number(in: 0...1, "x1")
        let y1 = try points[1].number()
        let x2 = try points[2].number(in: 0...1, "x2")
        let y2 = try points[3].number()
        return .timingCurve(x1, y1, x2, y2, duration: duration)
    }

    private static func applyRepeat(_ field: JSONField, to animation: Animation) throws(SceneError) -> Animation {
        let keys = ["count", "forever", "autoreverses"]
        let autoreverses = try field.optional("autoreverses", allowing: keys)?.bool() ?? true
        let count = try field.optional("count", allowing: keys)
        let forever = try field.optional("forever", allowing: keys)?.bool() ?? false
        switch (count, forever) {
        case (let count?, false):
            return animation.repeatCount(try count.integer(in: 1...1_000_000, "the repeat count"), autoreverses: autoreverses)
        case (nil, true):
            return animation.repeatForever(autoreverses: autoreverses)
        default:
            throw field.error("give either \"count\" or \"forever\": true")
        }
    }
}
