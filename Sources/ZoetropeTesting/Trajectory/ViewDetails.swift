import Foundation

/// What a capture knows of a view beyond where the layout put it: a scene's label, `id` and the
/// view's own opacity. Views built in Swift (`ViewNode`s) have none of these.
struct ViewDetails {
    /// The view's label text, if it has one.
    var label: String?
    /// The view's `id` in the scene (a tree layout's node id), if it has one.
    var id: String?
    /// The view's own opacity, multiplied by the one the layout gives it; 1 by default.
    var opacity: Double = 1
}
