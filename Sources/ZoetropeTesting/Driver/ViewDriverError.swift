import Foundation

/// Why a ``ViewDriver`` step failed: the call, the driver's time, and what went wrong (a name
/// nothing answers, a gesture on a view that does not take it, a step back in time).
public struct ViewDriverError: Error, Equatable, CustomStringConvertible {
    /// The call that failed, as written: `tap("Rotate")`, `frame(of: "dot")`.
    public let call: String
    /// The driver's time when it failed, in seconds.
    public let time: TimeInterval
    /// What went wrong.
    public let message: String

    /// Whether the error says that no view answers a name.
    var isNothingAnswering: Bool { message.hasPrefix(Self.nothingAnswering) }

    /// How the message of an error for a name no view answers starts.
    static let nothingAnswering = "no view is identified as, titled or showing"

    /// `tap("Rotate") at 0.5 s: no Button titled "Rotate" …`.
    public var description: String { "\(call) at \(Format.time(time)) s: \(message)" }
}
