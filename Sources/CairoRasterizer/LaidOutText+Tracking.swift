import CCairo
import FrameRendering

// Text set with tracking (`TextLabel.tracking`): each character is drawn on its own, the pen moved
// on by the tracking after it, as SwiftUI's `.tracking(_:)` spaces letters.

extension LaidOutText {
    /// Draws the text character by character from the current point, `tracking` points after
    /// each; or, `asOutlines`, adds their outlines to the current path.
    func showTracked(in context: OpaquePointer, asOutlines: Bool) {
        for character in text {
            String(character).withCString { asOutlines ? cairo_text_path(context, $0) : cairo_show_text(context, $0) }
            cairo_rel_move_to(context, tracking, 0)
        }
        if !asOutlines { cairo_new_path(context) }
    }
}

extension cairo_text_extents_t {
    /// These extents for text of `characters` characters set with `tracking` points after each:
    /// the advance longer by the tracking of every character, the ink wider by that of all but
    /// the last.
    func tracked(by tracking: Double, characters: Int) -> cairo_text_extents_t {
        guard tracking != 0, characters > 0 else { return self }
        var tracked = self
        tracked.x_advance += tracking * Double(characters)
        tracked.width = Swift.max(width + tracking * Double(characters - 1), 0)
        return tracked
    }
}
