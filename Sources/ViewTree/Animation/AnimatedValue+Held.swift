import AnimationCore
import Foundation
import FrameTimeline

extension AnimatedValue {
    /// A value over the states of a view from what it is in each state (`nil` where the view,
    /// or the thing animated, is not in the tree), animated by `changes` (one fewer than the
    /// states); `nil` when it is in no state.
    ///
    /// A change animates the value only when it is there on both sides of it and differs (a
    /// change that leaves it as it is starts no animation of it, as in SwiftUI); where it is
    /// absent, its value is held (the one before, or the first one after), so a view that comes
    /// back starts where it is rather than animating from where it was.
    init?(heldValues values: [Value?], changes: [(time: TimeInterval, animation: Animation?)]) {
        guard let first = values.lazy.compactMap({ $0 }).first, changes.count + 1 == values.count else { return nil }
        var held = first
        var filled: [Value] = []
        for value in values {
            if let value { held = value }
            filled.append(held)
        }
        let animated = changes.indices.map { index in
            let animates = values[index].flatMap { old in values[index + 1].map { old != $0 } } ?? false
            return (time: changes[index].time, animation: animates ? changes[index].animation : nil)
        }
        self.init(values: filled, changes: animated)
    }
}
