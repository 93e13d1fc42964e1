import Foundation
import LayoutCore

/// Toolbar content that people can customise: items with an `id`, as `.toolbar(id:content:)`
/// takes them: SwiftUI's `CustomizableToolbarContent`. An iPhone offers no customisation, so they
/// are drawn as the items they are.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}
