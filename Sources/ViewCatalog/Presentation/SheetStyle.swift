/// How a presented sheet covers the screen.
enum SheetStyle {
    /// A page sheet: under the status bar, with rounded top corners, over the presenting view
    /// dimmed (`.sheet`, and `.popover` on an iPhone).
    case page
    /// The whole screen, square, with nothing dimmed (`.fullScreenCover`).
    case fullScreen
}
