import AnimationCore
import Foundation
import Testing
@testable import SceneFiles

/// The spring animation types of scene files: each reads to exactly the value the Swift API
/// builds (`Animation` is `Hashable`, so `==` compares the animation and its parameters), and each
/// bad description fails naming the field path and what was wrong.
@Suite("Scene animation types")
struct SceneAnimationTypesTests {
    /// Reads `json` as the animation of the valid scene's first change.
    static func readAnimation(_ json: String) throws(SceneError) -> Animation? {
        let object = setting("timeline.0.animation", to: parseJSON(json), in: validSceneObject())
        return try readScene(object).timeline[0].change?.animation
    }

    // MARK: Good descriptions

    /// The defaults come from SwiftUI's documentation of the overloads (developer.apple.com):
    /// `spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)`
    /// (documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)),
    /// `interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25)`
    /// (documentation/swiftui/animation/interactivespring(response:dampingfraction:blendduration:)) and
    /// `interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25)`
    /// (documentation/swiftui/animation/interactivespring(duration:extrabounce:blendduration:)). The
    /// expected values are built with AnimationCore's overloads, which carry those defaults.
    static let springs: [(String, Animation)] = [
        // `.spring`: the duration form (SwiftUI's favoured overload) and the response form.
        (#"{"type": "spring"}"#, .spring),
        (#"{"type": "spring", "duration": 0.8, "bounce": 0.4}"#, .spring(duration: 0.8, bounce: 0.4)),
        (#"{"type": "spring", "duration": 0.8}"#, .spring(duration: 0.8, bounce: 0)),
        (#"{"type": "spring", "bounce": -0.5}"#, .spring(duration: 0.5, bounce: -0.5)),
        (#"{"type": "spring", "bounce": 1}"#, .spring(duration: 0.5, bounce: 1)),
        (#"{"type": "spring", "bounce": -0.999}"#, .spring(duration: 0.5, bounce: -0.999)),
        (#"{"type": "spring", "duration": 0.001}"#, .spring(duration: 0.001)),
        (#"{"type": "spring", "duration": 600}"#, .spring(duration: 600)),
        (#"{"type": "spring", "duration": 0.8, "bounce": 0.4, "blendDuration": 0.2}"#,
         .spring(duration: 0.8, bounce: 0.4, blendDuration: 0.2)),
        (#"{"type": "spring", "response": 0.55, "dampingFraction": 0.6}"#, .spring(response: 0.55, dampingFraction: 0.6)),
        (#"{"type": "spring", "response": 0.55, "dampingFraction": 0.6, "blendDuration": 0.2}"#,
         .spring(response: 0.55, dampingFraction: 0.6, blendDuration: 0.2)),
        (#"{"type": "spring", "response": 0.3}"#, .spring(response: 0.3, dampingFraction: 0.825)),
        (#"{"type": "spring", "dampingFraction": 0.5}"#, .spring(response: 0.5, dampingFraction: 0.5)),
        (#"{"type": "spring", "response": 0.4, "dampingFraction": 1.5}"#, .spring(response: 0.4, dampingFraction: 1.5)),
        // `.interactiveSpring`: duration 0.15, bounce 0.15, blend 0.25 by default.
        (#"{"type": "interactiveSpring"}"#, .interactiveSpring),
        (#"{"type": "interactiveSpring", "duration": 0.3, "extraBounce": 0.1}"#,
         .interactiveSpring(duration: 0.3, extraBounce: 0.1)),
        (#"{"type": "interactiveSpring", "blendDuration": 0}"#, .interactiveSpring(blendDuration: 0)),
        (#"{"type": "interactiveSpring", "response": 0.2, "dampingFraction": 0.7}"#,
         .interactiveSpring(response: 0.2, dampingFraction: 0.7)),
        (#"{"type": "interactiveSpring", "response": 0.2}"#, .interactiveSpring(response: 0.2, dampingFraction: 0.86, blendDuration: 0.25)),
        // `.interpolatingSpring`: physical and perceptual, each with an initial velocity.
        (#"{"type": "interpolatingSpring"}"#, .interpolatingSpring),
        (#"{"type": "interpolatingSpring", "stiffness": 170, "damping": 15}"#, .interpolatingSpring(stiffness: 170, damping: 15)),
        (#"{"type": "interpolatingSpring", "stiffness": 170, "damping": 15, "initialVelocity": 2}"#,
         .interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 2)),
        (#"{"type": "interpolatingSpring", "mass": 2, "stiffness": 170, "damping": 15, "initialVelocity": -1}"#,
         .interpolatingSpring(mass: 2, stiffness: 170, damping: 15, initialVelocity: -1)),
        (#"{"type": "interpolatingSpring", "stiffness": 100, "damping": 0}"#, .interpolatingSpring(stiffness: 100, damping: 0)),
        (#"{"type": "interpolatingSpring", "duration": 0.6, "bounce": 0.3, "initialVelocity": 2}"#,
         .interpolatingSpring(duration: 0.6, bounce: 0.3, initialVelocity: 2)),
        (#"{"type": "interpolatingSpring", "initialVelocity": 3}"#, .interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 3)),
        // The presets, with their base bounces 0, 0.15 and 0.3.
        (#"{"type": "smooth"}"#, .smooth),
        (#"{"type": "snappy"}"#, .snappy),
        (#"{"type": "bouncy"}"#, .bouncy),
        (#"{"type": "smooth", "duration": 1, "extraBounce": 0.2}"#, .smooth(duration: 1, extraBounce: 0.2)),
        (#"{"type": "snappy", "duration": 0.3, "extraBounce": -0.1}"#, .snappy(duration: 0.3, extraBounce: -0.1)),
        (#"{"type": "bouncy", "duration": 0.8, "extraBounce": 0.1}"#, .bouncy(duration: 0.8, extraBounce: 0.1)),
        (#"{"type": "bouncy", "extraBounce": 0.7}"#, .bouncy(extraBounce: 0.7)),
        (#"{"type": "smooth", "extraBounce": 1}"#, .smooth(extraBounce: 1)),
        // "default" is SwiftUI's Animation.default since iOS 17, written out so the case can fail.
        (#"{"type": "default"}"#, .spring(response: 0.55, dampingFraction: 1, blendDuration: 0)),
        // Modifiers wrap springs as they wrap curves: delay, then speed, then repeat.
        (#"{"type": "spring", "duration": 0.8, "bounce": 0.4, "delay": 0.5}"#, .spring(duration: 0.8, bounce: 0.4).delay(0.5)),
        (#"{"type": "bouncy", "speed": 2}"#, .bouncy.speed(2)),
        (#"{"type": "snappy", "repeat": {"count": 3, "autoreverses": false}}"#, .snappy.repeatCount(3, autoreverses: false)),
        (#"{"type": "interpolatingSpring", "stiffness": 170, "damping": 15, "repeat": {"forever": true}}"#,
         .interpolatingSpring(stiffness: 170, damping: 15).repeatForever(autoreverses: true)),
        (#"{"type": "spring", "response": 0.3, "dampingFraction": 0.5, "delay": 1, "speed": 0.5, "repeat": {"count": 2}}"#,
         .spring(response: 0.3, dampingFraction: 0.5).delay(1).speed(0.5).repeatCount(2, autoreverses: true)),
        (#"{"type": "default", "delay": 0.25}"#, .spring(response: 0.55, dampingFraction: 1, blendDuration: 0).delay(0.25)),
    ]

    @Test("each spring type reads to exactly the Swift API's animation", arguments: springs)
    func readsSpring(_ json: String, expected: Animation) throws {
        let animation = try Self.readAnimation(json)
        #expect(animation == expected, "\(json) read as \(animation.map { "\($0)" } ?? "nil")")
    }

    @Test("neighbouring descriptions read to different animations, so the table above can fail", arguments: [
        (#"{"type": "spring", "response": 0.5, "dampingFraction": 0.825}"#, Animation.spring),
        (#"{"type": "spring", "duration": 0.8, "bounce": 0.4}"#, Animation.spring(duration: 0.8, bounce: 0.41)),
        (#"{"type": "interactiveSpring"}"#, Animation.spring(duration: 0.15, bounce: 0.15)),
        (#"{"type": "interactiveSpring", "duration": 0.3, "extraBounce": 0.1}"#, Animation.interactiveSpring(duration: 0.3, extraBounce: 0.1, blendDuration: 0)),
        (#"{"type": "bouncy"}"#, Animation.bouncy(extraBounce: 0.05)),
        (#"{"type": "interpolatingSpring", "duration": 0.5, "bounce": 0.3}"#, Animation.spring(duration: 0.5, bounce: 0.3)),
        (#"{"type": "interpolatingSpring", "initialVelocity": 2}"#, Animation.interpolatingSpring),
        (#"{"type": "default"}"#, Animation.spring),
        (#"{"type": "default"}"#, Animation.easeInOut),
        (#"{"type": "snappy", "delay": 1, "speed": 2}"#, Animation.snappy.speed(2).delay(1)),
    ])
    func distinguishesNeighbours(_ json: String, other: Animation) throws {
        #expect(try Self.readAnimation(json) != other)
    }

    @Test("the presets and interactiveSpring are springs with SwiftUI's base bounces")
    func presetsAreSprings() throws {
        #expect(try Self.readAnimation(#"{"type": "smooth", "duration": 0.7}"#) == .spring(duration: 0.7, bounce: 0))
        #expect(try Self.readAnimation(#"{"type": "snappy", "duration": 0.7}"#) == .spring(duration: 0.7, bounce: 0.15))
        #expect(try Self.readAnimation(#"{"type": "bouncy", "duration": 0.7}"#) == .spring(duration: 0.7, bounce: 0.3))
        #expect(try Self.readAnimation(#"{"type": "interactiveSpring", "duration": 0.2, "extraBounce": 0.05}"#)
                == .spring(duration: 0.2, bounce: 0.2, blendDuration: 0.25))
    }

    // MARK: Bad descriptions

    struct BadAnimation: CustomTestStringConvertible, Sendable {
        /// The animation object as JSON text.
        let json: String
        /// The field path the error must name.
        let path: String
        /// A fragment the message must contain.
        let message: String
        var testDescription: String { json }

        init(_ json: String, _ path: String, _ message: String) {
            self.json = json
            self.path = path.isEmpty ? "timeline[0].animation" : "timeline[0].animation.\(path)"
            self.message = message
        }
    }

    static let badAnimations: [BadAnimation] = [
        // Two descriptions of the same spring mixed.
        BadAnimation(#"{"type": "spring", "duration": 0.5, "response": 0.5}"#, "",
                     #""duration" and "response" cannot be given together: use duration/bounce or response/dampingFraction"#),
        BadAnimation(#"{"type": "spring", "bounce": 0.2, "dampingFraction": 0.5}"#, "", #""bounce" and "dampingFraction" cannot be given together"#),
        BadAnimation(#"{"type": "spring", "blendDuration": 61}"#, "blendDuration", "the blend duration in seconds must be in 0...60"),
        BadAnimation(#"{"type": "interactiveSpring", "extraBounce": 0.1, "response": 0.2}"#, "",
                     #""extraBounce" and "response" cannot be given together: use duration/extraBounce or response/dampingFraction"#),
        BadAnimation(#"{"type": "interpolatingSpring", "duration": 0.5, "stiffness": 100, "damping": 10}"#, "",
                     #""duration" and "stiffness" cannot be given together: use duration/bounce or mass/stiffness/damping"#),
        BadAnimation(#"{"type": "interpolatingSpring", "bounce": 0.2, "mass": 2}"#, "", #""bounce" and "mass" cannot be given together"#),
        // Bounces out of range, and extra bounce that pushes a preset's out of range.
        BadAnimation(#"{"type": "spring", "bounce": -1}"#, "bounce", "the bounce must be greater than -1: a bounce of -1 never arrives"),
        BadAnimation(#"{"type": "spring", "bounce": 1.5}"#, "bounce", "1.5 is out of range: the bounce must be in -1...1"),
        BadAnimation(#"{"type": "spring", "bounce": -3}"#, "bounce", "-3 is out of range"),
        BadAnimation(#"{"type": "interpolatingSpring", "bounce": 1.01}"#, "bounce", "1.01 is out of range"),
        BadAnimation(#"{"type": "bouncy", "extraBounce": 0.8}"#, "extraBounce",
                     "0.8 is out of range: with the base bounce of 0.3 the bounce would be 1.1"),
        BadAnimation(#"{"type": "snappy", "extraBounce": 0.9}"#, "extraBounce", "with the base bounce of 0.15"),
        BadAnimation(#"{"type": "smooth", "extraBounce": -1}"#, "extraBounce", "it must be greater than -1 and at most 1"),
        BadAnimation(#"{"type": "interactiveSpring", "extraBounce": 0.86}"#, "extraBounce", "with the base bounce of 0.15"),
        BadAnimation(#"{"type": "bouncy", "extraBounce": -1.5}"#, "extraBounce", "the bounce would be -1.2"),
        // Keys of another type: the message names the types they belong to.
        BadAnimation(#"{"type": "easeInOut", "bounce": 0.3}"#, "",
                     #""bounce" belongs to type "interpolatingSpring", "spring", not "easeInOut"; type "easeInOut" takes type, delay, speed, repeat, duration"#),
        BadAnimation(#"{"type": "spring", "extraBounce": 0.1}"#, "",
                     #""extraBounce" belongs to type "bouncy", "interactiveSpring", "smooth", "snappy", not "spring""#),
        BadAnimation(#"{"type": "spring", "stiffness": 100}"#, "", #""stiffness" belongs to type "interpolatingSpring", not "spring""#),
        BadAnimation(#"{"type": "linear", "dampingFraction": 0.5}"#, "", #""dampingFraction" belongs to type "interactiveSpring", "spring", not "linear""#),
        BadAnimation(#"{"type": "smooth", "bounce": 0.2}"#, "", #""bounce" belongs to type "interpolatingSpring", "spring", not "smooth""#),
        BadAnimation(#"{"type": "interpolatingSpring", "blendDuration": 0.2}"#, "",
                     #""blendDuration" belongs to type "interactiveSpring", "spring", not "interpolatingSpring""#),
        BadAnimation(#"{"type": "default", "duration": 1}"#, "", #"not "default"; type "default" takes type, delay, speed, repeat"#),
        BadAnimation(#"{"type": "snappy", "controlPoints": [0, 0, 1, 1]}"#, "", #""controlPoints" belongs to type "timingCurve", not "snappy""#),
        BadAnimation(#"{"type": "spring", "bonce": 0.2}"#, "bonce", #"unknown field (did you mean "bounce"?)"#),
        // A physical spring needs stiffness and damping, and a period a scene can show.
        BadAnimation(#"{"type": "interpolatingSpring", "stiffness": 100}"#, "",
                     #"an interpolating spring described by its physics needs "stiffness" and "damping""#),
        BadAnimation(#"{"type": "interpolatingSpring", "damping": 10}"#, "", #"needs "stiffness" and "damping""#),
        BadAnimation(#"{"type": "interpolatingSpring", "mass": 1, "initialVelocity": 1}"#, "", #"needs "stiffness" and "damping""#),
        BadAnimation(#"{"type": "interpolatingSpring", "stiffness": 0, "damping": 1}"#, "stiffness", "the stiffness must be greater than 0"),
        BadAnimation(#"{"type": "interpolatingSpring", "stiffness": -5, "damping": 1}"#, "stiffness", "-5 is out of range"),
        BadAnimation(#"{"type": "interpolatingSpring", "stiffness": 100, "damping": -1}"#, "damping", "-1 is out of range: the damping must be in 0..."),
        BadAnimation(#"{"type": "interpolatingSpring", "mass": 0, "stiffness": 100, "damping": 1}"#, "mass", "the mass must be greater than 0"),
        BadAnimation(#"{"type": "interpolatingSpring", "stiffness": 0.000001, "damping": 0}"#, "stiffness",
                     "make a spring with a period of 6283"),
        // (A stiffness of 1e9, a period of 0.0002 s, should fail too: see SceneTimelineEntriesTests.refusesTooStiffSpring.)
        // Durations: zero, negative, too short for a spring, too long.
        BadAnimation(#"{"type": "spring", "duration": 0}"#, "duration", "0 is out of range: a spring's duration in seconds must be greater than 0 and at most 600"),
        BadAnimation(#"{"type": "spring", "duration": -0.5}"#, "duration", "-0.5 is out of range"),
        BadAnimation(#"{"type": "spring", "duration": 0.0005}"#, "duration", "0.0005 is too short: a spring's duration must be at least 0.001 s"),
        BadAnimation(#"{"type": "spring", "duration": 601}"#, "duration", "at most 600"),
        BadAnimation(#"{"type": "bouncy", "duration": 1000000}"#, "duration", "1000000 is out of range"),
        BadAnimation(#"{"type": "interpolatingSpring", "duration": 0}"#, "duration", "greater than 0"),
        BadAnimation(#"{"type": "spring", "response": 0}"#, "response", "greater than 0"),
        BadAnimation(#"{"type": "interactiveSpring", "response": 700}"#, "response", "at most 600"),
        BadAnimation(#"{"type": "smooth", "duration": -1}"#, "duration", "-1 is out of range"),
        BadAnimation(#"{"type": "spring", "blendDuration": -1}"#, "blendDuration", "-1 is out of range: the blend duration in seconds"),
        BadAnimation(#"{"type": "spring", "dampingFraction": -0.1}"#, "dampingFraction", "-0.1 is out of range: the damping fraction"),
        BadAnimation(#"{"type": "bouncy", "delay": -1}"#, "delay", "-1 is out of range: the delay"),
        BadAnimation(#"{"type": "snappy", "speed": 0}"#, "speed", "the speed must be in 0.001...1000"),
        // A speed of 5e-324 would stretch the animation past any duration a double can hold.
        BadAnimation(#"{"type": "snappy", "speed": 5e-324}"#, "speed", "the speed must be in 0.001...1000"),
        // Not numbers: JSON has no NaN or infinity, so they come as strings, booleans or null-like words.
        BadAnimation(#"{"type": "spring", "duration": "NaN"}"#, "duration", #"expected a number, found "NaN""#),
        BadAnimation(#"{"type": "spring", "bounce": "Infinity"}"#, "bounce", #"expected a number, found "Infinity""#),
        BadAnimation(#"{"type": "bouncy", "extraBounce": "-inf"}"#, "extraBounce", #"expected a number, found "-inf""#),
        BadAnimation(#"{"type": "interpolatingSpring", "stiffness": 100, "damping": 10, "initialVelocity": "nan"}"#, "initialVelocity",
                     #"expected a number, found "nan""#),
        BadAnimation(#"{"type": "interpolatingSpring", "stiffness": true, "damping": 10}"#, "stiffness", "expected a number, found true"),
        BadAnimation(#"{"type": "spring", "response": [0.5]}"#, "response", "expected a number, found an array of 1"),
        // Types.
        BadAnimation(#"{"type": "sprung"}"#, "type", #"unknown animation type "sprung" (did you mean "spring"?)"#),
        BadAnimation(#"{"type": "snapy"}"#, "type", #"(did you mean "snappy"?)"#),
        BadAnimation(#"{"type": "interpolatingspring"}"#, "type", #"(did you mean "interpolatingSpring"?)"#),
        BadAnimation(#"{"type": "Bouncy"}"#, "type", #"(did you mean "bouncy"?)"#),
        BadAnimation(#"{"type": 3}"#, "type", "expected a string, found 3"),
        BadAnimation(#"{"duration": 0.5, "bounce": 0.2}"#, "", #"missing field "type""#),
        BadAnimation(#"{"type": "spring", "repeat": {"count": 2, "forever": true}}"#, "repeat", #"give either "count" or "forever": true"#),
    ]

    @Test("each bad animation is reported with its field path and what was wrong", arguments: badAnimations)
    func reportsBadAnimation(_ bad: BadAnimation) {
        #expect {
            _ = try Self.readAnimation(bad.json)
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            #expect(error.file == "test.json")
            #expect(error.path == bad.path, "message was: \(error.message)")
            #expect(error.message.contains(bad.message), "message was: \(error.message)")
            return true
        }
    }

    @Test("a number too large for a Double is refused, not read as infinity", arguments: ["duration", "bounce", "extraBounce"])
    func refusesOverflowingNumber(key: String) throws {
        let type = key == "extraBounce" ? "bouncy" : "spring"
        let object = setting("timeline.0.animation", to: ["type": type, key: "PLACEHOLDER"], in: validSceneObject())
        let data = try JSONSerialization.data(withJSONObject: object)
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"PLACEHOLDER\"", with: "1e999")
        #expect(text.contains("1e999"))
        #expect {
            _ = try SceneReader.read(Data(text.utf8), file: "test.json", name: "test")
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            // Either the JSON parser refuses the number, or the field does.
            return error.file == "test.json" && (error.path.isEmpty || error.path.hasSuffix(key))
        }
    }
}
