extension Text {
    /// How text infers the alignment of its lines when none is given: SwiftUI's
    /// `Text.AlignmentStrategy`, set with `.multilineTextAlignment(strategy:)`.
    ///
    /// Zoetrope sets text left to right, so the strategies agree: ``layoutBased`` and
    /// ``writingDirectionBased`` both put `.leading` lines at the left edge and `.trailing` ones at
    /// the right, and ``default`` is the layout-based strategy. Text written right to left (which
    /// SwiftUI's writing-direction strategy would align from the right) is not laid out as such.
    public struct AlignmentStrategy: Hashable, Sendable {
        /// Whether the alignment follows the paragraph's writing direction.
        let followsWritingDirection: Bool

        /// The strategy suited to where the text is: the layout-based one here.
        public static let `default` = AlignmentStrategy(followsWritingDirection: false)
        /// Lines follow `.multilineTextAlignment(_:)` as the layout reads it.
        public static let layoutBased = AlignmentStrategy(followsWritingDirection: false)
        /// Lines follow the writing direction of their paragraph: `.leading` from where the
        /// writing starts, `.trailing` from the other end, `.center` centred.
        public static let writingDirectionBased = AlignmentStrategy(followsWritingDirection: true)
    }
}
