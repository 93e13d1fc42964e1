import SwiftDiagnostics

/// What `#Preview` says about a preview it cannot make.
enum PreviewMessage: String, DiagnosticMessage {
    case noBody
    case unknownArgument

    var message: String {
        switch self {
        case .noBody: "#Preview needs a body that makes the view: #Preview { MyView() }"
        case .unknownArgument: "#Preview takes a name, traits: and a body: #Preview(\"Name\", traits: .sizeThatFits) { MyView() }"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "Zoetrope", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
