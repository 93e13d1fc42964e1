import AnimationCore
import Foundation
import FrameTimeline
import LayoutCore

extension ViewStateSampler {
    /// The slides and the places of absent views: at each change, the old body and the new one
    /// are laid out as they are shown at that moment (with the values animations, keyframes and
    /// `@State` give them then), and each view in both slides by the difference; a view removed
    /// is drawn (unseen) where the old body had it, one not yet inserted where the new body will
    /// first put it. A body that cannot be laid out then has no slides at that change; its
    /// frames report the failure.
    static func workOutGeometry(layout: MomentLayout, changes: [(time: TimeInterval, animation: Animation?)],
                                        byView: (Int) -> [(time: TimeInterval, animation: Animation?)],
                                        pairs: [[MatchedPair]] = [])
        -> (slides: [AnimatedValue<PlacementShift>], models: [[PlacementShift]], absent: [[ViewPlacement?]]) {
        let roster = layout.roster
        let count = roster.count
        var models = Array(repeating: [PlacementShift.zero], count: count)
        var slideChanges = Array(repeating: [(time: TimeInterval, animation: Animation?)](), count: count)
        var firstPlaces: [ViewPlacement?] = Array(repeating: nil, count: count)
        var lastPlaces: [ViewPlacement?] = Array(repeating: nil, count: count)
        var lastPlacesByState: [[ViewPlacement?]] = []
        for (index, change) in changes.enumerated() {
            let place = { (state: Int) -> [ViewPlacement?] in
                var byView: [ViewPlacement?] = Array(repeating: nil, count: count)
                guard let laidOut = try? layout.layOut(at: change.time, state: state) else { return byView }
                for (leaf, placement) in laidOut.result.placements.enumerated() where laidOut.slots.indices.contains(leaf) {
                    byView[laidOut.slots[leaf]] = placement
                }
                return byView
            }
            let (before, after) = (place(index), place(index + 1))
            // Matched geometry: an inserted view comes from where its removed match was, and the
            // removed one goes where the inserted one is.
            var (from, to) = (before, after)
            for pair in pairs.indices.contains(index) ? pairs[index] : [] {
                from[pair.inserted] = before[pair.removed].map { pair.matching(after[pair.inserted], to: $0) }
                to[pair.removed] = after[pair.inserted].map { pair.matching(before[pair.removed], to: $0) }
            }
            lastPlacesByState.append(lastPlaces)
            for view in 0..<count {
                if let placement = after[view], firstPlaces[view] == nil { firstPlaces[view] = placement }
                if let placement = before[view], after[view] == nil { lastPlaces[view] = to[view] ?? placement }
                var shift = PlacementShift.zero
                if let old = from[view], let new = to[view] { shift = PlacementShift(from: new, to: old) }
                models[view].append(models[view][index] - shift)
                slideChanges[view].append((time: change.time, animation: shift == .zero ? nil : byView(view)[index].animation))
            }
        }
        lastPlacesByState.append(lastPlaces)
        let slides = (0..<count).map { AnimatedValue(values: models[$0], changes: slideChanges[$0]) }
        let absent = roster.presence.indices.map { state in
            (0..<count).map { view in roster.presence[state][view] ? nil : lastPlacesByState[state][view] ?? firstPlaces[view] }
        }
        return (slides, models, absent)
    }

    /// A view a change inserts and the one it removes with the same matched geometry.
    struct MatchedPair {
        let inserted: Int
        let removed: Int
        let properties: MatchedGeometryProperties
        /// The point of the frames that is matched.
        let anchor: UnitPoint

        /// `own` with `target`'s geometry as far as the properties match: its size, and the
        /// position that puts `own`'s anchor point on `target`'s; the rest (rotation, scale,
        /// opacity) stays `own`'s. `target` wholly when there is no own placement.
        func matching(_ own: ViewPlacement?, to target: ViewPlacement) -> ViewPlacement {
            guard let own else { return target }
            var matched = own
            if properties.contains(.size) { matched.size = target.size }
            if properties.contains(.position) {
                let (goal, now) = (anchor.offset(in: target.size), anchor.offset(in: matched.size))
                matched.position = CGPoint(x: matched.position.x + target.frame.minX + goal.x - matched.frame.minX - now.x,
                                           y: matched.position.y + target.frame.minY + goal.y - matched.frame.minY - now.y)
            }
            return matched
        }
    }

    /// For each change, the views it inserts paired with the views it removes that share their
    /// matched geometry (the first such, in roster order).
    static func matchedPairs(_ roster: ViewRoster, matches: [[ViewIdentity: MatchedGeometry]]) -> [[MatchedPair]] {
        guard matches.count == roster.presence.count else { return [] }
        return (0..<max(roster.presence.count - 1, 0)).map { change in
            let (before, after) = (roster.presence[change], roster.presence[change + 1])
            var removedByKey: [MatchedGeometry.Key: Int] = [:]
            for view in 0..<roster.count where before[view] && !after[view] {
                if let key = matches[change][roster.identities[view]]?.key, removedByKey[key] == nil { removedByKey[key] = view }
            }
            return (0..<roster.count).compactMap { view -> MatchedPair? in
                guard !before[view], after[view], let match = matches[change + 1][roster.identities[view]],
                      let removed = removedByKey.removeValue(forKey: match.key) else { return nil }
                return MatchedPair(inserted: view, removed: removed, properties: match.properties, anchor: match.anchor)
            }
        }
    }

    /// In each state, the views in the body whose matched geometry is not a source, each with the
    /// source of its key in the body (as a pair: `inserted` follows `removed`).
    static func followers(_ roster: ViewRoster, matches: [[ViewIdentity: MatchedGeometry]]) -> [[MatchedPair]] {
        guard matches.count == roster.presence.count else { return [] }
        return roster.presence.indices.map { state in
            var sources: [MatchedGeometry.Key: Int] = [:]
            for view in 0..<roster.count where roster.presence[state][view] {
                if let match = matches[state][roster.identities[view]], match.isSource, sources[match.key] == nil {
                    sources[match.key] = view
                }
            }
            return (0..<roster.count).compactMap { view -> MatchedPair? in
                guard roster.presence[state][view], let match = matches[state][roster.identities[view]], !match.isSource,
                      let source = sources[match.key] else { return nil }
                return MatchedPair(inserted: view, removed: source, properties: match.properties, anchor: match.anchor)
            }
        }
    }
}
