import Foundation

/// A reference to a localized string: Foundation's `LocalizedStringResource`, which Foundation on
/// Linux lacks, declared here so that code that passes one to `Text`, `Button`, `Label` or
/// `ProgressView` compiles. Zoetrope has no string tables: what is shown is the key with its
/// interpolations written in, as an app without a translation shows it.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text shown: the key with its interpolations written in.
    let segments: [TextSegment]

    /// The key: the text with its interpolations written in.
    public var key: String { segments.fixedText }

    /// A resource for `key`, as `LocalizedStringResource("Welcome", table: "Onboarding")` is
    /// written; the table, bundle and comment are not read.
    /// - Parameters:
    ///   - key: The key.
    ///   - table: The string table Apple's systems would look in.
    ///   - comment: A note for translators.
    public init(_ key: String, table: String? = nil, comment: StaticString? = nil) {
        segments = [.literal(key)]
    }

    /// A resource from a literal without interpolations.
    public init(stringLiteral value: String) {
        segments = [.literal(value)]
    }

    /// A resource from a literal with interpolations, which take what ``LocalizedStringKey``'s do.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        segments = stringInterpolation.segments
    }
}
