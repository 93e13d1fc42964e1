import FileAccess
import Foundation

/// `index.html` of a previews folder: every preview as a card, grouped by module and file, with
/// its still, its animation where it moves, a link to its trajectories, and the error where it
/// failed. One page with no script and no file from elsewhere, so it opens from the disk.
enum PreviewGallery {
    /// The page for `outcomes`.
    static func page(_ outcomes: [PreviewOutcome]) -> String {
        let failed = outcomes.filter { $0.status != .rendered }.count
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Previews</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
            h2 { font-size: 15px; margin: 28px 0 8px; }
            .cards { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; background: #fff; border-radius: 10px; padding: 10px; box-shadow: 0 1px 3px #0002; }
            figure img { display: block; max-width: 320px; max-height: 480px; border: 1px solid #ddd; }
            figcaption { margin-top: 6px; }
            .where { color: #6e6e73; font-size: 12px; }
            .failed { background: #fff0f0; }
            .error { color: #b00020; white-space: pre-wrap; max-width: 320px; font: 12px ui-monospace, monospace; }
            </style>
            </head>
            <body>
            <h1>Previews</h1>
            <p>\(outcomes.count) previews, \(outcomes.count - failed) rendered, \(failed) failed.</p>

            """
        var group = ""
        for outcome in outcomes {
            let heading = "\(outcome.module)/\(outcome.file)"
            if heading != group {
                html += (group.isEmpty ? "" : "</div>\n") + "<h2>\(escape(heading))</h2>\n<div class=\"cards\">\n"
                group = heading
            }
            html += card(outcome)
        }
        html += (group.isEmpty ? "" : "</div>\n") + "</body>\n</html>\n"
        return html
    }

    /// One preview's card.
    private static func card(_ outcome: PreviewOutcome) -> String {
        var html = "<figure\(outcome.status == .rendered ? "" : " class=\"failed\"")>\n"
        if let animation = outcome.animation {
            html += "<img src=\"\(escape(path: animation))\" alt=\"\(escape(outcome.name)), animated\">\n"
        } else if let still = outcome.still {
            html += "<img src=\"\(escape(path: still))\" alt=\"\(escape(outcome.name))\">\n"
        }
        html += "<figcaption><strong>\(escape(outcome.name))</strong> <span class=\"where\">\(escape(outcome.location))</span>"
        if let frames = outcome.frames, frames > 1 {
            html += "<br><span class=\"where\">\(frames) frames"
            if let still = outcome.still { html += " · <a href=\"\(escape(path: still))\">last frame</a>" }
            if let trajectories = outcome.trajectories { html += " · <a href=\"\(escape(path: trajectories))\">trajectories</a>" }
            html += "</span>"
        }
        if let error = outcome.error {
            html += "<div class=\"error\">\(escape(outcome.status.rawValue)): \(escape(error))</div>"
        }
        return html + "</figcaption>\n</figure>\n"
    }

    /// Text made safe inside HTML.
    static func escape(_ text: String) -> String {
        MarkupText.escape(text)
    }

    /// A relative path made safe as a link: each component percent-encoded where a URL needs it.
    static func escape(path: String) -> String {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))
        return escape(path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/"))
    }
}
