// `import Zoetrope` is the one line that replaces `import SwiftUI` in layout code: it brings
// Foundation's geometry types, the `Layout` protocol and its companions, `Animatable` and
// `Animation`, the layouts from the articles, and the frame timeline that animates them.

@_exported import AnimationCore
@_exported import Foundation
@_exported import FrameTimeline
@_exported import LayoutCatalog
@_exported import LayoutCore
