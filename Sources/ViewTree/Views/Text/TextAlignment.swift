import FrameRendering

/// SwiftUI's `TextAlignment`: how the lines of multiline text line up, for
/// `.multilineTextAlignment(_:)`. The display list's own type, named here so that code written
/// for SwiftUI names it with `import Zoetrope`.
public typealias TextAlignment = FrameRendering.TextAlignment
