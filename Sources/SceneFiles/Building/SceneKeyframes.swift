import AnimationCore
import Foundation
import SceneCore
import FrameTimeline
import LayoutCore

/// The keyframe tracks of a scene's keyframe run, made into the keyframe types of the Swift API:
/// one track of numbers (in file units) per layout parameter.
struct SceneKeyframes {
    /// The tracks, by parameter name, sorted.
    let tracks: [(name: String, track: KeyframeTrack<Double, Double, KeyframeSequence<Double>>)]

    init(_ run: KeyframeRunSpec) {
        tracks = run.tracks.keys.sorted().map { name in
            let sequence = KeyframeSequence(concatenating: (run.tracks[name] ?? []).map(Self.makeKeyframe))
            return (name, KeyframeTrack { sequence })
        }
    }

    /// How long one play lasts: the longest track.
    var duration: TimeInterval { tracks.map(\.track.duration).max() ?? 0 }

    /// The run on a timeline, starting each play from the layout's parameter values at its start.
    func run<L: ParameterizedLayout>(_ spec: KeyframeRunSpec, of type: L.Type) -> KeyframeRun<L> {
        let tracks = self.tracks
        let duration = self.duration
        return KeyframeRun<L>(at: spec.time, repeatCount: spec.repeatCount, autoreverses: spec.autoreverses,
                              label: "keyframes of " + tracks.map(\.name).joined(separator: ", ")) { start in
            let driven = tracks.compactMap { name, track in
                L.parameter(named: name).map { (parameter: $0, track: track, initial: $0.value(in: start)) }
            }
            return KeyframeMotion(duration: duration) { time, layout in
                for (parameter, track, initial) in driven {
                    parameter.setValue(track.sample(time: time, initialValue: initial).value, in: &layout)
                }
            }
        }
    }

    private static func makeKeyframe(_ spec: KeyframeSpec) -> KeyframeSequence<Double> {
        switch spec {
        case .linear(let to, let duration, let curve):
            KeyframeSequence(LinearKeyframe(to, duration: duration, timingCurve: curve))
        case .cubic(let to, let duration, let startVelocity, let endVelocity):
            KeyframeSequence(CubicKeyframe(to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity))
        case .spring(let to, let duration, let spring, let startVelocity):
            KeyframeSequence(SpringKeyframe(to, duration: duration, spring: spring, startVelocity: startVelocity))
        case .move(let to):
            KeyframeSequence(MoveKeyframe(to))
        }
    }
}
