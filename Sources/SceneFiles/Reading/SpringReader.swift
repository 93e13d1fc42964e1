import AnimationCore
import Foundation
import SceneCore

/// Reads a spring description: a preset name, or one of SwiftUI's four ways to describe a spring.
///
/// ```json
/// "bouncy"
/// {"duration": 0.5, "bounce": 0.3}
/// {"response": 0.5, "dampingRatio": 0.7}
/// {"mass": 1, "stiffness": 100, "damping": 10, "allowOverDamping": false}
/// {"settlingDuration": 1.2, "dampingRatio": 0.8}
/// ```
enum SpringReader {
    /// The preset names and their springs.
    static let presets: [String: Spring] = ["smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy]

    /// The keys of each description, in the order they are listed in messages.
    static let groups: [[String]] = [
        ["duration", "bounce"], ["response", "dampingRatio"], ["mass", "stiffness", "damping", "allowOverDamping"],
        ["settlingDuration", "dampingRatio", "epsilon"],
    ]
    /// Every key of every description.
    static let keys = ["duration", "bounce", "response", "dampingRatio", "mass", "stiffness", "damping",
                       "allowOverDamping", "settlingDuration", "epsilon"]

    /// The longest spring duration or response a scene may give, in seconds.
    static let maximumDuration: Double = 600

    static func read(_ field: JSONField) throws(SceneError) -> Spring {
        if case .string = field.value {
            let name = try field.choice(of: presets.keys.sorted(), "spring preset")
            return presets[name] ?? .smooth
        }
        let members = try field.object(allowing: keys)
        if members["settlingDuration"] != nil { return try readSettling(field) }
        if members["mass"] != nil || members["stiffness"] != nil || members["damping"] != nil { return try readPhysical(field) }
        if members["response"] != nil || members["dampingRatio"] != nil { return try readResponse(field) }
        return try readPerceptual(field)
    }

    private static func readPerceptual(_ field: JSONField) throws(SceneError) -> Spring {
        try expectOnly(["duration", "bounce"], in: field)
        let duration = try field.optional("duration", allowing: keys).map { f throws(SceneError) in try readDuration(f) } ?? 0.5
        let bounce = try field.optional("bounce", allowing: keys).map { f throws(SceneError) in try readBounce(f) } ?? 0
        return Spring(duration: duration, bounce: bounce)
    }

    private static func readResponse(_ field: JSONField) throws(SceneError) -> Spring {
        try expectOnly(["response", "dampingRatio"], in: field)
        let response = try readDuration(field.required("response", allowing: keys))
        let ratio = try field.required("dampingRatio", allowing: keys).number(in: 0...100, "the damping ratio")
        return Spring(response: response, dampingRatio: ratio)
    }

    private static func readPhysical(_ field: JSONField) throws(SceneError) -> Spring {
        try expectOnly(["mass", "stiffness", "damping", "allowOverDamping"], in: field)
        let mass = try field.optional("mass", allowing: keys)?.positiveNumber(atMost: 1e6, "the mass") ?? 1
        let stiffness = try field.required("stiffness", allowing: keys).positiveNumber(atMost: 1e9, "the stiffness")
        let damping = try field.required("damping", allowing: keys).number(in: 0...1e9, "the damping")
        let allowOverDamping = try field.optional("allowOverDamping", allowing: keys)?.bool() ?? false
        let period = 2 * Double.pi * (mass / stiffness).squareRoot()
        guard period >= Spring.minimumDuration, period <= maximumDuration else {
            throw field.error("mass \(mass) and stiffness \(stiffness) make a spring with a period of \(period) s; "
                              + "it must be in \(Spring.minimumDuration)...\(Int(maximumDuration)) s")
        }
        return Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
    }

    private static func readSettling(_ field: JSONField) throws(SceneError) -> Spring {
        try expectOnly(["settlingDuration", "dampingRatio", "epsilon"], in: field)
        let settling = try field.required("settlingDuration", allowing: keys).number(in: 0.01...10, "the settling duration in seconds")
        let ratio = try field.required("dampingRatio", allowing: keys).number(in: 0.001...1, "the damping ratio of a settling spring")
        let epsilon = try field.optional("epsilon", allowing: keys)?.number(in: 1e-9...0.5, "epsilon") ?? 0.001
        return Spring(settlingDuration: settling, dampingRatio: ratio, epsilon: epsilon)
    }

    /// A perceptual duration or response in seconds.
    static func readDuration(_ field: JSONField) throws(SceneError) -> Double {
        let duration = try field.positiveNumber(atMost: maximumDuration, "a spring's duration in seconds")
        guard duration >= Spring.minimumDuration else {
            throw field.error("\(duration) is too short: a spring's duration must be at least \(Spring.minimumDuration) s")
        }
        return duration
    }

    /// A bounce: more than −1 (which would never arrive), at most 1 (which never stops).
    static func readBounce(_ field: JSONField, meaning: String = "the bounce") throws(SceneError) -> Double {
        let bounce = try field.number(in: -1...1, meaning)
        guard bounce > -1 else { throw field.error("\(meaning) must be greater than -1: a bounce of -1 never arrives") }
        return bounce
    }

    /// Checks that the description uses the keys of one way of describing a spring only.
    private static func expectOnly(_ group: [String], in field: JSONField) throws(SceneError) {
        let members = try field.object(allowing: keys)
        guard let stray = members.keys.sorted().first(where: { !group.contains($0) }) else { return }
        let ways = groups.map { $0.joined(separator: "/") }.joined(separator: "; ")
        throw field.error("\"\(stray)\" cannot be given with \(group.filter { members[$0] != nil }.map { "\"\($0)\"" }.joined(separator: ", ")); "
                          + "describe a spring one way: \(ways)")
    }
}
