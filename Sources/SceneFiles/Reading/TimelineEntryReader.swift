import AnimationCore
import Foundation
import SceneCore

/// Reads the entries of a scene's `timeline`: changes, phase sequences and keyframe runs.
///
/// ```json
/// {"at": 0, "animation": {"type": "bouncy"}, "set": {"rotation": 90}}
/// {"at": 0, "phases": [{"set": {"radius": 130}}, {"set": {"radius": 60}, "animation": {"type": "snappy"}, "hold": 0.2}],
///  "cycles": 2}
/// {"at": 1, "keyframes": {"rotation": [{"type": "linear", "to": 30, "duration": 0.5, "curve": "easeIn"},
///                                      {"type": "spring", "to": 90, "spring": "bouncy"}]},
///  "repeat": {"count": 2, "autoreverses": true}}
/// ```
struct TimelineEntryReader {
    /// The layout's name, for range checks.
    let layoutName: String
    /// The layout's parameter names.
    let parameterNames: [String]

    static let changeKeys = ["at", "animation", "set"]
    static let phaseKeys = ["at", "phases", "cycles", "forever"]
    static let keyframeKeys = ["at", "keyframes", "repeat"]
    /// The fields of one phase of a sequence.
    static let phaseStepKeys = ["set", "animation", "hold"]
    /// The timing curves a linear keyframe may name.
    static let namedCurves: [String: UnitCurve] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut]

    func read(_ field: JSONField) throws(SceneError) -> TimelineEntry {
        let allKeys = Array(Set(Self.changeKeys + Self.phaseKeys + Self.keyframeKeys)).sorted()
        let members = try field.object(allowing: allKeys)
        if members["phases"] != nil { return .phases(try readPhases(field)) }
        if members["keyframes"] != nil { return .keyframes(try readKeyframes(field)) }
        return .change(try readChange(field))
    }

    // MARK: Changes

    private func readChange(_ field: JSONField) throws(SceneError) -> ChangeSpec {
        let keys = Self.changeKeys
        _ = try field.object(allowing: keys)
        let time = try readTime(field.required("at", allowing: keys))
        let animation = try field.optional("animation", allowing: keys).map { f throws(SceneError) in try AnimationReader.read(f) }
        let parameters = try readParameters(field.required("set", allowing: keys))
        return ChangeSpec(time: time, animation: animation, parameters: parameters)
    }

    /// The `set` object: named parameters in range, at least one.
    private func readParameters(_ setField: JSONField) throws(SceneError) -> [String: Double] {
        var parameters: [String: Double] = [:]
        for (key, value) in try setField.members(allowing: parameterNames) {
            parameters[key] = try readParameter(value, named: key)
        }
        // An object of unknown names only has said so already.
        guard !parameters.isEmpty || setField.value != .object([:]) else {
            throw setField.error("sets nothing; name at least one of \(parameterNames.joined(separator: ", "))")
        }
        return parameters
    }

    private func readParameter(_ field: JSONField, named name: String) throws(SceneError) -> Double {
        try SceneReader.readParameter(field, named: name, layout: layoutName)
    }

    private func readTime(_ field: JSONField) throws(SceneError) -> Double {
        try field.number(in: SceneLimits.seconds, "the time in seconds")
    }

    // MARK: Phases

    private func readPhases(_ field: JSONField) throws(SceneError) -> PhaseSequenceSpec {
        let keys = Self.phaseKeys
        _ = try field.object(allowing: keys)
        let time = try readTime(field.required("at", allowing: keys))
        let phasesField = try field.required("phases", allowing: keys)
        let phases = try phasesField.array().map { phase throws(SceneError) in try readPhase(phase) }
        guard !phases.isEmpty else { throw phasesField.error("a phase sequence needs at least one phase") }
        let cyclesField = try field.optional("cycles", allowing: keys)
        let forever = try field.optional("forever", allowing: keys)?.bool() ?? false
        if forever, let cyclesField { throw cyclesField.error("give either \"cycles\" or \"forever\": true, not both") }
        let cycles = forever ? nil : try cyclesField?.integer(in: SceneLimits.repeats, "the number of cycles") ?? 1
        return PhaseSequenceSpec(time: time, phases: phases, cycles: cycles)
    }

    private func readPhase(_ field: JSONField) throws(SceneError) -> PhaseSpec {
        let keys = Self.phaseStepKeys
        _ = try field.object(allowing: keys)
        let parameters = try readParameters(field.required("set", allowing: keys))
        let animation = try field.optional("animation", allowing: keys).map { f throws(SceneError) in try AnimationReader.read(f) }
        let hold = try field.optional("hold", allowing: keys)?.number(in: SceneLimits.seconds, "the hold in seconds") ?? 0
        return PhaseSpec(parameters: parameters, animation: animation, hold: hold)
    }

    // MARK: Keyframes

    private func readKeyframes(_ field: JSONField) throws(SceneError) -> KeyframeRunSpec {
        let keys = Self.keyframeKeys
        _ = try field.object(allowing: keys)
        let time = try readTime(field.required("at", allowing: keys))
        let tracksField = try field.required("keyframes", allowing: keys)
        var tracks: [String: [KeyframeSpec]] = [:]
        for (name, trackField) in try tracksField.members(allowing: parameterNames) {
            tracks[name] = try trackField.array().map { keyframe throws(SceneError) in try readKeyframe(keyframe, parameter: name) }
        }
        guard !tracks.isEmpty || tracksField.value != .object([:]) else {
            throw tracksField.error("has no tracks; name at least one of \(parameterNames.joined(separator: ", "))")
        }
        var repeatCount: Int? = 1
        var autoreverses = false
        if let repeatField = try field.optional("repeat", allowing: keys) {
            (repeatCount, autoreverses) = try AnimationReader.readRepeat(repeatField, autoreversesByDefault: false)
        }
        return KeyframeRunSpec(time: time, tracks: tracks, repeatCount: repeatCount, autoreverses: autoreverses)
    }

    static let keyframeTypes = ["cubic", "linear", "move", "spring"]
    static let keyframeFieldKeys: [String: [String]] = [
        "linear": ["type", "to", "duration", "curve"],
        "cubic": ["type", "to", "duration", "startVelocity", "endVelocity"],
        "spring": ["type", "to", "duration", "spring", "startVelocity"],
        "move": ["type", "to"],
    ]

    private func readKeyframe(_ field: JSONField, parameter: String) throws(SceneError) -> KeyframeSpec {
        let allKeys = Array(Set(Self.keyframeFieldKeys.values.joined())).sorted()
        let type = try field.required("type", allowing: allKeys).choice(of: Self.keyframeTypes, "keyframe type")
        let keys = Self.keyframeFieldKeys[type] ?? allKeys
        _ = try field.object(allowing: keys)
        let to = try readParameter(field.required("to", allowing: keys), named: parameter)
        func duration(required: Bool) throws(SceneError) -> Double? {
            guard let durationField = try field.optional("duration", allowing: keys) else {
                if required { throw field.error("a \(type) keyframe needs a \"duration\" in seconds") }
                return nil
            }
            return try durationField.number(in: SceneLimits.seconds, "the keyframe's duration in seconds")
        }
        func velocity(_ key: String) throws(SceneError) -> Double? { try field.optional(key, allowing: keys)?.number() }
        switch type {
        case "linear":
            let curve = try field.optional("curve", allowing: keys).map { f throws(SceneError) in try readCurve(f) } ?? .linear
            return .linear(to: to, duration: try duration(required: true) ?? 0, curve: curve)
        case "cubic":
            return .cubic(to: to, duration: try duration(required: true) ?? 0,
                          startVelocity: try velocity("startVelocity"), endVelocity: try velocity("endVelocity"))
        case "spring":
            let spring = try field.optional("spring", allowing: keys).map { f throws(SceneError) in try SpringReader.read(f) } ?? Spring()
            return .spring(to: to, duration: try duration(required: false), spring: spring, startVelocity: try velocity("startVelocity"))
        default:
            return .move(to: to)
        }
    }

    /// A timing curve: a name, or the control points `[x1, y1, x2, y2]`.
    private func readCurve(_ field: JSONField) throws(SceneError) -> UnitCurve {
        let named = Self.namedCurves
        if case .string = field.value {
            let name = try field.choice(of: named.keys.sorted(), "timing curve")
            return named[name] ?? .linear
        }
        guard case .array = field.value else {
            throw field.error("expected a curve name (\(named.keys.sorted().joined(separator: ", "))) or [x1, y1, x2, y2], "
                              + "found \(field.value.summary)")
        }
        return try AnimationReader.readControlPoints(field)
    }

}
