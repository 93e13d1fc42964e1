/// Text made safe inside the HTML and SVG files the package writes by hand (the previews' gallery,
/// trajectory failure plots), so that they all escape alike.
package enum MarkupText {
    /// `text` with `&`, `<`, `>` and `"` replaced by their entities, safe both between tags and
    /// inside a double-quoted attribute.
    /// - Parameter text: The text.
    /// - Returns: The escaped text.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
