import Foundation

/// What names the views of a scene of a view, state by state, as scripted interactions name
/// them: accessibility identifiers (every view inside one), the titles of controls (a `Button`'s,
/// a text field's placeholder or text, a `Picker`'s label: every view inside the control), and the
/// text a view shows. A test's driver finds the views it asks about with it.
package struct ViewNames: Sendable {
    /// How a name was found.
    package enum Match: Equatable, Sendable {
        /// By an `.accessibilityIdentifier` on or around the views.
        case identifier
        /// By the title of the control the views make up.
        case title
        /// By the text the views show.
        case text
    }

    /// The views (roster indices, the CSV's `view` column) a name finds, and how.
    package struct Found: Equatable, Sendable {
        package let views: [Int]
        package let match: Match
        /// Whether they were found in an earlier state than the one shown: views that have left
        /// the body and may still be drawn while they go (fading, sliding out).
        package var leaving = false
    }

    /// For each state, the views inside each accessibility identifier.
    private var identifiers: [[String: [Int]]] = []
    /// For each state, the views inside each control's title.
    private var titles: [[String: [Int]]] = []
    /// For each state, the views showing each text.
    private var texts: [[String: [Int]]] = []

    /// No names: a scene whose views are not named.
    init() {}

    /// The names of each state's views.
    /// - Parameters:
    ///   - collectors: What each state's body noted.
    ///   - roster: The scene's views, and which are in each state.
    init(collectors: [EventCollector], roster: ViewRoster) {
        for (state, collector) in collectors.enumerated() {
            let views = { (inside: Set<ViewIdentity>) in inside.compactMap(roster.index(of:)).sorted() }
            var identified: [String: [Int]] = [:]
            for identifier in collector.identifiers {
                identified[identifier.name, default: []] += views(identifier.inside)
            }
            var titled: [String: [Int]] = [:]
            let controls = collector.taps.compactMap { tap in tap.title.map { ($0, tap.inside) } }
                + collector.textInputs.flatMap { field in field.titles.map { ($0, field.inside) } }
                + collector.choices.flatMap { choice in choice.titles.map { ($0, choice.inside) } }
            for (title, inside) in controls where !title.isEmpty {
                titled[title, default: []] += views(inside)
            }
            var shown: [String: [Int]] = [:]
            if roster.presence.indices.contains(state) {
                for (view, look) in roster.looks[state].enumerated() where roster.presence[state][view] {
                    if let text = look.label?.text { shown[text, default: []].append(view) }
                }
            }
            identifiers.append(identified.mapValues { Array(Set($0)).sorted() })
            titles.append(titled.mapValues { Array(Set($0)).sorted() })
            texts.append(shown)
        }
    }

    /// The views `name` finds in state `state`: those inside the views identified as `name`;
    /// else those of the controls titled `name`; else those showing `name`. `nil` when nothing
    /// answers.
    package func views(named name: String, inState state: Int) -> Found? {
        guard identifiers.indices.contains(state) else { return nil }
        if let views = identifiers[state][name], !views.isEmpty { return Found(views: views, match: .identifier) }
        if let views = titles[state][name], !views.isEmpty { return Found(views: views, match: .title) }
        if let views = texts[state][name], !views.isEmpty { return Found(views: views, match: .text) }
        return nil
    }

    /// The views `name` finds in state `state`, or else in the latest earlier state where it finds
    /// some (marked ``Found/leaving``): views that left may still be drawn as they go.
    package func views(named name: String, inOrBefore state: Int) -> Found? {
        if let found = views(named: name, inState: state) { return found }
        for earlier in stride(from: min(state, identifiers.count) - 1, through: 0, by: -1) {
            if var found = views(named: name, inState: earlier) {
                found.leaving = true
                return found
            }
        }
        return nil
    }

    /// The accessibility identifiers of state `state`'s views, sorted: for messages.
    package func identifiers(inState state: Int) -> [String] {
        identifiers.indices.contains(state) ? identifiers[state].keys.sorted() : []
    }
}
