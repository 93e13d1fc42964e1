import Foundation

extension Text {
    /// How `Text(_:style:)` writes a date: SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day, short: `10:13 PM`.
        public static let time = DateStyle(kind: .time)
        /// The day, long: `November 14, 2023`.
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now, in its two largest calendar units: `2 hours, 23 minutes`,
        /// `1 year, 1 month`; it changes as the scene's clock runs.
        public static let relative = DateStyle(kind: .relative)
        /// How far the date is from now in its largest unit, with a sign, `+` for a date ahead and
        /// `-` for one past: `+2 hours`, `-3 months`.
        public static let offset = DateStyle(kind: .offset)
        /// A clock counting down to a date ahead or up from one past: `2:32`, `36:59:01`.
        public static let timer = DateStyle(kind: .timer)
    }
}
