import Foundation
import LayoutCore

/// A value that can be shared or dragged: the stand-in for CoreTransferable's `Transferable`
/// that `ShareLink` and ``SharePreview`` ask of their items.
///
/// Differences from SwiftUI: Zoetrope never transfers anything (a render cannot share), so the
/// protocol asks for nothing; SwiftUI's asks for a `transferRepresentation`, which a type of
/// the app's own that declares one still compiles with (the property is simply unused). `String`,
/// `URL`, `Data`, `AttributedString`, `Image` and `Never` conform, as they do in SwiftUI.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Foundation.Data: Transferable {}
extension AttributedString: Transferable {}
extension Never: Transferable {}
extension Image: Transferable {}
