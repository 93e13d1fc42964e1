// `import Zoetrope` is the one line that replaces `import SwiftUI` in layout code: it brings
// Foundation's geometry types, the `Layout` protocol and its companions, `Animatable` and
// `Animation`, the layouts from the articles, the frame timeline that animates them, and the
// views (`View`, `@ViewBuilder`, shapes, `Text`, stacks, `ForEach`, modifiers) with the `Scene`
// that renders them.

@_exported import AnimationCore
@_exported import Foundation
@_exported import FrameTimeline
@_exported import LayoutCatalog
@_exported import LayoutCore
@_exported import ViewTree
@_exported import ViewCatalog
@_exported import SceneCore
