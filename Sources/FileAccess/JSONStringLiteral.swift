import Foundation

/// Text as a JSON string literal, for the JSON files the package writes by hand (render
/// manifests, the scene schema), so that they all escape alike.
package enum JSONStringLiteral {
    /// `text` in double quotes, with `"`, `\`, line breaks, tabs and the other control
    /// characters escaped (`\u001b` in lowercase hex), everything else as it is.
    /// - Parameter text: The text.
    /// - Returns: The literal.
    package static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
